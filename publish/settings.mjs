// The deploy's settings, from the environment (the workflow maps the repository's variables and
// secrets onto it). docs/publishing.md describes each one. A missing or wrong one is one Spanish
// sentence naming it.
import { printable } from '../lib/printable.mjs';
import { WORKFLOW_SETTINGS } from '../build/postbuild/workflow-settings.mjs';
import { DeployError } from './errors.mjs';
import { HTACCESS_FORMS } from './htaccess-forms.mjs';
import { DEFAULT_TIMEOUT_SECONDS } from './targets/deadline.mjs';

export const TARGETS = /** @type {const} */ (['ftp', 'ftps', 'sftp', 'rsync', 's3']);
/** @typedef {typeof TARGETS[number]} Target */

const DEFAULT_PORT = { ftp: 21, ftps: 21, sftp: 22, rsync: 22, s3: 443 };
const DEFAULT_SERVER = {
  ftp: 'apache',
  ftps: 'apache',
  sftp: 'apache',
  rsync: 'nginx',
  s3: 'none',
};
const SERVERS = ['apache', 'nginx', 'caddy'];

/** Parallel transfers: a few, and never more than shared hosts allow per IP. */
export const DEFAULT_CONNECTIONS = 3;
export const MAX_CONNECTIONS = 8;
/** DEPLOY_TIMEOUT's bound: a server silent this long is not coming back within the deploy. */
export const MAX_TIMEOUT_SECONDS = 600;

/**
 * @typedef {object} Settings
 * @property {Target} target
 * @property {string} outDir
 * @property {string} host
 * @property {number} port
 * @property {string} user
 * @property {string | undefined} password
 * @property {string | undefined} key the private key's text
 * @property {string} remotePath DEPLOY_PATH, '/'-separated, no trailing slash ('' for the login folder)
 * @property {string | undefined} knownHosts
 * @property {string | undefined} after
 * @property {boolean} allowExamples
 * @property {boolean} ftpsInsecure
 * @property {boolean} ftpPlainOk DEPLOY_FTP_PLAIN_OK: the host offers plain FTP only (no FTPS, no SFTP)
 * @property {import('./export-files.mjs').Server} server
 * @property {number} connections
 * @property {number} timeoutMs DEPLOY_TIMEOUT: how long any one wait on the server may last without an answer
 * @property {import('./htaccess-forms.mjs').HtaccessForm} htaccess DEPLOY_HTACCESS: which form of .htaccess an Apache host receives
 * @property {boolean} htaccessSet whether DEPLOY_HTACCESS is set (npm run setup proved that form); unset, the deploy proves one
 * @property {{ bucket: string, region: string | undefined, distributionId: string, headersPolicyId: string, adminHeadersPolicyId: string | undefined }} [s3]
 */

/**
 * @typedef {object} EnvReader
 * @property {(name: string) => string | undefined} value a variable's text, undefined when empty
 * @property {(name: string, what: string) => string} required the same, or the sentence naming it
 */

/**
 * @param {Record<string, string | undefined>} env
 * @returns {EnvReader}
 */
function envReader(env) {
  const value = (/** @type {string} */ name) => {
    const text = env[name];
    return text === undefined || text.trim() === '' ? undefined : text;
  };
  const required = (/** @type {string} */ name, /** @type {string} */ what) => {
    const text = value(name);
    if (text === undefined) throw new DeployError(`falta ${name} (${what})`);
    return text;
  };
  return { value, required };
}

/** @param {EnvReader} read */
function readTarget({ required }) {
  const target = /** @type {Target} */ (required('DEPLOY_TARGET', TARGETS.join(', ')));
  if (!TARGETS.includes(target))
    throw new DeployError(
      `DEPLOY_TARGET vale ${printable(target)}; debe ser ${TARGETS.join(', ')}`,
    );
  return target;
}

/** @param {EnvReader} read @param {Target} target */
function readServer({ value }, target) {
  const serverName = value('DEPLOY_SERVER') ?? DEFAULT_SERVER[target];
  if (target !== 's3' && !SERVERS.includes(serverName))
    throw new DeployError(
      `DEPLOY_SERVER vale ${printable(serverName)}; debe ser ${SERVERS.join(', ')}`,
    );
  return /** @type {import('./export-files.mjs').Server} */ (target === 's3' ? 'none' : serverName);
}

/** @param {EnvReader} read */
function readConnections({ value }) {
  const connectionsText = value('DEPLOY_CONNECTIONS');
  const connections = connectionsText === undefined ? DEFAULT_CONNECTIONS : Number(connectionsText);
  if (!Number.isInteger(connections) || connections < 1 || connections > MAX_CONNECTIONS)
    throw new DeployError(
      `DEPLOY_CONNECTIONS vale ${printable(connectionsText)}; debe ser un entero de 1 a ${MAX_CONNECTIONS} (los hospedajes compartidos cortan más conexiones por IP)`,
    );
  return connections;
}

/** @param {EnvReader} read */
function readTimeoutSeconds({ value }) {
  const timeoutText = value('DEPLOY_TIMEOUT');
  const timeoutSeconds = timeoutText === undefined ? DEFAULT_TIMEOUT_SECONDS : Number(timeoutText);
  if (!(timeoutSeconds > 0 && timeoutSeconds <= MAX_TIMEOUT_SECONDS))
    throw new DeployError(
      `DEPLOY_TIMEOUT vale ${printable(timeoutText)}; debe ser un número de segundos mayor que 0 y de hasta ${MAX_TIMEOUT_SECONDS}`,
    );
  return timeoutSeconds;
}

/** @param {EnvReader} read */
function readHtaccess({ value }) {
  const htaccess = /** @type {import('./htaccess-forms.mjs').HtaccessForm} */ (
    value('DEPLOY_HTACCESS') ?? 'full'
  );
  if (!HTACCESS_FORMS.includes(htaccess))
    throw new DeployError(
      `DEPLOY_HTACCESS vale "${htaccess}"; debe ser ${HTACCESS_FORMS.join(', ')} (npm run setup prueba cuál acepta el servidor)`,
    );
  return htaccess;
}

/** @param {EnvReader} read @param {Target} target */
function readPort({ value }, target) {
  const portText = value('DEPLOY_PORT');
  const port = portText === undefined ? DEFAULT_PORT[target] : Number(portText);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new DeployError(`DEPLOY_PORT vale ${printable(portText)}; debe ser un número de puerto`);
  return port;
}

/**
 * Each target's own requirements: a password or key, the host's key, DEPLOY_AFTER only for rsync.
 * @param {Settings} settings
 */
function checkTargetNeeds(settings) {
  const target = settings.target;
  // Plain FTP sends the password and every file readable by anyone on the network path.
  if (target === 'ftp' && !settings.ftpPlainOk)
    throw new DeployError(
      'DEPLOY_TARGET=ftp envía la contraseña y los archivos sin cifrar; usa ftps o sftp, o pon DEPLOY_FTP_PLAIN_OK=1 solo si el hospedaje no ofrece otra cosa',
    );
  if ((target === 'ftp' || target === 'ftps') && !settings.password)
    throw new DeployError('falta DEPLOY_PASSWORD (la contraseña FTP)');
  if (target === 'sftp' && !settings.password && !settings.key)
    throw new DeployError(
      'falta DEPLOY_PASSWORD o DEPLOY_KEY (la contraseña o la clave privada SSH)',
    );
  if (target === 'rsync' && !settings.key)
    throw new DeployError('falta DEPLOY_KEY (la clave privada SSH; rsync no usa contraseña)');
  if ((target === 'sftp' || target === 'rsync') && !settings.knownHosts)
    throw new DeployError(
      'falta DEPLOY_KNOWN_HOSTS (la línea known_hosts del servidor, p. ej. de ssh-keyscan; sin ella no se sabe si el servidor es el verdadero)',
    );
  if (settings.after && target !== 'rsync')
    throw new DeployError(
      'DEPLOY_AFTER solo sirve con DEPLOY_TARGET=rsync (se ejecuta por SSH en el servidor propio)',
    );
}

/**
 * @param {EnvReader} read
 * @returns {NonNullable<Settings['s3']>}
 */
const readS3 = ({ value, required }) => ({
  bucket: required('DEPLOY_BUCKET', 'el bucket de S3'),
  region: value('DEPLOY_REGION') ?? value('AWS_REGION'),
  distributionId: required('DEPLOY_DISTRIBUTION_ID', 'la distribución de CloudFront'),
  headersPolicyId: required(
    'DEPLOY_HEADERS_POLICY_ID',
    'la política de cabeceras de CloudFront del sitio',
  ),
  adminHeadersPolicyId: value('DEPLOY_ADMIN_HEADERS_POLICY_ID'),
});

/**
 * @param {Record<string, string | undefined>} env
 * @returns {Settings}
 */
export function readSettings(env) {
  const read = envReader(env);
  const { value, required } = read;
  const target = readTarget(read);
  const server = readServer(read, target);
  const connections = readConnections(read);
  const timeoutSeconds = readTimeoutSeconds(read);
  const htaccess = readHtaccess(read);
  const port = readPort(read, target);

  /** @type {Settings} */
  const settings = {
    target,
    outDir: value('DEPLOY_DIR') ?? 'out',
    host: target === 's3' ? '' : required('DEPLOY_HOST', 'el servidor al que se sube el sitio'),
    port,
    user: target === 's3' ? '' : required('DEPLOY_USER', 'el usuario del servidor'),
    password: value('DEPLOY_PASSWORD'),
    // A key pasted with its line breaks written as \n (one line) is the same key.
    key: value('DEPLOY_KEY')?.replace(/\\n/g, '\n'),
    remotePath: (value('DEPLOY_PATH') ?? '').trim().replace(/\/+$/, ''),
    knownHosts: value('DEPLOY_KNOWN_HOSTS'),
    after: value('DEPLOY_AFTER'),
    allowExamples: env.DEPLOY_ALLOW_EXAMPLES === '1',
    ftpsInsecure: env.DEPLOY_FTPS_INSECURE === '1',
    ftpPlainOk: env.DEPLOY_FTP_PLAIN_OK === '1',
    server,
    connections,
    timeoutMs: timeoutSeconds * 1000,
    htaccess,
    htaccessSet: value('DEPLOY_HTACCESS') !== undefined,
  };
  checkTargetNeeds(settings);
  if (target === 's3') settings.s3 = readS3(read);
  return settings;
}

/**
 * The editor's settings the build reads (lib/admin/github-backend.ts) that a repository holds:
 * without DECAP_AUTH_URL, every host but Netlify builds an editor nobody can sign in to.
 * @type {Record<string, 'vars' | 'secrets'>}
 */
export const EDITOR_SETTINGS = { DECAP_AUTH_URL: 'vars' };

/** The secrets of DEPLOY_ENVIRONMENT: the deploy's credentials, given to the publishing branch alone. */
export const ENVIRONMENT_SECRETS = Object.keys(WORKFLOW_SETTINGS).filter(
  (name) => WORKFLOW_SETTINGS[name] === 'secrets',
);

/**
 * What each target cannot deploy without, besides DEPLOY_TARGET (readSettings refuses the same);
 * an inner list is "one of these". `npm run setup` asks for them and `npm run doctor` checks them.
 * @type {Record<Target, (string | string[])[]>}
 */
export const REQUIRED_SETTINGS = {
  ftp: ['DEPLOY_HOST', 'DEPLOY_USER', 'DEPLOY_PASSWORD', 'DEPLOY_FTP_PLAIN_OK'],
  ftps: ['DEPLOY_HOST', 'DEPLOY_USER', 'DEPLOY_PASSWORD'],
  sftp: ['DEPLOY_HOST', 'DEPLOY_USER', ['DEPLOY_PASSWORD', 'DEPLOY_KEY'], 'DEPLOY_KNOWN_HOSTS'],
  rsync: ['DEPLOY_HOST', 'DEPLOY_USER', 'DEPLOY_KEY', 'DEPLOY_KNOWN_HOSTS'],
  s3: [
    'DEPLOY_BUCKET',
    'DEPLOY_DISTRIBUTION_ID',
    'DEPLOY_HEADERS_POLICY_ID',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
  ],
};

/** Each setting in a few Spanish words, with an example of the value expected. */
export const SETTING_TEXTS = {
  DEPLOY_TARGET: `cómo se sube el sitio: ${TARGETS.join(', ')}`,
  DEPLOY_HOST: 'el servidor al que se sube el sitio, p. ej. ftp.consultorio.mx',
  DEPLOY_PORT: 'el puerto del servidor, p. ej. 21 (FTP) o 22 (SFTP)',
  DEPLOY_USER: 'el usuario del servidor que da el proveedor',
  DEPLOY_PASSWORD: 'la contraseña de ese usuario',
  DEPLOY_KEY: 'la clave privada SSH de ese usuario (el texto completo)',
  DEPLOY_PATH: 'la carpeta del sitio en el servidor, p. ej. public_html',
  DEPLOY_KNOWN_HOSTS: 'la línea known_hosts del servidor (ssh-keyscan)',
  DEPLOY_FTP_PLAIN_OK:
    '1, y solo si el hospedaje no ofrece FTPS ni SFTP: DEPLOY_TARGET=ftp envía la contraseña y los archivos sin cifrar (mejor ftps o sftp)',
  DEPLOY_HTACCESS: `la forma de .htaccess que acepta el servidor: ${HTACCESS_FORMS.join(', ')}`,
  DEPLOY_BUCKET: 'el bucket de S3',
  DEPLOY_DISTRIBUTION_ID: 'la distribución de CloudFront',
  DEPLOY_HEADERS_POLICY_ID: 'la política de cabeceras de CloudFront del sitio',
  AWS_ACCESS_KEY_ID: 'la clave de acceso de AWS del usuario de despliegue',
  AWS_SECRET_ACCESS_KEY: 'la clave secreta de AWS del usuario de despliegue',
  DECAP_AUTH_URL:
    'la dirección del servicio de inicio de sesión del editor, p. ej. https://acceso.consultorio.mx',
};
