export const notFoundText = {
  code: '404',
  /** docs/product.md keeps these two strings in English; they are marked lang="en". */
  title: 'Oops! Page not found',
  homeLink: 'Return to Home',
  spanish: 'La página que buscas no existe o cambió de dirección. Puedes continuar en:',
  metaTitle: 'Página no encontrada',
  /** Logged to the console before the missing path (docs/product.md), for developers: English. */
  missingPathLog: '404 Error: User attempted to access non-existent route:',
} as const;

export const errorText = {
  /** Kept in English, as docs/product.md quotes it. */
  title: 'Unexpected Application Error!',
  spanish: 'Ocurrió un error inesperado. Intenta de nuevo o vuelve al inicio.',
  retry: 'Intentar de nuevo',
  home: 'Volver al inicio',
} as const;
