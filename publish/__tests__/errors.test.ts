/** @jest-environment node */
import { FTPError } from 'basic-ftp';
import { DeployError, spanishMessage, stoppedReason } from '../errors.mjs';
import { StalledError } from '../targets/deadline.mjs';

const at = { host: '127.0.0.1', port: 2121, target: 'ftp' };
const ftp = (code: number, message: string) => new FTPError({ code, message } as never);
const coded = (code: string | number, message = 'x') => Object.assign(new Error(message), { code });

/** One sentence: the prefix, one period at the end, no line break, no stack. */
const oneSentence = (text: string) => {
  expect(text).toMatch(/^No se pudo publicar: [^\n]+\.$/);
  expect(text).not.toMatch(/\n|\s+at\s+\S+\s+\(/);
};

describe('spanishMessage', () => {
  it.each([
    [
      'FTP 530',
      ftp(530, '530 Login authentication failed'),
      at,
      'No se pudo publicar: el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD).',
    ],
    [
      'ECONNREFUSED',
      coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:2121'),
      at,
      'No se pudo publicar: no hay respuesta de 127.0.0.1:2121 (DEPLOY_HOST / DEPLOY_PORT).',
    ],
    [
      'ETIMEDOUT',
      coded('ETIMEDOUT'),
      at,
      'No se pudo publicar: no hay respuesta de 127.0.0.1:2121 (DEPLOY_HOST / DEPLOY_PORT).',
    ],
    [
      'EHOSTUNREACH',
      coded('EHOSTUNREACH'),
      at,
      'No se pudo publicar: no hay respuesta de 127.0.0.1:2121 (DEPLOY_HOST / DEPLOY_PORT).',
    ],
    [
      'ENOTFOUND',
      coded('ENOTFOUND'),
      { ...at, host: 'ftp.ejemplo.mx' },
      'No se pudo publicar: no existe el servidor ftp.ejemplo.mx (DEPLOY_HOST).',
    ],
  ])('%s', (_name, error, context, expected) => {
    expect(spanishMessage(error, context)).toBe(expected);
  });

  it.each([
    ['FTP 552', ftp(552, '552 Quota exceeded')],
    ['FTP 452', ftp(452, '452 Insufficient storage space')],
    [
      'FTP 451 with Pure-FTPd\'s "No space"',
      ftp(451, '451 Error during write to file: No space left on device'),
    ],
    ['rsync', new Error('rsync: [receiver] write failed on "x": No space left on device (28)')],
    ['SFTP failure on write', coded(4, 'put: Failure /public_html/x')],
  ])('a full disk or quota (%s) says there is no free space', (_name, error) => {
    const text = spanishMessage(error, { ...at, file: 'index.html' });
    oneSentence(text);
    expect(text).toMatch(/el servidor no tiene espacio libre/);
  });

  it.each([
    ['FTP 550', ftp(550, '550 Permission denied')],
    ['FTP 553', ftp(553, '553 Prohibited file name')],
    ['SFTP permission denied', coded(3, 'put: Permission denied /x')],
  ])('a refused write (%s) names the permissions', (_name, error) => {
    expect(spanishMessage(error, { ...at, file: 'index.html' })).toMatch(
      /no deja escribir index\.html/,
    );
  });

  it('ssh2 authentication failure, by password or by key', () => {
    const error = new Error('All configured authentication methods failed');
    expect(spanishMessage(error, { ...at, target: 'sftp', auth: 'password' })).toMatch(
      /usuario o la contraseña/,
    );
    expect(spanishMessage(error, { ...at, target: 'sftp', auth: 'key' })).toMatch(
      /usuario o la clave \(DEPLOY_USER \/ DEPLOY_KEY\)/,
    );
    expect(
      spanishMessage(new Error('dpe2e@127.0.0.1: Permission denied (publickey).'), {
        ...at,
        target: 'rsync',
        auth: 'key',
      }),
    ).toMatch(/DEPLOY_KEY/);
  });

  it('a changed host key', () => {
    oneSentence(
      spanishMessage(new Error('@@@ WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! @@@'), at),
    );
    expect(spanishMessage(new Error('Host key verification failed.'), at)).toMatch(
      /DEPLOY_KNOWN_HOSTS/,
    );
  });

  it.each([
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'SELF_SIGNED_CERT_IN_CHAIN',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'CERT_HAS_EXPIRED',
  ])(
    'a TLS verification error (%s) names NODE_EXTRA_CA_CERTS and the risk of the opt-out',
    (code) => {
      const text = spanishMessage(coded(code, 'self-signed certificate'), at);
      oneSentence(text);
      expect(text).toMatch(
        /certificado TLS de 127\.0\.0\.1:2121 no es de confianza.*NODE_EXTRA_CA_CERTS.*DEPLOY_FTPS_INSECURE=1/,
      );
    },
  );

  it('AWS errors by name', () => {
    expect(
      spanishMessage(Object.assign(new Error('x'), { name: 'InvalidAccessKeyId' }), {}),
    ).toMatch(/AWS_ACCESS_KEY_ID/);
    expect(spanishMessage(Object.assign(new Error('x'), { name: 'NoSuchBucket' }), {})).toMatch(
      /DEPLOY_BUCKET/,
    );
  });

  it.each([
    ['basic-ftp, control', new Error('Timeout (control socket)')],
    ['basic-ftp, data', new Error('Timeout (data socket)')],
    ['ssh2 keepalive', new Error('Keepalive timeout')],
    ['rsync --timeout', new Error('rsync error: timeout in data send/receive (code 30)')],
    ['ssh', new Error('Timeout, server 127.0.0.1 not responding.')],
  ])('a wait that ran out (%s) is said as one, not as an unexpected error', (_name, error) => {
    const text = spanishMessage(error, at);
    oneSentence(text);
    expect(text).toMatch(/^No se pudo publicar: 127\.0\.0\.1:2121 no contestó a tiempo \(/);
  });

  it('a wait our deadline ended names the server, the seconds and the file under way', () => {
    expect(
      spanishMessage(new StalledError('assets/x.js', 30_000), { ...at, file: 'assets/x.js' }),
    ).toBe(
      'No se pudo publicar: 127.0.0.1:2121 dejó de contestar a mitad del despliegue (30 s sin respuesta, con assets/x.js en curso); lo ya subido queda y el siguiente despliegue sigue desde ahí.',
    );
  });

  it.each([
    ['basic-ftp', new Error('Server sent FIN packet unexpectedly, closing connection.')],
    ['ssh2', new Error('No response from server')],
    [
      'rsync',
      new Error('rsync: connection unexpectedly closed (0 bytes received so far) [sender]'),
    ],
  ])('a connection the server kept closing (%s) says so', (_name, error) => {
    expect(spanishMessage(error, at)).toBe(
      'No se pudo publicar: 127.0.0.1:2121 cortó la conexión una y otra vez.',
    );
  });

  it("rsync's words for a closed connection do not hide the refusal before them", () => {
    const error = new Error(
      'dp@127.0.0.1: Permission denied (publickey).\r\nrsync: connection unexpectedly closed (0 bytes received so far) [sender]',
    );
    expect(spanishMessage(error, { ...at, target: 'rsync', auth: 'key' })).toMatch(/DEPLOY_KEY/);
  });

  it('a server that stopped mid-way: silent, or gone and not back', () => {
    const text = new DeployError(stoppedReason('gone', at, 60)).message;
    oneSentence(text);
    expect(text).toBe(
      'No se pudo publicar: 127.0.0.1:2121 cortó la conexión a mitad del despliegue y no volvió a aceptarla en 60 s (¿se reinició o se cayó el servidor?); lo ya subido queda y el siguiente despliegue sigue desde ahí.',
    );
  });

  it('a DeployError passes as it is; anything unknown is still one sentence without a stack', () => {
    expect(spanishMessage(new DeployError('falta DEPLOY_HOST (el servidor)'))).toBe(
      'No se pudo publicar: falta DEPLOY_HOST (el servidor).',
    );
    const unknown = new Error('something\n    at foo (bar.js:1:1)');
    oneSentence(spanishMessage(unknown, at));
  });
});
