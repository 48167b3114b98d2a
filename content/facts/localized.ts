import { z } from 'zod';
import type { Locale } from '../../lib/locale';
import { field, type EditorMeta } from './editor-fields';

/** A localized field's half as the editor labels it: «Piso y consultorio (inglés)». */
export const localizedLabel = (label: string, locale: Locale) =>
  `${label} (${locale === 'es' ? 'español' : 'inglés'})`;

/**
 * A word the practice writes, in both of the site's languages: `es` (required, the practice's own)
 * and `en` (optional: an English page that needs a missing `en` is not published, see
 * content/facts/english-gaps.ts). Each half carries the field's editor metadata with the language in
 * its label, so the editor shows «Piso y consultorio (español)» beside «Piso y consultorio (inglés)».
 * Neutral facts (phones, hours, proper names) are not localized: they are written once.
 */
export function localized<S extends z.ZodType>(
  schema: S,
  label: string,
  meta: Omit<EditorMeta, 'label'> = {},
) {
  return z.object({
    es: field(schema, { ...meta, label: localizedLabel(label, 'es') }),
    en: field(schema.nullish(), { ...meta, label: localizedLabel(label, 'en') }),
  });
}

/** A localized value as the facts hold it. */
export type Localized<T> = { es: T; en?: T | null | undefined };
