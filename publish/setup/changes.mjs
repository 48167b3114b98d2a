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

/**
 * A value for the summary: a secret is never shown; a long one is cut.
 * @param {Change} change
 * @param {string | undefined} environment where the secrets go
 */
const shown = (change, environment) => {
  if (change.source === 'secrets')
    return environment ? `(en el entorno ${environment}; no se muestra)` : '(no se muestra)';
  const line = change.value.replace(/\n/g, '⏎');
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
};

/**
 * @param {Change[]} changes
 * @param {string} repo
 * @param {{ name: string, line: string }} [environment] the Environment the secrets go to, and its summary line
 */
export function summaryLines(changes, repo, environment) {
  const width = Math.max(...changes.map((change) => change.name.length));
  return [
    `En ${repo} (${REPOSITORY_SETTINGS_PAGE.split(',')[0]}${environment ? '; GitHub → Settings → Environments' : ''}):`,
    ...(environment ? [environment.line] : []),
    ...changes.map(
      (change) =>
        `  ${change.action.padEnd(11)} ${change.source === 'secrets' ? 'secreto ' : 'variable'} ${change.name.padEnd(width)}  ${shown(change, environment?.name)}`,
    ),
  ];
}

/**
 * The clicks that make the Environment by hand, for --print.
 * @param {string} name
 * @param {string} branch the default branch, or how to find it
 */
export function environmentClicks(name, branch) {
  return [
    `Entorno ${name} (GitHub → Settings → Environments → New environment, nombre ${name}; si ya existe, ábrelo):`,
    `  Deployment branches and tags: «Selected branches and tags» → «Add deployment branch or tag rule» → Ref type «Branch» → ${branch} → «Add rule»`,
    '  «Environment secrets» → «Add environment secret», uno por cada secreto de abajo',
  ];
}

/** A secret as --print shows it without --show-secrets: its length only. @param {string} value */
const maskedSecret = (value) =>
  `(oculto, ${value.length} caracteres; npm run setup -- --print --show-secrets lo muestra)`;

/**
 * The settings written out exactly, for a developer who sets them by hand (--print); a secret's
 * value only when asked (showSecrets), since a terminal's scrollback and a shared screen keep it.
 * @param {{ name: string, source: 'vars' | 'secrets', value: string }[]} desired
 * @param {string} where the page they go to
 * @param {{ name: string, branch: string }} [environment] the Environment the secrets go to
 * @param {{ showSecrets?: boolean }} [options]
 */
export function printLines(desired, where, environment, { showSecrets = false } = {}) {
  const block = (/** @type {'vars' | 'secrets'} */ source, /** @type {string} */ title) => {
    const settings = desired
      .filter((setting) => setting.source === source)
      .map((setting) =>
        source === 'secrets' && !showSecrets
          ? { ...setting, value: maskedSecret(setting.value) }
          : setting,
      );
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
    ...(environment && desired.some((setting) => setting.source === 'secrets')
      ? [
          ...environmentClicks(environment.name, environment.branch),
          ...block('secrets', `Secretos del entorno ${environment.name}`),
        ]
      : block('secrets', 'Secretos (pestaña «Secrets»)')),
  ];
}
