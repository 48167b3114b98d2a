// `npm test -- workflows`: every workflow in .github/workflows/ through actionlint and
// action-validator (checks/workflow-lint.mjs). Both are generated (build/postbuild/host-configs.mjs); this
// checks the files GitHub reads.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { WORKFLOWS_DIR, lintWorkflow } from './workflow-lint.mjs';

const started = Date.now();
const files = readdirSync(WORKFLOWS_DIR)
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((name) => path.join(WORKFLOWS_DIR, name));
let problems = 0;
for (const file of files) {
  const found = await lintWorkflow(readFileSync(file, 'utf8'), file);
  problems += found.length;
  console.log(found.length === 0 ? `ok ${file}` : found.join('\n'));
}
console.log(
  `workflows: ${files.length} workflows, ${problems} problems (actionlint and action-validator), ${Date.now() - started} ms`,
);
process.exitCode = problems === 0 && files.length > 0 ? 0 : 1;
