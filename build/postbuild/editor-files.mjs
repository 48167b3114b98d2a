// The editor's own files, in public/admin/ (Next copies public/ into the export), by their path
// under /admin/: its scripts and style, and the publishing status, a folder of ES modules with one
// job each (docs/publishing.md, "What the editor shows"). The editor's page loads the status's
// entry module and preloads the rest (build/postbuild/steps/10-admin-editor.mjs).

const PUBLISH_STATUS_DIR = 'publish-status/';

/** The module the editor's page loads. */
export const PUBLISH_STATUS_SCRIPT = `${PUBLISH_STATUS_DIR}main.js`;

/** What it imports, and those in turn. */
export const PUBLISH_STATUS_IMPORTS = [
  'bar.js',
  'bar-details.js',
  'causes.js',
  'developer.js',
  'editor-place.js',
  'github.js',
  'observe.js',
  'poll.js',
  'reports.js',
  'site-version.js',
  'status.js',
  'unknown-status.js',
  'user.js',
  'words.js',
].map((name) => PUBLISH_STATUS_DIR + name);

/**
 * The status modules' unit tests, beside them in public/admin/ (they import the modules as they
 * are served): Next copies public/ whole, and the editor's step removes them from the export.
 */
export const PUBLISH_STATUS_TESTS = `${PUBLISH_STATUS_DIR}__tests__`;

/**
 * Modules of content/ the editor's page imports as they are (plain JavaScript, no build step): the
 * lines its lists show, the Spanish names of days and months they use, and the rules that span
 * fields, which the build runs too. Step 10 copies them into /admin/ as .js files (list-summary.js,
 * calendar.js, field-rules.js), the type every host gives a script.
 */
export const EDITOR_SHARED_MODULES = [
  'content/facts/list-summary.mjs',
  'content/facts/calendar.mjs',
  'content/facts/field-rules.mjs',
];

/** Every file of public/admin/ the editor's page loads. */
export const EDITOR_FILES = [
  'editor-locale.js',
  'editor.js',
  'identifiers.js',
  'list-summaries.js',
  'list-delete.js',
  'select-tap.js',
  'editor.css',
  'field-checks.js',
  PUBLISH_STATUS_SCRIPT,
  ...PUBLISH_STATUS_IMPORTS,
];
