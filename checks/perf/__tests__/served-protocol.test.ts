import { assertServedOver, servedProtocol } from '../served-protocol.mjs';

const run = (protocol: string | undefined) => ({
  finalDisplayedUrl: 'https://localhost:4000/contacto/',
  audits: {
    'network-requests': { details: { items: protocol ? [{ protocol }, { protocol: 'h2' }] : [] } },
  },
});

describe('the protocol the Lighthouse scripts serve over', () => {
  it('is HTTP/2 over TLS by default, with the certificate folder and the flag that makes Chromium trust it', () => {
    const served = servedProtocol(false);
    expect(served.protocol).toBe('h2');
    expect(served.tlsDir).toMatch(/localhost-tls$/);
    expect(served.chromeFlags).toEqual([
      expect.stringMatching(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/),
    ]);
  });

  it('is plain HTTP/1.1 when asked, with no certificate', () => {
    expect(servedProtocol(true)).toEqual({
      protocol: 'http/1.1',
      tlsDir: undefined,
      chromeFlags: [],
    });
  });

  it('is checked on the document, the first request, of every run', () => {
    expect(() => assertServedOver(run('h2'), 'h2')).not.toThrow();
    expect(() => assertServedOver(run('http/1.1'), 'h2')).toThrow(
      '/contacto/: the page came over http/1.1, not h2',
    );
    expect(() => assertServedOver(run(undefined), 'h2')).toThrow('came over undefined');
  });
});
