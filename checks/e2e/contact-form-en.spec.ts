import { expect, test, type Page } from '@playwright/test';
import {
  contactFormGreetingIn,
  contactHeroIn,
  contactPageNoteIn,
  formFieldsIn,
  otherRoutesIn,
} from '../../content/contact';
import { vcardCountryIn } from '../../content/contact-card';
import { contactMessageLabels } from '../../content/contact-message';
import { draftTextIn } from '../../content/contact-draft';
import { formStatusIn } from '../../content/contact-status';
import { practice } from '../../content/practice';
import { SERVICE_OPTION_LABELS, serviceOptionsIn } from '../../content/service-options';
import { urgencyBannerIn } from '../../content/urgency';
import { PAGE_PATHS } from '../../lib/page-paths';
import { englishControls, englishFields, fillEnglishForm } from './helpers/contact-form-en';
import { toastRegion } from './helpers/contact-form';
import { waitForHydration } from './helpers/hydration';

const en = formFieldsIn('en');
const contactEn = PAGE_PATHS.contact.en;

/** The English contact page, default build: the form hands the message to WhatsApp. */
test.describe('the English contact page (WhatsApp build)', () => {
  test.skip(!!process.env.E2E_ENDPOINT_BUILD, 'the endpoint build has its own spec');

  test.beforeEach(async ({ context, page }) => {
    // No internet in tests: a popup to wa.me gets a stub page, its URL is what matters.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>wa.me</title>' }),
    );
    await page.goto(contactEn);
    await waitForHydration(page);
  });

  test('an empty submit names each missing field in English, and a wrong address as such', async ({
    page,
  }) => {
    const c = englishControls(page);
    let popups = 0;
    page.on('popup', () => (popups += 1));
    await c.submit.click();
    await expect(c.name).toBeFocused();
    for (const name of ['name', 'phone', 'email', 'message'] as const)
      expect(await c[name].evaluate((field: HTMLInputElement) => field.validationMessage)).toBe(
        en[name].invalid,
      );
    await c.email.fill('mary.example.com');
    await c.submit.click();
    expect(await c.email.evaluate((field: HTMLInputElement) => field.validationMessage)).toBe(
      en.email.invalid,
    );
    expect(popups).toBe(0);
  });

  test('sends through WhatsApp: an English toast, and a Spanish message that says the patient wrote in English', async ({
    page,
  }) => {
    await fillEnglishForm(page);
    const popup = page.waitForEvent('popup');
    await englishControls(page).submit.click();
    const url = new URL((await popup).url());
    expect(url.origin + url.pathname).toBe(
      `https://wa.me/${practice.phones.whatsapp.replace(/\D/g, '')}`,
    );
    const lines = (url.searchParams.get('text') ?? '').split('\n');
    const t = contactMessageLabels;
    expect(lines.slice(0, 2)).toEqual([contactPageNoteIn.en, contactFormGreetingIn.en]);
    expect(lines).toEqual(
      expect.arrayContaining([
        `${t.name}: ${englishFields.name}`,
        `${t.phone}: ${englishFields.phone}`,
        `${t.email}: ${englishFields.email}`,
        `${t.service}: ${SERVICE_OPTION_LABELS.catarata}`,
      ]),
    );
    expect(lines.at(-1)).toBe(englishFields.message);
    await expect(toastRegion(page)).toContainText(formStatusIn.en.whatsappOpened);
    await expect(toastRegion(page).getByRole('link', { name: practice.email })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('says in English that a draft is back, and clears it', async ({ page }) => {
    await fillEnglishForm(page);
    await page.reload();
    await waitForHydration(page);
    await expect(englishControls(page).name).toHaveValue(englishFields.name);
    const status = page.getByRole('status').filter({ hasText: draftTextIn.en.restored });
    await expect(status).toBeVisible();
    await page.getByRole('button', { name: draftTextIn.en.clearLabel }).click();
    await expect(
      page.getByRole('status').filter({ hasText: draftTextIn.en.cleared }),
    ).toBeVisible();
    await expect(englishControls(page).name).toHaveValue('');
  });

  test('reads in English around the form: hero, options, routes, urgency, privacy link, vCard', async ({
    page,
    request,
  }) => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText(contactHeroIn.en.title);
    const options = await englishControls(page)
      .service.locator('option:not([value=""])')
      .evaluateAll((nodes) =>
        nodes.map((node) => [(node as HTMLOptionElement).value, node.textContent]),
      );
    expect(options).toEqual(serviceOptionsIn('en').map((option) => [option.value, option.label]));
    await expect(englishControls(page).phone).toHaveAttribute('placeholder', /^\+52 \d{3} /);
    await expect(
      page.getByRole('heading', { name: urgencyBannerIn.en.title, exact: true }),
    ).toBeVisible();
    await expect(page.locator('#aviso-formulario').getByRole('link').first()).toHaveAttribute(
      'href',
      PAGE_PATHS.privacy.en,
    );
    const routes = page.getByRole('complementary', { name: otherRoutesIn.en.title });
    const vcard = routes.getByRole('link', { name: otherRoutesIn.en.saveContact });
    const href = await vcard.getAttribute('href');
    expect(href).toBe('/en/contact.vcf');
    const card = await (await request.get(href!)).text();
    expect(card).toContain(`;${vcardCountryIn.en}\r\n`);
    expect(card).toContain(`EMAIL;TYPE=work:${practice.email}`);
  });
});

/** The page's client scripts, the form's lazy ones too: loaded by focusing and typing into the form. */
async function formScripts(page: Page, path: string, type: (page: Page) => Promise<void>) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(path);
  await waitForHydration(page);
  await type(page);
  await page.waitForLoadState('networkidle');
  return (await Promise.all(bodies)).join('\n');
}

/**
 * The scripts hold every one of `present` (the form's lazy code did load, its Spanish message labels
 * written as they are, not escaped) and none of `absent`. Named, not printed: they are long.
 */
function expectWords(scripts: string, present: string[], absent: string[]) {
  expect(present.filter((words) => !scripts.includes(words))).toEqual([]);
  expect(absent.filter((words) => scripts.includes(words))).toEqual([]);
}

test.describe("each page's scripts carry its own language's words only", () => {
  test.skip(!!process.env.E2E_ENDPOINT_BUILD, 'the endpoint build has its own spec');

  const spanishOnly = [
    formStatusIn.es.whatsappOpened,
    draftTextIn.es.restored,
    formFieldsIn('es').name.invalid!,
  ];
  const englishOnly = [
    formStatusIn.en.whatsappOpened,
    draftTextIn.en.restored,
    en.name.invalid!,
    serviceOptionsIn('en')[0]!.label,
  ];

  test('the English page', async ({ page }) => {
    const scripts = await formScripts(page, contactEn, (page) =>
      englishControls(page).name.fill('Mary'),
    );
    expectWords(scripts, [SERVICE_OPTION_LABELS.catarata], spanishOnly);
  });

  test('the Spanish page', async ({ page }) => {
    const scripts = await formScripts(page, PAGE_PATHS.contact.es, (page) =>
      page.getByRole('textbox', { name: formFieldsIn('es').name.label, exact: true }).fill('Ana'),
    );
    expectWords(scripts, [SERVICE_OPTION_LABELS.catarata], englishOnly);
  });
});
