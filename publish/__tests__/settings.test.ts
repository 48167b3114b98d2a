/** @jest-environment node */
import { readSettings } from '../settings.mjs';

const base = {
  DEPLOY_TARGET: 'ftp',
  DEPLOY_HOST: 'ftp.ejemplo.mx',
  DEPLOY_USER: 'sitio',
  DEPLOY_PASSWORD: 'x',
  DEPLOY_FTP_PLAIN_OK: '1',
};
const read = (env: Record<string, string>) => readSettings(env as NodeJS.ProcessEnv);

describe('readSettings', () => {
  it('refuses plain ftp unless DEPLOY_FTP_PLAIN_OK=1 says the host offers nothing else', () => {
    const plain: Record<string, string> = { ...base };
    delete plain.DEPLOY_FTP_PLAIN_OK;
    expect(() => read(plain)).toThrow(
      /^No se pudo publicar: DEPLOY_TARGET=ftp envía la contraseña y los archivos sin cifrar; usa ftps o sftp, o pon DEPLOY_FTP_PLAIN_OK=1 solo si el hospedaje no ofrece otra cosa\.$/,
    );
    expect(() => read({ ...plain, DEPLOY_FTP_PLAIN_OK: 'sí' })).toThrow(/DEPLOY_FTP_PLAIN_OK=1/);
    expect(read(base)).toMatchObject({ target: 'ftp', ftpPlainOk: true });
    expect(read({ ...plain, DEPLOY_TARGET: 'ftps' })).toMatchObject({ target: 'ftps' });
  });

  it('defaults: port per protocol, apache for shared hosting, nginx for rsync, 3 connections, out/', () => {
    expect(read(base)).toMatchObject({
      port: 21,
      server: 'apache',
      connections: 3,
      timeoutMs: 30_000,
      outDir: 'out',
      remotePath: '',
    });
    const rsync = read({
      ...base,
      DEPLOY_TARGET: 'rsync',
      DEPLOY_KEY: 'k',
      DEPLOY_KNOWN_HOSTS: 'h k v',
    });
    expect(rsync).toMatchObject({ port: 22, server: 'nginx' });
  });
  it.each([
    [{ DEPLOY_TARGET: undefined }, /falta DEPLOY_TARGET/],
    [{ DEPLOY_TARGET: 'netlify' }, /DEPLOY_TARGET vale "netlify"/],
    [{ DEPLOY_HOST: '' }, /falta DEPLOY_HOST/],
    [{ DEPLOY_PASSWORD: undefined }, /falta DEPLOY_PASSWORD/],
    [{ DEPLOY_CONNECTIONS: '9' }, /DEPLOY_CONNECTIONS vale "9"/],
    [{ DEPLOY_PORT: 'abc' }, /DEPLOY_PORT/],
    [{ DEPLOY_TIMEOUT: '0' }, /DEPLOY_TIMEOUT vale "0"/],
    [{ DEPLOY_TIMEOUT: 'diez' }, /DEPLOY_TIMEOUT vale "diez"/],
    [{ DEPLOY_SERVER: 'iis' }, /DEPLOY_SERVER vale "iis"/],
    [{ DEPLOY_TARGET: 'sftp' }, /falta DEPLOY_KNOWN_HOSTS/],
    [{ DEPLOY_TARGET: 'rsync', DEPLOY_KNOWN_HOSTS: 'x' }, /falta DEPLOY_KEY/],
    [{ DEPLOY_AFTER: 'systemctl reload nginx' }, /DEPLOY_AFTER solo sirve con DEPLOY_TARGET=rsync/],
    [{ DEPLOY_TARGET: 's3' }, /falta DEPLOY_BUCKET/],
  ])('refuses %p in one Spanish sentence', (change, message) => {
    const env = Object.fromEntries(
      Object.entries({ ...base, ...change }).filter(([, value]) => value !== undefined),
    ) as Record<string, string>;
    expect(() => read(env)).toThrow(message);
    expect(() => read(env)).toThrow(/^No se pudo publicar: .*\.$/);
  });
  it('reads DEPLOY_TIMEOUT in seconds, fractions too (the tests shorten it)', () => {
    expect(read({ ...base, DEPLOY_TIMEOUT: '4' }).timeoutMs).toBe(4000);
    expect(read({ ...base, DEPLOY_TIMEOUT: '0.5' }).timeoutMs).toBe(500);
  });
  it('reads a key whose line breaks were pasted as \\n', () => {
    const settings = read({
      ...base,
      DEPLOY_TARGET: 'sftp',
      DEPLOY_KNOWN_HOSTS: 'h',
      DEPLOY_KEY: '-----BEGIN X-----\\nabc\\n-----END X-----',
    });
    expect(settings.key).toBe('-----BEGIN X-----\nabc\n-----END X-----');
  });
});
