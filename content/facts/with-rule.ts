import type { z } from 'zod';
import { FIELD_RULES, type RuleName } from './field-rules.mjs';
import { editorFields, type EditorMeta } from './editor-fields';

/**
 * `schema` with one of the rules that span fields (content/facts/field-rules.mjs): the build checks
 * it through zod, and the rule's name joins the field's editor metadata, which is how the editor
 * finds where to run the same rule before a save (lib/admin/field-rule-sites.ts). A refinement
 * written any other way would be checked by the build alone.
 */
export function withRule<S extends z.ZodType>(schema: S, name: RuleName, meta: EditorMeta = {}): S {
  const ruled = schema.superRefine((value, context) => {
    for (const problem of FIELD_RULES[name](value))
      context.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  });
  // A refinement is a new schema that does not inherit the metadata of the one it refines.
  editorFields.add(ruled, { ...editorFields.get(schema), ...meta, rule: name });
  return ruled;
}
