/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ReactElement } from 'react';
import { parse, stringify } from 'yaml';
import { photoManifestFile } from '@/lib/photo-files.mjs';
import {
  DATE_PATTERN,
  EMAIL_PATTERN,
  HTTPS_URL_PATTERN,
  ID_PATTERN,
  INTERNATIONAL_PHONE_PATTERN,
  LICENCE_NUMBER_PATTERN,
  PATIENT_NAME_PATTERN,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  TIME_PATTERN,
} from '@/content/facts/schema';
import { completeService } from '@/content/facts/__fixtures__/string-fields';
import { editorFiles, servicesCollection } from '../decap-config';
import type { DecapField } from '../decap-fields';

/**
 * Everything the editor lets the practice add shows on the site. For every list of the editor's
 * generated configuration (lib/admin/decap-config.ts) that offers «Agregar», the test builds one
 * entry from the list's own fields (their patterns, selects and sizes), writes it into a copy of
 * the facts, and renders every page from that copy: the pages must differ from the pages of the
 * unchanged copy. A list whose entries would change nothing must not offer «Agregar».
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A value of each pattern the schema uses, for a text field that has one. */
const PATTERN_SAMPLES = new Map<string, () => string>([
  [DATE_PATTERN.source, () => nextDate()],
  [TIME_PATTERN.source, () => nextTime()],
  [PHONE_PATTERN.source, () => '+523110000001'],
  [INTERNATIONAL_PHONE_PATTERN.source, () => '+523110000002'],
  [ID_PATTERN.source, () => `prueba-${++counter}`],
  [HTTPS_URL_PATTERN.source, () => `https://ejemplo.mx/prueba-${++counter}`],
  [EMAIL_PATTERN.source, () => `prueba${++counter}@ejemplo.mx`],
  [PATIENT_NAME_PATTERN.source, () => 'Prudencia Q.'],
  [POSTAL_CODE_PATTERN.source, () => '63000'],
  [LICENCE_NUMBER_PATTERN.source, () => '1234567'],
]);

let counter = 0;
/** Times that follow each other, early in the morning: a new window opens before it closes. */
const nextTime = () => `00:${pad(++counter % 60)}`;
/** Days that follow each other from tomorrow: a new closure starts before it ends, and is announced. */
function nextDate(): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 1 + (++counter % 10));
  return date.toISOString().slice(0, 10);
}

/** One entry of a field, built from the field's own settings; optional fields are left out. */
function sample(field: DecapField): unknown {
  switch (field.widget) {
    case 'object':
      return Object.fromEntries(
        (field.fields ?? [])
          .filter((child) => child.required !== false)
          .map((child) => [child.name, sample(child)]),
      );
    case 'list': {
      const size = field.min ?? 0;
      const item = field.field ?? { name: 'x', label: 'x', widget: 'object', fields: field.fields };
      return Array.from({ length: size }, () => sample(item));
    }
    case 'select': {
      const first = field.options?.[0]?.value;
      if (first === undefined) throw new Error(`${field.name}: a select without options`);
      return field.multiple ? [first] : first;
    }
    case 'number':
      return field.min ?? 1;
    case 'boolean':
      return false;
    case 'datetime':
      return nextDate();
    case 'image':
      return `fotos/prueba-${++counter}.jpg`;
    case 'hidden':
      // An identifier: the editor makes it from the entry's name when it saves (public/admin/identifiers.js).
      return `prueba-${++counter}`;
    default: {
      const pattern = field.pattern?.[0];
      if (pattern && !pattern.startsWith('^[\\s\\S]{0,')) {
        const value = PATTERN_SAMPLES.get(pattern);
        if (!value) throw new Error(`${field.name}: no sample for the pattern ${pattern}`);
        return value();
      }
      return `Texto de prueba ${++counter}`;
    }
  }
}

type ListSite = {
  /** The data file, or a service's file, as the editor names the entry. */
  file: string;
  /** Where the list sits in the file's data (enclosing lists: their first entry). */
  path: (string | number)[];
  field: DecapField;
};

/** Every list of `fields` in `data` (each enclosing list by its first entry). */
function listSites(file: string, fields: DecapField[], data: unknown, at: (string | number)[]) {
  const sites: ListSite[] = [];
  const record = (data ?? {}) as Record<string, unknown>;
  for (const field of fields) {
    const here = [...at, field.name];
    const value = record[field.name];
    if (field.widget === 'list') {
      sites.push({ file, path: here, field });
      if (field.fields && Array.isArray(value) && value.length > 0)
        sites.push(...listSites(file, field.fields, value[0], [...here, 0]));
    } else if (field.widget === 'object' && field.fields) {
      sites.push(...listSites(file, field.fields, value, here));
    }
  }
  return sites;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;
const serviceName = 'cirugia-catarata.md';

/** The facts of the first test's copy, each file's data as the editor sees it. */
function readFacts(dir: string): Record<string, unknown> {
  const service = FRONT_MATTER.exec(
    readFileSync(path.join(dir, 'servicios', serviceName), 'utf8'),
  )!;
  return {
    ...Object.fromEntries(
      editorFiles.map((file) => [
        file.name,
        parse(readFileSync(path.join(dir, path.basename(file.file)), 'utf8')),
      ]),
    ),
    servicios: parse(service[1]!),
  };
}

function writeEntry(dir: string, site: ListSite, data: unknown) {
  if (site.file === 'servicios') {
    const file = path.join(dir, 'servicios', serviceName);
    const body = FRONT_MATTER.exec(readFileSync(file, 'utf8'))![2];
    writeFileSync(file, `---\n${stringify(data)}---\n${body}`);
    return;
  }
  const file = editorFiles.find((entry) => entry.name === site.file)!;
  writeFileSync(path.join(dir, path.basename(file.file)), stringify(data));
}

/**
 * A copy of the facts (data files and services) to change. The service the test edits gets a
 * complete English version of the fixture's when it has none, so that its English lists show on
 * its English page as its Spanish lists do on its Spanish page.
 */
function copyFacts(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'editor-lists-'));
  for (const file of editorFiles)
    cpSync(
      path.join('content', path.basename(file.file)),
      path.join(dir, path.basename(file.file)),
    );
  cpSync(path.join('content', 'servicios'), path.join(dir, 'servicios'), { recursive: true });
  const file = path.join(dir, 'servicios', serviceName);
  const [, front, body] = FRONT_MATTER.exec(readFileSync(file, 'utf8'))!;
  const data = parse(front!) as Record<string, unknown>;
  data.en ??= {
    ...(completeService(data).en as object),
    details: (data.details as string[]).map((_, index) => `Point ${index + 1}`),
  };
  writeFileSync(file, `---\n${stringify(data)}---\n${body}`);
  return dir;
}

type Page = (props: { params: Promise<{ slug: string }> }) => ReactElement | Promise<ReactElement>;

/** Every page of the site rendered from the facts in `dir`, with a stand-in for each processed photo. */
async function renderSite(dir: string): Promise<string> {
  process.env.FACTS_DIR = dir;
  process.env.NEXT_DIST_DIR = path.join(dir, 'out');
  let html = '';
  await jest.isolateModulesAsync(async () => {
    const { photoUses } = await import('@/content/photos');
    const entry = { name: 'x', width: 10, height: 10 };
    const manifest = photoManifestFile();
    mkdirSync(path.dirname(manifest), { recursive: true });
    writeFileSync(
      manifest,
      JSON.stringify({
        photos: Object.fromEntries(
          photoUses.map((use) => [
            use.key,
            { width: 10, height: 10, avif: [entry], webp: [entry], jpeg: entry },
          ]),
        ),
      }),
    );
    // The renderer from the same registry as the pages' React.
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { services } = await import('@/content/services');
    const servicePage = (await import('@/app/servicios/[slug]/page')).default as Page;
    const pages: [Page, string][] = [
      [(await import('@/app/page')).default as Page, ''],
      [(await import('@/app/contacto/page')).default as Page, ''],
      [(await import('@/app/servicios/page')).default as Page, ''],
      [(await import('@/app/sobre-mi/page')).default as Page, ''],
      ...services.map((service): [Page, string] => [servicePage, service.slug]),
    ];
    for (const [Page, slug] of pages)
      html += renderToStaticMarkup(await Page({ params: Promise.resolve({ slug }) }));
    // What the English pages show of the facts, in the words they show it with.
    const { servicesIn } = await import('@/content/services');
    const { servicesFaqIn, contactFaqIn } = await import('@/content/faqs');
    html += JSON.stringify([servicesIn.en, servicesFaqIn.en, contactFaqIn.en]);
    rmSync(manifest);
  });
  return html;
}

const before = copyFacts();
const facts = readFacts(before);
const sites = [
  ...editorFiles.flatMap((file) => listSites(file.name, file.fields, facts[file.name], [])),
  ...listSites('servicios', servicesCollection.fields, facts.servicios, []),
];
let baseline = '';

beforeAll(async () => {
  baseline = await renderSite(before);
});
afterAll(() => rmSync(before, { recursive: true, force: true }));

describe('an entry added to any list of the editor shows on the site', () => {
  it('finds the lists in the editor’s configuration', () => {
    expect(sites.filter((site) => site.field.allow_add !== false).length).toBeGreaterThan(5);
  });

  it.each(
    sites
      .filter((site) => site.field.allow_add !== false)
      .map((site) => [site.file, site.path.join('.'), site] as const),
  )('%s: %s', async (_file, _path, site) => {
    const data = structuredClone(facts[site.file]) as Record<string, unknown>;
    let list: unknown = data;
    // An enclosing object the file leaves out (a service's `en`) is made on the way.
    site.path.forEach((step, index) => {
      const last = index === site.path.length - 1;
      list = (list as Record<string | number, unknown>)[step] ??= last ? [] : {};
    });
    const entries = list as unknown[];
    // A list already at its size: the editor refuses another entry on save.
    if (site.field.max !== undefined && entries.length >= site.field.max) return;
    const item = site.field.field ?? {
      name: site.field.name,
      label: site.field.label,
      widget: 'object' as const,
      fields: site.field.fields,
    };
    entries.push(sample(item));
    const dir = copyFacts();
    try {
      writeEntry(dir, site, data);
      expect((await renderSite(dir)) === baseline).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
