// Two exports measured in one run, so a change's before and after share the host's state:
// hydration, Lighthouse (the gate's script) and limit, each on the before export and
// then on the after export, one after another, with the same routes. Prints each tool's output as
// it runs, then every summary table again, before above after.
//
// Usage: node checks/perf/before-after.mjs <before-export> [<after-export>] [-- /route ...]
//   The after export defaults to out/; routes default to /, /sobre-mi/, /servicios/, /contacto/.
//   Build the before export from an older commit in a worktree of its own, e.g.
//   git worktree add ../before <commit> && cd ../before && npm install && NEXT_DIST_DIR=out-before npm run build
//   PERF_HYDRATION_RUNS, PERF_LIMIT_RUNS apply as in each tool (Lighthouse always runs five).
// Slow (about 15 minutes for four pages on two cores) and meant for a quiet machine: not in npm test.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const DEFAULT_ROUTES = ['/', '/sobre-mi/', '/servicios/', '/contacto/'];

const dash = process.argv.indexOf('--');
const positional = process.argv.slice(2, dash === -1 ? undefined : dash);
const routes = dash === -1 ? DEFAULT_ROUTES : process.argv.slice(dash + 1);
const [beforeArg, afterArg = 'out'] = positional;
if (!beforeArg) {
  console.error(
    'Usage: node checks/perf/before-after.mjs <before-export> [<after-export>] [-- /route ...]',
  );
  process.exit(2);
}
const exports = { before: path.resolve(beforeArg), after: path.resolve(afterArg) };
for (const [name, dir] of Object.entries(exports)) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No export at ${dir} (${name}): build it first.`);
    process.exit(2);
  }
}

const TOOLS = [
  { name: 'hydration', script: 'checks/perf/hydration.mjs' },
  { name: 'Lighthouse', script: 'checks/perf/lighthouse.mjs' },
  { name: 'limit', script: 'checks/perf/limit.mjs' },
];

/** Runs one tool on one export, echoing its output; resolves with the output and exit code. */
function run(script, siteDir) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...routes], {
      env: { ...process.env, SITE_DIR: siteDir, NEXT_DIST_DIR: siteDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.on('close', (code) => resolve({ output, code }));
  });
}

/** A tool's summary: from the blank line before its closing table to the end. */
const summaryOf = (output) => {
  const lines = output.trimEnd().split('\n');
  const blanks = lines.flatMap((line, index) => (line.trim() === '' ? [index] : []));
  // The tables open with a blank line and end with a blank line before the verdict line.
  const start = blanks.length >= 2 ? blanks[blanks.length - 2] : (blanks[0] ?? 0);
  return lines.slice(start).join('\n').trim();
};

const results = [];
for (const tool of TOOLS) {
  for (const [name, dir] of Object.entries(exports)) {
    console.log(`\n=== ${tool.name}, ${name} (${path.relative(process.cwd(), dir) || '.'}) ===`);
    const { output, code } = await run(tool.script, dir);
    results.push({ tool: tool.name, name, dir, code, summary: summaryOf(output) });
  }
}

console.log('\n\n######## Before and after, measured in this run ########');
for (const result of results) {
  console.log(
    `\n=== ${result.tool}, ${result.name}: ${path.relative(process.cwd(), result.dir) || '.'} (exit ${result.code}) ===`,
  );
  console.log(result.summary);
}
