// The answers `npm run setup` and `npm run doctor` take from flags or the environment: each flag
// stands for one environment variable, the same names the deploy and its workflow use, so a test
// or a script answers every question without a terminal. A flag wins over the environment.
import { SetupError } from './problem.mjs';

/**
 * The hosts setup knows: the deploy's targets, and the hosts that build the site themselves. The
 * first is the one a question offers first: FTPS, so that the encrypted way is the default.
 */
export const HOST_KINDS = /** @type {const} */ ([
  'ftps',
  'ftp',
  'sftp',
  'rsync',
  's3',
  'github-pages',
  'netlify',
  'cloudflare-pages',
]);
/** @typedef {(typeof HOST_KINDS)[number]} HostKind */

/** Each flag and the variable it stands for. */
export const FLAGS = {
  '--host-kind': 'SETUP_HOST_KIND',
  '--target': 'DEPLOY_TARGET',
  '--host': 'DEPLOY_HOST',
  '--port': 'DEPLOY_PORT',
  '--user': 'DEPLOY_USER',
  '--password': 'DEPLOY_PASSWORD',
  '--key': 'DEPLOY_KEY',
  '--path': 'DEPLOY_PATH',
  '--server': 'DEPLOY_SERVER',
  '--known-hosts': 'DEPLOY_KNOWN_HOSTS',
  '--after': 'DEPLOY_AFTER',
  '--connections': 'DEPLOY_CONNECTIONS',
  '--timeout': 'DEPLOY_TIMEOUT',
  '--htaccess': 'DEPLOY_HTACCESS',
  '--bucket': 'DEPLOY_BUCKET',
  '--region': 'DEPLOY_REGION',
  '--distribution-id': 'DEPLOY_DISTRIBUTION_ID',
  '--headers-policy-id': 'DEPLOY_HEADERS_POLICY_ID',
  '--aws-access-key-id': 'AWS_ACCESS_KEY_ID',
  '--aws-secret-access-key': 'AWS_SECRET_ACCESS_KEY',
  '--site-url': 'SITE_URL',
  '--auth-url': 'DECAP_AUTH_URL',
  '--relay': 'SETUP_RELAY',
  '--client-id': 'GITHUB_CLIENT_ID',
  '--client-secret': 'GITHUB_CLIENT_SECRET',
  '--repo': 'GITHUB_REPOSITORY',
  '--token': 'GITHUB_TOKEN',
  '--api-url': 'GITHUB_API_URL',
  '--github-host': 'GITHUB_ENTERPRISE_HOST',
  '--workflow': 'DOCTOR_WORKFLOW',
  '--dir': 'DEPLOY_DIR',
};
/**
 * Variables whose value is a secret: refused as a flag, where `ps` and the shell's history see
 * it; they come from the environment or a hidden prompt.
 */
export const SECRET_VARIABLES = [
  'DEPLOY_PASSWORD',
  'AWS_SECRET_ACCESS_KEY',
  'GITHUB_CLIENT_SECRET',
  'GITHUB_TOKEN',
];
/** Flags without a value. */
export const SWITCHES = ['--yes', '--print', '--show-secrets', '--ftp-plain-ok', '--help'];
/** Switches that stand for a setting: given, the setting is 1. */
export const SETTING_SWITCHES = { '--ftp-plain-ok': 'DEPLOY_FTP_PLAIN_OK' };

/** The flag of a variable, for sentences; none for a secret, which a flag cannot carry. @param {string} name */
export const flagOf = (name) =>
  SECRET_VARIABLES.includes(name)
    ? undefined
    : Object.entries({ ...FLAGS, ...SETTING_SWITCHES }).find(([, env]) => env === name)?.[0];

/**
 * The sentence refusing a secret given as a flag. DEPLOY_KEY's flag takes the key's path, which is
 * no secret; the key's text is refused like a password.
 * @param {string} flag
 * @param {string} name
 */
const secretFlagRefusal = (flag, name) =>
  `${flag} dejaría el secreto a la vista de ps y del historial del shell; pásalo en la variable de entorno ${name} (con un espacio antes de la línea, que la deja fuera del historial en la mayoría de los shells) o escríbelo cuando npm run setup lo pida`;

/**
 * @param {string} flag
 * @param {string} name
 * @param {string} value
 */
function refuseSecretFlag(flag, name, value) {
  if (SECRET_VARIABLES.includes(name)) throw new SetupError(secretFlagRefusal(flag, name));
  if (name === 'DEPLOY_KEY' && value.includes('PRIVATE KEY'))
    throw new SetupError(
      `${flag} toma la ruta del archivo de la clave, no su texto: ${secretFlagRefusal(flag, name)}`,
    );
}

/**
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @returns {{ values: Record<string, string>, yes: boolean, print: boolean, showSecrets: boolean, help: boolean }}
 *   values: every answer given, by variable name (empty ones left out)
 */
export function readOptions(argv, env) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const name of [...Object.values(FLAGS), ...Object.values(SETTING_SWITCHES)]) {
    const text = env[name];
    if (text !== undefined && text.trim() !== '') values[name] = text;
  }
  let yes = false;
  let print = false;
  let showSecrets = false;
  let help = false;
  for (let index = 0; index < argv.length; index++) {
    const arg = /** @type {string} */ (argv[index]);
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    if (flag === '--yes') yes = true;
    else if (flag === '--print') print = true;
    else if (flag === '--show-secrets') showSecrets = true;
    else if (flag === '--help' || flag === '-h') help = true;
    else if (flag in SETTING_SWITCHES)
      values[SETTING_SWITCHES[/** @type {keyof typeof SETTING_SWITCHES} */ (flag)]] = '1';
    else if (flag in FLAGS) {
      const value = inline ?? argv[++index];
      if (value === undefined) throw new SetupError(`a la opción ${flag} le falta su valor`);
      const name = FLAGS[/** @type {keyof typeof FLAGS} */ (flag)];
      refuseSecretFlag(flag, name, value);
      values[name] = value;
    } else throw new SetupError(`opción desconocida ${arg} (npm run setup -- --help las explica)`);
  }
  const kind = values.SETUP_HOST_KIND;
  if (kind !== undefined && !HOST_KINDS.includes(/** @type {any} */ (kind)))
    throw new SetupError(`--host-kind vale "${kind}"; debe ser ${HOST_KINDS.join(', ')}`);
  return { values, yes, print, showSecrets, help };
}

/**
 * The host the site goes to: --host-kind, else DEPLOY_TARGET.
 * @param {Record<string, string>} values
 * @returns {HostKind | undefined}
 */
export function hostKindOf(values) {
  const kind = values.SETUP_HOST_KIND ?? values.DEPLOY_TARGET;
  return HOST_KINDS.includes(/** @type {any} */ (kind))
    ? /** @type {HostKind} */ (kind)
    : undefined;
}

/** The hosts the deploy workflow publishes to (npm run deploy). @param {HostKind} kind */
export const isDeployTarget = (kind) => ['ftp', 'ftps', 'sftp', 'rsync', 's3'].includes(kind);
