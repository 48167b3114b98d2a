import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  NOT_FOUND_PROBES,
  SAMPLED_SERVICE_PAGES,
  BUDGET_PAGES,
  budgetRoutes,
  isNotFoundRoute,
  sampledServiceRoutes,
  sitePages,
  withSampledServicePages,
} from '../site-pages.mjs';

const pages = (...routes: string[]) => routes.map((route) => ({ route }));
const { es, en } = SAMPLED_SERVICE_PAGES;

describe('the sampled service pages', () => {
  it('are the chosen ones of each language when the export has them, and every other page stays', () => {
    const all = pages(
      '/',
      '/servicios/',
      '/servicios/a/',
      ...es,
      '/servicios/z/',
      '/en/',
      '/en/services/',
      '/en/services/a/',
      ...en,
    );
    expect(sampledServiceRoutes(all)).toEqual([...es, ...en]);
    expect(withSampledServicePages(all).map(({ route }) => route)).toEqual([
      '/',
      '/servicios/',
      ...es,
      '/en/',
      '/en/services/',
      ...en,
    ]);
  });

  it('take the first other service page of the same language in place of one the practice hid or renamed', () => {
    expect(
      sampledServiceRoutes(
        pages('/servicios/', '/servicios/a/', es[1]!, '/servicios/z/', '/en/services/b/'),
      ),
    ).toEqual([es[1], '/servicios/a/', '/en/services/b/']);
    expect(sampledServiceRoutes(pages('/servicios/b/', '/servicios/c/', '/servicios/d/'))).toEqual([
      '/servicios/b/',
      '/servicios/c/',
    ]);
    expect(sampledServiceRoutes(pages('/servicios/b/'))).toEqual(['/servicios/b/']);
  });
});

describe('the pages of an export', () => {
  let outDir: string;
  beforeAll(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'site-pages-'));
    for (const file of [
      'index.html',
      '404.html',
      '404/index.html',
      '_not-found/index.html',
      'servicios/index.html',
      'en/index.html',
      'en/404/index.html',
      'en/404.html',
    ]) {
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      writeFileSync(path.join(outDir, file), '<!doctype html>');
    }
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('reach each language 404 through a missing path of that language, once, last', () => {
    expect(sitePages(outDir)).toEqual([
      { route: '/', file: 'index.html' },
      { route: '/en/', file: 'en/index.html' },
      { route: '/servicios/', file: 'servicios/index.html' },
      { route: NOT_FOUND_PROBES.en, file: 'en/404/index.html' },
      { route: NOT_FOUND_PROBES.es, file: '404.html' },
    ]);
    expect(NOT_FOUND_PROBES.en.startsWith('/en/')).toBe(true);
    expect(Object.values(NOT_FOUND_PROBES).every(isNotFoundRoute)).toBe(true);
    expect(isNotFoundRoute('/en/')).toBe(false);
  });
});

describe('the pages the page-load budgets measure', () => {
  it('are the Spanish top pages and the English sample', () => {
    const all = pages(...BUDGET_PAGES.es, ...BUDGET_PAGES.en, '/en/about/', ...es, ...en);
    expect(budgetRoutes(all)).toEqual([...BUDGET_PAGES.es, ...BUDGET_PAGES.en]);
    expect(BUDGET_PAGES.en.every((route) => route.startsWith('/en/'))).toBe(true);
  });

  it('leave out the English pages an export does not have (a practice without English)', () => {
    expect(budgetRoutes(pages(...BUDGET_PAGES.es, ...es))).toEqual(BUDGET_PAGES.es);
  });
});
