/** @jest-environment node */
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localhostCertificate, trustLocalhostCertificate } from '../localhost-tls.mjs';
import { startStaticServer } from '../static-server.mjs';

/** One GET over HTTP/2, trusting only `ca`: its status, its body and the ALPN protocol agreed. */
function get(origin: string, ca: Buffer, pathname: string) {
  return new Promise<{ status: number; body: string; protocol: string | undefined }>(
    (resolve, reject) => {
      const client = http2.connect(origin, { ca });
      client.on('error', reject);
      const request = client.request({ ':path': pathname });
      let status = 0;
      let body = '';
      request.on('response', (headers) => (status = Number(headers[':status'])));
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        const protocol = client.alpnProtocol;
        client.close();
        resolve({ status, body, protocol });
      });
      request.on('error', reject);
      request.end();
    },
  );
}

describe('the export served over HTTPS and HTTP/2 (limit)', () => {
  it('answers over h2 with a certificate for localhost, whose key is the fingerprint Chromium is told to trust', async () => {
    const { dir, spki } = localhostCertificate();
    const pem = readFileSync(path.join(dir, 'cert.pem'));
    const certificate = new X509Certificate(pem);
    expect(certificate.checkHost('localhost')).toBe('localhost');
    const der = certificate.publicKey.export({ type: 'spki', format: 'der' });
    expect(spki).toBe(createHash('sha256').update(der).digest('base64'));
    expect(trustLocalhostCertificate(spki)).toBe(`--ignore-certificate-errors-spki-list=${spki}`);

    const site = mkdtempSync(path.join(tmpdir(), 'tls-site-'));
    writeFileSync(path.join(site, 'index.html'), '<h1>Hola</h1>');
    writeFileSync(path.join(site, '404.html'), '<h1>404</h1>');
    const server = await startStaticServer(site, undefined, { tlsDir: dir });
    try {
      expect(server.origin).toMatch(/^https:\/\/localhost:\d+$/);
      expect(await get(server.origin, pem, '/')).toEqual({
        status: 200,
        body: '<h1>Hola</h1>',
        protocol: 'h2',
      });
      expect((await get(server.origin, pem, '/falta/')).status).toBe(404);
    } finally {
      server.stop();
    }
  });
});
