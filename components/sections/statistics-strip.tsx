import type { Statistic } from '@/content/types';
import { Icon } from '../ui/icon';

/** The practice's figures: 5000+, 15+, 98 %, 5.0. */
export function StatisticsStrip({ items }: { items: readonly Statistic[] }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line shadow-card lg:grid-cols-4">
      {items.map((stat) => (
        <div key={stat.label} className="flex flex-col items-center gap-1 bg-white px-4 py-6 text-center sm:py-8">
          <dt className="order-last text-sm font-medium text-muted">{stat.label}</dt>
          {/* The icon sits inside <dd>: a <dl> group may hold only <dt> and <dd> (W3C validator). */}
          <dd className="flex flex-col items-center gap-2 text-3xl font-semibold tracking-tight text-primary sm:text-4xl">
            <Icon name={stat.icon} className="size-6 text-accent-foreground" />
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
