// @ts-check
// Where in the editor the practice fixes a value the build refused, named with the editor's own
// labels (settings.files, from lib/admin/publish-status.ts).

/**
 * @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings['files']} EditedFiles
 * @typedef {import('../../../lib/admin/publish-status').FieldLabel} FieldLabel
 * @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings
 */

/**
 * The data file (or folder) a path belongs to, and the name of the file in the folder.
 * @param {EditedFiles} files
 * @param {string} path
 */
function editedFile(files, path) {
  for (const entry of files) {
    if (entry.path === path) return { entry, name: null };
    if (entry.path.endsWith('/') && path.startsWith(entry.path))
      return { entry, name: path.slice(entry.path.length).replace(/\.md$/, '') };
  }
  return null;
}

/**
 * "practices[1].openingHours[0].closes" → ["Consultorios y horarios", "Consultorio 2", …]; null if
 * not a field. The place a build named is preferred: it names a list's entries as the list shows them.
 * @param {Record<string, FieldLabel> | undefined} fields
 * @param {string} fieldPath
 */
function fieldLabels(fields, fieldPath) {
  /** @type {string[]} */
  const labels = [];
  let scope = fields;
  /** @type {FieldLabel | undefined} */
  let last;
  for (const part of fieldPath.match(/[^.[\]]+|\[\d+\]/g) || []) {
    const position = /^\[(\d+)\]$/.exec(part);
    if (position) {
      if (!last?.item) return null;
      labels.push(`${last.item} ${Number(position[1]) + 1}`);
      continue;
    }
    last = scope?.[part];
    if (!last) return null;
    labels.push(last.label);
    scope = last.fields;
  }
  return labels.length ? labels : null;
}

/** A problem line's data file (with "(línea N)" for YAML that does not parse). */
const FILE_PREFIX = /^[^\s:]+\.(?:yml|md)(?: \(línea \d+\))?: /;
/** The field's path at the start of what follows the file, and what follows the path. */
const FIELD_PATH = /^([A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*)(: | = | |$)/;

/**
 * A build's refusal line taken apart: the field's path, what it says of the value, the place the
 * build named in the editor (content/facts/editor-place.ts) and "(y 3 más)" when it is one of several.
 * @param {string} sentence
 * @param {Settings['editorPlace']} editorPlace
 */
function refusalParts(sentence, editorPlace) {
  const counted = / \(y \d+ más\)$/.exec(sentence);
  let text = counted ? sentence.slice(0, counted.index) : sentence;
  /** @type {string[] | null} */
  let steps = null;
  const at = text.lastIndexOf(editorPlace.opens);
  if (at >= 0 && text.endsWith(')')) {
    steps = text.slice(at + editorPlace.opens.length, -1).split(editorPlace.separator);
    text = text.slice(0, at);
  }
  const rest = text.replace(FILE_PREFIX, '');
  const field = FIELD_PATH.exec(rest);
  return {
    text,
    fieldPath: field?.[1] ?? null,
    said: field ? `${field[2] === ' ' ? ' ' : ': '}${rest.slice(field[0].length)}` : '',
    steps,
    more: counted ? counted[0] : '',
  };
}

/**
 * Where in the editor the practice fixes what a build refused: "«Consultorio: datos, horarios y
 * cierres» › Consultorios y horarios › Hospital Central › Horarios de atención › 09:00 a 17:00 ›
 * Cierra", the entries of a list named by the line the list shows for them (the build names them,
 * from the refused save's own data); null for a file the editor does not edit.
 * @param {Settings} settings
 * @param {string | undefined} path the annotation's data file
 * @param {string} sentence the build's sentence, which starts with the file and the field
 */
export function placeInEditor(settings, path, sentence) {
  const found = editedFile(settings.files, path ?? '');
  if (!found) return null;
  const place = `«${found.entry.label}»${found.name ? ` › ${found.name}` : ''}`;
  const { fieldPath, steps } = refusalParts(sentence, settings.editorPlace);
  const labels = steps ?? (fieldPath ? fieldLabels(found.entry.fields, fieldPath) : null);
  return labels ? `${place} › ${labels.join(' › ')}` : place;
}

/**
 * The build's sentence as the practice reads it: the field named by its label in the editor rather
 * than by the file and the field's path ("«Cierra»: '25:00' no es una hora válida (HH:MM)"); as it
 * is when the editor does not show the field.
 * @param {Settings} settings
 * @param {string | undefined} path the annotation's data file
 * @param {string} sentence
 */
export function practiceSentence(settings, path, sentence) {
  const { text, fieldPath, said, steps, more } = refusalParts(sentence, settings.editorPlace);
  const found = editedFile(settings.files, path ?? '');
  const labels = steps ?? (found && fieldPath ? fieldLabels(found.entry.fields, fieldPath) : null);
  const last = labels?.[labels.length - 1];
  return `${last ? `«${last}»${said}` : text}${more}`;
}

/**
 * Whether the build refused an example value (a strict build), whose row the practice then deletes.
 * @param {Settings} settings
 * @param {string} sentence
 */
export function isExample(settings, sentence) {
  return refusalParts(sentence, settings.editorPlace).text.endsWith('(ejemplo)');
}

/**
 * The label of the file's list of example values still to replace (a strict build refuses them).
 * @param {EditedFiles} files
 * @param {string | undefined} path
 */
export function examplesLabel(files, path) {
  return editedFile(files, path ?? '')?.entry.fields.examples?.label ?? null;
}
