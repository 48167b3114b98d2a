// The proof for one target (ftp, ftps, sftp or rsync), in the order a host lives it: a first
// deploy, a server manifest naming paths outside the folder (refused, nothing deleted), the
// failures a practice meets, a second deploy after a changed fact while a visitor
// loads pages, a deploy whose server sessions are killed mid-way and run again (a rollback to the
// first export), a deploy whose own process is killed mid-way, resumed by the next run; then the
// server misbehaving mid-transfer: its daemon restarted (the deploy reconnects and completes), frozen
// and stopped for good (the deploy ends within seconds with one sentence naming the server, and the
// next run completes).
import { readFileSync, statSync } from 'node:fs';
import { baselineLoads, loopPages, startLoop } from './browser-loop.mjs';
import { plannedChanges } from './exports.mjs';
import { manifestEscapeProblems } from './manifest-escape.mjs';
import { HELD_DEPLOY_TIMEOUT_SECONDS, holdEachPhase } from './phase-holds.mjs';
import { errorProblems, runDeploy } from './run-deploy.mjs';
import { siteProblems } from './site.mjs';

/** How long the restarted daemon stays down: a moment, as a host's restart. */
const RESTART_DOWN_MS = 1500;
/**
 * A deploy that met a restart or killed sessions must end (done, or failed with its sentence) this
 * long after: the deploy's reconnect window at its default DEPLOY_TIMEOUT (60 s) is the bound.
 */
const RECOVERY_BOUND_MS = 60_000;
/**
 * DEPLOY_TIMEOUT for the frozen and stopped servers, so that each costs seconds: the deploy then
 * gives up 2 × 4 s after the server last answered. The bound asserted leaves room for a loaded machine.
 */
const SHORT_TIMEOUT_SECONDS = 4;
const GIVE_UP_BOUND_MS = 30_000;

/**
 * @typedef {import('./servers.mjs').DeployTarget} DeployTarget
 * @typedef {Map<string, { size: number, sha256: string }>} Files
 * @typedef {{ name: string, problems: string[] }} Check
 */

/**
 * @param {DeployTarget} target
 * @param {{ dirA: string, dirB: string, filesA: Files, filesB: Files, browser: import('@playwright/test').Browser,
 *   closedPort: number, slowKilobytesPerSecond: number, otherKnownHosts?: string, otherKey?: string }} context
 */
/**
 * What a proof's checks share: the target, the run's exports and browser, and the figures each
 * check records.
 * @typedef {{ target: DeployTarget, context: Parameters<typeof proveTarget>[1], figures: Record<string, unknown> }} Proof
 */

/**
 * Runs named checks for one target: each check's problems (or the exception it threw) are
 * recorded in `checks` and printed.
 * @param {DeployTarget} target
 * @param {Check[]} checks
 */
const checkRunner =
  (target, checks) =>
  /**
   * @param {string} name
   * @param {(problems: string[]) => Promise<void>} body
   */
  async (name, body) => {
    /** @type {string[]} */
    const problems = [];
    try {
      await body(problems);
    } catch (error) {
      problems.push(`excepción: ${/** @type {Error} */ (error).stack}`);
    }
    checks.push({ name: `${target.name}: ${name}`, problems });
    console.log(`  ${problems.length ? '✗' : '✓'} ${target.name}: ${name}`);
    for (const problem of problems.slice(0, 12)) console.log(`      ${problem}`);
    if (problems.length > 12) console.log(`      … y ${problems.length - 12} más`);
    return problems.length === 0;
  };

/** Whether the deploy ended well with its summary line; says why not in `problems`. */
const deployed = (result, problems) => {
  if (result.code !== 0) {
    problems.push(
      `terminó con ${result.code ?? result.signal}: ${result.stderr.trim().slice(0, 400)}`,
    );
    // The retries it said before giving up: what each attempt met, and on which file.
    problems.push(
      ...result.stdout
        .split('\n')
        .filter((line) => / el intento \d+ de \d+ /.test(line))
        .slice(-6),
    );
  } else if (!result.summary)
    problems.push(`sin la línea «publicado: …»: ${result.stdout.slice(-400)}`);
  return result.code === 0 && result.summary !== null;
};

/** The summary's figures are the plan's: what really changes. */
const expectFigures = (summary, plan, problems) => {
  const expected = {
    sent: plan.sent.length,
    bytes: plan.bytes,
    deleted: plan.deleted.length,
    unchanged: plan.unchanged,
  };
  for (const key of /** @type {const} */ (['sent', 'bytes', 'deleted', 'unchanged']))
    if (summary[key] !== expected[key])
      problems.push(
        `publicado: ${key} = ${summary[key]}, pero lo que cambia de verdad es ${expected[key]}`,
      );
};

export async function proveTarget(target, context) {
  const { dirA, filesA } = context;
  /** @type {Check[]} */
  const checks = [];
  /** @type {Record<string, unknown>} */
  const figures = {};
  const started = Date.now();
  const check = checkRunner(target, checks);
  /** @type {Proof} */
  const proof = { target, context, figures };

  // Certificate and host-key checks first, while the folder is still empty.
  await proveServerIdentity(proof, check);

  const firstOk = await check('el primer despliegue sirve la exportación tal cual', (problems) =>
    firstDeploy(proof, problems),
  );
  if (!firstOk) return { checks, figures, ms: Date.now() - started };

  await check(
    'un manifiesto del servidor con rutas "../" o absolutas se rechaza con una frase, y no se borra nada',
    async (problems) => {
      problems.push(...(await manifestEscapeProblems(target, dirA, filesA)));
    },
  );

  // The failures come while the site holds the first export and before the second deploy: the
  // second export's new files then need new room, so a full disk really refuses them.
  await proveRefusals(proof, check);
  await check(
    'el segundo despliegue envía solo lo cambiado, y ninguna carga durante él se rompe',
    (problems) => secondDeploy(proof, problems),
  );

  await check(
    'un despliegue cortado (sesión del servidor matada) se completa al repetirlo y vuelve exacto a la primera exportación',
    (problems) => cutDeploy(proof, problems),
  );

  await check(
    'un despliegue interrumpido (el proceso matado a medias) se reanuda: la repetición envía solo lo que faltaba',
    (problems) => interruptedDeploy(proof, problems),
  );

  await check(
    'el demonio reiniciado a mitad de la subida (sus sesiones matadas, fuera 1.5 s): el despliegue reconecta y termina exacto',
    (problems) => restartedDaemon(proof, problems),
  );

  await proveOutages(proof, check);

  return { checks, figures, ms: Date.now() - started };
}

/**
 * The server's identity is checked: FTPS refuses a certificate from an untrusted CA, SFTP and
 * rsync a host key missing from DEPLOY_KNOWN_HOSTS.
 * @param {Proof} proof
 * @param {ReturnType<typeof checkRunner>} check
 */
async function proveServerIdentity(proof, check) {
  const { target } = proof;
  const { dirA, otherKnownHosts } = proof.context;
  if (target.name === 'ftps')
    await check('un certificado de una CA no confiable se rechaza', async (problems) => {
      const untrusted = { ...target.env };
      delete untrusted.NODE_EXTRA_CA_CERTS;
      problems.push(...errorProblems(await runDeploy(untrusted, { dir: dirA }), /certificado/i));
    });
  if (otherKnownHosts)
    await check(
      'una clave de servidor que no está en DEPLOY_KNOWN_HOSTS se rechaza',
      async (problems) => {
        const result = await runDeploy(
          { ...target.env, DEPLOY_KNOWN_HOSTS: otherKnownHosts },
          { dir: dirA },
        );
        problems.push(...errorProblems(result, /clave|huella|host/i));
      },
    );
}

/**
 * The deploys refused by a bad password, an unreachable host and a full disk.
 * @param {Proof} proof
 * @param {ReturnType<typeof checkRunner>} check
 */
async function proveRefusals(proof, check) {
  const { target, context } = proof;
  const credentials =
    target.name === 'rsync'
      ? { DEPLOY_KEY: context.otherKey ?? '' }
      : { DEPLOY_PASSWORD: 'contraseña-equivocada', DEPLOY_KEY: '' };
  const failures = [
    {
      name: 'una contraseña mala',
      env: credentials,
      cause: /usuario|contraseña|clave|credencial/i,
    },
    {
      name: 'un host inalcanzable',
      env: { DEPLOY_PORT: String(context.closedPort) },
      cause: new RegExp(`127\\.0\\.0\\.1:${context.closedPort}`),
    },
    { name: 'un disco lleno', env: {}, cause: /espacio/i, full: true },
  ];
  for (const failure of failures)
    await check(
      `${failure.name} da una frase en español con la causa, y el sitio queda entero`,
      (problems) => failureLeavesSiteWhole(proof, failure, problems),
    );
}

/**
 * The two ways a server fails for good mid-transfer, each with a short DEPLOY_TIMEOUT: frozen (its
 * connections stay open and nothing answers: every wait must run out on its own deadline) and
 * stopped (connections refused or closed at once). Both deploy the second export; the run after
 * them must complete it.
 * @param {Proof} proof
 * @param {ReturnType<typeof checkRunner>} check
 */
async function proveOutages(proof, check) {
  const { target } = proof;
  const plan = plannedChanges(proof.context.filesA, proof.context.filesB);
  const outages = [
    {
      name: 'congelado (SIGSTOP del demonio y sus sesiones)',
      start: () => target.daemon.freeze(),
      end: async () => target.daemon.thaw(),
      sentence: 'dejó de contestar a mitad del despliegue',
    },
    {
      name: 'caído (el demonio parado, sus sesiones matadas)',
      start: () => target.daemon.down(),
      end: () => target.daemon.up(),
      sentence: 'cortó la conexión a mitad del despliegue y no volvió a aceptarla',
    },
  ];
  for (const outage of outages)
    await check(
      `el servidor ${outage.name} a mitad de la subida: el despliegue acaba en segundos con una frase que nombra el servidor y lo que hizo`,
      (problems) => outageDeploy(proof, outage, plan, problems),
    );
  await check(
    'después de esas fallas, el siguiente despliegue termina lo que faltaba y el sitio queda exacto',
    (problems) => afterOutages(proof, plan, problems),
  );
}

/**
 * The first deploy serves the export as it is; DEPLOY_AFTER runs once.
 * @param {Proof} proof
 * @param {string[]} problems
 */
async function firstDeploy(proof, problems) {
  const { target, figures } = proof;
  const { dirA, filesA } = proof.context;
  const result = await runDeploy(target.env, { dir: dirA });
  figures.first = { ms: result.ms, ...result.summary };
  if (!deployed(result, problems)) return;
  await target.afterDeploy();
  expectFigures(result.summary, plannedChanges(new Map(), filesA), problems);
  problems.push(...(await siteProblems(target, filesA)));
  if (target.afterTrace) {
    const runs = readFileSync(target.afterTrace, 'utf8').trim().split('\n').length;
    if (runs !== 1) problems.push(`DEPLOY_AFTER corrió ${runs} veces (se esperaba 1)`);
  }
}

/**
 * A refused deploy (bad credentials, unreachable host, full disk): one Spanish sentence with the cause, and the site whole.
 * @param {Proof} proof
 * @param {{ name: string, env: Record<string, any>, cause: RegExp, full?: boolean }} failure
 * @param {string[]} problems
 */
async function failureLeavesSiteWhole(proof, failure, problems) {
  const { target, figures } = proof;
  const { dirB, filesA, filesB } = proof.context;
  const env = Object.fromEntries(
    Object.entries({ ...target.env, ...failure.env }).filter(([, value]) => value !== ''),
  );
  if (failure.full) target.fillDisk();
  let result;
  try {
    // A refusal is quick: a run still going after a minute hangs.
    result = await runDeploy(env, { dir: dirB, timeoutMs: 60_000 });
  } finally {
    if (failure.full) target.freeDisk();
  }
  problems.push(...errorProblems(result, failure.cause));
  const site = await siteProblems(target, filesA, { accept: filesB });
  problems.push(...site);
  figures[failure.name] = {
    message: result.stderr.trim().split('\n').pop(),
    ms: result.ms,
    hiddenLeftovers: site.leftovers,
  };
}

/**
 * The second deploy sends only what changed, and no load during it breaks.
 * @param {Proof} proof
 * @param {string[]} problems
 */
async function secondDeploy(proof, problems) {
  const { target, context, figures } = proof;
  const { dirA, dirB, filesA, filesB } = proof.context;
  const baseline = await baselineLoads(context.browser, target.origin, loopPages(dirA));
  for (const [url, load] of baseline)
    if (load.problems.length)
      problems.push(`antes de desplegar, ${url}: ${load.problems.join('; ')}`);
  const slowEnv = target.slow(context.slowKilobytesPerSecond);
  const loop = startLoop(context.browser, target.origin, baseline);
  /** @type {() => ReturnType<ReturnType<typeof holdEachPhase>['done']>} */
  let phasesDone = async () => ({ windows: [], heldMs: 0 });
  const result = await runDeploy(
    { ...target.env, ...slowEnv, DEPLOY_TIMEOUT: HELD_DEPLOY_TIMEOUT_SECONDS },
    {
      dir: dirB,
      // Each held phase may wait up to HOLD_LIMIT_MS for its load.
      timeoutMs: 600_000,
      onStart: (child) => (phasesDone = holdEachPhase(child, target.daemon, loop.loads).done),
    },
  );
  const deployEnd = Date.now();
  const { windows, heldMs } = await phasesDone();
  target.slow(null);
  await target.afterDeploy();
  const loads = await loop.stop();
  const during = loads.filter((load) => load.end > deployEnd - result.ms && load.start < deployEnd);
  const plan = plannedChanges(filesA, filesB);
  figures.second = {
    ms: result.ms,
    ...result.summary,
    loads: loads.length,
    loadsDuringDeploy: during.length,
    heldMs,
    planned: plan.sent.length,
  };
  if (!deployed(result, problems)) return;
  expectFigures(result.summary, plan, problems);
  problems.push(...(await siteProblems(target, filesB, { graceFrom: [filesA] })));
  for (const load of loads)
    for (const problem of load.problems)
      problems.push(`${load.url} @${load.start - (deployEnd - result.ms)} ms: ${problem}`);
  // Each state the deploy went through was seen whole by at least one load.
  if (windows.length === 0)
    problems.push('el despliegue no dijo ninguna fase con archivos enviados');
  for (const window of windows)
    if (!loads.some((load) => load.start >= window.start && load.end <= window.end))
      problems.push(
        `ninguna carga completa durante la fase ${window.phase} (${window.files} archivos), ni esperándola ${window.end - window.start} ms`,
      );
  if (target.afterTrace) {
    const runs = readFileSync(target.afterTrace, 'utf8').trim().split('\n').length;
    if (runs !== 2) problems.push(`DEPLOY_AFTER corrió ${runs} veces en dos despliegues`);
  }
}

/**
 * A deploy cut by killing the server's sessions completes when run again, back to the first export.
 * @param {Proof} proof
 * @param {string[]} problems
 */
async function cutDeploy(proof, problems) {
  const { target, context, figures } = proof;
  const { dirA, filesA, filesB } = proof.context;
  const plan = plannedChanges(filesB, filesA);
  const slowEnv = target.slow(context.slowKilobytesPerSecond);
  const before = Date.now();
  let killed = 0;
  let killedAt = 0;
  const cut = await runDeploy(
    { ...target.env, ...slowEnv },
    {
      dir: dirA,
      timeoutMs: RECOVERY_BOUND_MS + 60_000,
      // Cut once the upload is under way: after the first file of the rollback reached the disk.
      onStart: (child) =>
        whenUnderWay(child, target.siteDir, plan.sent, before, () => {
          killedAt = Date.now();
          killed = target.killSessions();
          // Full speed again: the run reconnects (or the next one resumes) without waiting.
          target.slow(null);
        }),
    },
  );
  target.slow(null);
  const rerun = await runDeploy(target.env, { dir: dirA });
  const afterCutMs = before + cut.ms - killedAt;
  figures.cut = {
    sessionsKilled: killed,
    cutRun: { code: cut.code, ms: cut.ms, afterCutMs, ...cut.summary, stderr: cut.stderr.trim() },
    rerun: { ms: rerun.ms, ...rerun.summary },
    planned: plan.sent.length,
  };
  if (!killedAt) problems.push('el despliegue terminó antes de poder cortarlo');
  if (killed === 0) problems.push('no había sesión que matar');
  if (killedAt && afterCutMs > RECOVERY_BOUND_MS)
    problems.push(
      `el despliegue cortado tardó ${afterCutMs} ms en terminar después del corte (máximo ${RECOVERY_BOUND_MS})`,
    );
  if (cut.code !== 0)
    problems.push(
      ...errorProblems(cut, serverNamed(slowEnv.DEPLOY_PORT ?? target.env.DEPLOY_PORT)).map(
        (problem) => `el corte: ${problem}`,
      ),
    );
  if (!deployed(rerun, problems)) return;
  await target.afterDeploy();
  problems.push(...(await siteProblems(target, filesA, { graceFrom: [filesB] })));
  if (rerun.summary && rerun.summary.sent > plan.sent.length)
    problems.push(
      `la repetición envió ${rerun.summary.sent} archivos, más de los ${plan.sent.length} que cambian`,
    );
}

/**
 * A deploy killed mid-way resumes: the run after it sends only what was missing.
 * @param {Proof} proof
 * @param {string[]} problems
 */
async function interruptedDeploy(proof, problems) {
  const { target, context, figures } = proof;
  const { dirB, filesA, filesB } = proof.context;
  const plan = plannedChanges(filesA, filesB);
  const slowEnv = target.slow(context.slowKilobytesPerSecond);
  const before = Date.now();
  let landed = 0;
  // Killed once two batches have landed (the deploy records a batch in its manifest when the next begins).
  const enough = Math.min(40, Math.floor(plan.sent.length / 2));
  const cut = await runDeploy(
    { ...target.env, ...slowEnv },
    {
      dir: dirB,
      onStart: (child) => {
        const watch = setInterval(() => {
          landed = plan.sent.filter((file) => modifiedSince(target.siteDir, file, before)).length;
          if (landed >= enough) {
            clearInterval(watch);
            child.kill('SIGKILL');
          }
        }, 50);
        child.on('close', () => clearInterval(watch));
      },
    },
  );
  target.slow(null);
  const rerun = await runDeploy(target.env, { dir: dirB });
  figures.interrupted = {
    landedBeforeKill: landed,
    killedRun: cut.signal ?? cut.code,
    rerun: { ms: rerun.ms, ...rerun.summary },
    planned: plan.sent.length,
  };
  if (cut.signal !== 'SIGKILL')
    problems.push(`el despliegue terminó (${cut.code}) antes de poder matarlo`);
  if (!deployed(rerun, problems)) return;
  await target.afterDeploy();
  problems.push(...(await siteProblems(target, filesB, { graceFrom: [filesA] })));
  if (rerun.summary && rerun.summary.sent >= plan.sent.length)
    problems.push(
      `la repetición envió ${rerun.summary.sent} archivos de ${plan.sent.length}: no se reanudó (${landed} ya estaban arriba)`,
    );
}

/**
 * The daemon restarted mid-upload: the deploy reconnects and ends exact.
 * @param {Proof} proof
 * @param {string[]} problems
 */
async function restartedDaemon(proof, problems) {
  const { target, context, figures } = proof;
  const { dirA, filesA, filesB } = proof.context;
  const plan = plannedChanges(filesB, filesA);
  const slowEnv = target.slow(context.slowKilobytesPerSecond);
  const before = Date.now();
  let restartedAt = 0;
  /** @type {Promise<void>} */
  let restart = Promise.resolve();
  const result = await runDeploy(
    { ...target.env, ...slowEnv },
    {
      dir: dirA,
      timeoutMs: RECOVERY_BOUND_MS + 60_000,
      onStart: (child) =>
        whenUnderWay(child, target.siteDir, plan.sent, before, () => {
          restartedAt = Date.now();
          // Sessions opened after the restart go at full speed: the run then ends without waiting.
          target.slow(null);
          restart = target.daemon.restart(RESTART_DOWN_MS);
        }),
    },
  );
  await restart;
  target.slow(null);
  const afterRestartMs = before + result.ms - restartedAt;
  figures.restart = {
    ms: result.ms,
    afterRestartMs,
    ...result.summary,
    reconnections: countLines(result.stdout, / la reconexión \d+ /),
    planned: plan.sent.length,
  };
  if (!restartedAt) return void problems.push('el despliegue terminó antes del reinicio');
  if (afterRestartMs > RECOVERY_BOUND_MS)
    problems.push(
      `terminó ${afterRestartMs} ms después del reinicio (máximo ${RECOVERY_BOUND_MS})`,
    );
  if (!deployed(result, problems)) return;
  await target.afterDeploy();
  problems.push(...(await siteProblems(target, filesA, { graceFrom: [filesB] })));
  // The first export's chunks still on the server for their grace period need not go again.
  if (result.summary && result.summary.sent > plan.sent.length)
    problems.push(
      `envió ${result.summary.sent} archivos, más de los ${plan.sent.length} que cambian`,
    );
}

/**
 * A server frozen or stopped mid-upload: the deploy ends within seconds with a sentence naming the server and what it did.
 * @param {Proof} proof
 * @param {{ name: string, start: () => unknown, end: () => Promise<unknown>, sentence: string }} outage
 * @param {ReturnType<typeof plannedChanges>} plan
 * @param {string[]} problems
 */
async function outageDeploy(proof, outage, plan, problems) {
  const { target, context, figures } = proof;
  const { dirB } = proof.context;
  const slowEnv = target.slow(context.slowKilobytesPerSecond);
  const port = slowEnv.DEPLOY_PORT ?? target.env.DEPLOY_PORT;
  const before = Date.now();
  let outageAt = 0;
  let result;
  try {
    result = await runDeploy(
      { ...target.env, ...slowEnv, DEPLOY_TIMEOUT: String(SHORT_TIMEOUT_SECONDS) },
      {
        dir: dirB,
        timeoutMs: GIVE_UP_BOUND_MS + 60_000,
        onStart: (child) =>
          whenUnderWay(child, target.siteDir, plan.sent, before, () => {
            outageAt = Date.now();
            outage.start();
          }),
      },
    );
  } finally {
    await outage.end();
    target.slow(null);
  }
  const afterOutageMs = before + result.ms - outageAt;
  figures[outage.name] = {
    ms: result.ms,
    afterOutageMs,
    code: result.code,
    message: result.stderr.trim().split('\n').pop(),
  };
  if (!outageAt) return void problems.push('el despliegue terminó antes de la falla');
  if (afterOutageMs > GIVE_UP_BOUND_MS)
    problems.push(`terminó ${afterOutageMs} ms después de la falla (máximo ${GIVE_UP_BOUND_MS})`);
  problems.push(
    ...errorProblems(result, new RegExp(`${serverNamed(port).source} ${outage.sentence}`)),
  );
}

/**
 * After those failures, the next deploy completes what was missing and the site is exact.
 * @param {Proof} proof
 * @param {ReturnType<typeof plannedChanges>} plan
 * @param {string[]} problems
 */
async function afterOutages(proof, plan, problems) {
  const { target, figures } = proof;
  const { dirB, filesA, filesB } = proof.context;
  const rerun = await runDeploy(target.env, { dir: dirB });
  figures.afterOutages = { ms: rerun.ms, ...rerun.summary, planned: plan.sent.length };
  if (!deployed(rerun, problems)) return;
  await target.afterDeploy();
  problems.push(...(await siteProblems(target, filesB, { graceFrom: [filesA] })));
  if (rerun.summary && rerun.summary.sent > plan.sent.length)
    problems.push(
      `envió ${rerun.summary.sent} archivos, más de los ${plan.sent.length} que cambian`,
    );
}

/** The server as the deploy's sentences name it. */
const serverNamed = (/** @type {string | undefined} */ port) =>
  new RegExp(`127\\.0\\.0\\.1:${port}\\b`);

/** @param {string} text @param {RegExp} pattern */
const countLines = (text, pattern) => text.split('\n').filter((line) => pattern.test(line)).length;

/**
 * Calls `act` once the deploy run by `child` has written the first of `files` since `since`: its
 * upload is then under way.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} siteDir
 * @param {string[]} files
 * @param {number} since
 * @param {() => void} act
 */
function whenUnderWay(child, siteDir, files, since, act) {
  const watch = setInterval(() => {
    if (child.exitCode !== null) return clearInterval(watch);
    if (files.some((file) => modifiedSince(siteDir, file, since))) {
      clearInterval(watch);
      act();
    }
  }, 20);
  child.on('close', () => clearInterval(watch));
}

/** Whether the deploy rewrote `file` since `time` (only to know when to cut: the checks compare bytes). */
function modifiedSince(siteDir, file, time) {
  try {
    // ctime: rsync and SFTP clients may set a file's mtime, nobody sets its ctime.
    return statSync(`${siteDir}/${file}`).ctimeMs >= time;
  } catch {
    return false;
  }
}
