import { LOG_MISSING_PATH_SCRIPT } from '@/lib/inline-scripts';

/**
 * Logs the path that led to the 404 page, as docs/product.md asks: an inline script run as the page is
 * parsed, with or without the app's JavaScript. Not a client component's effect: Next loads the
 * root not-found boundary's client code on every page, so its chunk would come with every page
 * for the sake of this one. The script's text is one of the site's own
 * (lib/inline-scripts.ts): its hash is in the 404 page's own CSP and in the header policy
 * (build/postbuild/steps/90-csp.mjs), which every host serves a missing path with.
 */
export function LogMissingPath() {
  return <script dangerouslySetInnerHTML={{ __html: LOG_MISSING_PATH_SCRIPT }} />;
}
