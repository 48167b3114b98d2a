import { stringify } from 'yaml';
import { decapConfig } from '@/lib/admin/decap-config';

// Written once at build time into the export as /admin/config.yml, the editor's configuration.
export const dynamic = 'force-static';

export function GET() {
  const header = '# Generated at build time from content/facts/schema.ts (the fields) and lib/admin/decap-config.ts: edit those, not this file.\n';
  return new Response(header + stringify(decapConfig, { lineWidth: 0 }), {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
}
