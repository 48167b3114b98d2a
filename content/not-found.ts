/** The Spanish 404, the one every host serves for a miss outside /en/. */
export const notFoundText = {
  code: '404',
  /** docs/product.md keeps these two strings in English; they are marked lang="en". */
  title: 'Oops! Page not found',
  homeLink: 'Return to Home',
  spanish: 'La página que buscas no existe o cambió de dirección. Puedes continuar en:',
  metaTitle: 'Página no encontrada',
  /** Logged to the console before the missing path (docs/product.md), for developers: English. */
  missingPathLog: '404 Error: User attempted to access non-existent route:',
  /** For a reader of English, whom a host with one error page sends here from a miss under /en/. */
  english: 'Looking for the pages in English?',
  englishLink: 'Go to the English site',
} as const;

/** The English 404, served for a miss under /en/ where the host routes those to it. */
export const englishNotFoundText = {
  code: '404',
  title: 'Oops! Page not found',
  homeLink: 'Return to Home',
  lead: 'The page you are looking for does not exist or has moved. You can continue to:',
  metaTitle: 'Page not found',
} as const;
