import { expect, test, type Page } from '@playwright/test';
import { consultorio } from '../../content/facts/load';
import { hospitalPractice, practice, rehabilitationPractice } from '../../content/practice';
import { homeServices, serviceBySlug } from '../../content/services';
import { formatPhone } from '../../lib/phone-format';
import { LAPTOP } from './projects';
import { sampledPages } from './exported-pages';

/**
 * Where every call to action goes (the product's "where every button goes"), with the numbers,
 * names and services of the loaded facts. The generic well-formedness of every link, on every
 * page (new tab, no dead "#"), is links.spec.ts's and nojs.spec.ts's; this holds each button to
 * its destination. The destinations do not depend on the viewport: checked at 1280 px, where
 * every button is in view.
 */
const { phones } = consultorio;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MAIN_TEL = `tel:${phones.main}`;
const WA = new RegExp(`^https://wa\\.me/${phones.whatsapp.replace(/\D/g, '')}\\?text=[^\\s]+$`);
const MAPS = /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[^\s&]+$/;
const [firstLicence] = practice.doctor.licences;

type Cta = { name: string | RegExp; href: string | RegExp; scope?: string };

/** The sampled service pages, each with its own booking option. */
const serviceCtas: [string, Cta[]][] = sampledPages.flatMap(({ route }) => {
  const service = serviceBySlug(route.split('/')[2] ?? '');
  if (!service) return [];
  const book = service.formOption
    ? `/contacto/?servicio=${service.formOption}#agendar`
    : '/contacto/#agendar';
  return [
    [
      route,
      [
        { name: 'Agenda tu Consulta', href: book },
        { name: 'Llamar', href: MAIN_TEL, scope: 'main' },
      ],
    ],
  ];
});

const ctasByPage: [string, Cta[]][] = [
  [
    '/',
    [
      { name: 'Agenda tu Cita', href: '/contacto/#agendar', scope: 'main' },
      { name: 'Llama Ahora', href: MAIN_TEL },
      { name: 'Conoce Todos Nuestros Servicios', href: '/servicios/' },
      { name: /^Más Información: /, href: /^\/servicios\/[a-z0-9-]+\/$/ },
      {
        name: new RegExp(`^${firstLicence.number}`),
        href: practice.licenceRegistryUrl,
        scope: 'footer',
      },
    ],
  ],
  ...serviceCtas,
  ['/sobre-mi/', [{ name: 'Agenda tu Consulta', href: '/contacto/#agendar' }]],
  [
    '/servicios/',
    [
      { name: 'Agenda tu Consulta', href: '/contacto/#agendar' },
      { name: 'Llama para Cotizar', href: MAIN_TEL },
      { name: `Llamar: ${formatPhone(phones.main)}`, href: MAIN_TEL },
      { name: 'Agenda en Línea', href: '/contacto/#agendar' },
      { name: /^WhatsApp/, href: WA, scope: 'footer' },
      { name: 'Aviso de privacidad', href: '/aviso-de-privacidad/', scope: 'footer' },
    ],
  ],
  [
    '/contacto/',
    [
      { name: 'Llamar Ahora', href: MAIN_TEL },
      { name: /^WhatsApp/, href: WA, scope: 'main' },
      { name: /^Ver en Mapa: /, href: MAPS },
      {
        name: new RegExp(`^Llamar a ${escape(hospitalPractice.name)}`),
        href: `tel:${hospitalPractice.phone}`,
      },
      {
        name: new RegExp(`^Llamar a ${escape(rehabilitationPractice.name)}`),
        href: `tel:${rehabilitationPractice.phone}`,
      },
      { name: /^Guardar contacto/, href: '/contacto.vcf' },
    ],
  ],
];

const scoped = (page: Page, scope?: string) => (scope ? page.locator(scope) : page.locator('body'));

test.describe('calls to action', { tag: LAPTOP }, () => {
  for (const [path, ctas] of ctasByPage) {
    test(`${path}: each call to action goes where it says`, async ({ page }) => {
      await page.goto(path);
      for (const cta of ctas) {
        const links = scoped(page, cta.scope).getByRole('link', { name: cta.name });
        expect(await links.count(), `${path}: "${cta.name}"`).toBeGreaterThan(0);
        for (const href of await links.evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('href')),
        )) {
          if (typeof cta.href === 'string') expect(href, `${path}: "${cta.name}"`).toBe(cta.href);
          else expect(href, `${path}: "${cta.name}"`).toMatch(cta.href);
        }
      }
    });
  }

  test('"Más Información" opens each of the home’s services, and the booking anchor has its form', async ({
    page,
  }) => {
    await page.goto('/');
    const hrefs = await page
      .getByRole('link', { name: /^Más Información: / })
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')!));
    expect(hrefs).toHaveLength(homeServices.length);
    for (const href of hrefs) {
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
    }
    await page.goto('/contacto/#agendar');
    await expect(page.locator('#agendar form')).toHaveCount(1);
  });

  test('the vCard downloads with the practice details', async ({ page, request }) => {
    await page.goto('/contacto/');
    await expect(page.getByRole('link', { name: /^Guardar contacto/ })).toHaveAttribute(
      'download',
      '',
    );
    const response = await request.get('/contacto.vcf');
    expect(response.status()).toBe(200);
    const card = (await response.text()).replace(/\r\n /g, '');
    expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    const expected = [
      `FN:${practice.doctor.name}`,
      `TITLE:${practice.doctor.title}`,
      ...practice.practices.map((place) => `tel:${place.phone}`),
      `EMAIL;TYPE=work:${practice.email}`,
      ...practice.practices.map((place) => place.town),
      'URL:https://',
    ];
    for (const text of expected) expect(card).toContain(text);
  });
});
