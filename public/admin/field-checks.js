// @ts-check
// The editor's checks of the rules that span fields, before each save: the build's own rules
// (/admin/field-rules.js is content/facts/field-rules.mjs) at the places the build's schemas apply
// them (/admin/field-rules.json, lib/admin/field-rule-sites.ts). A value the build would refuse is
// refused here first: the save stops, and the editor says which field and why, in Spanish.
// Loaded by editor.js; ruleProblems is pure, for its unit test.

/**
 * @typedef {import('../../lib/admin/field-rule-sites').FieldRuleSites} FieldRuleSites
 * @typedef {import('../../lib/admin/field-rule-sites').RuleSite} RuleSite
 * @typedef {import('../../lib/admin/field-rule-sites').SiteStep} SiteStep
 * @typedef {import('../../lib/admin/field-rule-sites').EntryName} EntryName
 * @typedef {(value: unknown) => { path: (string | number)[], message: string }[]} Rule
 * @typedef {typeof import('../../content/facts/list-summary.mjs').fillSummary} FillSummary
 */

/** @param {unknown} value @returns {Record<string, unknown> | null} */
const recordOf = (value) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? /** @type {Record<string, unknown>} */ (value)
    : null;

/**
 * The line the editor's list shows for one entry (as content/facts/editor-place.ts names it).
 * @param {EntryName} name
 * @param {unknown} value
 * @param {number} index
 * @param {FillSummary} fillSummary
 */
function entryLine(name, value, index, fillSummary) {
  const record = recordOf(value);
  const line = name.summary
    ? fillSummary(
        name.summary,
        record ?? {},
        (field, option) => name.options?.[field]?.[String(option)],
      )
    : record && name.first
      ? String(record[name.first] ?? '')
      : '';
  return line || `${name.label} ${index + 1}`.trim();
}

/**
 * Every value a site reaches in the entry's data, with the editor's names of the steps to it.
 * @param {unknown} data
 * @param {SiteStep[]} steps
 * @param {FillSummary} fillSummary
 * @returns {{ value: unknown, place: string[] }[]}
 */
function reach(data, steps, fillSummary) {
  /** @type {{ value: unknown, place: string[] }[]} */
  let found = [{ value: data, place: [] }];
  for (const step of steps) {
    found = found.flatMap(({ value, place }) => {
      if ('key' in step) {
        const record = recordOf(value);
        return record ? [{ value: record[step.key], place: [...place, step.label] }] : [];
      }
      return Array.isArray(value)
        ? value.map((item, index) => ({
            value: item,
            place: [...place, entryLine(step.each, item, index, fillSummary)],
          }))
        : [];
    });
  }
  return found;
}

/**
 * The editor's sentence for each value of `data` that a rule refuses: "Consultorios y horarios ›
 * Hospital Central › Horarios de atención › 09:00 a 08:00 › Cierra: la hora de apertura debe
 * ser anterior a la de cierre."
 * @param {RuleSite[]} sites
 * @param {Record<string, Rule>} rules
 * @param {FillSummary} fillSummary
 * @param {unknown} data
 * @returns {string[]}
 */
export function ruleProblems(sites, rules, fillSummary, data) {
  return sites.flatMap((site) =>
    reach(data, site.steps, fillSummary).flatMap(({ value, place }) =>
      (rules[site.rule]?.(value) ?? []).map((problem) => {
        const names = problem.path.map((part) =>
          typeof part === 'number' && site.entry && Array.isArray(value)
            ? entryLine(site.entry, value[part], part, fillSummary)
            : (site.fields[String(part)] ?? String(part)),
        );
        return `${[...place, ...names].join(' › ')}: ${problem.message}.`;
      }),
    ),
  );
}

/** A refused save: Decap shows it as "No se ha podido guardar la entrada: <this text>". */
export class FieldRuleRefusal extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join(' '));
    this.name = 'FieldRuleRefusal';
  }

  toString() {
    return this.message;
  }
}

/** The refusal when the rules did not load with the editor (a lost connection). */
export const UNCHECKED =
  'El editor no pudo cargar sus reglas para revisar este cambio. Recarga la página e inténtalo de nuevo; lo que escribiste sigue en esta página hasta que la recargues.';

/**
 * The sites of the entry being saved: its data file's, or its folder collection's.
 * @param {FieldRuleSites} sites
 * @param {{ get(key: string): unknown }} entry
 */
export function entrySites(sites, entry) {
  const collection = String(entry.get('collection') ?? '');
  return sites.folders[collection] ?? sites.files[String(entry.get('slug') ?? '')] ?? [];
}

/**
 * Registers the check on every save. The rules and their sites load once, with the editor.
 * @param {{ registerEventListener(listener: { name: string, handler: (event: any) => unknown }): void }} cms
 */
export function registerFieldChecks(cms) {
  // Written by the build beside this file (build/postbuild/editor-files.mjs's EDITOR_SHARED_MODULES, and
  // app/admin/field-rules.json/route.ts).
  const here = (/** @type {string} */ name) => `/admin/${name}`;
  const loaded = Promise.all([
    import(here('field-rules.js')),
    import(here('list-summary.js')),
    fetch(here('field-rules.json')).then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`${response.status}`)),
    ),
  ]);
  // A failure to load is the save's to report (below), not an error of the page.
  loaded.catch(() => {});
  cms.registerEventListener({
    name: 'preSave',
    handler: async (event) => {
      // Without its rules the editor cannot tell whether the build would refuse the save.
      const [{ FIELD_RULES }, { fillSummary }, sites] = await loaded.catch(() => {
        throw new FieldRuleRefusal([UNCHECKED]);
      });
      const entry = event.entry;
      const problems = ruleProblems(
        entrySites(sites, entry),
        FIELD_RULES,
        fillSummary,
        entry.get('data').toJS(),
      );
      if (problems.length > 0) throw new FieldRuleRefusal(problems);
      return undefined;
    },
  });
}
