import { stringify } from 'yaml';
import { decapConfig } from './decap-config';

/** /admin/config.yml as the build writes it (app/admin/config.yml/route.ts; the sign-in test assembles its editor with it). */
export function decapConfigYaml(): string {
  const header =
    '# Generated at build time from content/facts/schema.ts (the fields) and lib/admin/decap-config.ts: edit those, not this file.\n';
  return header + stringify(decapConfig, { lineWidth: 0 });
}
