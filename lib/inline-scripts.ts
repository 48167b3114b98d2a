import { notFoundText } from '../content/not-found.ts';
import { SERVICE_QUERY } from './contact/service-query.ts';

/**
 * The inline scripts the site's components write into its pages, by their exact text. The
 * components render these constants, and the CSP step (build/postbuild/steps/90-csp.mjs) allows exactly
 * these by hash and fails the build on any other inline script: a script is allowed for where it
 * comes from, never for being found in a page. Relative imports with their extension, no `@/`:
 * the post-build step imports this file on Node.
 */

/**
 * Selects the option a service page's link names (?servicio=catarata) as soon as the select is
 * parsed, before the first paint (components/contact/contact-form-fields.tsx).
 */
export const SELECT_FROM_QUERY_SCRIPT = `(function(){var s=document.getElementById('contacto-servicio'),v=new URLSearchParams(location.search).get('${SERVICE_QUERY}');if(s&&v&&!s.value&&[].some.call(s.options,function(o){return o.value===v}))s.value=v})()`;

/** Logs the path that led to the 404 page (components/log-missing-path.tsx). */
export const LOG_MISSING_PATH_SCRIPT = `console.error(${JSON.stringify(notFoundText.missingPathLog)},location.pathname)`;

/** Every script above: what the CSP step accepts from the components. */
export const COMPONENT_SCRIPTS = [SELECT_FROM_QUERY_SCRIPT, LOG_MISSING_PATH_SCRIPT];
