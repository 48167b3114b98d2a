import { z } from 'zod';
import { editorFields, type EditorMeta, type EditorOption } from '@/content/facts/editor-fields';

/**
 * Turns a zod object schema into Decap CMS's field list. The rules come from the schema through
 * z.toJSONSchema (pattern, lengths, range, enum, list sizes, required); the Spanish label, hint and
 * summary come from the metadata the schema attaches with field(…) (content/facts/editor-fields.ts).
 * Works for any object schema: a data file's, or a Markdown file's front matter (markdownFolder).
 * Rules that span fields have no JSON Schema form: the editor runs them before a save instead
 * (lib/admin/field-rule-sites.ts, public/admin/field-checks.js).
 */

/** The subset of Decap's field options the generated configuration uses. */
export type DecapField = {
  name: string;
  label: string;
  widget:
    | 'string'
    | 'text'
    | 'markdown'
    | 'number'
    | 'boolean'
    | 'select'
    | 'datetime'
    | 'list'
    | 'object'
    | 'image'
    | 'hidden';
  hint?: string;
  required?: boolean;
  /** [regex source, message]; Decap compiles it without flags. */
  pattern?: [string, string];
  default?: unknown;
  // number
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  // select
  options?: readonly EditorOption[];
  multiple?: boolean;
  // datetime
  date_format?: string;
  time_format?: false;
  // list and object
  field?: DecapField;
  fields?: DecapField[];
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  allow_add?: boolean;
  allow_remove?: boolean;
  add_to_top?: boolean;
  // image
  choose_url?: boolean;
};

/** The choices of the selects whose options come from the facts (EditorMeta.optionsFrom). */
export type FactSelects = Partial<
  Record<NonNullable<EditorMeta['optionsFrom']>, readonly EditorOption[]>
>;

/** The part of a JSON Schema node that z.toJSONSchema writes for this project's schemas, plus the editor's metadata. */
type Node = EditorMeta & {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  anyOf?: Node[];
  enum?: (string | number)[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** A string longer than this gets a text area rather than a one-line input. */
const TEXT_AREA_AFTER = 160;

/** A pattern that only limits the length (a text with a maximum and no pattern of its own). */
export const maxLengthPattern = (max: number): [string, string] => [
  `^[\\s\\S]{0,${max}}$`,
  `máximo ${max} caracteres`,
];

/** zod writes every integer's safe range; only a range the schema sets is a rule for the editor. */
const bound = (value: number | undefined) =>
  value === undefined || Math.abs(value) === Number.MAX_SAFE_INTEGER ? undefined : value;

/** Strips `| null` and `| ''` (how the schema says a value may be empty): the inner node, with the outer metadata on top. */
function unwrap(node: Node, where: string): { node: Node; empty: boolean } {
  if (!node.anyOf) return { node, empty: false };
  const { anyOf, ...outer } = node;
  const values = anyOf.filter((option) => option.type !== 'null' && option.const !== '');
  if (values.length !== 1)
    throw new Error(`${where}: a union of ${values.length} kinds of value has no editor widget`);
  const inner = unwrap(values[0]!, where);
  return { node: { ...inner.node, ...outer }, empty: inner.empty || values.length < anyOf.length };
}

type Context = { selects: FactSelects; where: string; inOptionalGroup: boolean };

function selectOptions(node: Node, values: Node, context: Context): readonly EditorOption[] {
  if (node.optionsFrom) {
    const options = context.selects[node.optionsFrom];
    if (!options)
      throw new Error(`${context.where}: no choices given for the select of ${node.optionsFrom}`);
    return options;
  }
  const options = node.options ?? [];
  if (
    values.enum &&
    JSON.stringify(options.map((option) => option.value)) !== JSON.stringify(values.enum)
  ) {
    throw new Error(
      `${context.where}: the editor's options must name every value of the enum, in order: ${values.enum.join(', ')}`,
    );
  }
  return options;
}

const isSelect = (node: Node) => Boolean(node.options ?? node.optionsFrom ?? node.enum);
const listSize = (node: Node) => ({
  ...(node.minItems !== undefined ? { min: node.minItems } : {}),
  ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
  ...(node.minItems !== undefined && node.minItems === node.maxItems
    ? { allow_add: false, allow_remove: false }
    : {}),
});

/** A field's widget and its options: all of a DecapField but its name and label. */
type WidgetOptions = Omit<DecapField, 'name' | 'label'>;

/** The widget and its options, by the node's type. */
function widgetOf(node: Node, optional: boolean, context: Context): WidgetOptions {
  const { where } = context;
  if (node.type === 'array' && node.items && isSelect({ ...node.items, ...node })) {
    const options = selectOptions(node, unwrap(node.items, where).node, context);
    return { widget: 'select', options, multiple: true, ...listSize(node) };
  }
  if (isSelect(node)) return { widget: 'select', options: selectOptions(node, node, context) };
  switch (node.type) {
    case 'object':
      return {
        widget: 'object',
        fields: objectFields(node, {
          ...context,
          inOptionalGroup: context.inOptionalGroup || optional,
        }),
        ...(node.collapsed ? { collapsed: true } : {}),
      };
    case 'array':
      return listWidget(node, context);
    case 'boolean':
      // An optional box starts unticked, so a new entry saves false rather than nothing.
      return { widget: 'boolean', ...(optional ? { default: false } : {}) };
    case 'integer':
    case 'number':
      return numberWidget(node, where);
    case 'string':
      return stringWidget(node, where);
    default:
      throw new Error(`${where}: no editor widget for a value of type ${String(node.type)}`);
  }
}

/** A list: of groups of fields when its items are objects, else of single values. */
function listWidget(node: Node, context: Context): WidgetOptions {
  const { where } = context;
  const item = unwrap(node.items ?? {}, `${where}[]`).node;
  const itemContext = { ...context, where: `${where}[]`, inOptionalGroup: false };
  const summary = node.summary ?? item.summary;
  const entries =
    item.type === 'object'
      ? {
          fields: objectFields(item, itemContext),
          label_singular: labelOf(item, itemContext.where),
        }
      : {
          field: toField(
            item.name ?? fail(`${where}[]: a list of values needs field(…, { name })`),
            item,
            false,
            itemContext,
          ),
        };
  return {
    widget: 'list',
    ...entries,
    ...listSize(node),
    ...(node.collapsed ? { collapsed: true } : {}),
    ...(summary ? { summary } : {}),
    ...(node.addToTop ? { add_to_top: true } : {}),
    ...(node.removeOnly ? { allow_add: false } : {}),
  };
}

function numberWidget(node: Node, where: string): WidgetOptions {
  const int = node.type === 'integer';
  const exclusive = node.exclusiveMinimum;
  if (exclusive !== undefined && !int)
    throw new Error(`${where}: an exclusive minimum needs an integer`);
  const min = exclusive !== undefined ? exclusive + 1 : bound(node.minimum);
  const max = bound(node.maximum);
  return {
    widget: 'number',
    value_type: int ? 'int' : 'float',
    step: node.step ?? (int ? 1 : fail(`${where}: a decimal number needs field(…, { step })`)),
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

function stringWidget(node: Node, where: string): WidgetOptions {
  const widget = node.widget ?? ((node.maxLength ?? 0) > TEXT_AREA_AFTER ? 'text' : 'string');
  // An identifier the practice never types: a new item starts with it empty, and the editor makes
  // it from the item's name when it saves (public/admin/identifiers.js); the build checks its rule.
  if (widget === 'hidden') return { widget, default: '' };
  // Decap's image widget tests a pattern against the file's name alone, never its folder (the
  // media_folder it uploads to): the path's rule stays the build's, the editor gets none.
  const pattern: [string, string] | undefined =
    widget === 'image'
      ? undefined
      : node.pattern
        ? [
            node.pattern,
            node.patternMessage ?? fail(`${where}: a pattern needs field(…, { patternMessage })`),
          ]
        : node.maxLength !== undefined
          ? maxLengthPattern(node.maxLength)
          : undefined;
  return {
    widget,
    ...(widget === 'datetime' ? { date_format: 'YYYY-MM-DD', time_format: false } : {}),
    ...(widget === 'image' ? { choose_url: false } : {}),
    ...(pattern ? { pattern } : {}),
  };
}

function fail(message: string): never {
  throw new Error(message);
}

const labelOf = (node: Node, where: string) =>
  node.label ?? fail(`${where}: the schema gives no editor label (field(…, { label }))`);

function toField(name: string, raw: Node, absent: boolean, context: Context): DecapField {
  const { node, empty } = unwrap(raw, context.where);
  const optional = absent || empty;
  const hint = [node.hint, isSelect(node) ? undefined : node.format].filter(Boolean).join(' ');
  return {
    name,
    label: labelOf(node, context.where),
    ...widgetOf(node, optional, context),
    // Decap checks a group's fields even when the whole optional group is left empty.
    ...(optional || context.inOptionalGroup ? { required: false } : {}),
    ...(hint ? { hint } : {}),
    ...startingValue(node),
  };
}

/**
 * What a new entry's field starts with: the metadata's `initial`, else, for a select, the value
 * the schema defaults to (z.enum(…).default(…)), so a new entry saves it without a choice.
 */
function startingValue(node: Node): Pick<DecapField, 'default'> {
  if (node.initial !== undefined) return { default: node.initial };
  return isSelect(node) && node.default !== undefined ? { default: node.default } : {};
}

function objectFields(node: Node, context: Context): DecapField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([name, property]) =>
    toField(name, property, !required.has(name), { ...context, where: `${context.where}.${name}` }),
  );
}

/** The editor's fields for an object schema: one per key, in the schema's order. */
export function decapFields(
  schema: z.ZodObject,
  selects: FactSelects = {},
  where = 'schema',
): DecapField[] {
  const json = z.toJSONSchema(schema, { metadata: editorFields, io: 'input' }) as Node;
  return objectFields(json, { selects, where, inOptionalGroup: false });
}

/**
 * A folder collection of Markdown files: the front matter's fields from `schema`, whose key
 * `body` (a field with widget 'markdown') is the text under the front matter, as Decap stores it.
 */
export function markdownFolder(entry: {
  name: string;
  label: string;
  label_singular: string;
  folder: string;
  schema: z.ZodObject;
  selects?: FactSelects;
}) {
  const { schema, selects, ...collection } = entry;
  return {
    ...collection,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    slug: '{{slug}}',
    fields: decapFields(schema, selects, entry.folder),
  };
}
