import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FTPError } from 'basic-ftp';
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { consultorio } from '../../../content/facts/load';
import { publishStatusSettings } from '../../../lib/admin/publish-status';
import { practiceSentence } from '../../../public/admin/publish-status/editor-place.js';
import { spanishMessage } from '../../../publish/errors.mjs';
import { failureReport } from '../../../publish/workflow-report.mjs';
import {
  annotationsFromCommands,
  type CheckRunFacts,
  type CommitReports,
  type WorkflowRunFacts,
} from './github-checks';
import { serveCommit } from './harness';
import { siteOrigin } from './ports';
import { expect, test } from './servers';

/**
 * The publishing status in the practice's editor, driven through every state against the GitHub
 * stand-in (statuses, check runs, workflow runs and annotations as GitHub's REST API returns them)
 * and the served editor, whose /commit.txt says what the site serves. The practice signs in
 * through the relay as in sign-in.spec.ts; Playwright's clock stands for the time that passes
 * between saves, so no test waits for real minutes. Each state must show within 30 s of the
 * change that causes it (the clock advances 30 s, no more, before the status is read), in Spanish,
 * at 1280 and 390 px, without covering any of Decap's controls, under the editor's CSP.
 */

test.describe.configure({ mode: 'serial' });

const settings = publishStatusSettings();
const developer = consultorio.developer!;
const clock = (time: number) =>
  new Intl.DateTimeFormat('es-MX', {
    timeZone: settings.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(time));
const iso = (time: number) => new Date(time).toISOString();
const MINUTE = 60_000;
const sha = (letter: string) => letter.repeat(40);

/** Browser console lines that report a blocked resource (a CSP violation). */
const isViolation = (message: ConsoleMessage) =>
  /Content Security Policy|Refused to/.test(message.text());

/**
 * Where the status sits, in one look at the page: whether it is wholly on screen, and which of
 * Decap's controls it covers (shown on screen, inside the viewport and every pane that clips them,
 * but elementFromPoint hits the bar instead), as the page is and with every pane scrolled to its end.
 */
const layout = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.editor-bar')!;
    const status = document.getElementById('estado-publicacion')!.getBoundingClientRect();
    /** Whether a point is inside every scrolling or clipping pane around the element. */
    const unclipped = (element: Element, x: number, y: number) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === 'visible') continue;
        const pane = parent.getBoundingClientRect();
        if (x < pane.left || x >= pane.right || y < pane.top || y >= pane.bottom) return false;
      }
      return true;
    };
    const covered = () => {
      const found: string[] = [];
      for (const element of document.querySelectorAll(
        'button, a[href], input, select, textarea, [role="button"]',
      )) {
        if (bar.contains(element)) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && bar.contains(hit) && unclipped(element, x, y))
          found.push(
            (element.getAttribute('aria-label') || element.textContent || element.tagName)
              .trim()
              .slice(0, 60),
          );
      }
      return found;
    };
    const onScreen =
      status.width > 0 &&
      status.top >= 0 &&
      status.left >= 0 &&
      status.bottom <= innerHeight &&
      status.right <= innerWidth;
    const asShown = covered();
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (
        element.scrollHeight > element.clientHeight + 1 &&
        /auto|scroll/.test(getComputedStyle(element).overflowY)
      )
        element.scrollTop = element.scrollHeight;
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    return { onScreen, covered: asShown, coveredAtTheEnd: covered() };
  });

test('the editor says whether the last save is live, and if not why, in every state', async ({
  page,
  context,
  editorDir,
  github,
  relay,
}) => {
  void relay;
  test.setTimeout(120_000);
  github.reset();
  const violations: string[] = [];
  context.on('console', (message) => {
    if (isViolation(message)) violations.push(message.text());
  });

  // The site as it was: the first commit published by the deploy workflow half an hour ago.
  let now = Date.parse('2026-03-10T17:10:00Z');
  let ids = 100;
  const commit = (letter: string, at = now) => ({ sha: sha(letter), date: iso(at) });
  const job = (
    facts: Partial<CheckRunFacts> & Pick<CheckRunFacts, 'status' | 'suiteId'>,
  ): CheckRunFacts => ({ id: (ids += 1), name: 'deploy', startedAt: iso(now), ...facts });
  const workflow = (
    facts: Partial<WorkflowRunFacts> & Pick<WorkflowRunFacts, 'status' | 'suiteId'>,
  ): WorkflowRunFacts => ({ id: (ids += 1), name: 'Publicar', createdAt: iso(now), ...facts });
  const report = (letter: string, reports: CommitReports) =>
    github.reports.set(sha(letter), reports);

  const publishedA = now - 27 * MINUTE;
  github.head = commit('a', now - 30 * MINUTE);
  report('a', {
    checkRuns: [
      job({
        status: 'completed',
        conclusion: 'success',
        suiteId: 1,
        startedAt: iso(now - 29 * MINUTE),
        completedAt: iso(publishedA),
      }),
    ],
    workflowRuns: [workflow({ status: 'completed', conclusion: 'success', suiteId: 1 })],
  });
  serveCommit(editorDir, sha('a'));

  await page.clock.install({ time: now });
  await page.goto(`${siteOrigin}/admin/`);
  const status = page.getByRole('status', { name: 'Publicación' });
  // Nobody is signed in: nothing to say yet.
  await expect(page.getByRole('button', { name: 'Iniciar sesión con GitHub' })).toBeVisible();
  await expect(status).toBeHidden();

  await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Iniciar sesión con GitHub' }).click(),
  ]);
  await expect(page.getByRole('link', { name: 'Datos del sitio' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(status.locator('.editor-status-text')).toHaveText(
    `Publicado a las ${clock(publishedA)}: ya está en línea`,
  );
  await expect
    .poll(() => layout(page), { message: 'the status in the list of collections' })
    .toEqual({ onScreen: true, covered: [], coveredAtTheEnd: [] });
  // The status is read in the entry editor, where the fields and the Publicar button are.
  await page.getByRole('link', { name: 'Datos del sitio' }).click();
  await page.getByText(settings.files[0]!.label).click();
  // The field's label: the example values' select names the same field by its place too.
  await expect(page.locator('label').filter({ hasText: 'Nombre del sitio' })).toBeVisible();

  // From here the clock only moves when the test says so.
  now += MINUTE;
  await page.clock.pauseAt(now);
  const advance = async (ms: number) => {
    now += ms;
    await page.clock.runFor(ms);
  };
  /** After a change, 30 s at most; then the status reads `text` at both widths, covering nothing. */
  const shows = async (text: string, action?: string | RegExp, box: Locator = status) => {
    await advance(30_000);
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(box.locator('.editor-status-text')).toHaveText(text);
      if (action) await expect(box.locator('.editor-status-action')).toHaveText(action);
      else await expect(box.locator('.editor-status-action')).toHaveCount(0);
      // The bar keeps its room clear once the browser has laid out the new size (its resize event
      // and ResizeObserver come with the next frame): the layout is read until then, not once.
      await expect
        .poll(() => layout(page), { message: `the status at ${viewport.width} px` })
        .toEqual({ onScreen: true, covered: [], coveredAtTheEnd: [] });
    }
  };
  const tellsDeveloper = async (text: string) => {
    // On a phone (the width shows() leaves) the links are in the status's rest, opened by its button.
    await page.getByRole('button', { name: 'Ver el estado completo' }).click();
    const mail = status.getByRole('link', { name: 'Escribir por correo' });
    const whatsapp = status.getByRole('link', { name: 'Escribir por WhatsApp' });
    await expect(mail).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${developer.email!.replace(/[.+]/g, '\\$&')}\\?subject=`),
    );
    expect(decodeURIComponent((await mail.getAttribute('href'))!.split('&body=')[1]!)).toContain(
      text,
    );
    await expect(whatsapp).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${developer.whatsapp!.replace(/\D/g, '')}\\?text=`),
    );
    expect(
      decodeURIComponent((await whatsapp.getAttribute('href'))!.split('?text=')[1]!),
    ).toContain(text);
    await page.getByRole('button', { name: 'Ocultar el detalle del estado' }).click();
  };
  const old = 'El sitio sigue mostrando la versión anterior.';

  // A save: the deploy workflow runs.
  const savedB = now;
  github.head = commit('b');
  report('b', {
    checkRuns: [job({ status: 'in_progress', suiteId: 2 })],
    workflowRuns: [workflow({ status: 'in_progress', suiteId: 2 })],
  });
  await shows('Publicando tu cambio… (empezó hace un momento)');
  await advance(2 * MINUTE - 30_000);
  await shows('Publicando tu cambio… (empezó hace 2 min)');

  // The strict build refuses a value: the sentence the workflow left (from a real build's log) names
  // the field and the file, and the editor says where to fix it.
  const buildLog = readFileSync(
    path.join('publish', '__tests__', 'fixtures', 'next-build-facts-error.log'),
    'utf8',
  );
  const refused = failureReport('build', { stdout: buildLog, stderr: '', code: 1 });
  const buildJob = job({
    status: 'completed',
    conclusion: 'failure',
    suiteId: 2,
    completedAt: iso(now),
  });
  report('b', {
    checkRuns: [buildJob],
    annotations: {
      [buildJob.id]: [
        ...annotationsFromCommands(refused.commands),
        { title: '', message: 'Process completed with exit code 1.', level: 'failure' },
      ],
    },
    workflowRuns: [workflow({ status: 'completed', conclusion: 'failure', suiteId: 2 })],
  });
  // The practice reads the field by its label, and the place as the editor shows it (the build names it).
  const placeInLog = /\(en el editor: (.+)\)$/.exec(refused.failures[0]!.sentence)![1];
  await shows(
    `Tu cambio de las ${clock(savedB)} no se publicó: «Cierra»: '25:00' no es una hora válida (HH:MM). ${old}`,
    `Corrígelo en el editor, en «${settings.files[0]!.label}» › ${placeInLog}, y vuelve a publicar.`,
  );
  await expect(status.getByRole('link')).toHaveCount(0);
  await page.screenshot({ path: '.cache/publish-status-refused-value-390.png' });

  // The strict build refuses the example data (a real build's log): the first value, how many more,
  // and to replace it and strike it from the list of example values.
  const savedH = now;
  github.head = commit('h');
  const strict = failureReport('build', {
    stdout: readFileSync(
      path.join('publish', '__tests__', 'fixtures', 'next-build-strict-refusal.log'),
      'utf8',
    ),
    stderr: '',
    code: 1,
  });
  const strictJob = job({
    status: 'completed',
    conclusion: 'failure',
    suiteId: 8,
    completedAt: iso(now),
  });
  report('h', {
    checkRuns: [strictJob],
    annotations: { [strictJob.id]: annotationsFromCommands(strict.commands) },
    workflowRuns: [workflow({ status: 'completed', conclusion: 'failure', suiteId: 8 })],
  });
  await shows(
    `Tu cambio de las ${clock(savedH)} no se publicó: ${practiceSentence(settings, strict.failures[0]!.file, strict.failures[0]!.sentence)} (y ${strict.failures.length - 1} más). ${old}`,
    new RegExp(
      `^Cámbialo por el dato real en el editor, en «${settings.files[0]!.label}» › .+, quítalo de «Datos de ejemplo pendientes» con su × y vuelve a publicar\\.$`,
    ),
  );

  // Two saves in a row: the first one's waiting run is cancelled, only the newest counts.
  github.head = commit('c');
  report('c', { workflowRuns: [workflow({ status: 'pending', suiteId: 3 })] });
  await advance(10_000);
  const savedD = now;
  github.head = commit('d');
  report('c', {
    workflowRuns: [workflow({ status: 'completed', conclusion: 'cancelled', suiteId: 3 })],
  });
  report('d', { workflowRuns: [workflow({ status: 'pending', suiteId: 4 })] });
  await shows('Publicando tu cambio… (empezó hace un momento)');

  // Still queued after 15 minutes: said, with whom to tell.
  await advance(15 * MINUTE - 30_000);
  const queued = `Tu cambio de las ${clock(savedD)} lleva 15 min esperando turno para publicarse y nadie lo ha empezado (Publicar). ${old}`;
  await shows(queued, `Esto no se corrige desde el editor: avisa a ${developer.name}.`);
  await tellsDeveloper(queued);

  // The run is cancelled.
  report('d', {
    checkRuns: [
      job({ status: 'completed', conclusion: 'cancelled', suiteId: 4, completedAt: iso(now) }),
    ],
    workflowRuns: [workflow({ status: 'completed', conclusion: 'cancelled', suiteId: 4 })],
  });
  const cancelled = `Tu cambio de las ${clock(savedD)} no se publicó: la publicación se canceló antes de terminar (deploy). ${old}`;
  await shows(cancelled, `Esto no se corrige desde el editor: avisa a ${developer.name}.`);
  await tellsDeveloper(cancelled);

  // The deploy fails: the host's reason, in npm run deploy's own Spanish sentence.
  const savedE = now;
  github.head = commit('e');
  const deployLine = spanishMessage(
    new FTPError({ code: 530, message: '530 Login authentication failed' } as never),
    { host: 'ftp.consultorio.mx', port: 21, target: 'ftp' },
  );
  const deployJob = job({
    status: 'completed',
    conclusion: 'failure',
    suiteId: 5,
    completedAt: iso(now),
  });
  report('e', {
    checkRuns: [deployJob],
    annotations: {
      [deployJob.id]: annotationsFromCommands(
        failureReport('deploy', { stdout: '', stderr: `${deployLine}\n`, code: 1 }).commands,
      ),
    },
    workflowRuns: [workflow({ status: 'completed', conclusion: 'failure', suiteId: 5 })],
  });
  const refusedPassword = `Tu cambio de las ${clock(savedE)} no se publicó: el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD). ${old}`;
  await shows(refusedPassword, `Esto no se corrige desde el editor: avisa a ${developer.name}.`);
  await tellsDeveloper(refusedPassword);
  await page.screenshot({ path: '.cache/publish-status-deploy-failure-390.png' });

  // A green run, but the site still serves an older commit: publishing for a while, then not live.
  const savedF = now;
  github.head = commit('f');
  const doneF = now;
  report('f', {
    checkRuns: [
      job({ status: 'completed', conclusion: 'success', suiteId: 6, completedAt: iso(doneF) }),
    ],
    workflowRuns: [workflow({ status: 'completed', conclusion: 'success', suiteId: 6 })],
  });
  await shows('Publicando tu cambio… (empezó hace un momento)');
  await advance(5 * MINUTE - 30_000);
  const notLive = `Tu cambio de las ${clock(savedF)} no está en línea: la publicación terminó a las ${clock(doneF)}, pero el sitio sigue mostrando otra versión: una copia guardada que no se renovó, o una publicación que fue a otra carpeta. ${old}`;
  await shows(notLive, `Esto no se corrige desde el editor: avisa a ${developer.name}.`);
  await tellsDeveloper(notLive);

  // The site serves the saved commit: live.
  serveCommit(editorDir, sha('f'));
  await shows(`Publicado a las ${clock(doneF)}: ya está en línea`);

  // Conditional requests: once nothing changes, GitHub answers 304 (no cost to the rate limit).
  expect(github.apiRequests.filter((request) => request.status === 304).length).toBeGreaterThan(10);
  expect(
    github.apiRequests
      .filter((request) => request.status === 304)
      .every((request) => request.ifNoneMatch),
  ).toBe(true);

  // GitHub out of reach, and back.
  github.unreachable = true;
  await shows(
    'No se puede consultar a GitHub (sin conexión, o GitHub no responde), así que no se sabe si tu último cambio se publicó.',
    /^Se vuelve a intentar a las \d\d:\d\d\.$/,
  );
  github.unreachable = false;
  await shows(`Publicado a las ${clock(doneF)}: ya está en línea`);

  // A repository where nothing publishes: the deploy job is skipped (no DEPLOY_TARGET), nobody reports.
  github.head = commit('g');
  report('g', {
    checkRuns: [
      job({ status: 'completed', conclusion: 'skipped', suiteId: 7, completedAt: iso(now) }),
    ],
    workflowRuns: [workflow({ status: 'completed', conclusion: 'skipped', suiteId: 7 })],
  });
  await shows('Publicando tu cambio… (empezó hace un momento)');
  await advance(3 * MINUTE - 30_000);
  const unpublished =
    'Tus cambios se guardan en GitHub, pero este sitio no tiene la publicación configurada: ningún servicio genera ni sube el sitio al guardar.';
  await shows(unpublished, `Pide a ${developer.name} que configure la publicación del sitio.`);
  await tellsDeveloper(unpublished);

  // A hidden tab asks nothing; shown again, it looks at once.
  const asked = () =>
    github.apiRequests.filter((request) => request.path.includes('/commits/main')).length;
  const before = asked();
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await advance(5 * MINUTE);
  expect(asked()).toBe(before);
  await page.evaluate(() => {
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await advance(1_000);
  await expect.poll(asked).toBe(before + 1);

  // The sign-in expired: GitHub refuses the token.
  github.tokens.clear();
  await shows(
    'Tu sesión de GitHub expiró: no se puede saber si tus cambios se publicaron.',
    'Cierra la sesión (tu nombre, arriba a la derecha → Cerrar sesión) y vuelve a entrar.',
  );

  expect(violations).toEqual([]);
  expect(github.unknown).toEqual([]);
});
