// FTP or FTPS for a shared host. Plain FTP sends the password and every file readable by anyone
// on the network path, so the deploy refuses it unless DEPLOY_FTP_PLAIN_OK=1 says the host offers
// nothing else. Setup tries FTPS first, step by step, so that a failure names its real cause: the
// host does not exist or does not answer, the login was refused (answers to correct, asked again),
// the certificate, or the server offers no TLS. Only the last, with a plain login that works,
// leads to the plain-FTP question; its answer holds for the server and user it was given for.
import { Client } from 'basic-ftp';
import { AWAY_CODES, UNKNOWN_HOST_CODES, codeOf, messageOf } from '../errors.mjs';
import { CancelledError, SetupError } from './problem.mjs';

/** Said without a terminal when the answer is missing: one sentence naming the flag and the variable. */
export const PLAIN_FTP_REFUSED =
  'DEPLOY_TARGET=ftp envía la contraseña y los archivos sin cifrar, y setup solo lo configura con --ftp-plain-ok o DEPLOY_FTP_PLAIN_OK=1, que dicen que el hospedaje no ofrece FTPS ni SFTP (pídeselo al proveedor, o usa --host-kind sftp si lo tiene)';

const WARNING =
  'FTP sin cifrar envía la contraseña y cada archivo a la vista de cualquiera en el camino (la red del consultorio, el proveedor de internet): quien la lea puede cambiar el sitio. Úsalo solo si el hospedaje no ofrece FTPS ni SFTP.';

const WAIT_MS = 15_000;

/**
 * @typedef {{ outcome: 'ok' | 'no-host' | 'no-answer' | 'no-tls' | 'certificate' | 'login' | 'other', detail: string }} FtpsTry
 */

/** One line of a server's reply or Node's error. @param {unknown} error */
const detailOf = (error) => {
  const code = codeOf(error);
  const message = messageOf(error).split('\n')[0]?.trim() ?? '';
  return typeof code === 'string' && !message.includes(code) ? `${code}: ${message}` : message;
};

/**
 * An FTPS login, step by step (connect, AUTH TLS, login), or a plain one (`tls` false): the step
 * that fails says why.
 * @param {Record<string, string>} values
 * @param {boolean} [tls]
 * @returns {Promise<FtpsTry>}
 */
export async function tryFtps(values, tls = true) {
  const client = new Client(WAIT_MS);
  const host = values.DEPLOY_HOST ?? '';
  /** @type {'connect' | 'tls' | 'login'} */
  let stage = 'connect';
  try {
    await client.connect(host, Number(values.DEPLOY_PORT ?? 21));
    stage = 'tls';
    if (tls) await client.useTLS({ host, rejectUnauthorized: values.DEPLOY_FTPS_INSECURE !== '1' });
    stage = 'login';
    await client.login(values.DEPLOY_USER, values.DEPLOY_PASSWORD);
    return { outcome: 'ok', detail: '' };
  } catch (error) {
    const outcome = ftpsOutcome(stage, error);
    const code = codeOf(error);
    // Node's code says a missing or silent host best; a server's reply says the rest.
    const network = (outcome === 'no-host' || outcome === 'no-answer') && typeof code === 'string';
    return { outcome, detail: network ? code : detailOf(error) };
  } finally {
    client.close();
  }
}

/**
 * @param {'connect' | 'tls' | 'login'} stage
 * @param {unknown} error
 * @returns {FtpsTry['outcome']}
 */
function ftpsOutcome(stage, error) {
  const code = codeOf(error);
  if (stage === 'connect')
    return UNKNOWN_HOST_CODES.includes(code)
      ? 'no-host'
      : AWAY_CODES.includes(code) || /timeout/i.test(messageOf(error))
        ? 'no-answer'
        : 'other';
  if (stage === 'login') return code === 530 ? 'login' : 'other';
  // A reply to AUTH TLS other than 234 (FTPError, a number) or a handshake that is no TLS.
  if (typeof code === 'number' || /EPROTO|ECONNRESET|wrong version/i.test(detailOf(error)))
    return 'no-tls';
  return /CERT|SIGNED|ISSUER|ALTNAME|VERIFY/.test(String(code)) ? 'certificate' : 'other';
}

/**
 * The clause of an FTPS failure that is no want of TLS, and the answers to ask again.
 * @param {FtpsTry} tried
 * @param {Record<string, string>} values
 * @returns {[string, string[] | undefined]}
 */
function failureOf(tried, values) {
  const host = values.DEPLOY_HOST;
  const where = `${host}:${values.DEPLOY_PORT ?? 21}`;
  switch (tried.outcome) {
    case 'no-host':
      return [
        `el servidor ${host} no existe (${tried.detail}); revisa el nombre que da el proveedor (DEPLOY_HOST)`,
        ['DEPLOY_HOST'],
      ];
    case 'no-answer':
      return [
        `${where} no contesta (${tried.detail}); revisa el servidor y el puerto (DEPLOY_HOST / DEPLOY_PORT)`,
        ['DEPLOY_HOST', 'DEPLOY_PORT'],
      ];
    case 'login':
      return [
        `${host} rechazó el usuario o la contraseña (${tried.detail}); revisa DEPLOY_USER y DEPLOY_PASSWORD`,
        ['DEPLOY_USER', 'DEPLOY_PASSWORD'],
      ];
    case 'certificate':
      return [
        `el certificado TLS de ${host} no sirve para ese nombre o no es de confianza (${tried.detail}); usa el nombre del servidor que dice el proveedor (a menudo el suyo, no el del dominio), o añade su autoridad con NODE_EXTRA_CA_CERTS`,
        ['DEPLOY_HOST'],
      ];
    default:
      return [`el acceso por FTP a ${where} falló: ${tried.detail}`, undefined];
  }
}

/** The server and user an answer about plain FTP holds for. @param {Record<string, string>} values */
const plainBasis = (values) =>
  `${values.DEPLOY_USER}@${values.DEPLOY_HOST}:${values.DEPLOY_PORT ?? 21}`;

/**
 * Once the login's answers are known: ftps when the host takes it; the real cause when it fails
 * for another reason; plain FTP only when the host offers no TLS, its plain login works, and the
 * developer says (or said, for this server and user) that the host offers nothing else.
 * @param {import('./prompter.mjs').Prompter} ask
 * @param {{ ftps?: typeof tryFtps, plain?: typeof tryFtps }} [tries] stand-ins in tests
 */
export async function chooseFtpTransport(
  ask,
  { ftps = tryFtps, plain = (values) => tryFtps(values, false) } = {},
) {
  const values = ask.values;
  const basis = plainBasis(values);
  if (values.SETUP_FTP_PLAIN_FOR && values.SETUP_FTP_PLAIN_FOR !== basis)
    for (const name of ['DEPLOY_FTP_PLAIN_OK', 'SETUP_FTP_PLAIN_FOR', 'SETUP_PLAIN_FTP'])
      delete values[name];
  const tried = await ftps(values);
  if (tried.outcome === 'ok') {
    values.DEPLOY_TARGET = 'ftps';
    delete values.DEPLOY_FTP_PLAIN_OK;
    delete values.SETUP_FTP_PLAIN_FOR;
    ask.step(`${values.DEPLOY_HOST} acepta FTPS (FTP cifrado): se publica con ftps`);
    return;
  }
  if (tried.outcome !== 'no-tls') throw new SetupError(...failureOf(tried, values));
  const plainTried = await plain(values);
  if (plainTried.outcome !== 'ok') throw new SetupError(...failureOf(plainTried, values));
  const cause = `${values.DEPLOY_HOST} no ofrece FTPS: a «AUTH TLS» respondió «${tried.detail}», y sin cifrar el acceso funciona`;
  values.DEPLOY_TARGET = 'ftp';
  if (!values.DEPLOY_FTP_PLAIN_OK && !ask.interactive)
    throw new SetupError(`${cause}; ${PLAIN_FTP_REFUSED}`);
  ask.warn(WARNING);
  if (!values.DEPLOY_FTP_PLAIN_OK) {
    const answer = await ask.ask('SETUP_PLAIN_FTP', {
      message: `${cause}. ¿De verdad el hospedaje no ofrece FTPS ni SFTP?`,
      options: [
        { value: 'ftp', label: 'Cierto: solo ofrece FTP sin cifrar (DEPLOY_FTP_PLAIN_OK=1)' },
        { value: 'no', label: 'No: pediré FTPS o SFTP al proveedor y volveré a correr setup' },
      ],
    });
    if (answer === 'no') throw new CancelledError();
    values.DEPLOY_FTP_PLAIN_OK = '1';
  }
  values.SETUP_FTP_PLAIN_FOR = basis;
}
