import { z } from 'zod';
import { LOCALES } from '../../lib/locale';
import { localizedLabel } from './localized';
import { EDITOR_PLACE } from './build-problems.mjs';
import { editorFields, type EditorMeta } from './editor-fields';
import { fillSummary } from './list-summary.mjs';

/**
 * Where the practice finds a value of a data file in its editor (/admin/), named as the editor shows
 * it: each field by its label, each entry of a list by the line the list shows for it (its summary,
 * "Hospital Central", "09:00 a 17:00"; else its first field's value, as Decap does). The build's
 * refusals carry it (content/facts/load.ts, content/check-practice.ts), so that the editor's status
 * names the place in the practice's words, from the data of the very save that was refused.
 * Erasable TypeScript only: the prebuild runs this file on Node's own type stripping.
 */

/** The part of a JSON Schema node (z.toJSONSchema with the editor's metadata) this walk reads. */
export type SchemaNode = EditorMeta & {
  properties?: Record<string, Node>;
  items?: Node;
  anyOf?: Node[];
  type?: string;
  const?: unknown;
};
type Node = SchemaNode;

/** The node itself for `x | null | ''` (how the schema says a value may be empty), outer metadata on top. */
export function unwrap(node: Node): Node {
  const values = node.anyOf?.filter((option) => option.type !== 'null' && option.const !== '');
  if (!values || values.length !== 1) return node;
  const outer = { ...node };
  delete outer.anyOf;
  return { ...unwrap(values[0]!), ...outer };
}

const shown = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';

/** The line a list shows for one entry: its summary filled in (list-summary.mjs), else its first field. */
function entryLine(list: Node, item: Node, value: unknown): string {
  const summary = list.summary ?? item.summary;
  const record =
    value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  if (summary) {
    const values = record ?? (item.name ? { [item.name]: value } : {});
    return fillSummary(summary, values, (name, option) => {
      const field = item.properties?.[name];
      const options = field && unwrap(field).options;
      return options?.find((choice) => choice.value === option)?.label;
    });
  }
  if (!record) return shown(value);
  const first = Object.keys(item.properties ?? {})[0];
  return first ? shown(record[first]) : '';
}

/** "practices[0].openingHours" → ["practices", 0, "openingHours"]. */
export function pathSegments(path: string): (string | number)[] {
  return (path.match(/[^.[\]]+|\[\d+\]/g) ?? []).map((part) =>
    /^\[\d+\]$/.test(part) ? Number(part.slice(1, -1)) : part,
  );
}

/**
 * The steps to the value at `path` in the editor: ["Consultorios y horarios", "Hospital Central",
 * "Horarios de atención", "09:00 a 17:00", "Cierra"]; null when a step has no label (a path the
 * editor does not show). An entry whose line is empty is named by its label and number.
 */
export function editorPlace(
  schema: z.ZodType,
  data: unknown,
  path: readonly PropertyKey[],
): string[] | null {
  let node = unwrap(z.toJSONSchema(schema, { metadata: editorFields, io: 'input' }) as Node);
  let value: unknown = data;
  const steps: string[] = [];
  for (const segment of path) {
    const record =
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)
        : undefined;
    if (typeof segment === 'number') {
      const item = node.items && unwrap(node.items);
      if (!item) return null;
      value = record?.[segment];
      steps.push(
        entryLine(node, item, value) || `${item.label ?? node.label ?? ''} ${segment + 1}`.trim(),
      );
      node = item;
      continue;
    }
    const child = node.properties?.[String(segment)];
    if (!child) return null;
    node = unwrap(child);
    if (!node.label) return null;
    steps.push(node.label);
    value = record?.[segment];
  }
  // A word's pair (localized.ts) is one step: its half's label already names it with its language.
  const named = steps.filter(
    (step, index) => !LOCALES.some((locale) => steps[index + 1] === localizedLabel(step, locale)),
  );
  return named.length > 0 ? named : null;
}

/** A refusal line with the place it names in the editor, when the editor shows that field. */
export function withEditorPlace(
  line: string,
  schema: z.ZodType,
  data: unknown,
  path: readonly PropertyKey[],
): string {
  const place = editorPlace(schema, data, path);
  return place ? `${line}${EDITOR_PLACE.opens}${place.join(EDITOR_PLACE.separator)})` : line;
}
