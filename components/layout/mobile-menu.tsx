'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { shellText } from '@/content/navigation';
import type { CallToAction, NavItem } from '@/content/types';
import { useHydrated } from '@/lib/use-hydrated';
import { buttonClasses } from '../ui/button-classes';
import { CloseIcon, MenuIcon } from '../ui/client-icons';
import { NavLinks } from './nav-links';

export const MOBILE_MENU_ID = 'menu-movil';

interface MobileMenuProps {
  items: readonly NavItem[];
  cta: CallToAction;
}

/**
 * The collapsible menu below the desktop breakpoint. Before JavaScript runs the
 * toggle is a link to the panel, which CSS shows with :target, so the menu also
 * works without scripts; once hydrated it is a real disclosure button.
 */
export function MobileMenu({ items, cta }: MobileMenuProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => setOpen(false);
  const toggleClasses =
    'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-primary-soft';
  const panelVisibility = hydrated ? (open ? 'block' : 'hidden') : 'hidden target:block';

  return (
    <div className="lg:hidden">
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={toggleClasses}
          aria-expanded={open}
          aria-controls={MOBILE_MENU_ID}
          aria-label={open ? shellText.closeMenu : shellText.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      ) : (
        <a href={`#${MOBILE_MENU_ID}`} className={toggleClasses} aria-label={shellText.openMenu}>
          <MenuIcon className="size-6" />
        </a>
      )}
      <nav
        id={MOBILE_MENU_ID}
        aria-label={shellText.mobileNavLabel}
        className={`${panelVisibility} absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-lift`}
      >
        <div className="mx-auto max-w-content px-5 pt-2 pb-6 sm:px-8">
          <NavLinks
            items={items}
            onNavigate={close}
            className="divide-y divide-line"
            linkClassName="flex min-h-12 items-center px-2 text-lg font-medium text-ink hover:text-primary"
            activeClassName="text-primary font-semibold underline decoration-2 underline-offset-8"
          />
          <Link href={cta.href} prefetch={false} onClick={close} className={`${buttonClasses('primary', 'md')} mt-4 w-full`}>
            {cta.label}
          </Link>
        </div>
      </nav>
    </div>
  );
}
