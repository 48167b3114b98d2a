import { EDITOR_PLACE } from '@/content/facts/build-problems.mjs';
import { englishGapLines } from '@/content/facts/english-status';
import { consultorio } from '@/content/facts/load';
import { mailtoMessageLink, whatsappMessageLink } from '@/lib/contact-links';
import { decapConfig, GITHUB_BACKEND } from './decap-config';
import type { DecapField } from './decap-fields';
import { DEFAULT_GITHUB_API_ROOT } from './github-api.mjs';
import { FIXED_BY, TITLE_COUNT } from './publish-report.mjs';
import { SITE_VERSION_PATH } from './site-version.mjs';

/**
 * What the editor's publishing status (public/admin/publish-status/) needs to know, written at
 * build time to /admin/publish-status.json (app/admin/publish-status.json/route.ts) from the same
 * settings as the editor's configuration: where saves go, the practice's clock, the file that
 * proves which commit the site serves, the annotations' titles the workflows write, whom to tell
 * when the practice cannot fix a failure, the editor's labels of every data file's fields (so
 * that a refused value is named as the practice sees it in the editor), and what English the
 * pages lack (content/facts/english-gaps.ts).
 */

/** A field as the editor labels it; a list's items are named by its singular label and a number. */
export interface FieldLabel {
  label: string;
  item?: string;
  fields?: Record<string, FieldLabel>;
}

/** The subject of the message to the developer. */
export const DEVELOPER_MESSAGE_SUBJECT = 'El sitio no se publicó';

function fieldLabels(fields: readonly DecapField[]): Record<string, FieldLabel> {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      {
        label: field.label,
        ...(field.widget === 'list'
          ? { item: field.label_singular ?? field.field?.label ?? field.label }
          : {}),
        ...(field.fields ? { fields: fieldLabels(field.fields) } : {}),
      },
    ]),
  );
}

/** Each data file (or folder of files) the editor edits: its label in the editor and its fields'. */
function editedFiles() {
  return decapConfig.collections.flatMap((collection) =>
    'files' in collection
      ? collection.files.map((entry) => ({
          path: entry.file,
          label: entry.label,
          fields: fieldLabels(entry.fields),
        }))
      : [
          {
            path: `${collection.folder}/`,
            label: collection.label,
            fields: fieldLabels(collection.fields),
          },
        ],
  );
}

/**
 * Whom the status bar tells, and the links that write to them: each ready but for the message,
 * which the bar puts at its end as lib/contact-links.ts's messageHref does (cut to textLimit).
 */
function developerContact() {
  const developer = consultorio.developer;
  if (!developer?.name) return null;
  const { email, whatsapp } = developer;
  return {
    name: developer.name,
    links: [
      ...(email
        ? [
            {
              label: 'Escribir por correo',
              newTab: false,
              ...mailtoMessageLink(email, DEVELOPER_MESSAGE_SUBJECT),
            },
          ]
        : []),
      ...(whatsapp
        ? [{ label: 'Escribir por WhatsApp', newTab: true, ...whatsappMessageLink(whatsapp) }]
        : []),
    ],
  };
}

export function publishStatusSettings() {
  return {
    repo: GITHUB_BACKEND.repo,
    branch: GITHUB_BACKEND.branch,
    apiRoot: GITHUB_BACKEND.api_root ?? DEFAULT_GITHUB_API_ROOT,
    // The times it shows are on the practice's clock (the schema holds two practices; the first is the main one).
    timeZone: consultorio.practices[0]!.timeZone,
    siteVersionPath: SITE_VERSION_PATH,
    fixedBy: FIXED_BY,
    // "Corrígelo en el editor (1 de 51)": the pattern of a title that counts the causes.
    titleCount: TITLE_COUNT.source,
    // How a refused value's line names its place in the editor (content/facts/editor-place.ts).
    editorPlace: EDITOR_PLACE,
    developer: developerContact(),
    files: editedFiles(),
    // The English pages this build leaves out, one Spanish sentence each: the rule the build applies.
    englishGaps: englishGapLines,
  };
}

export type PublishStatusSettings = ReturnType<typeof publishStatusSettings>;
