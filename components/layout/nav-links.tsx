'use client';

import { usePathname } from 'next/navigation';
import type { LanguageLink, NavItem } from '@/content/types';

interface NavLinksProps {
  items: readonly NavItem[];
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
  onNavigate?: () => void;
  /** The same page in the other language, after the pages' links. */
  languageLink?: LanguageLink;
}

/** Strips a trailing slash or ".html" so /servicios, /servicios/ and /servicios.html match. */
function normalize(path: string): string {
  const trimmed = path.replace(/\.html$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * The navigation list; marks the current page with aria-current="page" and a visible style, and
 * the section a sub-page belongs to (Servicios on /servicios/<slug>/) with aria-current="true";
 * a language's home (`home`, /en/ among them) is no section of the pages under it. Then, when the
 * page has a twin in the other language, the link to it.
 */
export function NavLinks({
  items,
  className,
  linkClassName,
  activeClassName,
  onNavigate,
  languageLink,
}: NavLinksProps) {
  const pathname = normalize(usePathname() ?? '/');
  const twin = languageLink?.paths[pathname];
  return (
    <ul className={className}>
      {items.map((item) => {
        const href = normalize(item.href);
        const state =
          href === pathname
            ? 'page'
            : !item.home && pathname.startsWith(`${href}/`)
              ? 'true'
              : undefined;
        return (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={state}
              // Joined by hand, not with cn() or clsx: keeps them out of every page's JavaScript.
              className={[linkClassName, state && activeClassName].filter(Boolean).join(' ')}
              onClick={onNavigate}
            >
              {item.label}
            </a>
          </li>
        );
      })}
      {twin && (
        <li>
          <a
            href={twin}
            hrefLang={languageLink.hrefLang}
            lang={languageLink.lang}
            className={linkClassName}
          >
            {languageLink.label}
          </a>
        </li>
      )}
    </ul>
  );
}
