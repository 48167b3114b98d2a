'use client';

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CallToAction, LanguageLink, NavItem } from '@/content/types';
import { useHydrated } from '@/lib/use-hydrated';
import { CloseIcon, MenuIcon } from '../ui/client-icons';
import { NavLinks } from './nav-links';

export const MOBILE_MENU_ID = 'menu-movil';

/** The classes of the menu's parts (their values: MOBILE_MENU_CLASSES in site-header.tsx). */
export interface MobileMenuClasses {
  toggle: string;
  panel: string;
  inner: string;
  list: string;
  link: string;
  active: string;
  cta: string;
}

interface MobileMenuProps {
  items: readonly NavItem[];
  cta: CallToAction;
  /** Its words in the page's language (content/navigation.ts: mobileMenuTextIn). */
  text: { navLabel: string; open: string; close: string };
  /**
   * Its links' classes, from the server (components/layout/site-header.tsx): strings in the page's
   * data rather than in the JavaScript every page loads.
   */
  classes: MobileMenuClasses;
  languageLink?: LanguageLink;
}

const MENU_FRAGMENT = `#${MOBILE_MENU_ID}`;

const noSubscription = () => () => {};
/** Whether the address ends in #menu-movil: false in the HTML and during hydration, as the panel was rendered. */
const useAtMenuFragment = () =>
  useSyncExternalStore(
    noSubscription,
    () => window.location.hash === MENU_FRAGMENT,
    () => false,
  );

/** Drops #menu-movil from the address without a navigation or a scroll (Next's state is kept). */
function clearMenuFragment() {
  if (window.location.hash !== MENU_FRAGMENT) return;
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}

/** Back or forward to #menu-movil opens the menu as the link did. */
function useOpenAtMenuFragment(setOpen: (open: boolean) => void) {
  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash === MENU_FRAGMENT) setOpen(true);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [setOpen]);
}

/** Escape closes the open menu and gives the focus back to its button. */
function useCloseOnEscape(
  open: boolean,
  setOpen: (open: boolean) => void,
  toggleRef: React.RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      clearMenuFragment();
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setOpen, toggleRef]);
}

/**
 * The collapsible menu below the desktop breakpoint. Before JavaScript runs the
 * toggle is a link to the panel, which CSS shows with :target, so the menu also
 * works without scripts; once hydrated it is a real disclosure button. A menu
 * opened through the link before hydration stays open after it (and says so),
 * and the button keeps the link's focus.
 */
export function MobileMenu({ items, cta, text, languageLink, classes }: MobileMenuProps) {
  const hydrated = useHydrated();
  // Until the patient uses the button, the menu is as the link left it: open at #menu-movil (:target).
  const atMenuFragment = useAtMenuFragment();
  const [choice, setOpen] = useState<boolean | null>(null);
  const open = choice ?? atMenuFragment;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const linkHadFocus = useRef(false);

  // The button replaces the link in the first hydrated render: give it the focus the link had.
  useLayoutEffect(() => {
    if (hydrated && linkHadFocus.current) toggleRef.current?.focus();
  }, [hydrated]);

  useOpenAtMenuFragment(setOpen);
  useCloseOnEscape(open, setOpen, toggleRef);

  const close = () => {
    clearMenuFragment();
    setOpen(false);
  };
  const toggleClasses = classes.toggle;
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
          aria-label={open ? text.close : text.open}
          onClick={() => (open ? close() : setOpen(true))}
        >
          {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      ) : (
        <a
          href={MENU_FRAGMENT}
          className={toggleClasses}
          aria-label={text.open}
          // Detached when hydration swaps in the button: remember whether the patient's focus was here.
          ref={(link) => () => {
            linkHadFocus.current = link !== null && document.activeElement === link;
          }}
        >
          <MenuIcon className="size-6" />
        </a>
      )}
      <nav
        id={MOBILE_MENU_ID}
        aria-label={text.navLabel}
        className={`${panelVisibility} ${classes.panel}`}
      >
        <div className={classes.inner}>
          <NavLinks
            items={items}
            languageLink={languageLink}
            onNavigate={close}
            className={classes.list}
            linkClassName={classes.link}
            activeClassName={classes.active}
          />
          <a href={cta.href} onClick={close} className={classes.cta}>
            {cta.label}
          </a>
        </div>
      </nav>
    </div>
  );
}
