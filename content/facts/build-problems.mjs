// @ts-check
// How the build words a refused data file or setting, written once: content/facts/load.ts
// (FactsError) and content/check-practice.ts (STRICT_CONTENT=1, and the editor's settings) write
// these lines, and the workflows' failure report (publish/workflow-report.mjs) reads them back out
// of the build's log, so that the editor can show the practice the field and the file to fix, and
// the developer the setting.
import path from 'node:path';
import { escapeUnseen } from '../../lib/printable.mjs';

/**
 * A file as the build's messages name it: relative to the folder the build runs in
 * ("content/consultorio.yml"), which is where the practice and the developer find it.
 * @param {string} file
 */
export const shownFile = (file) => path.relative(process.cwd(), file) || file;

/** The first line of a FactsError; each problem follows on a line of its own after PROBLEM_BULLET. */
export const FACTS_HEADING = 'Los datos del consultorio tienen errores:';

/** Opens every problem line, after the heading. */
export const PROBLEM_BULLET = '  - ';

/**
 * How a problem line names the place of its field in the editor, after the problem: " (en el
 * editor: Consultorios y horarios › Hospital Santa Lucía › Horarios de atención › 09:00 a 17:00 ›
 * Cierra)" (content/facts/editor-place.ts writes it; the editor's status reads it back, through
 * /admin/publish-status.json, and shows the practice those words instead of the field's path).
 */
export const EDITOR_PLACE = /** @type {const} */ ({ opens: ' (en el editor: ', separator: ' › ' });

/** @param {number} count */
export const pendingHeading = (count) =>
  `El sitio aún muestra ${count} datos de ejemplo o pendientes:`;
/** pendingHeading's line, whatever the count. */
export const PENDING_HEADING_PATTERN =
  /El sitio aún muestra \d+ datos de ejemplo o pendientes:\s*$/;

/** The heading of the English pages a build does not publish for want of their English (content/facts/english-gaps.ts). */
export const ENGLISH_GAPS_HEADING = 'Páginas en inglés que aún no se publican:';

/** The line after the pending list when a strict build refuses it (a plain build only warns). */
export const STRICT_REFUSAL = 'STRICT_CONTENT=1: reemplázalos antes de publicar.';

/**
 * The heading of the editor's settings a build refuses (lib/admin/github-backend.ts): the developer
 * sets them, where the build runs, not the practice.
 */
export const SETTINGS_HEADING =
  'El editor del sitio no podría guardar ni iniciar sesión con estos ajustes:';

/**
 * A heading and its problems, one a line, as both the FactsError and the strict refusal print them.
 * A problem carries a value someone typed: its line breaks and other unseen characters are
 * escaped, so that it stays one line and no line of it can speak to the runner (lib/printable.mjs).
 * @param {string} heading
 * @param {readonly string[]} problems
 */
export const problemList = (heading, problems) =>
  `${heading}\n${problems.map((problem) => `${PROBLEM_BULLET}${escapeUnseen(problem)}`).join('\n')}`;
