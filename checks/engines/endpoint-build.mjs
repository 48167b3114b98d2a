// The endpoint a build's contact form posts to (its action attribute), read from the export: the
// checks that send the form start their receiver there (checks/variant-build.mjs makes the build).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The contact page's HTML file in an export (trailingSlash or not), or null. */
function contactFile(dir) {
  return (
    [path.join(dir, 'contacto', 'index.html'), path.join(dir, 'contacto.html')].find((file) =>
      existsSync(file),
    ) ?? null
  );
}

/** The absolute http(s) URL in the contact form's action attribute, or null (a default build has none). */
export function formAction(html) {
  for (const [form] of html.matchAll(/<form\b[^>]*>/g)) {
    const action = /\saction="(https?:\/\/[^"]+)"/.exec(form)?.[1];
    if (action) return action.replaceAll('&amp;', '&');
  }
  return null;
}

/** The endpoint baked into the export in `dir`, or null when there is no contact page or no endpoint. */
export function bakedEndpoint(dir) {
  const file = contactFile(dir);
  return file ? formAction(readFileSync(file, 'utf8')) : null;
}
