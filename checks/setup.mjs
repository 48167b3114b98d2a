// `npm test -- setup`: `npm run setup` and `npm run doctor` proven against the real parts
// (checks/setup/servers.mjs): setup, driven by flags alone, finds the .htaccess form each kind of
// Apache accepts, writes the repository's variables and sealed secrets into the GitHub stand-in,
// and the deploy's Environment (limited to the default branch, the secret sealed with its own key),
// changes nothing when run again; doctor then passes on what it wrote, `npm run deploy` publishes
// with it, and doctor names each misconfiguration, injected one at a time, in one sentence.
// Uses out/ (built when missing). SETUP_TEST_BASE_PORT moves its 30 ports (default 5500).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { runNode } from './deploy/processes.mjs';
import { APACHES, REPO, startSetupServers } from './setup/servers.mjs';
import { cancelInTerminal, setupInTerminal } from './setup/terminal-run.mjs';

const OUT = process.env.NEXT_DIST_DIR ?? 'out';
const started = Date.now();
/** @type {{ name: string, problems: string[] }[]} */
const checks = [];

/** @param {string} name @param {() => Promise<string[]>} body */
async function check(name, body) {
  const at = Date.now();
  let problems;
  try {
    problems = await body();
  } catch (error) {
    problems = [/** @type {Error} */ (error).stack ?? String(error)];
  }
  checks.push({ name, problems });
  console.log(
    `  ${problems.length ? '✗' : '✓'} ${name} (${((Date.now() - at) / 1000).toFixed(1)} s)`,
  );
  for (const problem of problems) console.log(`      ${problem.replace(/\n/g, '\n      ')}`);
}

/**
 * A page's status over https, trusting the run's CA (this process started without it).
 * @param {string} url
 * @param {string} caFile
 * @returns {Promise<number>}
 */
const statusOf = (url, caFile) =>
  new Promise((resolve, reject) => {
    get(url, { ca: readFileSync(caFile) }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });

/** The export the test deploys: out/ as hard links, its editor built for this repository and relay. */
function prepareExport(/** @type {string} */ dir, /** @type {string} */ relay) {
  if (spawnSync('cp', ['-al', OUT, dir]).status !== 0) throw new Error(`no se pudo copiar ${OUT}/`);
  const file = path.join(dir, 'admin', 'config.yml');
  const config = parse(readFileSync(file, 'utf8'));
  config.backend = { ...config.backend, repo: REPO, branch: 'main', base_url: relay };
  rmSync(file); // a hard link: the build's own file stays as it is
  writeFileSync(file, stringify(config));
}

if (!existsSync(path.join(OUT, 'index.html'))) {
  console.log(`setup: construyendo ${OUT}/ (npm run build)…`);
  if (spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0)
    process.exit(1);
}
const tmp = mkdtempSync(path.join(os.tmpdir(), 'setup-check-'));
// Apache's user reads the FTP account's web root inside it.
chmodSync(tmp, 0o755);
/** @type {Awaited<ReturnType<typeof startSetupServers>> | null} */
let servers = null;
const cleanUp = async () => {
  await servers?.stop();
  rmSync(tmp, { recursive: true, force: true });
};
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => cleanUp().finally(() => process.exit(130)));

try {
  servers = await startSetupServers(tmp);
  console.log(`setup: servidores listos en ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const exportDir = path.join(tmp, 'export');
  prepareExport(exportDir, servers.relay.origin);
  const { github, token, ftp, sites, certs, relay } = servers;
  const base = { NODE_EXTRA_CA_CERTS: certs.ca, GITHUB_API_URL: github.url };
  const setupArgs = (/** @type {string} */ site) => [
    'publish/setup.mjs',
    '--yes',
    '--host-kind',
    'ftp',
    '--host',
    '127.0.0.1',
    '--port',
    String(ftp.port),
    '--user',
    'sitio',
    '--path',
    '/',
    '--site-url',
    site,
    '--auth-url',
    relay.origin,
    '--repo',
    REPO,
    '--dir',
    exportDir,
  ];
  /** Setup with the password and token from the environment, as a script would pass them. */
  const runSetup = (/** @type {string} */ site, plainOk = '1') =>
    runNode(setupArgs(site), {
      ...base,
      DEPLOY_PASSWORD: ftp.password,
      GITHUB_TOKEN: token,
      DEPLOY_FTP_PLAIN_OK: plainOk,
    });
  const ENVIRONMENT = 'production';
  const environment = () => github.environments.get(ENVIRONMENT);
  const workflowEnv = () => ({
    ...base,
    ...github.workflowEnv(ENVIRONMENT),
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: REPO,
    GITHUB_TOKEN: token,
    GITHUB_REF_NAME: 'main',
    SITE_URL: /** @type {string} */ (sites.full),
    DEPLOY_DIR: exportDir,
  });

  // Each kind of Apache, on a web root the site has not reached yet: the form it accepts.
  for (const apache of [...APACHES].reverse())
    await check(
      `setup halla DEPLOY_HTACCESS=${apache.form} con AllowOverride ${apache.allowOverride}`,
      async () => {
        const run = /** @type {any} */ (await runSetup(/** @type {string} */ (sites[apache.name])));
        const problems =
          run.code === 0 ? [] : [`setup terminó con ${run.code}:\n${run.stdout}\n${run.stderr}`];
        if (github.variables.get('DEPLOY_HTACCESS')?.value !== apache.form)
          problems.push(
            `DEPLOY_HTACCESS vale ${github.variables.get('DEPLOY_HTACCESS')?.value}:\n${run.stdout}`,
          );
        if (existsSync(path.join(ftp.home, 'comprobacion-setup')))
          problems.push('la carpeta de prueba comprobacion-setup/ quedó en el servidor');
        return problems;
      },
    );

  await check('setup deja las variables, el entorno y su secreto sellado', async () => {
    const expected = {
      DEPLOY_TARGET: 'ftp',
      DEPLOY_FTP_PLAIN_OK: '1',
      DEPLOY_HOST: '127.0.0.1',
      DEPLOY_PORT: String(ftp.port),
      DEPLOY_USER: 'sitio',
      DEPLOY_PATH: '/',
      DEPLOY_HTACCESS: 'full',
      DECAP_AUTH_URL: servers?.relay.origin,
    };
    const problems = Object.entries(expected)
      .filter(([name, value]) => github.variables.get(name)?.value !== value)
      .map(
        ([name, value]) =>
          `variable ${name}: ${github.variables.get(name)?.value} en vez de ${value}`,
      );
    const made = environment();
    if (made?.box.secrets.get('DEPLOY_PASSWORD')?.value !== ftp.password)
      problems.push(
        `el secreto DEPLOY_PASSWORD del entorno ${ENVIRONMENT} no es la contraseña (abierto con la clave privada del entorno)`,
      );
    const policy = JSON.stringify(made?.policy);
    if (policy !== JSON.stringify({ protected_branches: false, custom_branch_policies: true }))
      problems.push(`el entorno deja publicar con la política ${policy}`);
    const rules = JSON.stringify(made?.rules.map(({ name, type }) => ({ name, type })));
    if (rules !== JSON.stringify([{ name: 'main', type: 'branch' }]))
      problems.push(`las reglas de ramas del entorno son ${rules}`);
    const extra = [...github.variables.keys(), ...github.secrets.keys()].filter(
      (name) => !(name in expected),
    );
    if (extra.length) problems.push(`escribió además ${extra.join(', ')}`);
    return problems;
  });

  await check('setup sin DEPLOY_FTP_PLAIN_OK rechaza ftp en una frase, con su causa', async () => {
    const before = JSON.stringify(github.workflowEnv(ENVIRONMENT));
    const run = /** @type {any} */ (await runSetup(/** @type {string} */ (sites.full), ''));
    const lines = run.stderr.trim().split('\n').filter(Boolean);
    const problems =
      run.code === 1 &&
      lines.length === 1 &&
      /no ofrece FTPS: a «AUTH TLS» respondió «5\d\d .*sin cifrar.*--ftp-plain-ok o DEPLOY_FTP_PLAIN_OK=1/.test(
        lines[0],
      )
        ? []
        : [`código ${run.code}:\n${run.stdout}\n${run.stderr}`];
    if (JSON.stringify(github.workflowEnv(ENVIRONMENT)) !== before)
      problems.push('cambió el repositorio');
    return problems;
  });

  /** Setup's one sentence on stderr, the repository unchanged: the problems, if not. */
  const refusedInOneSentence = async (
    /** @type {string[]} */ args,
    /** @type {Record<string, string>} */ env,
    /** @type {RegExp} */ expected,
    /** @type {RegExp} */ unexpected = /sin cifrar|DEPLOY_FTP_PLAIN_OK/,
  ) => {
    const before = JSON.stringify(github.workflowEnv(ENVIRONMENT));
    const run = /** @type {any} */ (await runNode(args, { ...base, GITHUB_TOKEN: token, ...env }));
    const lines = run.stderr.trim().split('\n').filter(Boolean);
    const problems =
      run.code === 1 && lines.length === 1 && expected.test(lines[0]) && !unexpected.test(lines[0])
        ? []
        : [
            `código ${run.code} (se espera una línea que diga ${expected}):\n${run.stdout}\n${run.stderr}`,
          ];
    if (JSON.stringify(github.workflowEnv(ENVIRONMENT)) !== before)
      problems.push('cambió el repositorio');
    return problems;
  };
  const withHost = (/** @type {string} */ host) =>
    setupArgs(/** @type {string} */ (sites.full)).map((arg) => (arg === '127.0.0.1' ? host : arg));
  await check('setup nombra la causa real de un fallo de FTPS: el servidor no existe', () =>
    refusedInOneSentence(
      withHost('no-existe.invalid'),
      { DEPLOY_PASSWORD: ftp.password },
      /el servidor no-existe\.invalid no existe \(E[A-Z_]+\).*\(DEPLOY_HOST\)/,
    ),
  );
  await check('setup nombra la causa real de un fallo de FTPS: la contraseña equivocada', () =>
    refusedInOneSentence(
      setupArgs(/** @type {string} */ (sites.full)),
      { DEPLOY_PASSWORD: 'no-es-esta' },
      /127\.0\.0\.1 rechazó el usuario o la contraseña \(530 .*DEPLOY_PASSWORD/,
    ),
  );
  await check('setup rechaza un secreto dado como opción, y dice cómo pasarlo', () =>
    refusedInOneSentence(
      [...setupArgs(/** @type {string} */ (sites.full)), '--token', token],
      { DEPLOY_PASSWORD: ftp.password, DEPLOY_FTP_PLAIN_OK: '1' },
      /--token dejaría el secreto a la vista de ps .*la variable de entorno GITHUB_TOKEN/,
    ),
  );
  await check(
    'setup no manda el token a otra API que la de GitHub sin confirmarla por su nombre',
    () =>
      refusedInOneSentence(
        setupArgs(/** @type {string} */ (sites.full)),
        {
          DEPLOY_PASSWORD: ftp.password,
          DEPLOY_FTP_PLAIN_OK: '1',
          GITHUB_API_URL: 'https://api.github.com.example.net',
        },
        /el token solo va a api\.github\.com .*--github-host o GITHUB_ENTERPRISE_HOST/,
      ),
  );
  await check('setup -- --help dice cómo se usa y termina sin esperar respuestas', async () => {
    const child = spawn(process.execPath, ['publish/setup.mjs', '--help'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    // stdin stays open: a setup that waited for an answer would never end.
    const code = await new Promise((resolve) => child.on('close', resolve));
    child.stdin.destroy();
    return code === 0 && /^Uso: npm run setup/.test(stdout) && /--host-kind/.test(stdout)
      ? []
      : [`código ${code}:\n${stdout}`];
  });

  const terminalArgs = setupArgs(/** @type {string} */ (sites.full)).filter(
    (arg, index, all) => arg !== '--yes' && arg !== '--path' && all[index - 1] !== '--path',
  );
  await check(
    'setup en una terminal: en español, pide otra vez en su lugar lo equivocado, Esc vuelve',
    () => setupInTerminal({ args: terminalArgs, env: base, password: ftp.password, token }),
  );
  await check('setup en una terminal: Ctrl+C cancela sin cambiar nada', () =>
    cancelInTerminal(terminalArgs, base),
  );

  await check('setup otra vez: nada cambia', async () => {
    const state = () =>
      JSON.stringify([
        [...github.variables].map(([name, entry]) => [name, entry.value, entry.updated_at]),
        environment()?.updated_at,
        environment()?.rules,
      ]);
    const before = state();
    const from = github.state.requests.length;
    const run = /** @type {any} */ (await runSetup(/** @type {string} */ (sites.full)));
    const problems = run.code === 0 ? [] : [`setup terminó con ${run.code}:\n${run.stderr}`];
    if (before !== state()) problems.push('cambió variables o el entorno, que ya estaban bien');
    const writes = github.state.requests
      .slice(from)
      .filter((line) => /^(PUT|POST|PATCH|DELETE) /.test(line) && !/\/secrets\//.test(line));
    if (writes.length) problems.push(`escribió de nuevo: ${writes.join(', ')}`);
    const unchanged = (run.stdout.match(/sin cambios +variable/g) ?? []).length;
    if (unchanged !== 8)
      problems.push(`el resumen dice ${unchanged} variables sin cambios, no 8:\n${run.stdout}`);
    if (!/sin cambios entorno +production, limitado a la rama main/.test(run.stdout))
      problems.push(`el resumen no dice que el entorno queda como está:\n${run.stdout}`);
    const lines = run.stdout.trim().split('\n');
    if (!lines.includes('Todo listo para publicar.'))
      problems.push(`setup no termina con el veredicto de doctor:\n${run.stdout}`);
    if (!/^Siguiente: git add -A && git commit .* && git push/.test(lines.at(-1) ?? ''))
      problems.push(`la última línea no es el paso siguiente (el push): ${lines.at(-1)}`);
    return problems;
  });

  await check(
    'setup borra, una vez confirmado, el secreto del repositorio que el del entorno reemplaza',
    async () => {
      github.secrets.set('DEPLOY_PASSWORD', { value: 'de-antes', created_at: '', updated_at: '' });
      const run = /** @type {any} */ (await runSetup(/** @type {string} */ (sites.full)));
      const problems = run.code === 0 ? [] : [`setup terminó con ${run.code}:\n${run.stderr}`];
      if (!/borrar +secreto +DEPLOY_PASSWORD del repositorio/.test(run.stdout))
        problems.push(`el resumen no lo dice:\n${run.stdout}`);
      if (github.secrets.has('DEPLOY_PASSWORD'))
        problems.push('el secreto sigue en el repositorio');
      return problems;
    },
  );

  await check(
    'setup --print escribe cada valor, oculta el secreto y no toca el repositorio',
    async () => {
      const before = JSON.stringify(github.workflowEnv(ENVIRONMENT));
      const print = (/** @type {string[]} */ extra) =>
        runNode(
          [...setupArgs(/** @type {string} */ (sites.full)), '--print', '--ftp-plain-ok', ...extra],
          { ...base, DEPLOY_PASSWORD: ftp.password },
        );
      const run = /** @type {any} */ (await print([]));
      const problems = run.code === 0 ? [] : [`setup terminó con ${run.code}:\n${run.stderr}`];
      if (run.stdout.includes(ftp.password)) problems.push('--print mostró la contraseña');
      const shown = /** @type {any} */ (await print(['--show-secrets']));
      if (!shown.stdout.includes(`DEPLOY_PASSWORD = ${ftp.password}`))
        problems.push(`--show-secrets no mostró la contraseña:\n${shown.stdout}`);
      for (const line of [
        'DEPLOY_PASSWORD = (oculto,',
        'DEPLOY_TARGET = ftp',
        'DEPLOY_FTP_PLAIN_OK = 1',
        'DEPLOY_HTACCESS = full',
        `Entorno ${ENVIRONMENT} (GitHub → Settings → Environments`,
        'Secretos del entorno production:',
      ])
        if (!run.stdout.includes(line)) problems.push(`falta «${line}» en:\n${run.stdout}`);
      if (JSON.stringify(github.workflowEnv(ENVIRONMENT)) !== before)
        problems.push('cambió el repositorio');
      return problems;
    },
  );

  await check('doctor pasa en el repositorio que dejó setup', async () => {
    const run = /** @type {any} */ (await runNode(['publish/doctor.mjs'], workflowEnv()));
    return run.code === 0 && run.stderr.trim() === ''
      ? []
      : [`doctor terminó con ${run.code}:\n${run.stdout}\n${run.stderr}`];
  });

  const laptopEnv = () => ({
    ...base,
    GITHUB_REPOSITORY: REPO,
    GITHUB_TOKEN: token,
    SITE_URL: /** @type {string} */ (sites.full),
    DEPLOY_DIR: exportDir,
  });
  await check(
    'doctor desde una laptop lee las variables por la API y el secreto por su nombre',
    async () => {
      const problems = [];
      const run = /** @type {any} */ (await runNode(['publish/doctor.mjs'], laptopEnv()));
      if (
        run.code !== 0 ||
        !/acceso al servidor: no se revisa \(DEPLOY_PASSWORD es secreto/.test(run.stdout)
      )
        problems.push(`sin la contraseña: código ${run.code}:\n${run.stdout}\n${run.stderr}`);
      const tried = /** @type {any} */ (
        await runNode(['publish/doctor.mjs'], { ...laptopEnv(), DEPLOY_PASSWORD: ftp.password })
      );
      if (tried.code !== 0 || !/✓ acceso al servidor/.test(tried.stdout))
        problems.push(`con la contraseña: código ${tried.code}:\n${tried.stdout}\n${tried.stderr}`);
      const relayUrl = /** @type {NonNullable<ReturnType<typeof github.variables.get>>} */ (
        github.variables.get('DECAP_AUTH_URL')
      );
      if (!relayUrl) return [...problems, 'falta la variable DECAP_AUTH_URL que escribe setup'];
      github.variables.delete('DECAP_AUTH_URL');
      try {
        const missing = /** @type {any} */ (await runNode(['publish/doctor.mjs'], laptopEnv()));
        const lines = missing.stderr.trim().split('\n').filter(Boolean);
        if (missing.code !== 1 || lines.length !== 1 || !/DECAP_AUTH_URL/.test(lines[0]))
          problems.push(
            `sin la variable DECAP_AUTH_URL: código ${missing.code}:\n${missing.stderr}`,
          );
      } finally {
        github.variables.set('DECAP_AUTH_URL', relayUrl);
      }
      return problems;
    },
  );

  /** Doctor from a laptop with one change to the Environment: one sentence, `expected`. */
  const environmentInjections = /** @type {[string, RegExp, () => () => void][]} */ ([
    [
      'falta el entorno',
      /falta el entorno production del repositorio .*limitado a la rama main.*DEPLOY_PASSWORD/,
      () => {
        const saved = /** @type {any} */ (environment());
        github.environments.delete(ENVIRONMENT);
        return () => github.environments.set(ENVIRONMENT, saved);
      },
    ],
    [
      'falta el secreto del entorno',
      /falta el secreto DEPLOY_PASSWORD del entorno production/,
      () => {
        const secrets = /** @type {any} */ (environment()).box.secrets;
        const saved = secrets.get('DEPLOY_PASSWORD');
        secrets.delete('DEPLOY_PASSWORD');
        return () => secrets.set('DEPLOY_PASSWORD', saved);
      },
    ],
    [
      'el entorno da sus secretos a cualquier rama',
      /el entorno production da sus secretos a cualquier rama/,
      () => {
        const made = /** @type {any} */ (environment());
        const saved = made.policy;
        made.policy = null;
        return () => (made.policy = saved);
      },
    ],
  ]);
  for (const [name, expected, inject] of environmentInjections)
    await check(`doctor desde una laptop nombra en una frase: ${name}`, async () => {
      const restore = inject();
      try {
        const run = /** @type {any} */ (await runNode(['publish/doctor.mjs'], laptopEnv()));
        const lines = run.stderr.trim().split('\n').filter(Boolean);
        return run.code === 1 && lines.length === 1 && expected.test(lines[0])
          ? []
          : [`código ${run.code} (se espera una línea que diga ${expected}):\n${run.stderr}`];
      } finally {
        restore();
      }
    });

  await check(
    'npm run deploy publica con lo que dejó setup, y DEPLOY_HTACCESS=basic en el Apache de FileInfo',
    async () => {
      const problems = [];
      for (const [form, site] of /** @type {[string, string][]} */ ([
        ['full', sites.full],
        ['basic', sites.fileinfo],
      ])) {
        const run = /** @type {any} */ (
          await runNode(['publish/deploy.mjs'], {
            ...workflowEnv(),
            DEPLOY_HTACCESS: form,
            DEPLOY_ALLOW_EXAMPLES: '1',
          })
        );
        if (run.code !== 0)
          problems.push(`deploy (${form}) terminó con ${run.code}:\n${run.stderr}`);
        const status = await statusOf(`${site}/`, certs.ca);
        if (status !== 200) problems.push(`${site}/ respondió ${status} tras publicar con ${form}`);
        const served = readFileSync(path.join(ftp.home, '.htaccess'), 'utf8');
        if ((form === 'basic') !== !/ExpiresActive/.test(served))
          problems.push(`el .htaccess subido con ${form} no es esa forma`);
      }
      if (!existsSync(path.join(ftp.home, 'admin', 'config.yml')))
        problems.push('falta admin/config.yml en el servidor');
      return problems;
    },
  );

  await check('setup dice qué borrar cuando el .htaccess ya publicado da 500', async () => {
    const before = JSON.stringify(github.workflowEnv(ENVIRONMENT));
    const run = /** @type {any} */ (await runSetup(/** @type {string} */ (sites.authconfig)));
    const problems = [];
    if (
      run.code !== 1 ||
      !/responde 500 aun sin el \.htaccess de prueba: .*bórralo una vez/.test(run.stderr)
    )
      problems.push(`código ${run.code}:\n${run.stdout}\n${run.stderr}`);
    if (JSON.stringify(github.workflowEnv(ENVIRONMENT)) !== before)
      problems.push('cambió el repositorio');
    if (existsSync(path.join(ftp.home, 'comprobacion-setup')))
      problems.push('la carpeta de prueba quedó en el servidor');
    return problems;
  });

  await check(
    'DEPLOY_HTACCESS=none borra el .htaccess que subió un despliegue anterior',
    async () => {
      const run = /** @type {any} */ (
        await runNode(['publish/deploy.mjs'], {
          ...workflowEnv(),
          DEPLOY_HTACCESS: 'none',
          DEPLOY_ALLOW_EXAMPLES: '1',
        })
      );
      const problems = run.code === 0 ? [] : [`deploy terminó con ${run.code}:\n${run.stderr}`];
      if (existsSync(path.join(ftp.home, '.htaccess')))
        problems.push('el .htaccess sigue en el servidor');
      const status = await statusOf(`${sites.authconfig}/`, certs.ca);
      if (status !== 200) problems.push(`${sites.authconfig}/ respondió ${status}`);
      return problems;
    },
  );

  // A workflow that names its branch (as deploy-config once wrote it), for the branch injection:
  // deploy.yml's `**` with its job's `if:` on the default branch cannot differ from it.
  const fixedBranchWorkflow = path.join(tmp, 'deploy-main.yml');
  writeFileSync(fixedBranchWorkflow, 'on:\n  push:\n    branches: [main]\n');
  /** @type {[string, Record<string, string>, RegExp, (() => void)?, (() => void)?][]} */
  const injections = [
    ['falta DECAP_AUTH_URL', { DECAP_AUTH_URL: '' }, /DECAP_AUTH_URL/],
    [
      'la dirección del sitio es http://',
      { SITE_URL: servers.plainSite },
      /no empieza con https:\/\//,
    ],
    [
      'la rama del flujo no es la del repositorio',
      { DOCTOR_WORKFLOW: fixedBranchWorkflow },
      /rama principal del repositorio es master/,
      () => (github.state.defaultBranch = 'master'),
      () => (github.state.defaultBranch = 'main'),
    ],
    ['contraseña FTP equivocada', { DEPLOY_PASSWORD: 'no-es-esta' }, /DEPLOY_PASSWORD/],
    ['ftp sin DEPLOY_FTP_PLAIN_OK', { DEPLOY_FTP_PLAIN_OK: '' }, /variable DEPLOY_FTP_PLAIN_OK/],
    [
      'el servidor FTP no contesta',
      { DEPLOY_PORT: String(servers.closedPort) },
      /no hay respuesta de 127\.0\.0\.1:\d+ \(DEPLOY_HOST \/ DEPLOY_PORT\)/,
    ],
  ];
  for (const [name, overrides, expected, before, after] of injections)
    await check(`doctor nombra en una frase: ${name}`, async () => {
      before?.();
      try {
        const run = /** @type {any} */ (
          await runNode(['publish/doctor.mjs'], { ...workflowEnv(), ...overrides })
        );
        const lines = run.stderr.trim().split('\n').filter(Boolean);
        if (
          run.code === 1 &&
          lines.length === 1 &&
          expected.test(lines[0]) &&
          lines[0].startsWith('No está listo para publicar: ')
        )
          return [];
        return [
          `código ${run.code}, ${lines.length} líneas en stderr (se espera una que diga ${expected}):\n${run.stderr}`,
        ];
      } finally {
        after?.();
      }
    });
  const { sftp } = servers;
  const sftpEnv = () => ({ ...workflowEnv(), SITE_URL: sftp.site });
  await check('setup por SFTP (OpenSSH) deja un repositorio que doctor pasa', async () => {
    const run = /** @type {any} */ (
      await runNode(
        [
          'publish/setup.mjs',
          '--yes',
          '--host-kind',
          'sftp',
          '--host',
          '127.0.0.1',
          '--port',
          String(sftp.port),
          '--user',
          sftp.user,
          '--path',
          '/public_html',
          '--known-hosts',
          sftp.knownHosts,
          '--site-url',
          sftp.site,
          '--auth-url',
          relay.origin,
          '--repo',
          REPO,
          '--dir',
          exportDir,
        ],
        { ...base, DEPLOY_PASSWORD: sftp.password, GITHUB_TOKEN: token },
      )
    );
    const problems =
      run.code === 0 ? [] : [`setup terminó con ${run.code}:\n${run.stdout}\n${run.stderr}`];
    const stored = github.workflowEnv(ENVIRONMENT);
    if (
      stored.DEPLOY_TARGET !== 'sftp' ||
      stored.DEPLOY_KNOWN_HOSTS !== sftp.knownHosts ||
      stored.DEPLOY_PASSWORD !== sftp.password ||
      stored.DEPLOY_HTACCESS !== 'full'
    )
      problems.push(
        `el repositorio quedó con ${JSON.stringify({ ...stored, DEPLOY_PASSWORD: '…' })}`,
      );
    const doctor = /** @type {any} */ (await runNode(['publish/doctor.mjs'], sftpEnv()));
    if (doctor.code !== 0) problems.push(`doctor terminó con ${doctor.code}:\n${doctor.stderr}`);
    return problems;
  });
  await check('doctor nombra en una frase: contraseña SFTP equivocada', async () => {
    const run = /** @type {any} */ (
      await runNode(['publish/doctor.mjs'], { ...sftpEnv(), DEPLOY_PASSWORD: 'no-es-esta' })
    );
    const lines = run.stderr.trim().split('\n').filter(Boolean);
    return run.code === 1 && lines.length === 1 && /DEPLOY_USER \/ DEPLOY_PASSWORD/.test(lines[0])
      ? []
      : [`código ${run.code}:\n${run.stderr}`];
  });
  await servers.relay.stop();
  await check(
    'doctor nombra en una frase: el servicio de inicio de sesión no contesta',
    async () => {
      const run = /** @type {any} */ (await runNode(['publish/doctor.mjs'], workflowEnv()));
      const lines = run.stderr.trim().split('\n').filter(Boolean);
      return run.code === 1 &&
        lines.length === 1 &&
        /inicio de sesión .* no responde/.test(lines[0])
        ? []
        : [`código ${run.code}:\n${run.stderr}`];
    },
  );
} catch (error) {
  checks.push({
    name: 'preparación',
    problems: [String(/** @type {Error} */ (error).stack ?? error)],
  });
  console.log(`  ✗ ${/** @type {Error} */ (error).stack}`);
} finally {
  await cleanUp();
}
const failed = checks.filter((entry) => entry.problems.length > 0).length;
console.log(
  `setup: ${checks.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
process.exit(failed ? 1 : 0);
