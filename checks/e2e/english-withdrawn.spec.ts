import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { withdrawnEnglishService } from '../withdrawn-english.mjs';
import { CONTENT_STATUS_FILE } from '../../build/postbuild/host-configs.mjs';
import { absoluteUrl } from '../../lib/urls';

/**
 * A service whose English the practice removes, as the variant build (checks/variant-build.mjs)
 * removes one: its English page leaves the site, the sitemap and both pages' language links; the
 * build names it in one Spanish sentence; every other page, in both languages, is still built.
 * The service and its words come from the practice's own service file.
 */
const exportDir = process.env.NEXT_DIST_DIR ?? 'out-variant';
const slug = withdrawnEnglishService();
const front = parse(
  /^---\n([\s\S]*?)\n---\n/.exec(
    readFileSync(path.join('content', 'servicios', `${slug}.md`), 'utf8'),
  )![1]!,
) as { title: string; en: { slug: string } };
const spanishPath = `/servicios/${slug}/`;
const englishPath = `/en/services/${front.en.slug}/`;

test('the service without its English has no English page, in the site or the sitemap', async ({
  request,
}) => {
  expect((await request.get(englishPath)).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain(absoluteUrl(englishPath));
  const entry = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map((match) => match[1]!)
    .find((url) => url.includes(`<loc>${absoluteUrl(spanishPath)}</loc>`));
  expect(entry, `${spanishPath} stays in the sitemap`).toBeDefined();
  expect(entry).not.toContain('xhtml:link');
});

test('its Spanish page names no English twin, and no English page links to it', async ({
  request,
}) => {
  const spanish = await (await request.get(spanishPath)).text();
  expect(spanish).not.toMatch(/hrefLang="en"/i);
  expect(spanish).not.toContain(englishPath);
  const services = await request.get('/en/services/');
  expect(services.status()).toBe(200);
  expect(await services.text()).not.toContain(englishPath);
});

test('the build names it in one Spanish sentence, and the other English pages are built', async ({
  request,
}) => {
  const status = JSON.parse(readFileSync(path.join(exportDir, CONTENT_STATUS_FILE), 'utf8')) as {
    englishSite: boolean;
    englishGaps: string[];
  };
  expect(status.englishSite).toBe(true);
  expect(status.englishGaps).toEqual([
    `La página en inglés de "${front.title}" no se publica: falta Versión en inglés.`,
  ]);
  for (const route of ['/en/', '/en/about/', '/en/services/', '/en/contact/'])
    expect((await request.get(route)).status(), route).toBe(200);
});
