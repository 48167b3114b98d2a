import { Check } from '@/components/ui/lucide';
import { cn } from '@/lib/cn';

// One element for every item, made once: React's flight serializer writes an element it has
// already written as a reference to it, so the page's flight data carries the icon once instead
// of once per item (17 times on /servicios/). The other lists' icons that say "see
// check-list.tsx" do the same.
const CHECK_MARK = (
  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" strokeWidth={2.5} />
);

/** A bullet list with check marks. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-2', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          {CHECK_MARK}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
