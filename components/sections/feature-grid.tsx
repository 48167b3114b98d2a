import type { FeatureItem } from '@/content/types';
import { Card } from '../ui/card';
import { IconBadge } from '../ui/icon';

/** Icon, title and text cards: certifications, values, memberships. */
export function FeatureGrid({
  items,
  columns = 3,
}: {
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
}) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`grid gap-5 ${grid}`}>
      {items.map((item) => (
        <Card as="li" key={item.title} className="flex flex-col gap-4">
          <IconBadge name={item.icon} />
          <div>
            <h3 className="text-lg">{item.title}</h3>
            <p className="mt-2 text-muted">{item.description}</p>
          </div>
        </Card>
      ))}
    </ul>
  );
}
