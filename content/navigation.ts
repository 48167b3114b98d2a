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
  mobileNavLabel: 'Menú de navegación',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  menuLabel: 'Menú',
  logoLabel: 'Inicio',
  newTabHint: '(se abre en una pestaña nueva)',
} as const;

export const headerCallLabel = 'Llamar al consultorio';
