// @ts-check
// `node publish/report-step.mjs <build|deploy> <command…>`: runs a workflow's build or deploy step
// as it is (its output passes through live, its exit code is this one's) and, when it fails, leaves
// its one Spanish sentence where GitHub's API returns it: a check-run annotation (workflow command on
// stdout) and the job's summary ($GITHUB_STEP_SUMMARY). The editor shows that sentence to the
// practice (docs/publishing.md, "What the editor shows"). What is written: publish/workflow-report.mjs.
// Whatever in the step's output the runner would read as a workflow command ("::" at a line's
// start, "##[" anywhere) is made text before it is passed on (publish/command-guard.mjs): the step's
// only annotations are the ones written here.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { printable } from '../lib/printable.mjs';
import { commandGuard } from './command-guard.mjs';
import { STEP_KINDS, failureReport } from './workflow-report.mjs';

/** The output kept for the report: the end of each stream, where a failure is printed. */
const KEEP_BYTES = 2 * 1024 * 1024;

const [kind, command, ...args] = process.argv.slice(2);
if (!STEP_KINDS.includes(/** @type {any} */ (kind)) || !command) {
  console.error(
    `uso: node publish/report-step.mjs <${STEP_KINDS.join('|')}> <orden> [argumentos…]`,
  );
  process.exit(2);
}

/** @param {NodeJS.WriteStream} sink */
function keeper(sink) {
  let text = '';
  const decoder = new StringDecoder('utf8');
  const guard = commandGuard();
  return {
    /** @param {Buffer} chunk */
    write(chunk) {
      const decoded = decoder.write(chunk);
      sink.write(guard.write(decoded));
      text = (text + decoded).slice(-KEEP_BYTES);
    },
    /**
     * Passes on what the guard still holds, and ends an unfinished last line: a workflow command
     * written after it must start a line of its own.
     */
    flush() {
      const decoded = decoder.end();
      text = (text + decoded).slice(-KEEP_BYTES);
      const unfinished = text !== '' && !/[\r\n]$/.test(text);
      sink.write(guard.write(decoded) + guard.end() + (unfinished ? '\n' : ''));
    },
    get text() {
      return text;
    },
  };
}

const stdout = keeper(process.stdout);
const stderr = keeper(process.stderr);
const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
child.stdout.on('data', stdout.write);
child.stderr.on('data', stderr.write);
// A cancelled job signals this process; the step itself must stop too.
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => child.kill(signal));

child.on('error', (error) => {
  console.error(
    `publish/report-step.mjs: no se pudo ejecutar ${printable(command)}: ${error.message}`,
  );
  process.exitCode = 1;
});
child.on('close', (code) => {
  stdout.flush();
  stderr.flush();
  if (code === 0) return;
  const report = failureReport(/** @type {import('./workflow-report.mjs').StepKind} */ (kind), {
    stdout: stdout.text,
    stderr: stderr.text,
    code,
  });
  for (const line of report.commands) console.log(line);
  if (process.env.GITHUB_STEP_SUMMARY)
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `${report.summary}\n`);
  process.exitCode = code ?? 1;
});
