// Runs `npm run deploy`'s script (node publish/deploy.mjs) as CI would, with a target's settings, and
// reads what it printed: the summary line's figures, and on failure its one Spanish sentence.
import { spawn } from 'node:child_process';

/** `publicado: N archivos enviados (B bytes), D borrados, U sin cambios` */
const SUMMARY =
  /^publicado: (\d+) archivos? enviados? \((\d+) bytes\), (\d+) borrados?, (\d+) sin cambios$/m;

/**
 * @typedef {{ code: number | null, signal: string | null, stdout: string, stderr: string, ms: number,
 *   summary: { sent: number, bytes: number, deleted: number, unchanged: number } | null }} DeployResult
 */

/**
 * @param {Record<string, string>} env   the target's DEPLOY_* settings (replace the whole set: no leak from ours)
 * @param {{ dir: string, onStart?: (child: import('node:child_process').ChildProcess) => void, timeoutMs?: number }} options
 * @returns {Promise<DeployResult>}
 */
export function runDeploy(env, { dir, onStart, timeoutMs = 180_000 }) {
  const started = Date.now();
  // Only what a CI job has: PATH and HOME, not this shell's DEPLOY_* or NODE_EXTRA_CA_CERTS.
  const childEnv = { ...process.env };
  for (const name of Object.keys(childEnv))
    if (name.startsWith('DEPLOY_') || name === 'NODE_EXTRA_CA_CERTS') delete childEnv[name];
  Object.assign(childEnv, { DEPLOY_ALLOW_EXAMPLES: '1', ...env, DEPLOY_DIR: dir });
  const child = spawn(process.execPath, ['publish/deploy.mjs'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  onStart?.(child);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const match = SUMMARY.exec(stdout);
      resolve({
        code,
        signal,
        stdout,
        stderr,
        ms: Date.now() - started,
        summary: match
          ? {
              sent: Number(match[1]),
              bytes: Number(match[2]),
              deleted: Number(match[3]),
              unchanged: Number(match[4]),
            }
          : null,
      });
    });
  });
}

/**
 * Problems with a failed run's message: exit code 1, exactly one line on stderr (besides warnings), a Spanish
 * sentence that matches `cause`, no stack trace.
 * @param {DeployResult} result
 * @param {RegExp} cause
 */
export function errorProblems(result, cause) {
  const problems = [];
  // Warnings the command prints before starting (AVISO: example data allowed) are not the error.
  const lines = result.stderr
    .trim()
    .split('\n')
    .filter((line) => line && !line.startsWith('AVISO: '));
  if (result.code !== 1) problems.push(`código de salida ${result.code} (se esperaba 1)`);
  if (lines.length !== 1) problems.push(`${lines.length} líneas en stderr (se esperaba una)`);
  if (/^\s+at |Error:|\bnode:internal\b/m.test(result.stderr))
    problems.push('stderr trae una traza de pila o un error sin traducir');
  if (!/^No se pudo publicar: .+\.$/.test(lines[0] ?? ''))
    problems.push('la frase no empieza por «No se pudo publicar:» o no termina en punto');
  if (!cause.test(result.stderr)) problems.push(`la frase no nombra la causa (${cause})`);
  if (problems.length) problems.push(`stderr: ${JSON.stringify(result.stderr.slice(0, 400))}`);
  return problems;
}
