/**
 * The error fallback's words. The fallback is client code loaded with every page's layout, so
 * each language's words are a module of their own (error-text-es.ts, error-text-en.ts): a
 * boundary imports its language's, and no page's JavaScript carries the other's.
 */
export interface ErrorText {
  title: string;
  lead: string;
  retry: string;
  home: string;
  homeHref: string;
}
