import {
  HSTS,
  IMMUTABLE,
  REVALIDATE,
  cacheControl,
  contentTypes,
  headerPolicy,
  pagePolicy,
  responseHeaders,
  scriptHashes,
  securityHeaders,
} from '../response-policy.mjs';

/** A build without a contact endpoint, whatever this shell sets. */
const noEnv = {} as NodeJS.ProcessEnv;
const HASH = "'sha256-abc='";

describe('response policy', () => {
  it('keeps only the fingerprinted files (Next’s output, the processed photos) for a year and revalidates everything else', () => {
    expect(cacheControl('/_next/static/chunks/abc.js')).toBe(IMMUTABLE);
    expect(cacheControl('/_next/static/media/font.p.123.woff2')).toBe(IMMUTABLE);
    expect(cacheControl('/fotos/3f2a9c41d07be812.avif')).toBe(IMMUTABLE);
    for (const path of [
      '/',
      '/servicios/',
      '/after-paint.js',
      '/contacto/after-paint.js',
      '/admin/decap-cms.js',
      '/admin/editor.js',
      '/fonts/other.woff2?v=1',
      '/sitemap.xml',
      '/robots.txt',
      '/contacto.vcf',
      '/manifest.webmanifest',
      '/og/inicio.png',
      '/icons/icon-192.png',
      '/favicon.ico',
    ]) {
      expect(cacheControl(path)).toBe(REVALIDATE);
    }
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('sends HSTS for at least a year with subdomains, and the other security headers', () => {
    const maxAge = Number(HSTS.match(/max-age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31536000);
    expect(HSTS).toContain('includeSubDomains');
    const headers = securityHeaders([HASH], noEnv);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(responseHeaders('/_next/static/a.js', [HASH], noEnv)['Cache-Control']).toBe(IMMUTABLE);
  });

  it('gives the header a complete policy: default-src, and script-src with the given hashes', () => {
    const header = headerPolicy([HASH], noEnv);
    expect(header).toMatch(/^default-src 'self'; script-src 'self' 'sha256-abc='; /);
    expect(header).toContain("object-src 'none'");
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).not.toContain('unsafe-inline');
  });

  it('hashes the scripts it is given, once each, sorted', () => {
    const hashes = scriptHashes(['a()', 'b()', 'a()']);
    expect(hashes).toHaveLength(2);
    expect([...hashes].sort()).toEqual(hashes);
    expect(hashes.every((hash) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash))).toBe(true);
  });

  it('allows the page’s own scripts by their hash in its meta, and the contact endpoint when set', () => {
    const policy = pagePolicy(['a()', 'b()'], {
      NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://forms.example.com/contacto',
    } as unknown as NodeJS.ProcessEnv);
    expect(policy.match(/'sha256-/g)?.length).toBe(2 + 2); // two scripts, two sonner styles
    expect(policy).toContain(`script-src 'self' ${scriptHashes(['a()', 'b()']).join(' ')};`);
    expect(policy).toContain("connect-src 'self' https://forms.example.com");
    expect(policy).toContain("default-src 'self'");
  });

  it('names the content types hosts get wrong', () => {
    expect(contentTypes.webmanifest).toMatch(/^application\/manifest\+json/);
    expect(contentTypes.vcf).toMatch(/^text\/vcard/);
  });
});
