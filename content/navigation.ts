import { perLocale, type Locale } from '@/lib/locale';
import { PAGE_PATHS } from '@/lib/page-paths';
import type { NavItem } from './types';

const navLabels = perLocale(
  { home: 'Inicio', about: 'Sobre Mí', services: 'Servicios', contact: 'Contacto' },
  { home: 'Home', about: 'About', services: 'Services', contact: 'Contact' },
);

/** The four links of the header, the mobile menu and the footer, in each language. */
export function mainNavigation(locale: Locale): readonly NavItem[] {
  const labels = navLabels[locale];
  return (['home', 'about', 'services', 'contact'] as const).map((page) => ({
    href: PAGE_PATHS[page][locale],
    label: labels[page],
    ...(page === 'home' ? { home: true } : {}),
  }));
}

export const shellTextIn = perLocale(
  {
    skipLink: 'Saltar al contenido principal',
    mainNavLabel: 'Navegación principal',
    newTabHint: '(se abre en una pestaña nueva)',
    headerCallLabel: 'Llamar al consultorio',
  },
  {
    skipLink: 'Skip to main content',
    mainNavLabel: 'Main navigation',
    newTabHint: '(opens in a new tab)',
    headerCallLabel: 'Call the practice',
  },
);

/**
 * The mobile menu's words, apart from shellText: the menu is client code, so its words reach it as
 * a prop and only the page's language is sent.
 */
export const mobileMenuTextIn = perLocale(
  { navLabel: 'Menú de navegación', open: 'Abrir menú', close: 'Cerrar menú' },
  { navLabel: 'Navigation menu', open: 'Open menu', close: 'Close menu' },
);

/**
 * The link to the same page in the other language, written in that language («English» on a
 * Spanish page, «Español» on an English one), with the language it leads to.
 */
export const languageSwitchIn = perLocale(
  { label: 'English', lang: 'en', target: 'en' as Locale },
  { label: 'Español', lang: 'es', target: 'es' as Locale },
);
