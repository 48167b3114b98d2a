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

/**
 * A contact form field the browser refuses says why in the page's language (its data-invalid,
 * components/contact/contact-form-fields.tsx), not in the browser's, from the first paint on;
 * typing lifts the words, so the next submit judges the field afresh. Inline, after the fields: it
 * costs the page's scripts nothing and needs none of them.
 */
export const FIELD_WORDS_SCRIPT = `(function(){var f=document.getElementById('contacto-mensaje').form;f.addEventListener('invalid',function(e){e.target.setCustomValidity(e.target.dataset.invalid||'')},true);f.addEventListener('input',function(e){e.target.setCustomValidity('')})})()`;

/** Logs the path that led to the 404 page (components/log-missing-path.tsx). */
export const LOG_MISSING_PATH_SCRIPT = `console.error(${JSON.stringify(notFoundText.missingPathLog)},location.pathname)`;

/** Every script above: what the CSP step accepts from the components. */
export const COMPONENT_SCRIPTS = [
  SELECT_FROM_QUERY_SCRIPT,
  FIELD_WORDS_SCRIPT,
  LOG_MISSING_PATH_SCRIPT,
];
