// @ts-check
// Where in the editor the practice fixes a value the build refused, named with the editor's own
// labels (settings.files, from lib/admin/publish-status.ts).

/**
 * @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings['files']} EditedFiles
 * @typedef {import('../../../lib/admin/publish-status').FieldLabel} FieldLabel
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
 * "practices[1].openingHours[0].closes" → ["Consultorios y horarios", "Consultorio 2", …]; null if not a field.
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

/**
 * Where in the editor the practice fixes what a build refused: "«Consultorio: datos, horarios y
 * cierres» › Consultorios y horarios › Consultorio 2 › Horarios de atención › Horario 1 › Cierra";
 * null for a file the editor does not edit.
 * @param {EditedFiles} files
 * @param {string | undefined} path the annotation's data file
 * @param {string} sentence the build's sentence, which starts with the file and the field
 */
export function placeInEditor(files, path, sentence) {
  const found = editedFile(files, path ?? '');
  if (!found) return null;
  const place = `«${found.entry.label}»${found.name ? ` › ${found.name}` : ''}`;
  const rest = sentence.replace(/^[^\s:]+\.(?:yml|md)(?: \(línea \d+\))?: /, '');
  const fieldPath = /^([A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*)(?=: | = |$)/.exec(rest);
  const labels = fieldPath?.[1] ? fieldLabels(found.entry.fields, fieldPath[1]) : null;
  return labels ? `${place} › ${labels.join(' › ')}` : place;
}

/**
 * The label of the file's list of example values still to replace (a strict build refuses them).
 * @param {EditedFiles} files
 * @param {string | undefined} path
 */
export function examplesLabel(files, path) {
  return editedFile(files, path ?? '')?.entry.fields.examples?.label ?? null;
}
