import { z } from 'zod';
import type { RuleName } from './field-rules.mjs';

/** One choice of a select: what the editor shows and what the data file stores. */
export type EditorOption = { label: string; value: string | number };

/**
 * What the practice's editor (Decap CMS at /admin/) shows for one field of the schema, written beside
 * the rule it explains. lib/admin/decap-fields.ts reads it through z.toJSONSchema together with the
 * schema's own rules (pattern, lengths, range, enum, list sizes, required), so a field is declared once.
 * Labels, hints and messages are Spanish: the practice reads them.
 */
export type EditorMeta = {
  /** The field's name in the editor. Every field has one (a test checks). */
  label?: string;
  /** What the field is for. */
  hint?: string;
  /** How to write this kind of value, added after the hint; set once on a shared schema (a time, a phone). */
  format?: string;
  /** The editor's message when the schema's pattern does not match; required with a pattern. */
  patternMessage?: string;
  /**
   * A list's one-line summary of each entry: a {{fields.x}} template with the filters of
   * content/facts/list-summary.mjs (days, dates and a select's label in Spanish).
   */
  summary?: string;
  /** The name a list of texts gives each entry (the summary refers to it). */
  name?: string;
  /**
   * A widget other than the one the type implies (text or string by length, number, boolean…);
   * 'hidden' for an identifier the editor makes from the item's name (public/admin/identifiers.js).
   */
  widget?: 'datetime' | 'image' | 'markdown' | 'hidden';
  collapsed?: boolean;
  /** A list's new entries go first (the newest closure, the newest testimonial). */
  addToTop?: boolean;
  /** A list the practice only empties (its entries change no page): the editor offers no «Agregar». */
  removeOnly?: boolean;
  /** A number's step in the editor (integers step by 1). */
  step?: number;
  /** The value a new entry starts with in the editor. */
  initial?: string | number | boolean;
  /** A select's choices: for an enum, one per value, in the enum's order. */
  options?: readonly EditorOption[];
  /**
   * A select whose choices come from the facts themselves (the practices, the services, the pages
   * a question can show on, the example values still to replace): the configuration supplies them
   * by this name.
   */
  optionsFrom?: 'practices' | 'services' | 'faqPlaces' | 'examples';
  /** The rule that spans this value's fields (content/facts/field-rules.mjs), set by withRule: the build and the editor both run it. */
  rule?: RuleName;
};

export const editorFields = z.registry<EditorMeta>();

/**
 * A copy of `schema` that carries the editor's metadata, so a shared schema (an id, a time) can get a
 * label per use. The copy inherits the metadata of the schema it copies (its format, its pattern message).
 */
export function field<S extends z.ZodType>(schema: S, meta: EditorMeta): S {
  const copy = schema.clone();
  editorFields.add(copy, meta);
  return copy;
}

/** A select's choices from a record of labels, stored by key in the record's order. */
export const optionsOf = (labels: Readonly<Record<string, string>>): EditorOption[] =>
  Object.entries(labels).map(([value, label]) => ({ label, value }));

/** The keys of a record of labels, in its order, as the non-empty list z.enum takes: the labels are the one list. */
export const keysOf = <K extends string>(labels: Readonly<Record<K, string>>) =>
  Object.keys(labels) as [K, ...K[]];
