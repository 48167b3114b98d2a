'use client';

import { usePathname } from 'next/navigation';
import type { NavItem } from '@/content/types';

interface NavLinksProps {
  items: readonly NavItem[];
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
  onNavigate?: () => void;
}

/** Strips a trailing slash or ".html" so /servicios, /servicios/ and /servicios.html match. */
function normalize(path: string): string {
  const trimmed = path.replace(/\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The navigation list; marks the current page with aria-current="page" and a visible style, and
 * the section a sub-page belongs to (Servicios on /servicios/<slug>/) with aria-current="true".
 */
export function NavLinks({
  items,
  className,
  linkClassName,
  activeClassName,
  onNavigate,
}: NavLinksProps) {
  const pathname = normalize(usePathname() ?? '/');
  return (
    <ul className={className}>
      {items.map((item) => {
        const href = normalize(item.href);
        const current =
          href === pathname
            ? 'page'
            : href !== '/' && pathname.startsWith(`${href}/`)
              ? 'true'
              : undefined;
        const active = current !== undefined;
        return (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={current}
              // Joined by hand, not with cn() or clsx: keeps them out of every page's JavaScript.
              className={[linkClassName, active && activeClassName].filter(Boolean).join(' ')}
              onClick={onNavigate}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
