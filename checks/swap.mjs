// The swap test: the site built from a second fictional practice in another state
// (checks/e2e/fixtures/otra-practica, with photos: the export photos checks too, built once for both
// by checks/other-practice-export.mjs), then asserts that no string of the first practice (the
// practice's own data files in content/, whatever they hold) is left in any text file of that
// export the practice's data can reach. A fact written in code instead of the data files shows up
// here. Vendored files (the editor's Decap CMS bundle, copied byte for byte from node_modules) are
// no file the data reaches: a number of the practice's (a postal code such as 80000) may be in
// them by chance, and the suite must pass for any practice.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse } from 'yaml';
import { OTHER_PRACTICE_EXPORT } from './other-practice-paths.mjs';

const fixture = 'checks/e2e/fixtures/otra-practica';
const outDir = OTHER_PRACTICE_EXPORT;
const TEXT =
  /\.(html|txt|xml|json|webmanifest|vcf|js|css|svg|ico)$|^(robots\.txt|_headers|\.htaccess)$/;

/**
 * A word of the facts as its texts: both halves of one written in two languages ({ es, en }), the
 * word itself otherwise.
 * @param {unknown} value
 * @returns {unknown[]}
 */
const halves = (value) =>
  value && typeof value === 'object' && 'es' in value
    ? [/** @type {{ es: unknown }} */ (value).es, /** @type {{ en?: unknown }} */ (value).en]
    : [value];

/** Every way a practice's facts can appear in text: names, places, numbers in each format. */
export function identifyingStrings(facts, testimonials = []) {
  const national = (phone) => phone.replace(/^\+52/, '');
  const phones = Object.values(facts.phones).concat(facts.practices.map((place) => place.phone));
  return [
    facts.brand,
    facts.doctor.name,
    facts.doctor.shortName,
    new URL(facts.siteUrl).host,
    facts.email,
    facts.region.state,
    ...halves(facts.doctor.societies.state.name),
    ...facts.doctor.qualifications.flatMap((q) =>
      [q.licence.number, q.institution, q.trainingSite].filter(Boolean),
    ),
    facts.doctor.boardCertification.number,
    ...facts.practices.flatMap((place) =>
      [
        place.facility,
        ...halves(place.suite),
        place.address.street,
        place.address.town,
        place.address.postalCode,
      ].filter(Boolean),
    ),
    ...phones.flatMap((phone) => [
      phone,
      phone.replace(/\D/g, ''),
      national(phone),
      `${national(phone).slice(0, 3)} ${national(phone).slice(3, 6)} ${national(phone).slice(6)}`,
    ]),
    ...testimonials.map((item) => item.name),
    // The developer the editor offers to write to (/admin/publish-status.json).
    ...(facts.developer
      ? [
          facts.developer.name,
          facts.developer.email,
          facts.developer.whatsapp,
          facts.developer.whatsapp?.replace(/\D/g, ''),
        ]
      : []),
  ].filter((value, index, all) => value && all.indexOf(value) === index);
}

/**
 * The first practice's strings to look for in the second's export: all but those that are the
 * second practice's too (two practices may share a state, a university, a patient's first name
 * and initial, or be the same practice), which belong in its export: a string its data files
 * hold, or one of its own identifying strings (a phone written as the pages write it).
 * @param {string[]} first identifyingStrings of the first practice
 * @param {string} secondFiles the text of the second practice's data files
 * @param {string[]} [second] identifyingStrings of the second practice
 */
export function stringsToFind(first, secondFiles, second = []) {
  return first.filter((value) => !secondFiles.includes(value) && !second.includes(value));
}

/** The folder the editor's bundle is copied from (build/postbuild/steps/10-admin-editor.mjs). */
const VENDOR_DIRS = [
  path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js')),
];

/**
 * Whether a file of the export is a vendored one: a byte-for-byte copy of the file of the same
 * name in a vendor folder.
 * @param {string} file
 * @param {string[]} [vendorDirs]
 */
export function isVendored(file, vendorDirs = VENDOR_DIRS) {
  const bytes = readFileSync(file);
  return vendorDirs.some((dir) => {
    const original = path.join(dir, path.basename(file));
    try {
      return statSync(original).size === bytes.length && readFileSync(original).equals(bytes);
    } catch {
      return false;
    }
  });
}

/** The text files of an export the practice's data can reach: all but vendored ones. */
function* textFiles(dir, vendorDirs = VENDOR_DIRS) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* textFiles(file, vendorDirs);
    else if (TEXT.test(name) && !isVendored(file, vendorDirs)) yield file;
  }
}

/**
 * A number of the practice's (a postal code, a licence, a phone's digits) as a whole value, as
 * the data puts it in a page, a URL or a JSON string: not next to a letter, a digit or "_", not
 * part of a decimal ("1.80000"), and not in code's escapes, hex colours or arrays ("\\u{80000}",
 * "#80000", "[80000"). A URL-encoded separator before it ("%2080000") counts as a boundary.
 * @param {string} digits
 */
export const wholeNumber = (digits) =>
  new RegExp(
    `(?:(?<![\\w{[#\\\\$])(?<!\\d[.,])|(?<=%[0-9A-Fa-f]{2}))${digits}(?![\\w}\\]])(?![.,]\\d)`,
  );

/** The strings found in a text, as written, JSON-escaped or URL-encoded; digit strings only as whole numbers (wholeNumber). */
export function stringsIn(text, strings) {
  const ascii = (value) =>
    value.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const forms = (value) => [
    value,
    JSON.stringify(value).slice(1, -1),
    ascii(value),
    encodeURIComponent(value),
    encodeURIComponent(value).replace(/%20/g, '+'),
  ];
  const found = (form) => (/^\d+$/.test(form) ? wholeNumber(form).test(text) : text.includes(form));
  return strings.filter((value) => forms(value).some(found));
}

/**
 * Finds each string in every text file of the export the practice's data can reach.
 * @param {string} dir
 * @param {string[]} strings
 * @param {string[]} [vendorDirs]
 */
export function findLeftovers(dir, strings, vendorDirs = VENDOR_DIRS) {
  const found = [];
  for (const file of textFiles(dir, vendorDirs)) {
    const text = readFileSync(file, 'utf8');
    for (const value of stringsIn(text, strings)) found.push({ file, value });
  }
  return found;
}

const FACT_FILES = ['consultorio.yml', 'testimonios.yml', 'preguntas.yml'];

if (import.meta.url === `file://${process.argv[1]}`) {
  const first = parse(readFileSync('content/consultorio.yml', 'utf8'));
  const firstTestimonials =
    parse(readFileSync('content/testimonios.yml', 'utf8')).testimonials ?? [];
  const second = parse(readFileSync(path.join(fixture, 'consultorio.yml'), 'utf8'));
  const secondTestimonials =
    parse(readFileSync(path.join(fixture, 'testimonios.yml'), 'utf8')).testimonials ?? [];
  const secondFiles = FACT_FILES.map((name) => readFileSync(path.join(fixture, name), 'utf8')).join(
    '\n',
  );
  execFileSync(process.execPath, ['checks/other-practice-export.mjs'], { stdio: 'inherit' });
  const all = identifyingStrings(first, firstTestimonials);
  const strings = stringsToFind(all, secondFiles, identifyingStrings(second, secondTestimonials));
  const shared = all.filter((value) => !strings.includes(value));
  if (shared.length > 0)
    console.log(
      `swap: also in the second practice's files, so not looked for: ${shared.map((value) => `"${value}"`).join(', ')}`,
    );
  const leftovers = findLeftovers(outDir, strings);
  // The build must really have used the second practice.
  const expected = [
    second.doctor.name,
    second.practices[0].address.town,
    second.practices[1].address.town,
    second.region.state,
  ];
  const missing = expected.filter((value) => findLeftovers(outDir, [value]).length === 0);
  console.log(`swap: ${strings.length} strings of the first practice looked for in ${outDir}/`);
  for (const { file, value } of leftovers)
    console.log(`  ✗ "${value}" in ${path.relative(outDir, file)}`);
  for (const value of missing)
    console.log(`  ✗ the second practice's "${value}" is not in the export`);
  const failed = (leftovers.length > 0 ? 1 : 0) + (missing.length > 0 ? 1 : 0);
  console.log(`swap: ${2 - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
