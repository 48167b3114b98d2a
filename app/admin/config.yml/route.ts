import { decapConfigYaml } from '@/lib/admin/decap-config-yaml';

// Written once at build time into the export as /admin/config.yml, the editor's configuration.
export const dynamic = 'force-static';

export function GET() {
  return new Response(decapConfigYaml(), {
    headers: { 'Content-Type': 'text/yaml; charset=utf-8' },
  });
}
