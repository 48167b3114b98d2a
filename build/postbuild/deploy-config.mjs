// Writes the committed host configurations (publish/host-configs/nginx.conf, publish/host-configs/Caddyfile and the GitHub Pages
// workflow) from the response policy; a unit test fails while the committed files differ from what
// this writes. With an export in out/ (or NEXT_DIST_DIR), also CloudFront's response headers
// policies, whose CSP allows that export's inline scripts by hash (not committed: redo after each
// build). `npm run deploy-config` after changing the policy.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { committedConfigs } from './host-configs.mjs';
import { cloudfrontPolicies } from './host-files.mjs';

const CLOUDFRONT_POLICIES = {
  site: 'publish/host-configs/cloudfront-headers-policy.json',
  admin: 'publish/host-configs/cloudfront-headers-policy-admin.json',
};

const write = (file, text) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`escrito ${file}`);
};

for (const [file, text] of Object.entries(committedConfigs())) write(file, text);

const outDir = path.resolve(process.env.NEXT_DIST_DIR ?? 'out');
if (existsSync(path.join(outDir, 'index.html'))) {
  const policies = cloudfrontPolicies(outDir, process.env);
  const json = (policy) => `${JSON.stringify(policy, null, 2)}\n`;
  write(CLOUDFRONT_POLICIES.site, json(policies.site));
  write(CLOUDFRONT_POLICIES.admin, json(policies.admin));
} else {
  console.log(
    `Sin exportación en ${outDir}: las políticas de CloudFront se escriben tras "npm run build".`,
  );
}
