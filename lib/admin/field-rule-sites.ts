import { z } from 'zod';
import { editorFields } from '@/content/facts/editor-fields';
import { unwrap, type SchemaNode } from '@/content/facts/editor-place';
import type { RuleName } from '@/content/facts/field-rules.mjs';
import { consultorioSchema, preguntasSchema, testimoniosSchema } from '@/content/facts/schema';
import { serviceFrontMatterSchema } from '@/content/facts/service-schema';

/**
 * Where the editor runs each rule that spans fields (content/facts/field-rules.mjs) before a save:
 * found in the schemas the build checks, by the rule each withRule(…) leaves in the field's
 * metadata, so the editor checks exactly what the build checks. Written at build time as
 * /admin/field-rules.json (app/admin/field-rules.json/route.ts) for public/admin/field-checks.js.
 */

/**
 * How the editor names an entry of a list: its summary filled in (with the labels its selects show
 * for the `opcion` filter), else its first field, else its label and number.
 */
export type EntryName = {
  label: string;
  summary?: string;
  first?: string;
  options?: Record<string, Record<string, string>>;
};

/** One step from an entry's data to a value: a field by its key, or every entry of a list. */
export type SiteStep = { key: string; label: string } | { each: EntryName };

export type RuleSite = {
  rule: RuleName;
  steps: SiteStep[];
  /** For a rule over a list: how its entries are named (a problem's path starts at one). */
  entry?: EntryName;
  /** The labels of the value's fields (of its entries' fields, for a list), which a problem names. */
  fields: Record<string, string>;
};

/** The rules' sites of each data file (by the editor's file name) and of each folder collection. */
export type FieldRuleSites = {
  files: Record<string, RuleSite[]>;
  folders: Record<string, RuleSite[]>;
};

type Node = SchemaNode;

/** The labels the summary's `opcion` fields show, by value: the only choices a line names. */
const optionLabels = (item: Node, summary = ''): Record<string, Record<string, string>> =>
  Object.fromEntries(
    Object.entries(item.properties ?? {}).flatMap(([key, child]) => {
      const options = unwrap(child).options;
      const named = new RegExp(`fields\\.${key}\\s*\\|[^}]*\\bopcion\\b`).test(summary);
      return options && named
        ? [[key, Object.fromEntries(options.map((choice) => [String(choice.value), choice.label]))]]
        : [];
    }),
  );

function entryName(list: Node, item: Node): EntryName {
  const summary = list.summary ?? item.summary;
  const first = Object.keys(item.properties ?? {})[0];
  const options = optionLabels(item, summary);
  return {
    label: item.label ?? list.label ?? '',
    ...(summary ? { summary } : {}),
    ...(first ? { first } : {}),
    ...(Object.keys(options).length > 0 ? { options } : {}),
  };
}

const fieldLabels = (node: Node | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(node?.properties ?? {}).map(([key, child]) => [key, unwrap(child).label ?? key]),
  );

function collect(node: Node, steps: SiteStep[], sites: RuleSite[]): RuleSite[] {
  const item = node.items && unwrap(node.items);
  if (node.rule) {
    sites.push({
      rule: node.rule,
      steps,
      ...(item ? { entry: entryName(node, item) } : {}),
      fields: fieldLabels(item ?? node),
    });
  }
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    const inner = unwrap(child);
    collect(inner, [...steps, { key, label: inner.label ?? key }], sites);
  }
  if (item) collect(item, [...steps, { each: entryName(node, item) }], sites);
  return sites;
}

/** The sites of the rules in one schema, from its root. */
export function ruleSites(schema: z.ZodType): RuleSite[] {
  return collect(
    unwrap(z.toJSONSchema(schema, { metadata: editorFields, io: 'input' }) as Node),
    [],
    [],
  );
}

/** The names are the editor's (lib/admin/decap-config.ts: the files' names, the services' folder). */
export const fieldRuleSites: FieldRuleSites = {
  files: {
    consultorio: ruleSites(consultorioSchema),
    testimonios: ruleSites(testimoniosSchema),
    preguntas: ruleSites(preguntasSchema),
  },
  folders: { servicios: ruleSites(serviceFrontMatterSchema) },
};
