// The one Spanish sentence a failed deploy prints (the contract: exit 1, one line on stderr, no
// stack trace), mapped from what each library reports: FTP reply codes (basic-ftp's FTPError.code),
// Node's socket and TLS error codes, ssh2's messages, SFTP status codes, the AWS SDK's error names
// and what rsync and ssh write to stderr.

import { escapeUnseen } from '../lib/printable.mjs';

const PREFIX = 'No se pudo publicar: ';

/** A failure whose cause is known and already said in Spanish. */
export class DeployError extends Error {
  /** @param {string} reason what went wrong, one Spanish clause without the common prefix */
  constructor(reason) {
    super(`${PREFIX}${reason.replace(/\.$/, '')}.`);
    this.name = 'DeployError';
  }
}

/**
 * @typedef {object} ErrorContext
 * @property {string} [host]
 * @property {number} [port]
 * @property {string} [target] DEPLOY_TARGET
 * @property {string} [file] the remote path being written, when there is one
 * @property {'password' | 'key'} [auth] how the SSH or FTP login was made
 */

/**
 * The server as the sentences name it: host:port, or "el servidor" without a host.
 * @param {ErrorContext} context
 */
export const serverName = (context) =>
  context.host ? `${context.host}${context.port ? `:${context.port}` : ''}` : 'el servidor';

/** @param {unknown} error */
export const codeOf = (error) =>
  error && typeof error === 'object' && 'code' in error
    ? /** @type {any} */ (error).code
    : undefined;
/** @param {unknown} error */
export const messageOf = (error) => (error instanceof Error ? error.message : String(error ?? ''));

/** Node's socket codes for a server that is not there right now: down, restarting, or at a wrong address. */
export const AWAY_CODES = ['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH'];
/** Node's codes for a host name that does not resolve. */
export const UNKNOWN_HOST_CODES = ['ENOTFOUND', 'EAI_AGAIN'];
/** A server that cannot be reached or named: retrying the same request cannot help. */
export const UNREACHABLE_CODES = [...AWAY_CODES, ...UNKNOWN_HOST_CODES];
/** @param {unknown} error */
export const isUnreachable = (error) => UNREACHABLE_CODES.includes(codeOf(error));

const noAnswer = (/** @type {string} */ where) =>
  `no hay respuesta de ${where} (DEPLOY_HOST / DEPLOY_PORT)`;
const unknownHost = (/** @type {string} */ where) =>
  `no existe el servidor ${where.replace(/:\d+$/, '')} (DEPLOY_HOST)`;
const cutAgain = (/** @type {string} */ where) => `${where} cortó la conexión una y otra vez`;

/** The sentence for each of Node's network error codes. */
const NETWORK = /** @type {Record<string, (where: string) => string>} */ ({
  ...Object.fromEntries([...AWAY_CODES, 'ETIMEDOUT'].map((code) => [code, noAnswer])),
  ...Object.fromEntries(UNKNOWN_HOST_CODES.map((code) => [code, unknownHost])),
  ECONNRESET: cutAgain,
});

const AWAY_WORDS = /Connection refused|No route to host|Network is unreachable/i;
/** @param {unknown} error */
export const isAway = (error) =>
  AWAY_CODES.includes(codeOf(error)) || AWAY_WORDS.test(messageOf(error));

/**
 * A wait that ran out, in the words of the deadline it hit: ours (StalledError, 'ESTALLED'),
 * basic-ftp's "Timeout (control socket)" and its data-connection timeouts, ssh2's handshake and
 * keepalive timeouts, OpenSSH's "Connection timed out" and "Timeout, server … not responding",
 * rsync's "timeout in data send/receive" (its --timeout), and the socket's own ETIMEDOUT.
 */
const TIMEOUT_WORDS = /\bTimeout\b|timed out|timeout in data send\/receive|not responding/i;
/** @param {unknown} error */
export const isTimeout = (error) =>
  codeOf(error) === 'ESTALLED' ||
  codeOf(error) === 'ETIMEDOUT' ||
  TIMEOUT_WORDS.test(messageOf(error));

/**
 * A connection the server closed: basic-ftp's FIN and close messages, ssh2's "No response from
 * server" for requests cut by a closed connection, rsync's "connection unexpectedly closed".
 */
const CUT_WORDS =
  /FIN packet|closed connection unexpectedly|Socket closed due to|No response from server|connection unexpectedly closed|Broken pipe|Connection reset/i;

/** Said after each sentence about a server that stopped mid-way: what the next run does. */
const RESUMES = 'lo ya subido queda y el siguiente despliegue sigue desde ahí';

/**
 * The reason for a server that answered this deploy and then stopped: it went silent (a wait of
 * `seconds` ran out) or it closed the connection and refused new ones for `seconds` (restarting
 * for longer than that, or down).
 * @param {'silent' | 'gone'} how
 * @param {ErrorContext} context
 * @param {number} seconds
 */
export function stoppedReason(how, context, seconds) {
  const where = serverName(context);
  if (how === 'silent')
    return `${where} dejó de contestar a mitad del despliegue (${seconds} s sin respuesta${context.file ? `, con ${context.file} en curso` : ''}); ${RESUMES}`;
  return `${where} cortó la conexión a mitad del despliegue y no volvió a aceptarla en ${seconds} s (¿se reinició o se cayó el servidor?); ${RESUMES}`;
}

/**
 * The reason for a server that never answered within `seconds` (a firewall that drops packets, a
 * port where nothing speaks the protocol).
 * @param {ErrorContext} context
 * @param {number} seconds
 */
export const silentReason = (context, seconds) =>
  `no hay respuesta de ${serverName(context)} en ${seconds} s (DEPLOY_HOST / DEPLOY_PORT)`;

const TLS_CODES = [
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
];

const CREDENTIALS =
  'el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD)';
const KEY_CREDENTIALS = 'el servidor rechazó el usuario o la clave (DEPLOY_USER / DEPLOY_KEY)';
const SPACE = (/** @type {string | undefined} */ file) =>
  `el servidor no tiene espacio libre (disco o cuota llenos)${file ? ` al escribir ${file}` : ''}`;
const PERMISSION = (/** @type {string | undefined} */ file) =>
  `el servidor no deja escribir${file ? ` ${file}` : ' en la carpeta'} (permisos de DEPLOY_USER en DEPLOY_PATH)`;

/** Messages servers and libraries use for a full disk or quota, whatever the code. */
const NO_SPACE = /no space|disk full|quota|insufficient storage|espacio/i;

/**
 * The Spanish sentence for any error a deploy can meet. A DeployError passes as it is; anything
 * unknown still gives one sentence, with the library's own message (never a stack).
 * @param {unknown} error
 * @param {ErrorContext} [context]
 * @returns {string}
 */
export function spanishMessage(error, context = {}) {
  if (error instanceof DeployError) return error.message;
  return new DeployError(reasonFor(error, context)).message;
}

/**
 * @param {unknown} error
 * @param {ErrorContext} context
 * @returns {string}
 */
function reasonFor(error, context) {
  const code = codeOf(error);
  const message = messageOf(error);
  const where = serverName(context);
  const file = context.file;

  if (code === 'ESTALLED' && error && typeof error === 'object' && 'waitedMs' in error)
    return stoppedReason('silent', context, Number(error.waitedMs) / 1000);
  const network = typeof code === 'string' && Object.hasOwn(NETWORK, code) ? NETWORK[code] : null;
  if (network) return network(where);
  if (typeof code === 'string' && TLS_CODES.includes(code))
    return `el certificado TLS de ${where} no es de confianza (${code}); añade la autoridad del proveedor con NODE_EXTRA_CA_CERTS, o DEPLOY_FTPS_INSECURE=1 si aceptas que alguien en la red lea la contraseña`;

  // FTP reply codes (basic-ftp's FTPError has the numeric code).
  if (typeof code === 'number') {
    if (code === 530) return CREDENTIALS;
    if (code === 552 || code === 452 || NO_SPACE.test(message)) return SPACE(file);
    if (code === 550 || code === 553 || code === 450 || code === 532) return PERMISSION(file);
    if (code === 421) return `${where} cerró la sesión (${oneLine(message)})`;
    // SFTP status codes (ssh2-sftp-client keeps them in error.code): 3 permission denied, 4 failure
    // (OpenSSH's sftp-server answers a full disk with a plain failure), 2 no such file.
    if (code === 3) return PERMISSION(file);
    if (code === 4)
      return `${SPACE(file)}, o no pudo escribir por otra causa (SFTP respondió «Failure»)`;
    if (code === 2)
      return `la carpeta ${file ?? 'DEPLOY_PATH'} no existe en el servidor (DEPLOY_PATH)`;
  }
  if (NO_SPACE.test(message)) return SPACE(file);

  // ssh2 and OpenSSH.
  if (/All configured authentication methods failed|Permission denied \(/i.test(message))
    return context.auth === 'key' ? KEY_CREDENTIALS : CREDENTIALS;
  if (
    /Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED|No .* host key is known/i.test(
      message,
    )
  )
    return `la clave de ${where} no coincide con DEPLOY_KNOWN_HOSTS; si cambió de verdad, copia la nueva con ssh-keyscan y compárala con la del proveedor`;
  if (/Connection refused/i.test(message)) return noAnswer(where);
  if (
    /Connection timed out|Operation timed out|Timed out while waiting for handshake/i.test(message)
  )
    return noAnswer(where);
  if (/Could not resolve hostname|Name or service not known/i.test(message))
    return unknownHost(where);
  if (/certificate|self[- ]signed/i.test(message))
    return `el certificado TLS de ${where} no es de confianza (${oneLine(message)}); añade la autoridad del proveedor con NODE_EXTRA_CA_CERTS`;

  // AWS SDK v3 errors carry their name.
  const name = error instanceof Error ? error.name : '';
  if (
    /InvalidAccessKeyId|SignatureDoesNotMatch|UnrecognizedClientException|CredentialsProviderError|ExpiredToken/.test(
      name,
    )
  )
    return 'AWS rechazó las credenciales (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY)';
  if (name === 'AccessDenied' || name === 'AccessDeniedException')
    return `AWS negó el permiso (${oneLine(message)}); revisa la política del usuario de despliegue`;
  if (name === 'NoSuchBucket') return 'el bucket no existe (DEPLOY_BUCKET)';
  if (name === 'NoSuchDistribution')
    return 'la distribución de CloudFront no existe (DEPLOY_DISTRIBUTION_ID)';
  if (name === 'NoSuchResponseHeadersPolicy')
    return 'la política de cabeceras de CloudFront no existe (DEPLOY_HEADERS_POLICY_ID / DEPLOY_ADMIN_HEADERS_POLICY_ID)';

  // Last: a connection the server closed under a command, in each library's words (rsync adds
  // "connection unexpectedly closed" to a refusal's own words, which are matched above).
  if (CUT_WORDS.test(message)) return cutAgain(where);
  if (isTimeout(error)) return `${where} no contestó a tiempo (${oneLine(message)})`;
  return `error inesperado de ${where}: ${oneLine(message) || 'sin mensaje'}`;
}

/**
 * The library's (or the server's) words on one line, without stack frames, any control or
 * invisible character left written as an escape (lib/printable.mjs).
 * @param {string} text
 */
const oneLine = (text) =>
  escapeUnseen(
    text
      .split('\n')
      .filter((line) => !/^\s*at\s/.test(line))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/\.$/, ''),
  ).slice(0, 200);
