import type { ErrorText } from './error-text';

export const errorTextEs: ErrorText = {
  /** Kept in English, as docs/product.md quotes it. */
  title: 'Unexpected Application Error!',
  lead: 'Ocurrió un error inesperado. Intenta de nuevo o vuelve al inicio.',
  retry: 'Intentar de nuevo',
  home: 'Volver al inicio',
  homeHref: '/',
};
