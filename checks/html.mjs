// Validates every exported HTML page with the W3C Nu HTML Checker (vnu-jar, needs Java 17+).
// Fails on any error; prints every error and warning and a per-file summary.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { htmlFiles } from '../build/postbuild/html-files.mjs';

const root = path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? 'out');
if (!existsSync(root)) {
  console.error(`No ${root}: run "npm run build" first.`);
  process.exit(1);
}

const jar = createRequire(import.meta.url)('vnu-jar');
const files = htmlFiles(root);
const run = spawnSync(
  'java',
  ['-jar', jar, '--format', 'json', '--stdout', '--also-check-css', ...files],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (run.error || !run.stdout) {
  console.error(
    'Could not run the Nu HTML Checker (is Java 17+ installed?)',
    run.error ?? run.stderr,
  );
  process.exit(1);
}

// vnu checks local files with a file: origin, so it believes 'self' in our CSP meta blocks our own
// /_next/ files. That is an artefact of file checking (the browser CSP test proves the policy works).
const fileOriginArtefact = (message) =>
  /^Resource violates Content Security Policy/.test(message.message);

const messages = JSON.parse(run.stdout).messages.filter((message) => !fileOriginArtefact(message));
const fileOf = (message) => (message.url ? decodeURIComponent(new URL(message.url).pathname) : '');
const isError = (message) => message.type === 'error' || message.type === 'non-document-error';
const isWarning = (message) => message.type === 'info' && message.subType === 'warning';
// "Trailing slash on void elements" is an info note about React's <meta/> output, not a defect.

for (const message of messages.filter((m) => isError(m) || isWarning(m))) {
  const file = path.relative(root, fileOf(message));
  console.log(`${isError(message) ? 'ERROR  ' : 'warning'} ${file}: ${message.message}`);
  if (message.extract) console.log(`         …${message.extract.replace(/\s+/g, ' ').trim()}…`);
}

console.log(
  `\nNu HTML Checker over ${files.length} files in ${path.relative(process.cwd(), root) || '.'}:`,
);
for (const file of files) {
  const own = messages.filter((message) => fileOf(message) === file);
  const count = own.filter(isError).length;
  console.log(
    `  ${path.relative(root, file).padEnd(24)} ${String(count).padStart(3)} errors ${String(own.filter(isWarning).length).padStart(3)} warnings`,
  );
}
// Counted over all messages, so an error not tied to a file still fails the check.
const errors = messages.filter(isError).length;
console.log(`${errors} errors in total.`);
process.exit(errors === 0 ? 0 : 1);
