// @ts-check
// A failed doctor, build or deploy, said where GitHub's API returns it: the Spanish sentences each
// already prints (each problem `npm run doctor` finds, one line each on stderr; the build's refused
// value, naming the field and the file; `npm run deploy`'s line on stderr) becomes a check-run annotation through a workflow command (`::error …::`), and a short
// section of the job's summary. The editor reads the annotations (public/admin/publish-status/causes.js);
// their titles say who fixes the cause (lib/admin/publish-report.mjs). Pure functions of the step's
// output; publish/report-step.mjs runs the step and writes what they return.
import {
  FACTS_HEADING,
  PENDING_HEADING_PATTERN,
  SETTINGS_HEADING,
  STRICT_REFUSAL,
} from '../content/facts/build-problems.mjs';
import { FIXED_BY, MAX_ANNOTATIONS, annotationTitle } from '../lib/admin/publish-report.mjs';
import { DeployError } from './errors.mjs';
import { DOCTOR_PREFIX } from './setup/problem.mjs';

/**
 * @typedef {object} Failure
 * @property {import('../lib/admin/publish-report.mjs').FixedBy} fixedBy
 * @property {string} sentence one Spanish sentence, without the final period
 * @property {string} [file] the data file it names, from the repository's root
 */

/** The steps a workflow reports on, in the order they run. */
export const STEP_KINDS = /** @type {const} */ (['doctor', 'build', 'deploy']);
/** @typedef {(typeof STEP_KINDS)[number]} StepKind */

/** "No se pudo publicar: ", the start of every sentence `npm run deploy` ends with (publish/errors.mjs). */
const DEPLOY_PREFIX = new DeployError('').message.replace(/\.$/, '');

/** Terminal colours (Next and wrangler colour their lines even into a pipe). */
const ANSI = /\x1b\[[0-9;]*m/g;
/** @param {string} text */
const lastPeriod = (text) => text.trim().replace(/\.$/, '');

/** A problem line starts with the data file it is about (with "(línea N)" for YAML that does not parse). */
const PROBLEM_FILE = /^(?<file>[^\s:]+\.(?:yml|md))(?: \(línea \d+\))?: /;

/**
 * The data file a problem names, from the repository's root: the loaders write "content/…" or the
 * bare name ("consultorio.yml", "servicios/x.md"); another folder (FACTS_DIR) stays as written.
 * @param {string} problem
 */
export function problemFile(problem) {
  const file = problem.match(PROBLEM_FILE)?.groups?.file;
  if (!file) return undefined;
  if (
    file.startsWith('content/') ||
    file.includes('/../') ||
    file.startsWith('../') ||
    file.startsWith('/')
  )
    return file;
  return `content/${file}`;
}

/**
 * The problem lines that follow each line matching `heading` (Next may print an error twice, once
 * per phase; each problem counts once).
 * @param {string[]} lines
 * @param {(line: string) => boolean} isHeading
 * @param {(after: string[]) => boolean} [accept] whether the lines after the list confirm it
 */
function listsAfter(lines, isHeading, accept = () => true) {
  /** @type {string[]} */
  const problems = [];
  lines.forEach((line, index) => {
    if (!isHeading(line)) return;
    const found = [];
    let next = index + 1;
    for (; next < lines.length; next += 1) {
      const item = lines[next]?.match(/^\s*- (.+)$/);
      if (!item) break;
      found.push(/** @type {string} */ (item[1]).trim());
    }
    if (accept(lines.slice(next, next + 2))) problems.push(...found);
  });
  return [...new Set(problems)];
}

/**
 * What a failed `npm run build` says, read from its output: every value the data files' checks
 * refused (FactsError, and the example data a strict build refuses), each fixed by the practice in
 * the editor, then every editor's setting it refused, for the developer; otherwise the error the
 * build stopped on, for the developer.
 * @param {string} output stdout and stderr of the build
 * @returns {Failure[]}
 */
export function buildFailures(output) {
  const lines = output.replace(ANSI, '').split(/\r?\n/);
  const heading = FACTS_HEADING.trim();
  const refused = [
    ...listsAfter(lines, (line) => line.trimEnd().endsWith(heading)),
    ...listsAfter(
      lines,
      (line) => PENDING_HEADING_PATTERN.test(line),
      (after) => after.some((line) => line.includes(STRICT_REFUSAL)),
    ),
  ];
  const settings = listsAfter(lines, (line) => line.trimEnd().endsWith(SETTINGS_HEADING));
  if (refused.length + settings.length > 0)
    return [
      ...refused.map((problem) => {
        const file = problemFile(problem);
        return {
          fixedBy: /** @type {const} */ ('practice'),
          sentence: lastPeriod(problem),
          ...(file ? { file } : {}),
        };
      }),
      ...settings.map((problem) => ({
        fixedBy: /** @type {const} */ ('developer'),
        sentence: lastPeriod(problem),
      })),
    ];
  // Next prints the error a page's module threw as the "[cause]" of its own.
  const errors = lines
    .map((line) => line.match(/^\s*(?:\[cause\]: )?(?:\w*Error)(?: \[\w+\])?: (.+)$/))
    .filter((match) => match !== null)
    .map((match) => /** @type {string} */ (match[1]).trim());
  const cause = lines.findIndex((line) => /^\s*\[cause\]: /.test(line));
  const chosen =
    cause >= 0
      ? lines[cause]?.replace(/^\s*\[cause\]: (?:\w*Error)(?: \[\w+\])?: /, '').trim()
      : errors[0];
  return [
    {
      fixedBy: 'developer',
      sentence: chosen
        ? `la generación del sitio se detuvo: ${lastPeriod(chosen)}`
        : 'la generación del sitio falló; el registro de la publicación en GitHub dice en qué paso',
    },
  ];
}

/**
 * What a failed `npm run deploy` says: its one sentence on stderr, without the common prefix.
 * @param {string} stderr
 * @param {number | null} code its exit code
 * @returns {Failure[]}
 */
export function deployFailures(stderr, code) {
  const line = stderr
    .replace(ANSI, '')
    .split(/\r?\n/)
    .find((text) => text.startsWith(DEPLOY_PREFIX));
  return [
    {
      fixedBy: 'developer',
      sentence: line
        ? lastPeriod(line.slice(DEPLOY_PREFIX.length))
        : `la subida al servidor terminó con un error inesperado${code === null ? '' : ` (código ${code})`}; el registro de la publicación en GitHub lo muestra`,
    },
  ];
}

/** npm's own lines around a failed script ("npm error code 1", "> node publish/doctor.mjs"). */
const NPM_LINE = /^(?:npm (?:error|ERR!|warn|WARN|notice)\b|> )/;

/**
 * What a failed `npm run doctor` says: each problem is one line on its stderr (a sentence naming
 * the setting, where to set it and the value expected), fixed by the developer. npm's own lines,
 * a leading list mark and the common start of the doctor's or the deploy's sentences are dropped.
 * @param {string} stderr
 * @param {number | null} code its exit code
 * @returns {Failure[]}
 */
export function doctorFailures(stderr, code) {
  const withoutPrefix = (/** @type {string} */ line) => {
    for (const prefix of [DOCTOR_PREFIX, DEPLOY_PREFIX]) {
      if (line.startsWith(prefix)) return line.slice(prefix.length);
    }
    return line;
  };
  const sentences = stderr
    .replace(ANSI, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !NPM_LINE.test(line))
    .map((line) => line.replace(/^(?:[-*•✗✘×]|\d+[.)])\s+/, ''))
    .map((line) => lastPeriod(withoutPrefix(line).trim()));
  const found = [...new Set(sentences)].filter((sentence) => sentence !== '');
  if (found.length > 0)
    return found.map((sentence) => ({ fixedBy: /** @type {const} */ ('developer'), sentence }));
  return [
    {
      fixedBy: 'developer',
      sentence: `la revisión de la configuración (npm run doctor) terminó con un error${code === null ? '' : ` (código ${code})`} sin decir cuál; el registro de GitHub Actions lo muestra`,
    },
  ];
}

/** A workflow command's message: %, CR and LF escaped (GitHub's toCommandValue). @param {string} text */
const escapeData = (text) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
/** A property's value: also the separators of the property list. @param {string} text */
const escapeProperty = (text) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * The workflow commands that turn the failures into annotations of the job's check run: an error
 * each (GitHub keeps MAX_ANNOTATIONS of one step), titled by who fixes it and, when there are
 * several, which of how many ("(1 de 51)": the editor says how many more there are), on the data
 * file when there is one.
 * @param {Failure[]} failures
 * @returns {string[]}
 */
export function workflowCommands(failures) {
  return failures.slice(0, MAX_ANNOTATIONS).map((failure, index) => {
    const title = annotationTitle(failure.fixedBy, index, failures.length);
    const properties = [
      ...(failure.file ? [`file=${escapeProperty(failure.file)}`] : []),
      `title=${escapeProperty(title)}`,
    ];
    return `::error ${properties.join(',')}::${escapeData(failure.sentence)}`;
  });
}

/**
 * The job summary's section (Markdown): what failed, and who fixes it.
 * @param {StepKind} kind
 * @param {Failure[]} failures
 */
export function stepSummary(kind, failures) {
  const what = {
    doctor: 'La revisión de la configuración encontró problemas',
    build: 'La generación del sitio falló',
    deploy: 'La subida al servidor falló',
  }[kind];
  return [
    `### ${what}: el sitio sigue mostrando la versión anterior`,
    '',
    ...failures.map(
      (failure) =>
        `- **${FIXED_BY[failure.fixedBy]}:** ${failure.sentence.replace(/([\\`*_[\]<>|])/g, '\\$1')}.`,
    ),
    '',
  ].join('\n');
}

/**
 * The report of a failed step.
 * @param {StepKind} kind
 * @param {{ stdout: string, stderr: string, code: number | null }} result
 */
export function failureReport(kind, { stdout, stderr, code }) {
  const failures =
    kind === 'doctor'
      ? doctorFailures(stderr, code)
      : kind === 'build'
        ? buildFailures(`${stdout}\n${stderr}`)
        : deployFailures(stderr, code);
  return { failures, commands: workflowCommands(failures), summary: stepSummary(kind, failures) };
}
