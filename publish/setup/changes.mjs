// What setup will change in the repository, said before it changes it: each setting is created,
// changed, left as it is (a variable with the same value), or written again (a secret, whose value
// GitHub never shows back). Pure functions: the summary, and the exact lines of --print.
import { REPOSITORY_SETTINGS_PAGE } from './problem.mjs';

/**
 * @typedef {object} Change
 * @property {string} name
 * @property {'vars' | 'secrets'} source
 * @property {string} value
 * @property {'crear' | 'cambiar' | 'sin cambios' | 'reescribir'} action
 */

/**
 * @param {{ name: string, source: 'vars' | 'secrets', value: string }[]} desired
 * @param {{ variables: Map<string, string>, secretNames: Set<string> }} current
 * @returns {Change[]}
 */
export function planChanges(desired, current) {
  return desired.map((setting) => {
    if (setting.source === 'secrets')
      return { ...setting, action: current.secretNames.has(setting.name) ? 'reescribir' : 'crear' };
    const now = current.variables.get(setting.name);
    return {
      ...setting,
      action: now === undefined ? 'crear' : now === setting.value ? 'sin cambios' : 'cambiar',
    };
  });
}

/** A value for the summary: a secret is never shown; a long one is cut. @param {Change} change */
const shown = (change) => {
  if (change.source === 'secrets') return '(secreto: no se muestra)';
  const line = change.value.replace(/\n/g, '⏎');
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
};

/** @param {Change[]} changes @param {string} repo */
export function summaryLines(changes, repo) {
  const width = Math.max(...changes.map((change) => change.name.length));
  return [
    `En ${repo} (${REPOSITORY_SETTINGS_PAGE.split(',')[0]}):`,
    ...changes.map(
      (change) =>
        `  ${change.action.padEnd(11)} ${change.source === 'secrets' ? 'secreto ' : 'variable'} ${change.name.padEnd(width)}  ${shown(change)}`,
    ),
  ];
}

/**
 * The settings written out exactly, for a developer who sets them by hand (--print).
 * @param {{ name: string, source: 'vars' | 'secrets', value: string }[]} desired
 * @param {string} where the page they go to
 */
export function printLines(desired, where) {
  const block = (/** @type {'vars' | 'secrets'} */ source, /** @type {string} */ title) => {
    const settings = desired.filter((setting) => setting.source === source);
    if (settings.length === 0) return [];
    return [
      `${title}:`,
      ...settings.flatMap((setting) =>
        setting.value.includes('\n')
          ? [
              `  ${setting.name} (varias líneas, entre las marcas):`,
              '-----',
              setting.value,
              '-----',
            ]
          : [`  ${setting.name} = ${setting.value}`],
      ),
    ];
  };
  return [
    `Escribe estos valores en ${where}:`,
    ...block('vars', 'Variables (pestaña «Variables»)'),
    ...block('secrets', 'Secretos (pestaña «Secrets»)'),
  ];
}
