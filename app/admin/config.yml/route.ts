import { stringify } from 'yaml';
import { decapConfig } from '@/lib/admin/decap-config';

// Written once at build time into the export as /admin/config.yml, the editor's configuration.
export const dynamic = 'force-static';

export function GET() {
  const header = '# Generated from lib/admin/decap-config.ts at build time: edit that file, not this one.\n';
  return new Response(header + stringify(decapConfig, { lineWidth: 0 }), {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
}
