import { readFileSync } from 'node:fs';
import path from 'node:path';

// Written once at build time into the export as /admin/entry-summary.js: how a list names an entry,
// the very file the build's refusals use (content/facts/entry-summary.mjs), for the editor's checks
// (public/admin/field-checks.js).
export const dynamic = 'force-static';

export function GET() {
  return new Response(readFileSync(path.resolve('content/facts/entry-summary.mjs'), 'utf8'), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
