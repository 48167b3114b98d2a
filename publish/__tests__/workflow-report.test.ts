/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FTPError } from 'basic-ftp';
import { FactsError, parseFactsFile } from '../../content/facts/load';
import {
  checkServiceReferences,
  parseServiceFile,
  serviceFiles,
} from '../../content/facts/load-services';
import { consultorioSchema } from '../../content/facts/schema';
import {
  FACTS_HEADING,
  pendingHeading,
  problemList,
  STRICT_REFUSAL,
} from '../../content/facts/build-problems.mjs';
import { FIXED_BY, TITLE_COUNT } from '../../lib/admin/publish-report.mjs';
import { DeployError, spanishMessage } from '../errors.mjs';
import {
  buildFailures,
  deployFailures,
  doctorFailures,
  failureReport,
  problemFile,
  workflowCommands,
} from '../workflow-report.mjs';
import { problemsOf } from '../../content/facts/__fixtures__/problems';
import { runnerCommands } from '../__fixtures__/runner-commands';

/**
 * What the workflows leave for the editor when a build or a deploy fails: for each kind of failure
 * the build's data checks and `npm run deploy` know, the sentence they already print, read back out
 * of the step's output, and the annotation it becomes.
 */

/** An error as `next build` prints one a page's module threw (its shape in the real log below). */
const nextLog = (error: Error) =>
  [
    '  Collecting page data using 1 worker ...',
    'Error: Failed to collect configuration for /_not-found',
    '    at ignore-listed frames {',
    `  [cause]: Error [${error.name}]: ${error.message.replace(/\n/g, '\n    ')}`,
    '      at <unknown> (content/facts/load.ts:49:30)',
    '}',
    '',
    '> Build error occurred',
    'Error: Failed to collect page data for /_not-found',
  ].join('\n');

const consultorio = readFileSync('content/consultorio.yml', 'utf8');
const service = readFileSync(serviceFiles[0]!.file, 'utf8');
const SERVICE_FILE = 'content/servicios/prueba.md';

/** Each kind of refused data, as the loaders word it. */
const refusals: [string, () => string[]][] = [
  [
    'a value outside its rule (zod)',
    () =>
      problemsOf(() =>
        parseFactsFile(
          'content/consultorio.yml',
          consultorio.replace(/closes: '\d\d:\d\d'/, "closes: '25:00'"),
          consultorioSchema,
        ),
      ),
  ],
  [
    'YAML that does not parse',
    () =>
      problemsOf(() =>
        parseFactsFile(
          'content/consultorio.yml',
          `${consultorio}\nbrand: [roto`,
          consultorioSchema,
        ),
      ),
  ],
  [
    'a missing field',
    () =>
      problemsOf(() =>
        parseFactsFile(
          'content/consultorio.yml',
          consultorio.replace(/^brand: .*$/m, ''),
          consultorioSchema,
        ),
      ),
  ],
  [
    'a service value outside its rule',
    () =>
      problemsOf(() =>
        parseServiceFile(SERVICE_FILE, service.replace(/^group: .*$/m, 'group: otro-grupo')),
      ),
  ],
  [
    'a service without its header',
    () => problemsOf(() => parseServiceFile(SERVICE_FILE, '## ¿Para quién es?\n\nTexto')),
  ],
  [
    'a service with raw HTML',
    () =>
      problemsOf(() =>
        parseServiceFile(SERVICE_FILE, service.replace(/\n## /, '\n<div>x</div>\n\n## ')),
      ),
  ],
  [
    'a service missing a section',
    () =>
      problemsOf(() =>
        parseServiceFile(SERVICE_FILE, service.replace(/^## Preparación$/m, '## Otra cosa')),
      ),
  ],
  [
    'a related service that does not exist',
    () =>
      problemsOf(() =>
        checkServiceReferences([
          { ...serviceFiles[0]!, data: { ...serviceFiles[0]!.data, related: ['no-existe'] } },
        ]),
      ),
  ],
];

describe('a failed build', () => {
  it('reads the refused value of a real `next build` log: the field and the file, for the practice', () => {
    const log = readFileSync(
      path.join(__dirname, 'fixtures', 'next-build-facts-error.log'),
      'utf8',
    );
    expect(buildFailures(log)).toEqual([
      {
        fixedBy: 'practice',
        file: 'content/consultorio.yml',
        sentence:
          "content/consultorio.yml: practices[0].openingHours[0].closes: '25:00' no es una hora válida (HH:MM) (en el editor: Consultorios y horarios › Hospital Santa Lucía › Horarios de atención › 10:00 a 25:00 › Cierra)",
      },
    ]);
  });

  it("reads every example value of a real strict build's log, each for the practice, with its file", () => {
    const log = readFileSync(
      path.join(__dirname, 'fixtures', 'next-build-strict-refusal.log'),
      'utf8',
    );
    const listed = Number(/El sitio aún muestra (\d+) datos/.exec(log)?.[1]);
    const bullets = [...log.matchAll(/^\s*- (.+)$/gm)].map((match) => match[1]!.replace(/\.$/, ''));
    const failures = buildFailures(log);
    expect(failures).toHaveLength(listed);
    expect(failures.map((failure) => failure.sentence)).toEqual(bullets);
    expect(
      failures.every(
        (failure) =>
          failure.fixedBy === 'practice' &&
          /^content\/(consultorio\.yml|testimonios\.yml|servicios\/.+\.md)$/.test(
            failure.file ?? '',
          ),
      ),
    ).toBe(true);
  });

  it.each(refusals)('gives %s as the loaders word it, with its file, once', (_kind, refuse) => {
    const problems = refuse();
    expect(problems.length).toBeGreaterThan(0);
    const error = new FactsError(problems);
    // Next prints the error once per phase that met it: each problem is reported once.
    const failures = buildFailures(`${nextLog(error)}\n${nextLog(error)}`);
    expect(failures.map((failure) => failure.sentence)).toEqual(
      problems.map((problem) => problem.replace(/\.$/, '')),
    );
    for (const failure of failures) {
      expect(failure.fixedBy).toBe('practice');
      expect(failure.file).toMatch(/^content\/.+\.(yml|md)$/);
      expect(failure.sentence.startsWith(failure.file!)).toBe(true);
    }
  });

  it('names the file of references between files, which the loader words without the folder', () => {
    expect(
      problemFile("testimonios.yml: testimonials[2].practice: 'otro' no es un consultorio (a, b)"),
    ).toBe('content/testimonios.yml');
    expect(
      problemFile("consultorio.yml: closures[0].practices: 'x' no es un consultorio (a, b)"),
    ).toBe('content/consultorio.yml');
    expect(problemFile('content/consultorio.yml (línea 4): no es YAML válido: x')).toBe(
      'content/consultorio.yml',
    );
    expect(problemFile('otra cosa sin archivo')).toBeUndefined();
  });

  it('gives every value a strict build refuses (example data, testimonials, services, COFEPRIS, an expired certificate)', async () => {
    const { pendingContent } = await import('../../content/check-practice');
    const farFuture = new Date('2200-01-01T00:00:00Z');
    const pending = pendingContent(farFuture);
    expect(pending.some((line) => /\(ejemplo\) \(en el editor: .+\)$/.test(line))).toBe(true);
    expect(pending.some((line) => /ya venció/.test(line))).toBe(true);
    const refusal = new Error(
      `${problemList(pendingHeading(pending.length), pending)}\n${STRICT_REFUSAL}`,
    );
    const failures = buildFailures(nextLog(refusal));
    expect(failures.map((failure) => failure.sentence)).toEqual(
      pending.map((line) => line.replace(/\.$/, '')),
    );
    expect(
      failures.every(
        (failure) =>
          failure.fixedBy === 'practice' &&
          /^content\/(consultorio\.yml|testimonios\.yml|servicios\/.+\.md)$/.test(
            failure.file ?? '',
          ),
      ),
    ).toBe(true);
  });

  it('is the strict refusal that STRICT_CONTENT=1 really throws', async () => {
    const original = process.env.STRICT_CONTENT;
    process.env.STRICT_CONTENT = '1';
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('practice-content-checked')];
    try {
      const { assertPracticeContent, pendingContent } =
        await import('../../content/check-practice');
      let thrown: Error | undefined;
      try {
        assertPracticeContent();
      } catch (error) {
        thrown = error as Error;
      }
      expect(thrown).toBeDefined();
      expect(buildFailures(nextLog(thrown!)).map((failure) => failure.sentence)).toEqual(
        pendingContent().map((line) => line.replace(/\.$/, '')),
      );
    } finally {
      process.env.STRICT_CONTENT = original;
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('practice-content-checked')];
    }
  });

  it('reads the example data and the refused settings of one strict refusal, each for whom fixes it', async () => {
    const original = process.env.STRICT_CONTENT;
    process.env.STRICT_CONTENT = '1';
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('practice-content-checked')];
    try {
      const { assertPracticeContent, pendingContent } =
        await import('../../content/check-practice');
      const { editorSettingProblems } = await import('../../lib/admin/github-backend');
      const settings = editorSettingProblems(
        { STRICT_CONTENT: '1', DECAP_REPO: 'consultorio/sitio' },
        () => ({}),
      );
      let thrown: Error | undefined;
      try {
        assertPracticeContent(settings);
      } catch (error) {
        thrown = error as Error;
      }
      const failures = buildFailures(nextLog(thrown!));
      expect(
        failures
          .filter((failure) => failure.fixedBy === 'practice')
          .map((failure) => failure.sentence),
      ).toEqual(pendingContent().map((line) => line.replace(/\.$/, '')));
      expect(failures.filter((failure) => failure.fixedBy === 'developer')).toEqual([
        {
          fixedBy: 'developer',
          sentence: expect.stringMatching(/^DECAP_AUTH_URL no está definido: /),
        },
      ]);
    } finally {
      process.env.STRICT_CONTENT = original;
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('practice-content-checked')];
    }
  });

  it('does not take the warning of a plain build for a refusal', () => {
    const warning = `⚠ ${problemList(pendingHeading(1), ['consultorio.yml: doctor.name = "Dr. X" (ejemplo)'])}\nError: otra cosa salió mal`;
    expect(buildFailures(warning)).toEqual([
      { fixedBy: 'developer', sentence: 'la generación del sitio se detuvo: otra cosa salió mal' },
    ]);
  });

  it('gives any other failure to the developer, with the error the build stopped on', () => {
    const setting = new Error(
      'DECAP_REPO no está definido: el editor no sabría dónde guardar. Defínelo (usuario/repositorio) en la configuración del despliegue (docs/sign-in.md).',
    );
    expect(buildFailures(nextLog(setting))).toEqual([
      {
        fixedBy: 'developer',
        sentence:
          'la generación del sitio se detuvo: DECAP_REPO no está definido: el editor no sabría dónde guardar. Defínelo (usuario/repositorio) en la configuración del despliegue (docs/sign-in.md)',
      },
    ]);
    expect(buildFailures('Killed\n')).toEqual([
      { fixedBy: 'developer', sentence: expect.stringMatching(/^la generación del sitio falló; /) },
    ]);
  });
});

describe('a failed deploy', () => {
  const at = { host: 'ftp.consultorio.mx', port: 21, target: 'ftp' };
  const coded = (code: string | number, message = 'x') =>
    Object.assign(new Error(message), { code });
  const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });
  /** One error of each kind publish/errors.mjs words, and the context a deploy gives it. */
  const kinds: [string, unknown, object][] = [
    [
      'a refused password',
      new FTPError({ code: 530, message: '530 Login incorrect.' } as never),
      at,
    ],
    ['an unreachable host', coded('ECONNREFUSED'), at],
    ['an unknown host', coded('ENOTFOUND'), at],
    ['a connection reset again and again', coded('ECONNRESET'), at],
    ['an untrusted certificate', coded('CERT_HAS_EXPIRED'), at],
    [
      'a full disk or quota',
      new FTPError({ code: 552, message: '552 Quota exceeded' } as never),
      { ...at, file: 'index.html' },
    ],
    [
      'a folder it may not write',
      new FTPError({ code: 550, message: '550 Permission denied' } as never),
      { ...at, file: 'index.html' },
    ],
    [
      'a server closing the session',
      new FTPError({ code: 421, message: '421 Too many connections' } as never),
      at,
    ],
    ['an SFTP failure', coded(4, 'Failure'), { ...at, target: 'sftp', port: 22 }],
    [
      'a refused SSH key',
      new Error('All configured authentication methods failed'),
      { ...at, target: 'sftp', port: 22, auth: 'key' },
    ],
    [
      'a changed host key',
      new Error('Host key verification failed.'),
      { ...at, target: 'rsync', port: 22 },
    ],
    ['refused AWS credentials', named('InvalidAccessKeyId'), { target: 's3' }],
    ['a missing bucket', named('NoSuchBucket'), { target: 's3' }],
    ['a missing setting', new DeployError('falta DEPLOY_HOST (el servidor)'), {}],
    ['anything unknown', new Error('algo raro'), at],
  ];

  it.each(kinds)(
    'gives %s as `npm run deploy` words it, for the developer',
    (_kind, error, context) => {
      const line = spanishMessage(error, context);
      const failures = deployFailures(`publicando de out (12 archivos)\n${line}\n`, 1);
      expect(failures).toEqual([
        {
          fixedBy: 'developer',
          sentence: line.replace(/^No se pudo publicar: /, '').replace(/\.$/, ''),
        },
      ]);
      expect(failures[0]!.sentence).not.toMatch(/\n|^\s|\.$/);
    },
  );

  it('still says something when the command dies without its sentence', () => {
    expect(deployFailures('Segmentation fault\n', 139)).toEqual([
      {
        fixedBy: 'developer',
        sentence: expect.stringMatching(/terminó con un error inesperado \(código 139\)/),
      },
    ]);
  });
});

describe('a failed doctor', () => {
  const authUrl =
    'falta DECAP_AUTH_URL: defínelo en GitHub (Settings → Secrets and variables → Actions → Variables) con el origen del servicio de acceso, p. ej. https://acceso.consultorio.mx';
  const password =
    'el servidor ftp.consultorio.mx:21 rechazó DEPLOY_USER o DEPLOY_PASSWORD: corrige el secreto DEPLOY_PASSWORD del entorno production';

  it("gives each problem line of its stderr, for the developer, without npm's own lines", () => {
    const stderr = [
      `${authUrl}.`,
      `  - ${password}.`,
      'npm error Lifecycle script `doctor` failed with error:',
      'npm error code 1',
      '',
    ].join('\n');
    expect(doctorFailures(stderr, 1)).toEqual([
      { fixedBy: 'developer', sentence: authUrl },
      { fixedBy: 'developer', sentence: password },
    ]);
  });

  it("drops the deploy's common start, and says something when it printed no sentence", () => {
    expect(doctorFailures(`No se pudo publicar: ${password}.\n`, 1)).toEqual([
      { fixedBy: 'developer', sentence: password },
    ]);
    expect(doctorFailures('npm error code 1\n', 1)).toEqual([
      {
        fixedBy: 'developer',
        sentence: expect.stringMatching(
          /^la revisión de la configuración \(npm run doctor\) terminó con un error \(código 1\)/,
        ),
      },
    ]);
  });

  it('becomes one annotation per problem and a summary section', () => {
    const report = failureReport('doctor', {
      stdout: '> node publish/doctor.mjs\n',
      stderr: `${authUrl}.\n${password}.\n`,
      code: 1,
    });
    expect(report.commands).toEqual([
      `::error title=${FIXED_BY.developer} (1 de 2)::${authUrl}`,
      `::error title=${FIXED_BY.developer} (2 de 2)::${password}`,
    ]);
    expect(report.summary).toContain(
      'La revisión de la configuración encontró problemas: el sitio sigue mostrando la versión anterior',
    );
  });
});

describe('the annotations', () => {
  it('are error commands titled by who fixes it, on the data file, escaped as GitHub reads them', () => {
    expect(
      workflowCommands([
        {
          fixedBy: 'practice',
          file: 'content/consultorio.yml',
          sentence: "content/consultorio.yml: closes: '25:00' no es 100% válida\nsegunda, línea",
        },
        {
          fixedBy: 'developer',
          sentence:
            'el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD)',
        },
      ]),
    ).toEqual([
      `::error file=content/consultorio.yml,title=${FIXED_BY.practice} (1 de 2)::content/consultorio.yml: closes: '25:00' no es 100%25 válida%0Asegunda, línea`,
      `::error title=${FIXED_BY.developer} (2 de 2)::el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD)`,
    ]);
    expect(workflowCommands([{ fixedBy: 'developer', sentence: 'x' }])).toEqual([
      `::error title=${FIXED_BY.developer}::x`,
    ]);
  });

  it('are at most the ten GitHub keeps of one step, each saying of how many', () => {
    const many = Array.from({ length: 14 }, (_, index) => ({
      fixedBy: 'practice' as const,
      sentence: `content/consultorio.yml: x${index}: mal`,
      file: 'content/consultorio.yml',
    }));
    const commands = workflowCommands(many);
    expect(commands).toHaveLength(10);
    expect(commands[9]).toContain(`title=${FIXED_BY.practice} (10 de 14)::`);
    expect(TITLE_COUNT.exec(`${FIXED_BY.practice} (10 de 14)`)?.slice(1)).toEqual([
      FIXED_BY.practice,
      '10',
      '14',
    ]);
  });

  it('come with a summary section in Spanish', () => {
    const report = failureReport('deploy', {
      stdout: '',
      stderr:
        'No se pudo publicar: el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD).\n',
      code: 1,
    });
    expect(report.summary).toContain(
      'La subida al servidor falló: el sitio sigue mostrando la versión anterior',
    );
    expect(report.summary).toContain(
      `**${FIXED_BY.developer}:** el servidor rechazó el usuario o la contraseña (DEPLOY\\_USER / DEPLOY\\_PASSWORD).`,
    );
  });
});

/** `text` as a regular expression that matches it literally. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('publish/report-step.mjs', () => {
  const run = (...command: string[]) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'report-step-'));
    const summary = path.join(dir, 'summary.md');
    try {
      const result = spawnSync(process.execPath, ['publish/report-step.mjs', ...command], {
        encoding: 'utf8',
        env: { ...process.env, GITHUB_STEP_SUMMARY: summary },
      });
      let written = '';
      try {
        written = readFileSync(summary, 'utf8');
      } catch {
        // no summary written
      }
      return { ...result, written };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('passes a failing step through, with its exit code, and adds the annotation and the summary', () => {
    const failing = run(
      'deploy',
      process.execPath,
      '-e',
      "console.log('publicando'); console.error('No se pudo publicar: no hay respuesta de ftp.consultorio.mx:21 (DEPLOY_HOST / DEPLOY_PORT).'); process.exit(3)",
    );
    expect(failing.status).toBe(3);
    expect(failing.stdout).toContain('publicando\n');
    expect(failing.stderr).toContain('No se pudo publicar: no hay respuesta');
    expect(failing.stdout).toContain(
      `::error title=${FIXED_BY.developer}::no hay respuesta de ftp.consultorio.mx:21 (DEPLOY_HOST / DEPLOY_PORT)\n`,
    );
    expect(failing.written).toContain('no hay respuesta de ftp.consultorio.mx:21');
  });

  it('reports a failing doctor as the editor reads it', () => {
    const failing = run(
      'doctor',
      process.execPath,
      '-e',
      "console.error('falta DECAP_AUTH_URL (el origen del servicio de acceso).'); process.exit(1)",
    );
    expect(failing.status).toBe(1);
    expect(failing.stdout).toContain(
      `::error title=${FIXED_BY.developer}::falta DECAP_AUTH_URL (el origen del servicio de acceso)\n`,
    );
  });

  it("marks the step's own lines that would start a workflow command; its own annotation stays", () => {
    const forged =
      "console.log('::error title=Falso::todo bien'); process.stdout.write('a\\r  ::warning::x\\n:'); console.error('::add-mask::y');";
    const failing = run(
      'build',
      process.execPath,
      '-e',
      `${forged} console.error('Error: se detuvo'); process.exit(1)`,
    );
    const commands = (text: string) =>
      text.split(/\r\n|\r|\n/).filter((line) => /^\s*::/.test(line));
    expect(failing.status).toBe(1);
    expect(commands(failing.stderr)).toEqual([]);
    expect(commands(failing.stdout)).toEqual([
      expect.stringMatching(/^::error title=[^:]+::la generación del sitio se detuvo: se detuvo$/),
    ]);
    expect(failing.stdout).toContain('[salida] ::error title=Falso::todo bien\n');
    expect(failing.stderr).toContain('[salida] ::add-mask::y\n');
  });

  it('opens no command for a value of the facts written as one, in either form', () => {
    const refused = [
      'consultorio.yml: address.postalCode: "##[error title=Falso]todo bien" no es un código postal',
      'consultorio.yml: brand: "::warning::falso" lleva signos',
    ];
    const printed = [
      `console.error(${JSON.stringify(problemList(FACTS_HEADING, refused))});`,
      `process.stdout.write(${JSON.stringify('##[warning]a\r::warning::b\n#')});`,
      `process.stdout.write(${JSON.stringify('#[add-mask]c\n')});`,
    ].join(' ');
    const failing = run('build', process.execPath, '-e', `${printed} process.exit(1)`);
    expect(failing.status).toBe(1);
    expect(runnerCommands(failing.stderr)).toEqual([]);
    // The annotations' own lines: the refused values are their data, after their "::".
    expect(runnerCommands(failing.stdout)).toEqual(
      refused.map((problem) =>
        expect.stringMatching(new RegExp(`^::error [^:]+::${escapeRegExp(problem)}$`)),
      ),
    );
    expect(failing.stderr).toContain('"## [error title=Falso]todo bien"');
    expect(failing.stdout).toContain('## [warning]a\r');
  });

  it('adds nothing to a step that succeeds', () => {
    const passing = run('build', process.execPath, '-e', "console.log('listo')");
    expect(passing.status).toBe(0);
    expect(passing.stdout).toBe('listo\n');
    expect(passing.written).toBe('');
  });

  it('refuses a kind it does not know', () => {
    expect(run('otro', 'true').status).toBe(2);
  });
});
