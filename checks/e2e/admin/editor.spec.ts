import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { parseFactsFile } from '../../../content/facts/load';
import { buildFailures } from '../../../publish/workflow-report.mjs';
import { ADMIN_CONTENT_SECURITY_POLICY } from '../../../build/postbuild/admin-response-policy.mjs';
import { sitePages } from '../../../build/postbuild/site-pages.mjs';
import { formatTime } from '../../../content/facts/schedule';
import { fillSummary } from '../../../content/facts/list-summary.mjs';
import { editorFields } from '../../../content/facts/editor-fields';
import {
  CLOSURE_REASON_LABELS,
  consultorioSchema,
  openingWindowSchema,
  preguntasSchema,
  testimoniosSchema,
  type ConsultorioSource,
} from '../../../content/facts/schema';
import { parseServiceFile } from '../../../content/facts/load-services';
import {
  build,
  closeEditorSuite,
  createRepository,
  openEditorSuite,
  outDir,
  readData,
  readService,
  removeRepository,
  siteOrigin,
  type EditorSuite,
} from './harness';
import { startingFacts } from './starting-facts';

/**
 * The practice's editor, used as the practice would: in Chromium, against Decap's local backend
 * (decap-server) writing into a copy of the data files. It changes the hospital's last opening hours,
 * announces a closure and adds a testimonial; the files on disk change accordingly, and a rebuild
 * from them shows the changes on the site. Every CSP violation on /admin/ is recorded and must be none.
 */

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

test.describe.configure({ mode: 'serial' });

let suite: EditorSuite | undefined;
let repo: string;
const original = startingFacts;
const hospital = original.consultorio.practices[0]!;
const unit = original.consultorio.practices[1]!;
/** The hospital's last opening window (whatever the practice's hours), which the test moves to new hours. */
const changed = { index: hospital.openingHours.length - 1, window: hospital.openingHours.at(-1)! };
const newHours =
  changed.window.opens === '11:00'
    ? { opens: '15:00', closes: '18:00' }
    : { opens: '11:00', closes: '14:00' };
/** The line a row of hours shows in the editor: the schema's summary, filled (list-summary.mjs). */
const hoursLine = (window: { days: number[]; opens: string; closes: string }) =>
  fillSummary(editorFields.get(openingWindowSchema)!.summary!, window);
/** The line a closure shows in the editor: the list's summary, filled, its reason by its label. */
const closureLine = (closure: { starts: string; ends: string; reason: string }) =>
  fillSummary(
    editorFields.get(consultorioSchema.shape.closures)!.summary!,
    closure,
    (name, value) =>
      name === 'reason'
        ? CLOSURE_REASON_LABELS[value as keyof typeof CLOSURE_REASON_LABELS]
        : undefined,
  );
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** A date `days` from today in the practice's time zone, as 'AAAA-MM-DD'. */
function dateFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: hospital.timeZone }).format(
    new Date(),
  );
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// Starts within the next 14 days, so the site announces it.
const closure = {
  practices: [hospital.id],
  starts: dateFromToday(5),
  ends: dateFromToday(9),
  reason: 'congreso' as const,
  note: { es: 'Asistimos al Congreso Nacional de Oftalmología' },
};
const testimonial = {
  id: 'elena-v',
  name: 'Elena V.',
  practice: unit.id,
  rating: 5,
  text: 'Me revisaron la vista con mucha calma y me explicaron cada estudio.',
  consentDate: dateFromToday(-3),
};

/**
 * A test that runs a full build of the site has a budget of its own: a build takes about a minute
 * on the development machine beside the other checks of its stage, and a host twice as slow must
 * still pass.
 */
const BUILD_BUDGET_MS = 360_000;

test.beforeAll(async () => {
  test.setTimeout(BUILD_BUDGET_MS);
  suite = await openEditorSuite({ rebuild: 'always' });
  repo = suite.repo;
});

test.afterAll(() => closeEditorSuite(suite));

/** Records every CSP violation in window.__cspViolations, in a page or in each tab a context opens. */
async function recordViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
      );
    });
  });
}

async function watchPolicy(page: Page): Promise<string[]> {
  await recordViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openEditor(page: Page, entry: string) {
  await page.goto(`${siteOrigin}/admin/`);
  // The local backend remembers the sign-in for the next visit.
  const signIn = page.getByRole('button', { name: 'Iniciar sesión' });
  const link = page.getByRole('link', { name: entry });
  await expect(signIn.or(link).first()).toBeVisible();
  if (await signIn.isVisible()) await signIn.click();
  await link.click();
  await expect(page.getByText('Cambios guardados', { exact: false }).first()).toBeVisible();
}

/** The list item whose summary reads `summary`, expanded. */
async function expandItem(page: Page, summary: string): Promise<void> {
  const label = page.getByText(summary, { exact: true }).filter({ visible: true }).first();
  await label.locator('xpath=..').getByRole('button').first().click();
}

const visible = (locator: Locator) => locator.filter({ visible: true });
const field = (page: Page, label: string) =>
  visible(page.getByLabel(label, { exact: true })).first();

/** Types into a text field as a person does (Decap's string fields keep their own cursor state). */
async function type(input: Locator, value: string) {
  await input.click();
  await input.press('ControlOrMeta+A');
  await input.press('Delete');
  await input.pressSequentially(value);
  await expect(input).toHaveValue(value);
}

/** Picks `option` in one of Decap's selects (react-select). */
async function choose(page: Page, label: string, option: string) {
  const input = field(page, label);
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar' }).click();
  const now = page.getByRole('menuitem', { name: 'Publicar ahora' });
  if (await now.isVisible().catch(() => false)) await now.click();
}

/** Decap's validation messages on screen (listed when a save does not go through). */
const validationErrors = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('ul[class*="ErrorsList"] li, li[class*="Error"]')].map(
      (item) => item.textContent,
    ),
  );

async function expectSaved(page: Page) {
  const saved = page.getByText('Cambios guardados', { exact: false }).first();
  await saved.waitFor({ timeout: 15_000 }).catch(() => {});
  expect(
    (await saved.isVisible()) ? [] : await validationErrors(page),
    'saved, with no validation error',
  ).toEqual([]);
  await expect(saved).toBeVisible();
}

test('the practice changes the hours, announces a closure and adds a testimonial; the files change', async ({
  page,
}) => {
  const errors = await watchPolicy(page);
  page.context().setDefaultTimeout(20_000);
  await openEditor(page, 'Consultorio: datos, horarios y cierres');
  // Saving here writes the files of this computer and publishes nothing: the status says so.
  await expect(
    page.getByRole('status', { name: 'Publicación' }).locator('.editor-status-text'),
  ).toHaveText(
    'Editor local: al guardar se cambian los archivos de esta computadora y no se publica nada. Para publicar, sube los cambios al repositorio en GitHub.',
  );

  // The hospital's last window moves to the new hours. First a time that does not exist.
  await expandItem(page, hospital.facility);
  // A row of hours shows its days and hours (content/facts/list-summary.mjs).
  await expandItem(page, hoursLine(changed.window));
  await type(field(page, 'Abre'), newHours.opens);
  await type(field(page, 'Cierra'), '25:00');
  const before = readData(repo, 'consultorio.yml');
  await publish(page);
  await expect(
    page.getByText('Cierra: debe ser una hora de 00:00 a 23:59, por ejemplo 17:30.').first(),
  ).toBeVisible();
  expect(readData(repo, 'consultorio.yml'), 'nothing saved with 25:00').toBe(before);
  // Decap rejects the refused save's promise without a reason; nothing else may go wrong.
  expect(
    errors.splice(0).filter((message) => message !== 'undefined'),
    'page errors on the refused save',
  ).toEqual([]);
  await type(field(page, 'Cierra'), newHours.closes);

  // A closure of the hospital for a congress, within the next 14 days.
  await page.getByRole('button', { name: /Agregar cierre/i }).click();
  await choose(page, 'Consultorios que cierran', `${hospital.facility} (${hospital.address.town})`);
  await field(page, 'Primer día cerrado').fill(closure.starts);
  await field(page, 'Último día cerrado').fill(closure.ends);
  await choose(page, 'Motivo', 'Congreso');
  await type(field(page, 'Nota (español) (opcional)'), closure.note.es);
  await publish(page);
  await expectSaved(page);

  const consultorio = parseFactsFile(
    'consultorio.yml',
    readData(repo, 'consultorio.yml'),
    consultorioSchema,
  );
  const expected: ConsultorioSource = structuredClone(original.consultorio);
  expected.practices[0]!.openingHours[changed.index] = { days: changed.window.days, ...newHours };
  // A new closure goes on top of the practice's own (the list's add_to_top), as a new testimonial does.
  expected.closures = [closure, ...original.consultorio.closures];
  // The editor stores an empty value as null (public/admin/editor.js); the schema reads both alike.
  const emptyAsNull = <T>(value: T): T =>
    JSON.parse(JSON.stringify(value, (_key, item) => (item === '' ? null : item)));
  expect(consultorio, 'only those hours and the closure changed').toEqual(emptyAsNull(expected));

  // A testimonial, tied to the unit by the practice select, with the date of the written consent;
  // its identifier is never typed: the editor makes it from the name ("Elena V." → "elena-v").
  await openEditor(page, 'Testimonios');
  await page.getByRole('button', { name: /Agregar testimonio/i }).click();
  await type(field(page, 'Nombre del paciente'), testimonial.name);
  await choose(page, 'Consultorio donde se atendió', `${unit.facility} (${unit.address.town})`);
  await type(field(page, 'Testimonio'), testimonial.text);
  await field(page, 'Fecha de la autorización por escrito').fill(testimonial.consentDate);
  await publish(page);
  await expectSaved(page);

  const testimonios = parseFactsFile(
    'testimonios.yml',
    readData(repo, 'testimonios.yml'),
    testimoniosSchema,
  );
  expect(testimonios.testimonials).toEqual([
    // «Idioma del testimonio» starts on Español: a new testimonial saves it untouched.
    { ...testimonial, language: 'es', example: false },
    ...original.testimonios.testimonials,
  ]);

  expect(await page.evaluate(() => window.__cspViolations), 'CSP violations on /admin/').toEqual(
    [],
  );
  expect(errors, 'page errors on /admin/').toEqual([]);
});

test('the editor refuses, before saving, a closing hour before the opening one and a closure that ends before it starts', async ({
  page,
}) => {
  await recordViolations(page);
  page.context().setDefaultTimeout(20_000);
  await openEditor(page, 'Consultorio: datos, horarios y cierres');
  const saved = readData(repo, 'consultorio.yml');
  const current = parseFactsFile('consultorio.yml', saved, consultorioSchema).practices[0]!;
  const first = current.openingHours[0]!;
  const place = `Consultorios y horarios › ${current.facility} › Horarios de atención`;

  // The same rule the build runs (content/facts/field-rules.mjs), in the practice's words.
  await expandItem(page, current.facility);
  await expandItem(page, hoursLine(first));
  await type(field(page, 'Abre'), '18:00');
  await type(field(page, 'Cierra'), '09:00');
  await publish(page);
  await expect(
    page
      .getByText(
        `${place} › ${hoursLine({ ...first, opens: '18:00', closes: '09:00' })} › Cierra: la hora de apertura debe ser anterior a la de cierre.`,
        { exact: false },
      )
      .first(),
  ).toBeVisible();
  expect(readData(repo, 'consultorio.yml'), 'nothing saved with 18:00 a 09:00').toBe(saved);
  await type(field(page, 'Abre'), first.opens);
  await type(field(page, 'Cierra'), first.closes);

  // A closure whose last day comes before its first.
  const backwards = { starts: dateFromToday(9), ends: dateFromToday(5) };
  await page.getByRole('button', { name: /Agregar cierre/i }).click();
  await choose(page, 'Consultorios que cierran', `${current.facility} (${current.address.town})`);
  await field(page, 'Primer día cerrado').fill(backwards.starts);
  await field(page, 'Último día cerrado').fill(backwards.ends);
  await choose(page, 'Motivo', 'Congreso');
  await publish(page);
  await expect(
    page
      .getByText(
        `${closureLine({ ...backwards, reason: 'congreso' })} › Último día cerrado: la fecha de fin no puede ser anterior a la de inicio.`,
        { exact: false },
      )
      .first(),
  ).toBeVisible();
  expect(readData(repo, 'consultorio.yml'), 'nothing saved with the closure backwards').toBe(saved);
  expect(await page.evaluate(() => window.__cspViolations), 'CSP violations on /admin/').toEqual(
    [],
  );
});

// A question the practice adds in «Preguntas frecuentes», shown on the contact page.
const question = {
  question: '¿Puedo llevar a mis hijos a mi consulta?',
  answer: 'Sí. Avísale a mi equipo al agendar para preparar un lugar para ellos.',
};
/** Its English, written beside the Spanish (each a pair's `en` half). */
const questionInEnglish = {
  question: 'Can I bring my children to my visit?',
  answer: 'Yes. Let my team know when you book, so we can make room for them.',
};

test('the practice adds a question in Spanish and English and chooses the contact page for it; the file changes', async ({
  page,
}) => {
  const errors = await watchPolicy(page);
  page.context().setDefaultTimeout(20_000);
  await openEditor(page, 'Preguntas frecuentes');
  await page.getByRole('button', { name: /Agregar pregunta/i }).click();
  await type(field(page, 'Pregunta (español)'), question.question);
  await type(field(page, 'Pregunta (inglés) (opcional)'), questionInEnglish.question);
  await choose(page, 'Dónde se muestra', 'Página de contacto');
  await page.getByRole('button', { name: /Agregar respuesta \(español\)/i }).click();
  await type(field(page, 'Párrafo'), question.answer);
  await page.getByRole('button', { name: /Agregar respuesta \(inglés\)/i }).click();
  // The English paragraph, beside the Spanish one: the new item's last.
  await type(visible(page.getByLabel('Párrafo', { exact: true })).last(), questionInEnglish.answer);
  await publish(page);
  await expectSaved(page);
  const saved = parseFactsFile('preguntas.yml', readData(repo, 'preguntas.yml'), preguntasSchema);
  expect(saved.faqs.at(-1)).toEqual({
    question: { es: question.question, en: questionInEnglish.question },
    shownOn: ['contacto'],
    answer: { es: [question.answer], en: [questionInEnglish.answer] },
  });
  expect(errors, 'page errors on /admin/').toEqual([]);
});

// A sentence added to the recovery section of a service page (the practice's first shown one), in
// the editor's Markdown text.
const recoveryAddition = 'Mi equipo te llama al día siguiente para saber cómo sigues.';
const serviceFile = readdirSync('content/servicios')
  .filter((name) => name.endsWith('.md'))
  .sort()
  .find(
    (name) =>
      !parseServiceFile(name, readFileSync(path.join('content/servicios', name), 'utf8')).data
        .hidden,
  )!;
const serviceSlug = serviceFile.slice(0, -3);
const service = parseServiceFile(
  serviceFile,
  readFileSync(path.join('content/servicios', serviceFile), 'utf8'),
);
const recoveryStart = service.sections.recuperacion.split('.')[0]!;

test('the practice edits a service page’s recovery text in «Servicios»; its file changes', async ({
  page,
}) => {
  const errors = await watchPolicy(page);
  page.context().setDefaultTimeout(20_000);
  await page.goto(`${siteOrigin}/admin/`);
  const signIn = page.getByRole('button', { name: 'Iniciar sesión' });
  const collection = page.getByRole('link', { name: 'Servicios' });
  await expect(signIn.or(collection).first()).toBeVisible();
  if (await signIn.isVisible()) await signIn.click();
  await collection.click();
  await page.getByRole('link', { name: service.data.title }).first().click();
  await expect(field(page, 'Nombre del servicio')).toHaveValue(service.data.title);

  // The recovery section's first paragraph, in the Markdown editor: a sentence at its end.
  const paragraph = visible(
    page.locator('[contenteditable="true"]').getByText(recoveryStart, { exact: false }),
  ).first();
  await paragraph.scrollIntoViewIfNeeded();
  await paragraph.click();
  await page.keyboard.press('End');
  await page.keyboard.type(` ${recoveryAddition}`);
  await publish(page);
  await expectSaved(page);

  const saved = parseServiceFile(serviceFile, readService(repo, serviceSlug));
  expect(saved.sections.recuperacion).toContain(recoveryAddition);
  expect(saved.data, 'the front matter keeps its values').toEqual(service.data);
  for (const key of ['paraQuien', 'preparacion', 'limites'] as const)
    expect(saved.sections[key]).not.toContain(recoveryAddition);
  expect(await page.evaluate(() => window.__cspViolations), 'CSP violations on /admin/').toEqual(
    [],
  );
  expect(errors, 'page errors on /admin/').toEqual([]);
});

test('/admin/ is never indexed, has its own policy, and no public page loads its code', async ({
  request,
}) => {
  const response = await request.get(`${siteOrigin}/admin/`);
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-robots-tag']).toContain('noindex');
  expect(headers['content-security-policy']).toBe(
    `${ADMIN_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  );
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html).toContain(
    `<meta http-equiv="Content-Security-Policy" content="${ADMIN_CONTENT_SECURITY_POLICY}">`,
  );
  expect(html, 'no Next.js code on the editor page').not.toContain('/_next/');
  expect(await (await request.get(`${siteOrigin}/robots.txt`)).text()).toContain(
    'Disallow: /admin/',
  );
  expect(await (await request.get(`${siteOrigin}/sitemap.xml`)).text()).not.toContain('/admin');
  for (const { file } of sitePages(outDir)) {
    expect(
      readFileSync(path.join(outDir, file), 'utf8'),
      `${file} does not reference the editor`,
    ).not.toMatch(/\/admin\/|decap/i);
  }
});

test('the practice’s guide: linked on every screen of /admin/, opens /admin/ayuda/ under the editor’s policy', async ({
  page,
  request,
}) => {
  const context = page.context();
  await recordViolations(context);
  await page.goto(`${siteOrigin}/admin/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const help = page
    .getByRole('navigation', { name: 'Ayuda' })
    .getByRole('link', { name: 'Ayuda (se abre en otra pestaña)' });
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(help, 'on the sign-in screen').toBeVisible();
  await openEditor(page, 'Consultorio: datos, horarios y cierres');
  await expect(help, 'in the editor').toBeVisible();

  // A click reaches the link (nothing of Decap's covers it) and opens the guide in a new tab.
  const [guide] = await Promise.all([context.waitForEvent('page'), help.click()]);
  await guide.waitForLoadState();
  expect(guide.url()).toBe(`${siteOrigin}/admin/ayuda/`);
  await expect(
    guide.getByRole('heading', { level: 1, name: 'Cómo actualizar tu sitio' }),
  ).toBeVisible();
  await expect(guide.getByText('Publicar.', { exact: true })).toBeVisible();
  await expect(guide.getByRole('link', { name: 'Ir al editor' })).toHaveAttribute(
    'href',
    '/admin/',
  );
  expect(
    await guide.evaluate(() => getComputedStyle(document.body).fontFamily),
    'its stylesheet applies',
  ).toMatch(/system-ui/);
  expect(
    await guide.evaluate(() => window.__cspViolations),
    'CSP violations on /admin/ayuda/',
  ).toEqual([]);
  const results = await new AxeBuilder({ page: guide })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  console.log(
    `axe /admin/ayuda/: ${results.violations.length} rules violated, ${results.passes.length} passed`,
  );
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.help}`),
    'axe on the guide',
  ).toEqual([]);
  await guide.setViewportSize({ width: 390, height: 844 });
  expect(
    await guide.evaluate(() => document.documentElement.scrollWidth),
    'no sideways scrolling at 390 px',
  ).toBeLessThanOrEqual(390);

  const response = await request.get(`${siteOrigin}/admin/ayuda/`);
  expect(response.status()).toBe(200);
  expect(response.headers()['x-robots-tag']).toContain('noindex');
  expect(response.headers()['content-security-policy']).toBe(
    `${ADMIN_CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  );
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(html, 'no script on the guide').not.toMatch(/<script/i);
});

/**
 * Decap's own markup, which no configuration of ours changes (axe-core 4.14 on Decap 3.16.3):
 * one grey-on-grey text (color-contrast), and a sign-in screen with no main landmark or h1
 * (landmark-one-main, page-has-heading-one, region). Any other rule failing fails the test: the
 * list items' icon-only buttons and drag handles are named by public/admin/editor.js.
 */
const DECAP_OWN_VIOLATIONS = new Set([
  'color-contrast',
  'region',
  'landmark-one-main',
  'page-has-heading-one',
]);

test('axe on /admin/: sign-in screen and the open editor', async ({ page }) => {
  const found: string[] = [];
  const scan = async (what: string) => {
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    for (const violation of results.violations) {
      console.log(
        `axe /admin/ ${what}: ${violation.id} (${violation.impact}) × ${violation.nodes.length}: ${violation.help}`,
      );
      found.push(violation.id);
    }
    console.log(
      `axe /admin/ ${what}: ${results.violations.length} rules violated, ${results.passes.length} passed`,
    );
  };
  await page.goto(`${siteOrigin}/admin/`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await scan('sign-in');
  await openEditor(page, 'Consultorio: datos, horarios y cierres');
  await expandItem(page, hospital.facility);
  // Every list item's icon buttons carry a Spanish name with the item's summary (editor.js).
  await expect(
    page.getByRole('button', { name: `Mostrar u ocultar «${hospital.facility}»` }),
  ).toBeVisible();
  const moveHospital = page.getByRole('button', { name: `Mover «${hospital.facility}»` });
  await expect(moveHospital).toBeVisible();
  const firstHours = hospital.openingHours[0]!;
  await expect(
    page
      .getByRole('button', {
        name: `Quitar «${hoursLine(firstHours)}»`,
      })
      .first(),
  ).toBeVisible();
  // react-select's chips ("Remove lunes" in Decap) are inside rows that stay collapsed here.
  await expect(
    page.getByRole('button', { name: 'Quitar lunes', includeHidden: true }).first(),
  ).toBeAttached();
  await expect(page.getByRole('button', { name: /^Remove /, includeHidden: true })).toHaveCount(0);
  await expect(moveHospital).toHaveAccessibleDescription(
    /^Para tomar el elemento, pulsa la barra espaciadora/,
  );
  await scan('editing the hours');
  // On a phone the editor follows the screen (public/admin/editor.css) instead of Decap's 800 px.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'no sideways scrolling at 390 px',
  ).toBeLessThanOrEqual(390);
  expect(
    [...new Set(found)].filter((id) => !DECAP_OWN_VIOLATIONS.has(id)),
    "violations beyond Decap's own markup",
  ).toEqual([]);
});

test('a rebuild from the edited files shows the new hours, the closure, the testimonial and the question', async () => {
  test.setTimeout(BUILD_BUDGET_MS);
  const rebuilt = build({ FACTS_DIR: path.join(repo, 'content') });
  expect(rebuilt.status, rebuilt.output.slice(-3000)).toBe(0);
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  // Times are wrapped in their own elements (so they never break inside): compare the text.
  const textOf = (html: string) => html.replace(/<[^>]+>/g, '');
  const hours = `${formatTime(newHours.opens)} – ${formatTime(newHours.closes)}`;
  const contact = read('contacto/index.html');
  expect(textOf(contact).includes(hours), `/contacto shows ${hours}`).toBe(true);
  expect(
    textOf(contact).includes(
      `${formatTime(changed.window.opens)} – ${formatTime(changed.window.closes)}`,
    ),
    'the old hours are gone',
  ).toBe(false);
  const footer = read('index.html').match(/<footer[\s\S]*<\/footer>/)?.[0] ?? '';
  expect(textOf(footer).includes(hours), 'the footer shows the new hospital hours').toBe(true);
  const jsonLd = JSON.stringify(
    JSON.parse(
      contact.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1]!,
    ),
  );
  expect(jsonLd).toContain(
    `"dayOfWeek":${JSON.stringify(changed.window.days.map((day) => SCHEMA_DAYS[day - 1]))},"opens":"${newHours.opens}","closes":"${newHours.closes}"`,
  );
  const home = read('index.html');
  expect(home.includes(testimonial.text), 'the home page shows the new testimonial').toBe(true);
  const servicePage = read(`servicios/${serviceSlug}/index.html`);
  const recovery = servicePage.match(/<section id="recuperacion"[\s\S]*?<\/section>/)?.[0] ?? '';
  expect(
    recovery.includes(recoveryAddition),
    'the service page shows the edited recovery text in its section',
  ).toBe(true);
  expect(home.includes(`${testimonial.name}`), 'with the patient name').toBe(true);
  const contactQuestions =
    contact.match(/<section id="preguntas-frecuentes"[\s\S]*?<\/section>/)?.[0] ?? '';
  expect(
    contactQuestions.includes(question.question) && contactQuestions.includes(question.answer),
    'the contact page shows the new question and its answer among its questions',
  ).toBe(true);
  expect(
    read('servicios/index.html').includes(question.question),
    'the services page, not chosen, does not',
  ).toBe(false);
});

test('the rebuilt site announces the closure: special opening hours in the JSON-LD and the notice', async () => {
  const contact = readFileSync(path.join(outDir, 'contacto', 'index.html'), 'utf8');
  const jsonLd =
    contact.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';
  expect(jsonLd).toContain('specialOpeningHoursSpecification');
  expect(jsonLd).toContain(`"validFrom":"${closure.starts}"`);
  expect(jsonLd).toContain(`"validThrough":"${closure.ends}"`);
  expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toContain(closure.note.es);
});

test('a hand-edited file with 25:00 fails the build, naming the file and the field', async () => {
  test.setTimeout(BUILD_BUDGET_MS);
  const broken = createRepository();
  try {
    const file = path.join(broken, 'content', 'consultorio.yml');
    const data = parse(readFileSync(file, 'utf8'));
    data.practices[0].openingHours[changed.index].closes = '25:00';
    writeFileSync(file, stringify(data));
    const run = build({ FACTS_DIR: path.join(broken, 'content') });
    expect(run.status).not.toBe(0);
    expect(run.output).toMatch(
      new RegExp(
        `(^|/)content/consultorio\\.yml: practices\\[0\\]\\.openingHours\\[${changed.index}\\]\\.closes: '25:00' no es una hora válida \\(HH:MM\\)`,
        'm',
      ),
    );
    // What the workflows read back from this output for the editor: the field and the file, once,
    // for the practice to fix.
    const failures = buildFailures(run.output);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({
      fixedBy: 'practice',
      file: expect.stringMatching(/(^|\/)content\/consultorio\.yml$/),
    });
    // …and where the editor shows it, in its own words: the place by its name, the hours as its list shows them.
    const { facility, openingHours } = data.practices[0];
    const hours = hoursLine({
      ...openingHours[changed.index],
      closes: '25:00',
    });
    const place = `Consultorios y horarios › ${facility} › Horarios de atención › ${hours} › Cierra`;
    expect(failures[0]!.sentence).toContain(
      `content/consultorio.yml: practices[0].openingHours[${changed.index}].closes: '25:00' no es una hora válida (HH:MM)`,
    );
    expect(failures[0]!.sentence.endsWith(` (en el editor: ${place})`)).toBe(true);
  } finally {
    removeRepository(broken);
  }
});
