import type { NavItem } from '@/content/types';

/** Inicio › Servicios › page: links to each parent, the current page last (aria-current). */
export function Breadcrumb({
  label,
  trail,
  current,
}: {
  label: string;
  trail: readonly NavItem[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="mx-auto max-w-content px-5 pt-5 text-sm text-muted sm:px-8">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((item) => (
          <li key={item.href} className="flex items-center gap-2">
            <a
              href={item.href}
              className="inline-flex min-h-6 items-center underline-offset-4 hover:text-primary hover:underline"
            >
              {item.label}
            </a>
            <span aria-hidden="true">›</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
