// Writes the committed host configurations (deploy/nginx.conf, deploy/Caddyfile and the GitHub Pages
// workflow) from the response policy. `npm run deploy-config` after changing the policy; a unit test
// fails while the committed files differ from what this writes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { committedConfigs } from './host-configs.mjs';

const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
for (const [file, text] of Object.entries(committedConfigs(packageJson, process.env))) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`escrito ${file}`);
}
