// Plain FTP sends the password and every file readable by anyone on the network path, so the
// deploy refuses it unless DEPLOY_FTP_PLAIN_OK=1 says the host offers nothing else. Setup asks
// that once, after trying FTPS on the same host and login: a host that takes it gets ftps instead.
import { loginProblem } from './probe-host.mjs';
import { CancelledError, SetupError } from './problem.mjs';

/** Said without a terminal when the answer is missing: one sentence naming the flag and the variable. */
export const PLAIN_FTP_REFUSED =
  'DEPLOY_TARGET=ftp envía la contraseña y los archivos sin cifrar, y setup solo lo configura con --ftp-plain-ok o DEPLOY_FTP_PLAIN_OK=1, que dicen que el hospedaje no ofrece FTPS ni SFTP (si los ofrece, usa --host-kind ftps o sftp)';

const WARNING =
  'FTP sin cifrar envía la contraseña y cada archivo a la vista de cualquiera en el camino (la red del consultorio, el proveedor de internet): quien la lea puede cambiar el sitio. Úsalo solo si el hospedaje no ofrece FTPS ni SFTP.';

/**
 * Without a terminal, plain FTP needs DEPLOY_FTP_PLAIN_OK=1 (or --ftp-plain-ok) already given.
 * @param {{ interactive: boolean, values: Record<string, string> }} ask
 */
export function refusePlainFtpUnlessAllowed(ask) {
  if (ask.values.DEPLOY_TARGET === 'ftp' && !ask.values.DEPLOY_FTP_PLAIN_OK && !ask.interactive)
    throw new SetupError(PLAIN_FTP_REFUSED);
}

/**
 * In a terminal, once the login's answers are known: ftps when the host takes it, else plain FTP
 * only when the developer says the host offers nothing else.
 * @param {import('./prompter.mjs').Prompter} ask
 */
export async function choosePlainFtp(ask) {
  const values = ask.values;
  if (values.DEPLOY_TARGET !== 'ftp' || values.DEPLOY_FTP_PLAIN_OK) return;
  ask.warn(WARNING);
  const ftps = await loginProblem({ ...values, DEPLOY_TARGET: 'ftps', DEPLOY_TIMEOUT: '15' });
  const answer = await ask.ask('SETUP_PLAIN_FTP', {
    message: ftps
      ? `FTPS no funcionó en ${values.DEPLOY_HOST} (${ftps}). ¿De verdad el hospedaje no ofrece FTPS ni SFTP?`
      : `${values.DEPLOY_HOST} acepta FTPS (FTP cifrado) con este usuario y contraseña. ¿Cuál se usa?`,
    options: ftps
      ? [
          { value: 'ftp', label: 'Cierto: solo ofrece FTP sin cifrar (DEPLOY_FTP_PLAIN_OK=1)' },
          { value: 'no', label: 'No: pediré FTPS o SFTP al proveedor y volveré a correr setup' },
        ]
      : [
          { value: 'ftps', label: 'FTPS (recomendado)' },
          { value: 'ftp', label: 'FTP sin cifrar de todos modos (DEPLOY_FTP_PLAIN_OK=1)' },
        ],
  });
  if (answer === 'no') throw new CancelledError();
  if (answer === 'ftps') values.DEPLOY_TARGET = 'ftps';
  else values.DEPLOY_FTP_PLAIN_OK = '1';
}
