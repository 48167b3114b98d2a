// `npm test -- deploy`: `npm run deploy` proven against real servers on this machine (installed
// when missing): Pure-FTPd with FTP and FTPS, OpenSSH's sshd with a chrooted SFTP user, rsync over
// sshd, each upload folder served by Apache with the uploaded .htaccess or by nginx with
// publish/host-configs/nginx.conf. See docs/publishing-tests.md ("How the deploy is proven").
//
// The second deploy publishes the variant build (checks/variant-build.mjs: one more opening day),
// what a save changes; it is built here unless current. DEPLOY_TEST_TARGETS=ftp,sftp runs some
// targets only (`day-one` names the scenario of checks/deploy/day-one.mjs, which runs after them);
// DEPLOY_TEST_BASE_PORT moves the 50 ports (default 5030).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser } from './deploy/browser-loop.mjs';
import { proveDayOne } from './deploy/day-one.mjs';
import { plannedChanges, uploadedFiles } from './deploy/exports.mjs';
import { proveTarget } from './deploy/prove-target.mjs';
import { TARGETS, deployPorts, startDeployServers } from './deploy/servers.mjs';
import { makeKey } from './deploy/sshd.mjs';
import { VARIANT_DIR, ensureVariantBuild } from './variant-build.mjs';

const DIR_A = process.env.NEXT_DIST_DIR ?? 'out';
const DIR_B = VARIANT_DIR;
/**
 * How long the slowed second deploy should last over SSH, so that loads also meet files being
 * replaced (phase-holds.mjs makes sure each phase is seen whole, however fast the deploy).
 */
const SLOW_DEPLOY_SECONDS = 10;
/**
 * Pure-FTPd's limit is per session and costs a near-fixed pause per file whatever its size (the
 * lower the rate, the longer), so FTP gets one rate that slows its many small files enough for
 * loads to meet files being replaced.
 */
const FTP_KILOBYTES_PER_SECOND = 3000;

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const named = process.env.DEPLOY_TEST_TARGETS?.split(',');
const targets = (named ?? [...TARGETS]).filter((name) =>
  TARGETS.includes(/** @type {any} */ (name)),
);
const dayOne = !named || named.includes('day-one');

if (!existsSync('publish/deploy.mjs')) {
  console.log('deploy: publish/deploy.mjs no existe (npm run deploy)');
  console.log('deploy: 0 passed, 1 failed');
  process.exit(1);
}
if (!existsSync(path.join(DIR_A, 'index.html'))) {
  console.log(`deploy: construyendo ${DIR_A}/ (npm run build)…`);
  if (spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0)
    process.exit(1);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'deploy-e2e-keys-'));
/** @type {Awaited<ReturnType<typeof startDeployServers>> | null} */
let servers = null;
/** @type {import('@playwright/test').Browser | null} */
let browser = null;
const cleanUp = async () => {
  await browser?.close().catch(() => {});
  await servers?.stop();
  rmSync(tmp, { recursive: true, force: true });
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => cleanUp().finally(() => process.exit(130)));

/** @type {{ name: string, problems: string[] }[]} */
const checks = [];
/** @type {Record<string, { ms: number, figures: Record<string, unknown> }>} */
const report = {};
try {
  // The second export builds while the servers start (the build is the long part). All three are
  // waited for even when one fails, so that servers and a browser started after a failed build
  // are known to cleanUp and stopped, not left running with their mounts.
  const buildStarted = Date.now();
  const [build, serversStarted, browserLaunched] = await Promise.allSettled([
    ensureVariantBuild((message) => console.log(`deploy: ${message}`)),
    startDeployServers({ targets }),
    launchBrowser(),
  ]);
  if (serversStarted.status === 'fulfilled') servers = serversStarted.value;
  if (browserLaunched.status === 'fulfilled') browser = browserLaunched.value;
  for (const step of [build, serversStarted, browserLaunched])
    if (step.status === 'rejected') throw step.reason;
  if (!servers) throw new Error('deploy: los servidores no arrancaron');
  const variant = build.status === 'fulfilled' ? build.value : null;
  console.log(
    `deploy: servidores listos y segunda exportación (${DIR_B}/) ${variant?.built ? 'construida' : 'reutilizada'} en ${seconds(Date.now() - buildStarted)}`,
  );
  const foreignHostKey = makeKey(tmp, 'foreign-host-key')
    .publicLine.split(' ')
    .slice(0, 2)
    .join(' ');
  const foreignClientKey = makeKey(tmp, 'foreign-client-key').privateKey;

  const results = await Promise.all(
    Object.values(servers.targets).map(async (target) => {
      const server = target.env.DEPLOY_SERVER;
      const filesA = uploadedFiles(DIR_A, server);
      const filesB = uploadedFiles(DIR_B, server);
      const bytes = Math.max(
        plannedChanges(filesA, filesB).bytes,
        plannedChanges(filesB, filesA).bytes,
      );
      // The SSH relay paces bytes on the one connection the deploy opens.
      const slowKilobytesPerSecond = target.name.startsWith('ftp')
        ? FTP_KILOBYTES_PER_SECOND
        : Math.max(2, Math.round(bytes / 1024 / SLOW_DEPLOY_SECONDS));
      const result = await proveTarget(target, {
        dirA: DIR_A,
        dirB: DIR_B,
        filesA,
        filesB,
        browser: /** @type {import('@playwright/test').Browser} */ (browser),
        closedPort: /** @type {NonNullable<typeof servers>} */ (servers).closedPort,
        slowKilobytesPerSecond,
        ...(target.name === 'sftp' || target.name === 'rsync'
          ? {
              otherKnownHosts: `[127.0.0.1]:${target.env.DEPLOY_PORT} ${foreignHostKey}`,
              otherKey: foreignClientKey,
            }
          : {}),
      });
      report[target.name] = {
        ms: result.ms,
        figures: { slowKilobytesPerSecond, ...result.figures },
      };
      return result;
    }),
  );
  for (const result of results) checks.push(...result.checks);
  if (dayOne) {
    const dayStarted = Date.now();
    checks.push(...(await proveDayOne({ base: deployPorts().ftp, exportDir: DIR_A })));
    report['day-one'] = { ms: Date.now() - dayStarted, figures: {} };
  }
} catch (error) {
  checks.push({
    name: 'preparación',
    problems: [/** @type {Error} */ (error).stack ?? String(error)],
  });
  console.log(`  ✗ ${/** @type {Error} */ (error).stack}`);
} finally {
  await cleanUp();
}

for (const [name, { ms, figures }] of Object.entries(report))
  console.log(`deploy ${name}: ${seconds(ms)} ${JSON.stringify(figures)}`);
const failed = checks.filter((check) => check.problems.length > 0).length;
console.log(
  `deploy: ${checks.length - failed} passed, ${failed} failed (${seconds(Date.now() - started)})`,
);
process.exit(failed ? 1 : 0);
