/** @jest-environment node */
// The practice's guide (docs/guia-del-editor.md) names the editor's controls as the editor shows
// them. Every «…» quotation in it is one of:
// - a label of the editor's configuration (lib/admin/decap-config.ts: collections, files, fields,
//   choices), or a text Decap shows with it in Spanish (its locale, public/admin/editor-locale.js,
//   and the names public/admin/editor.js gives: "＋ Servicio", "Agregar cierre");
// - a sentence of the status bar (public/admin/publish-status/), the editor's page or its question
//   before a list item is removed (public/admin/list-delete.js), where each
//   piece between "…" and example times is written in those modules;
// - one of the few example values below.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decapConfig } from '@/lib/admin/decap-config';
import type { DecapField } from '@/lib/admin/decap-fields';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const GUIDE = 'docs/guia-del-editor.md';

/** Quotations that name no control: example values the practice sees in a list or types. */
const EXAMPLES: Record<string, string> = {
  'lun a vie, 09:00 a 17:00':
    'an entry of «Horarios de atención» as its list shows it (content/facts/list-summary.mjs), with example days and hours',
  '¿Borrar este testimonio?':
    "the question public/admin/list-delete.js asks before a list item is removed, for a testimonial (its list's «Agregar testimonio»)",
};

/**
 * Decap's Spanish phrases this editor never shows: the GitHub backend's button is loginWithGitHub
 * (not the bare "Iniciar sesión"), no other backend is configured, and the editorial workflow is
 * off (publish_mode: simple).
 */
const NOT_SHOWN = [/^auth\.login$/, /^auth\.loginWith(?!GitHub$)/, /^workflow\./];

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The editor's Mexican Spanish for Decap (public/admin/editor-locale.js): key path → phrase. */
function decapPhrases(): Map<string, string> {
  const registered: Record<string, object> = {};
  const CMS = { registerLocale: (name: string, locale: object) => (registered[name] = locale) };
  // The script's second part watches the page; here it is empty.
  const Observer = class {
    observe() {}
  };
  const emptyPage = { getElementById: () => null, querySelectorAll: () => [], documentElement: {} };
  new Function('window', 'MutationObserver', 'document', read('public/admin/editor-locale.js'))(
    { CMS },
    Observer,
    emptyPage,
  );
  const phrases = new Map<string, string>();
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') phrases.set(`${prefix}${key}`, value);
      else walk(value as object, `${prefix}${key}.`);
    }
  };
  walk(registered.es!, '');
  return phrases;
}

/** The string literals of a module, each template literal cut at its ${…} into pieces. */
function literalPieces(source: string): string[] {
  const pieces: string[] = [];
  for (const match of source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
    if (match[1] !== undefined) pieces.push(match[1]);
    else pieces.push(...match[2]!.split(/\$\{(?:[^{}]|\{[^{}]*\})*\}/));
  }
  return pieces.map(normalize).filter(Boolean);
}

/** Every label of the editor's configuration, and what Decap composes from them. */
function configurationLabels(addTemplate: string, newTemplate: string): Set<string> {
  const labels = new Set<string>();
  const fromField = (field: DecapField) => {
    labels.add(field.label);
    for (const option of field.options ?? []) labels.add(option.label);
    if (field.widget === 'list') {
      // Decap's list names its button with the singular label in lower case (ListControl).
      const singular = field.label_singular ?? field.field?.label ?? field.label;
      labels.add(addTemplate.replace('%{item}', singular.toLowerCase()));
    }
    for (const child of [...(field.fields ?? []), ...(field.field ? [field.field] : [])])
      fromField(child);
  };
  for (const collection of decapConfig.collections) {
    labels.add(collection.label);
    if ('files' in collection) {
      for (const entry of collection.files) {
        labels.add(entry.label);
        entry.fields.forEach(fromField);
      }
    } else {
      labels.add(newTemplate.replace('%{collectionLabel}', collection.label_singular));
      collection.fields.forEach(fromField);
    }
  }
  return labels;
}

/**
 * The editor's own texts: the status bar's modules and the data the build writes for them
 * (lib/admin/publish-status.ts: the developer's contact links), the editor's page and its script.
 */
function editorPieces(): string[] {
  const folder = 'public/admin/publish-status';
  const modules = readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.js'));
  return [
    ...modules.flatMap((name) => literalPieces(read(`${folder}/${name}`))),
    ...literalPieces(read('lib/admin/publish-status.ts')),
    // The editor's page: the text between its tags ("Ayuda").
    ...[...read('build/postbuild/steps/10-admin-editor.mjs').matchAll(/>([^<>${}]+)</g)].map(
      (match) => normalize(match[1]!),
    ),
    ...literalPieces(read('public/admin/editor.js')),
    ...literalPieces(read('public/admin/list-delete.js')),
  ];
}

/** Example times and durations in a quoted status sentence ("a las 10:42", "hace 2 min", "15 min"). */
const EXAMPLE_TIME = /(?:(?:a las|de las|hace) )?\d{1,2}:\d{2}|(?:hace )?\d+ min/g;

/** The pieces of a quoted sentence to find in the editor's texts: what is left between "…" and example times. */
const sentencePieces = (quote: string) =>
  quote
    .split('…')
    .flatMap((part) => part.split(EXAMPLE_TIME))
    .map((piece) => piece.replace(/^[\s.,;:()]+|[\s.,;:()]+$/g, ''))
    .filter((piece) => piece.length >= 3);

const quotations = [...read(GUIDE).matchAll(/«([^«»]+)»/g)].map((match) => normalize(match[1]!));
const phrases = decapPhrases();
const shown = [...phrases].filter(([key]) => !NOT_SHOWN.some((pattern) => pattern.test(key)));
const addTemplate = phrases.get('editor.editorWidgets.list.add')!;
const labels = new Set([
  ...configurationLabels(addTemplate, phrases.get('collection.collectionTop.newButton')!),
  ...shown.map(([, phrase]) => normalize(phrase)),
]);
const pieces = editorPieces();

/** Why a quotation is not what the editor shows, or null when it is. */
function problemOf(quote: string): string | null {
  if (labels.has(quote) || quote in EXAMPLES) return null;
  const checked = sentencePieces(quote);
  if (checked.length === 0) return 'is no label of the editor';
  const missing = checked.filter((piece) => !pieces.some((text) => text.includes(piece)));
  return missing.length
    ? `is no label, and the editor never writes ${missing.map((piece) => `"${piece}"`).join(', ')}`
    : null;
}

describe(`the quotations of ${GUIDE}`, () => {
  it('are many: the guide names the editor by its labels', () => {
    expect(quotations.length).toBeGreaterThan(40);
  });

  it('each name a label the editor shows, a sentence it writes, or a listed example', () => {
    const wrong = quotations
      .map((quote) => [quote, problemOf(quote)])
      .filter(([, problem]) => problem);
    expect(wrong).toEqual([]);
  });

  it('would refuse what the editor does not show', () => {
    expect(problemOf('Iniciar sesión')).not.toBeNull();
    expect(problemOf('Nuevo Servicio')).not.toBeNull();
    expect(problemOf('Horario 1')).not.toBeNull();
    expect(problemOf('la del consultorio')).not.toBeNull();
    expect(problemOf('Tu cambio de las 10:40 no se publicó: la caché del CDN')).not.toBeNull();
    // …and takes what it does show.
    expect(problemOf('＋ Servicio')).toBeNull();
    expect(problemOf('Iniciar sesión con GitHub')).toBeNull();
    expect(problemOf('Agregar cierre')).toBeNull();
  });

  it('keeps every listed example in use', () => {
    expect(Object.keys(EXAMPLES).filter((example) => !quotations.includes(example))).toEqual([]);
  });
});
