export const notFoundText = {
  code: '404',
  /** The spec quotes these two strings in English; they are marked lang="en". */
  title: 'Oops! Page not found',
  homeLink: 'Return to Home',
  spanish: 'La página que buscas no existe o cambió de dirección. Puedes continuar en:',
  metaTitle: 'Página no encontrada',
  /** Logged to the console before the missing path (spec section 8), for developers: English. */
  missingPathLog: '404 Error: User attempted to access non-existent route:',
} as const;

export const errorText = {
  /** Quoted by the spec in English. */
  title: 'Unexpected Application Error!',
  spanish: 'Ocurrió un error inesperado. Intenta de nuevo o vuelve al inicio.',
  retry: 'Intentar de nuevo',
  home: 'Volver al inicio',
} as const;
