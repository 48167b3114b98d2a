/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { makeExport } from '../testing/fake-server';

/** A port nothing listens on: taken from the system, then closed. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('npm run deploy over plain ftp', () => {
  const dir = makeExport({ '.content-status.json': '{"pending":[]}' });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const deploy = async (env: Record<string, string>) =>
    spawnSync(process.execPath, ['publish/deploy.mjs'], {
      encoding: 'utf8',
      env: {
        // This machine's environment without any deploy setting of its own.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !name.startsWith('DEPLOY_')),
        ),
        NODE_ENV: process.env.NODE_ENV,
        DEPLOY_TARGET: 'ftp',
        DEPLOY_HOST: '127.0.0.1',
        DEPLOY_PORT: String(await closedPort()),
        DEPLOY_USER: 'sitio',
        DEPLOY_PASSWORD: 'x',
        DEPLOY_DIR: dir,
        DEPLOY_ALLOW_EXAMPLES: '1',
        ...env,
      },
    });

  it('warns on stderr, in Spanish, on every deploy it is allowed', async () => {
    const result = await deploy({ DEPLOY_FTP_PLAIN_OK: '1' });
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toMatch(
      /^AVISO: DEPLOY_TARGET=ftp envía la contraseña y los archivos sin cifrar: .+\.$/,
    );
    // The failure's one sentence still follows (nothing listens on the port).
    expect(lines.at(-1)).toMatch(/^No se pudo publicar: no hay respuesta de 127\.0\.0\.1:\d+/);
  });

  it('is refused without DEPLOY_FTP_PLAIN_OK=1, before any connection', async () => {
    const result = await deploy({});
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^No se pudo publicar: DEPLOY_TARGET=ftp envía la contraseña y los archivos sin cifrar; usa ftps o sftp, o pon DEPLOY_FTP_PLAIN_OK=1 solo si el hospedaje no ofrece otra cosa\.$/,
    );
  });

  it('says nothing of it for ftps', async () => {
    const result = await deploy({ DEPLOY_TARGET: 'ftps' });
    expect(result.stderr).not.toMatch(/sin cifrar/);
  });
});
