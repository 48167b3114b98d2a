// The endpoint build the engines suite checks the form's POST against. `npm test` builds it
// in test:e2e:endpoint just before; the suite reuses it and reads the endpoint baked into it
// (the form's action), so its receiver listens where the pages post. Built here only when missing.
import { spawnSync } from 'node:child_process';
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

/**
 * Resolves to the endpoint baked into `dir`, building it first (with `endpoint`) when there is
 * none. Throws when the build fails.
 */
export function ensureEndpointBuild(dir, endpoint, log = console.log) {
  const baked = bakedEndpoint(dir);
  if (baked) return { endpoint: baked, built: false };
  log(`No hay ${dir}/ con endpoint: construyéndolo con ${endpoint}…`);
  const env = {
    ...process.env,
    NEXT_DIST_DIR: dir,
    NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint,
    NEXT_PUBLIC_QUERY_RETRY_BASE_MS: '50',
  };
  const result = spawnSync('npm', ['run', 'build'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0)
    throw new Error(`la construcción de ${dir}/ falló (código ${result.status})`);
  const built = bakedEndpoint(dir);
  if (built !== endpoint) throw new Error(`${dir}/ se construyó sin el endpoint ${endpoint}`);
  return { endpoint: built, built: true };
}
