import { readFileSync } from 'node:fs';
import path from 'node:path';

// Written once at build time into the export as /admin/field-rules.js: the rules that span fields,
// the very file the build runs (content/facts/field-rules.mjs), for the editor's checks before a
// save (public/admin/field-checks.js). Served as .js, the type every host gives a script.
export const dynamic = 'force-static';

export function GET() {
  return new Response(readFileSync(path.resolve('content/facts/field-rules.mjs'), 'utf8'), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
