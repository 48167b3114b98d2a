/** @jest-environment node */
import {
  annotationsJson,
  checkRunsJson,
  combinedStatusJson,
  workflowRunsJson,
  type CommitReports,
} from '@/checks/e2e/auth/github-checks';
import { annotationTitle, FIXED_BY } from '@/lib/admin/publish-report.mjs';
import { failureReport } from '@/publish/workflow-report.mjs';
import type { Observation } from '../observe.js';
import { placeInEditor, practiceSentence } from '../editor-place.js';
import type { SiteVersion } from '../site-version.js';
import {
  describeStatus,
  LIVE_GRACE_MS,
  NO_REPORT_GRACE_MS,
  QUEUED_LIMIT_MS,
  RUNNING_LIMIT_MS,
} from '../status.js';
import { publishStatusSettings } from '@/lib/admin/publish-status';
import { withEditorPlace } from '@/content/facts/editor-place';
import { fillSummary } from '@/content/facts/list-summary.mjs';
import { consultorio } from '@/content/facts/load';
import { consultorioSchema } from '@/content/facts/schema';

/**
 * The sentences of the editor's publishing status (public/admin/publish-status/), for every
 * state, from observations in the shapes GitHub's REST API returns (checks/e2e/auth/github-checks.ts).
 * checks/e2e/auth/publish-status.spec.ts drives the same modules in the editor against the stand-in.
 */

const settings = publishStatusSettings();
const zone = settings.timeZone;
const MINUTE = 60_000;
const NOW = Date.parse('2026-03-10T18:00:00Z');
const clock = (time: number) =>
  new Intl.DateTimeFormat('es-MX', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(time);
const iso = (time: number) => new Date(time).toISOString();
const HEAD = 'b'.repeat(40);
const OLD = 'a'.repeat(40);
const STILL_OLD = 'El sitio sigue mostrando la versión anterior.';

/** What the script observes of the head commit, from the stand-in's GitHub-shaped answers. */
function observed(
  reports: CommitReports,
  { saved = NOW - 2 * MINUTE, served = { sha: OLD } as SiteVersion } = {},
): Observation {
  const annotations = Object.fromEntries(
    Object.entries(reports.annotations ?? {}).map(([id, list]) => [id, annotationsJson(list)]),
  );
  return {
    mode: 'github',
    head: { sha: HEAD, date: saved },
    checkRuns: checkRunsJson(HEAD, reports).check_runs,
    statuses: combinedStatusJson(HEAD, reports).statuses,
    workflowRuns: workflowRunsJson(HEAD, reports).workflow_runs,
    annotations,
    served,
  };
}
const describe_ = (observation: Observation, now = NOW) =>
  describeStatus(observation, settings, now)!;
const job = { id: 7, name: 'deploy', suiteId: 70, startedAt: iso(NOW - MINUTE) };

describe('the publishing status', () => {
  it('says nothing before sign-in, and that the local editor does not publish', () => {
    expect(describeStatus({ mode: 'signed-out' }, settings, NOW)).toBeNull();
    expect(describe_({ mode: 'local' }).text).toBe(
      'Editor local: al guardar se cambian los archivos de esta computadora y no se publica nada. Para publicar, sube los cambios al repositorio en GitHub.',
    );
  });

  it('is published once the site serves the saved commit, at the time the run finished', () => {
    const done = NOW - MINUTE;
    const status = describe_(
      observed(
        {
          checkRuns: [
            { ...job, status: 'completed', conclusion: 'success', completedAt: iso(done) },
          ],
        },
        { served: { sha: HEAD } },
      ),
    );
    expect(status).toEqual({
      tone: 'ok',
      text: `Publicado a las ${clock(done)}: ya está en línea`,
    });
    // A host that reports nothing: the moment the site was first seen serving it.
    expect(describe_(observed({}, { served: { sha: HEAD, since: NOW - 3 * MINUTE } })).text).toBe(
      `Publicado a las ${clock(NOW - 3 * MINUTE)}: ya está en línea`,
    );
  });

  it('counts the minutes while publishing', () => {
    const running = { checkRuns: [{ ...job, status: 'in_progress' as const }] };
    expect(describe_(observed(running, { saved: NOW - 20_000 })).text).toBe(
      'Publicando tu cambio… (empezó hace un momento)',
    );
    expect(describe_(observed(running, { saved: NOW - 2 * MINUTE - 5_000 })).text).toBe(
      'Publicando tu cambio… (empezó hace 2 min)',
    );
    expect(
      describe_(
        observed(
          {
            statuses: [
              {
                context: 'netlify/consultorio/deploy-preview',
                state: 'pending',
                description: 'Building',
                createdAt: iso(NOW),
              },
            ],
          },
          { saved: NOW - 65 * MINUTE },
        ),
      ).text,
    ).toMatch(/lleva 1 h 5 min publicándose, más de lo que puede tardar/);
  });

  it('names a save of another day by its date', () => {
    const yesterday = NOW - 26 * 60 * MINUTE;
    const day = new Intl.DateTimeFormat('es-MX', {
      timeZone: zone,
      day: 'numeric',
      month: 'long',
    }).format(yesterday);
    const status = describe_(
      observed(
        {
          checkRuns: [
            { ...job, status: 'completed', conclusion: 'cancelled', completedAt: iso(NOW) },
          ],
        },
        { saved: yesterday },
      ),
    );
    expect(status.text).toBe(
      `Tu cambio del ${day} a las ${clock(yesterday)} no se publicó: la publicación se canceló antes de terminar (deploy). ${STILL_OLD}`,
    );
  });

  it('says a run queued for 15 minutes or running past any limit is stuck, and whom to tell', () => {
    const queued = {
      workflowRuns: [
        { id: 9, name: 'Publicar', status: 'pending' as const, suiteId: 90, createdAt: iso(NOW) },
      ],
    };
    expect(describe_(observed(queued, { saved: NOW - QUEUED_LIMIT_MS + 1_000 })).text).toMatch(
      /^Publicando tu cambio…/,
    );
    const stuck = describe_(observed(queued, { saved: NOW - QUEUED_LIMIT_MS }));
    expect(stuck.text).toBe(
      `Tu cambio de las ${clock(NOW - QUEUED_LIMIT_MS)} lleva 15 min esperando turno para publicarse y nadie lo ha empezado (Publicar). ${STILL_OLD}`,
    );
    expect(stuck.action).toBe(
      `Esto no se corrige desde el editor: avisa a ${settings.developer!.name}.`,
    );
    expect(stuck.message).toContain(stuck.text);
    expect(stuck.message).toContain(
      `Repositorio ${settings.repo}, rama ${settings.branch}, commit ${HEAD.slice(0, 7)}.`,
    );
    const long = describe_(
      observed(
        { checkRuns: [{ ...job, status: 'in_progress' }] },
        { saved: NOW - RUNNING_LIMIT_MS },
      ),
    );
    expect(long.text).toMatch(/lleva 40 min publicándose, más de lo que puede tardar \(deploy\)/);
  });

  it('gives a value the build refused by its label, and where to fix it in the editor as the editor shows it', () => {
    const failed = {
      ...job,
      status: 'completed' as const,
      conclusion: 'failure' as const,
      completedAt: iso(NOW),
    };
    // The line a build writes (content/facts/load.ts): the field's path for the developer, its place in the editor for the practice.
    const edited = structuredClone(consultorio);
    edited.practices[1]!.openingHours[0]!.closes = '25:00';
    const path = ['practices', 1, 'openingHours', 0, 'closes'];
    const message = withEditorPlace(
      "content/consultorio.yml: practices[1].openingHours[0].closes: '25:00' no es una hora válida (HH:MM)",
      consultorioSchema,
      edited,
      path,
    );
    const status = describe_(
      observed({
        checkRuns: [failed],
        annotations: {
          7: [
            { path: 'content/consultorio.yml', title: FIXED_BY.practice, message },
            {
              path: 'content/consultorio.yml',
              title: FIXED_BY.practice,
              message: "content/consultorio.yml: brand: 'x' es demasiado largo",
            },
            { title: '', message: 'Process completed with exit code 1.' },
          ],
        },
      }),
    );
    expect(status.text).toBe(
      `Tu cambio de las ${clock(NOW - 2 * MINUTE)} no se publicó: «Cierra»: '25:00' no es una hora válida (HH:MM) (y 1 más). ${STILL_OLD}`,
    );
    const place = consultorio.practices[1]!;
    expect(status.action).toBe(
      `Corrígelo en el editor, en «${settings.files[0]!.label}» › Consultorios y horarios › ${place.facility} › Horarios de atención › ${fillSummary('{{fields.days | dias}}', place.openingHours[0]!)}, ${place.openingHours[0]!.opens} a 25:00 › Cierra, y vuelve a publicar.`,
    );
    expect(status.fixedBy).toBe('practice');
    expect(status.message).toBeUndefined();
  });

  it('says how many more causes there are, from the titles when the workflow could not leave them all', () => {
    const fail = {
      checkRuns: [
        {
          ...job,
          status: 'completed' as const,
          conclusion: 'failure' as const,
          completedAt: iso(NOW),
        },
      ],
    };
    const first = 'content/consultorio.yml: brand = "x" (ejemplo)';
    const titled = (count: number) =>
      describe_(
        observed({
          ...fail,
          annotations: {
            7: Array.from({ length: Math.min(count, 10) }, (_, index) => ({
              path: 'content/consultorio.yml',
              title: `${FIXED_BY.practice} (${index + 1} de ${count})`,
              message: index ? `content/consultorio.yml: x${index}: mal` : first,
            })),
          },
        }),
      ).text;
    expect(titled(51)).toContain(`no se publicó: «Nombre del sitio»: "x" (ejemplo) (y 50 más). `);
    expect(titled(3)).toContain(`no se publicó: «Nombre del sitio»: "x" (ejemplo) (y 2 más). `);
  });

  it('says to replace an example value a strict build refused, and to delete its row from the list', () => {
    const line =
      'consultorio.yml: practices[0].address = {"street":"Av. Insurgentes 123"} (ejemplo)';
    const example = withEditorPlace(line, consultorioSchema, consultorio, [
      'practices',
      0,
      'address',
    ]);
    const status = describe_(
      observed({
        checkRuns: [{ ...job, status: 'completed', conclusion: 'failure', completedAt: iso(NOW) }],
        annotations: {
          7: [{ path: 'content/consultorio.yml', title: FIXED_BY.practice, message: example }],
        },
      }),
    );
    expect(status.text).toBe(
      `Tu cambio de las ${clock(NOW - 2 * MINUTE)} no se publicó: «Dirección»: {"street":"Av. Insurgentes 123"} (ejemplo). ${STILL_OLD}`,
    );
    expect(status.action).toBe(
      `Cámbialo por el dato real en el editor, en «${settings.files[0]!.label}» › Consultorios y horarios › ${consultorio.practices[0]!.facility} › Dirección, quítalo de «Datos de ejemplo pendientes» con su × y vuelve a publicar.`,
    );
  });

  it('finds the place of example data, services and values it cannot place', () => {
    const { files } = settings;
    // A line without the build's place: the labels of the fields, each entry by its label and number.
    expect(
      placeInEditor(
        settings,
        'content/consultorio.yml',
        'consultorio.yml: practices[0].address = {"street":"x"} (ejemplo)',
      ),
    ).toBe(`«${files[0]!.label}» › Consultorios y horarios › Consultorio 1 › Dirección`);
    expect(
      placeInEditor(
        settings,
        'content/consultorio.yml',
        'consultorio.yml: cofeprisNotice está vacío (número del aviso)',
      ),
    ).toBe(`«${files[0]!.label}» › Aviso de publicidad COFEPRIS`);
    expect(
      placeInEditor(
        settings,
        'content/servicios/cirugia-catarata.md',
        'content/servicios/cirugia-catarata.md: seo.description: es demasiado larga',
      ),
    ).toMatch(/^«Servicios» › cirugia-catarata › .+ › .+$/);
    expect(
      placeInEditor(
        settings,
        'content/testimonios.yml',
        "testimonios.yml: testimonials[2].practice: 'x' no es un consultorio",
      ),
    ).toBe(`«${files[1]!.label}» › Testimonios › Testimonio 3 › Consultorio donde se atendió`);
    expect(placeInEditor(settings, 'otra/cosa.yml', 'otra/cosa.yml: x: y')).toBeNull();
    // A sentence the editor cannot place stays as the build wrote it.
    expect(practiceSentence(settings, 'otra/cosa.yml', 'otra/cosa.yml: x: y')).toBe(
      'otra/cosa.yml: x: y',
    );
    expect(
      practiceSentence(
        settings,
        'content/consultorio.yml',
        'consultorio.yml (línea 3): no es YAML válido: x',
      ),
    ).toBe('consultorio.yml (línea 3): no es YAML válido: x');
  });

  it("gives a deploy's sentence, and the ready message to the developer", () => {
    const reason = 'el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD)';
    const status = describe_(
      observed({
        checkRuns: [{ ...job, status: 'completed', conclusion: 'failure', completedAt: iso(NOW) }],
        annotations: { 7: [{ title: FIXED_BY.developer, message: reason }] },
      }),
    );
    expect(status.text).toBe(
      `Tu cambio de las ${clock(NOW - 2 * MINUTE)} no se publicó: ${reason}. ${STILL_OLD}`,
    );
    expect(status.fixedBy).toBe('developer');
    expect(status.message).toMatch(
      new RegExp(`^Hola, ${settings.developer!.name}\\.\\nEl editor del sitio dice: Tu cambio`),
    );
    expect(status.message).toContain('Detalle en GitHub: https://github.com/');
  });

  it("gives the doctor's first sentence and how many more, as it gives a build's", () => {
    const problems = [
      'falta DECAP_AUTH_URL (el origen del servicio de acceso, p. ej. https://acceso.consultorio.mx)',
      'el sitio no responde en https://consultorio.mx',
    ];
    const { failures } = failureReport('doctor', {
      stdout: '',
      stderr: problems.map((line) => `${line}.`).join('\n'),
      code: 1,
    });
    const annotations = failures.map((failure, index) => ({
      title: annotationTitle(failure.fixedBy, index, failures.length),
      message: failure.sentence,
    }));
    const status = describe_(
      observed({
        checkRuns: [{ ...job, status: 'completed', conclusion: 'failure', completedAt: iso(NOW) }],
        annotations: {
          7: [...annotations, { title: '', message: 'Process completed with exit code 1.' }],
        },
      }),
    );
    expect(status.text).toBe(
      `Tu cambio de las ${clock(NOW - 2 * MINUTE)} no se publicó: ${problems[0]} (y 1 más). ${STILL_OLD}`,
    );
    expect(status.fixedBy).toBe('developer');
  });

  it.each([
    [
      'GitHub out of minutes',
      {
        checkRuns: [{ ...job, status: 'completed' as const, conclusion: 'failure' as const }],
        annotations: {
          7: [
            {
              title: '',
              message:
                'The job was not started because recent account payments have failed or your spending limit needs to be increased.',
            },
          ],
        },
      },
      'GitHub no empezó la publicación: la cuenta de GitHub se quedó sin minutos para publicar o tiene un pago pendiente',
    ],
    [
      'a run past its time limit',
      { checkRuns: [{ ...job, status: 'completed' as const, conclusion: 'timed_out' as const }] },
      'la publicación tardó más de su tiempo máximo y se detuvo (deploy)',
    ],
    [
      'Netlify',
      {
        statuses: [
          {
            context: 'netlify/consultorio/deploy-preview',
            state: 'failure' as const,
            description: 'Deploy failed.',
            createdAt: iso(NOW),
          },
        ],
      },
      'netlify/consultorio/deploy-preview no pudo publicar («Deploy failed»)',
    ],
    [
      'Cloudflare Pages',
      {
        checkRuns: [
          {
            ...job,
            name: 'Cloudflare Pages',
            app: 'cloudflare-workers-and-pages' as const,
            status: 'completed' as const,
            conclusion: 'failure' as const,
            title: 'Build failed',
          },
        ],
      },
      'falló «Cloudflare Pages» («Build failed»); el motivo está en su registro en GitHub',
    ],
    [
      'a workflow that cannot start',
      {
        workflowRuns: [
          {
            id: 9,
            name: 'Publicar',
            status: 'completed' as const,
            conclusion: 'startup_failure',
            suiteId: 90,
            createdAt: iso(NOW),
          },
        ],
      },
      'la publicación «Publicar» no pudo empezar: su configuración en GitHub tiene un error',
    ],
    [
      'a step that failed before the build',
      {
        checkRuns: [{ ...job, status: 'completed' as const, conclusion: 'failure' as const }],
        annotations: { 7: [{ title: '', message: 'Process completed with exit code 1.' }] },
      },
      'falló «deploy» (GitHub dice: «Process completed with exit code 1»)',
    ],
  ])('translates %s into one Spanish sentence for the developer', (_case, reports, why) => {
    const status = describe_(observed(reports));
    expect(status.text).toBe(
      `Tu cambio de las ${clock(NOW - 2 * MINUTE)} no se publicó: ${why}. ${STILL_OLD}`,
    );
    expect(status.fixedBy).toBe('developer');
  });

  it('tells a job GitHub cancelled at its time limit from one cancelled by hand', () => {
    const cancelled = {
      ...job,
      status: 'completed' as const,
      conclusion: 'cancelled' as const,
      completedAt: iso(NOW),
    };
    const limit = {
      title: '',
      message:
        'The job running on runner GitHub Actions 2 has exceeded the maximum execution time of 30 minutes.',
    };
    expect(describe_(observed({ checkRuns: [cancelled], annotations: { 7: [limit] } })).text).toBe(
      `Tu cambio de las ${clock(NOW - 2 * MINUTE)} no se publicó: la publicación tardó más de su tiempo máximo y se detuvo (deploy). ${STILL_OLD}`,
    );
    expect(describe_(observed({ checkRuns: [cancelled] })).text).toMatch(
      /no se publicó: la publicación se canceló antes de terminar \(deploy\)\./,
    );
  });

  it('waits a moment after a green run, then says the site is not live, and why it may be', () => {
    const done = NOW - LIVE_GRACE_MS;
    const green = {
      checkRuns: [
        {
          ...job,
          status: 'completed' as const,
          conclusion: 'success' as const,
          completedAt: iso(done),
        },
      ],
    };
    expect(describe_(observed(green), done + LIVE_GRACE_MS - 1_000).text).toMatch(
      /^Publicando tu cambio…/,
    );
    const notLive = (served: SiteVersion) => describe_(observed(green, { served })).text;
    const start = `Tu cambio de las ${clock(NOW - 2 * MINUTE)} no está en línea: la publicación terminó a las ${clock(done)}, pero el sitio `;
    expect(notLive({ sha: OLD })).toBe(
      `${start}sigue mostrando otra versión: una copia guardada que no se renovó, o una publicación que fue a otra carpeta. ${STILL_OLD}`,
    );
    expect(notLive({ sha: OLD, cached: true })).toBe(
      `${start}sigue entregando una copia guardada de la versión anterior. ${STILL_OLD}`,
    );
    expect(notLive({ missing: true })).toBe(
      `${start}no tiene el archivo que dice qué versión sirve (/commit.txt): la publicación pudo ir a otra carpeta. ${STILL_OLD}`,
    );
    expect(notLive({ unknown: true })).toBe(
      `${start}no respondió al preguntarle qué versión sirve. ${STILL_OLD}`,
    );
  });

  it('says when nothing publishes the repository, once no host reported for a while', () => {
    const skipped = {
      checkRuns: [{ ...job, status: 'completed' as const, conclusion: 'skipped' as const }],
    };
    expect(describe_(observed(skipped, { saved: NOW - NO_REPORT_GRACE_MS + 1_000 })).text).toMatch(
      /^Publicando tu cambio…/,
    );
    const status = describe_(observed(skipped, { saved: NOW - NO_REPORT_GRACE_MS }));
    expect(status.text).toBe(
      'Tus cambios se guardan en GitHub, pero este sitio no tiene la publicación configurada: ningún servicio genera ni sube el sitio al guardar.',
    );
    expect(status.action).toMatch(
      new RegExp(`^Pide a ${settings.developer!.name} que configure la publicación`),
    );
  });

  it('says what it cannot know: an expired sign-in, GitHub out of reach or asking to wait, no access', () => {
    expect(describe_({ mode: 'github', problem: 'expired' })).toEqual({
      tone: 'problem',
      text: 'Tu sesión de GitHub expiró: no se puede saber si tus cambios se publicaron.',
      action:
        'Cierra la sesión (tu nombre, arriba a la derecha → Cerrar sesión) y vuelve a entrar.',
    });
    expect(
      describe_({ mode: 'github', problem: 'unreachable', retryAt: NOW + 30_000 }).action,
    ).toBe(`Se vuelve a intentar a las ${clock(NOW + 30_000)}.`);
    expect(
      describe_({ mode: 'github', problem: 'rate-limited', retryAt: NOW + 20 * MINUTE }).text,
    ).toMatch(/^GitHub pidió esperar/);
    expect(describe_({ mode: 'github', problem: 'no-access' }).text).toBe(
      `Tu cuenta de GitHub no puede leer el estado de la publicación de ${settings.repo}.`,
    );
    expect(describe_({ mode: 'github', problem: 'no-branch' }).text).toBe(
      `GitHub no tiene la rama ${settings.branch} de ${settings.repo}, donde el editor guarda.`,
    );
  });
});
