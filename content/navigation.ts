import type { NavItem } from './types';

export const mainNavigation: readonly NavItem[] = [
  { href: '/', label: 'Inicio' },
  { href: '/sobre-mi/', label: 'Sobre Mí' },
  { href: '/servicios/', label: 'Servicios' },
  { href: '/contacto/', label: 'Contacto' },
];

export const shellText = {
  skipLink: 'Saltar al contenido principal',
  mainNavLabel: 'Navegación principal',
  newTabHint: '(se abre en una pestaña nueva)',
} as const;

/**
 * The mobile menu's words, apart from shellText: the menu is client code, and the object it
 * imports ships whole in the layout chunk of every page.
 */
export const mobileMenuText = {
  navLabel: 'Menú de navegación',
  open: 'Abrir menú',
  close: 'Cerrar menú',
} as const;

export const headerCallLabel = 'Llamar al consultorio';
