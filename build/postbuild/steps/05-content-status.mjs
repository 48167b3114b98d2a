// Moves the build's content status (app/content-status.json/route.ts: the example data still in
// the site, empty for a production build) to a hidden name, CONTENT_STATUS_FILE: Apache, nginx and
// Caddy answer 404 for hidden files, the Pages workflow removes it, and `npm run deploy` reads it
// (refusing example data) but never uploads it.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_STATUS_FILE } from '../host-configs.mjs';

/** Where Next writes the route's output. */
export const ROUTE_OUTPUT = 'content-status.json';

export default function contentStatus({ outDir }) {
  const from = path.join(outDir, ROUTE_OUTPUT);
  if (!existsSync(from))
    throw new Error(
      `05-content-status: Next no escribió ${ROUTE_OUTPUT} (app/content-status.json/route.ts)`,
    );
  const { pending } = JSON.parse(readFileSync(from, 'utf8'));
  if (!Array.isArray(pending))
    throw new Error(`05-content-status: ${ROUTE_OUTPUT} sin la lista "pending"`);
  renameSync(from, path.join(outDir, CONTENT_STATUS_FILE));
  console.log(
    `postbuild content status: ${pending.length} datos de ejemplo o pendientes, en ${CONTENT_STATUS_FILE}`,
  );
}
