import {
  HSTS,
  IMMUTABLE,
  REVALIDATE,
  cacheControl,
  contentTypes,
  headerPolicy,
  pagePolicy,
  responseHeaders,
  securityHeaders,
} from '../response-policy.mjs';

/** A build without a contact endpoint, whatever this shell sets. */
const noEnv = {} as NodeJS.ProcessEnv;

describe('response policy', () => {
  it('keeps fingerprinted files for a year and revalidates everything else', () => {
    expect(cacheControl('/_next/static/chunks/abc.js')).toBe(IMMUTABLE);
    expect(cacheControl('/_next/static/media/font.p.123.woff2')).toBe(IMMUTABLE);
    expect(cacheControl('/fonts/other.woff2?v=1')).toBe(IMMUTABLE);
    for (const path of [
      '/',
      '/servicios/',
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
    const headers = securityHeaders(noEnv);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(responseHeaders('/_next/static/a.js', noEnv)['Cache-Control']).toBe(IMMUTABLE);
  });

  it('leaves scripts to the per-page meta: the header has no script-src nor default-src', () => {
    const header = headerPolicy(noEnv);
    expect(header).not.toMatch(/script-src|default-src/);
    expect(header).toContain("object-src 'none'");
  });

  it('allows each inline script of a page by its hash, and the contact endpoint when set', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>';
    const policy = pagePolicy(html, {
      NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://forms.example.com/contacto',
    } as unknown as NodeJS.ProcessEnv);
    expect(policy.match(/'sha256-/g)?.length).toBe(2 + 2); // two scripts, two sonner styles
    expect(policy).toContain("connect-src 'self' https://forms.example.com");
    expect(policy).toContain("default-src 'self'");
  });

  it('names the content types hosts get wrong', () => {
    expect(contentTypes.webmanifest).toMatch(/^application\/manifest\+json/);
    expect(contentTypes.vcf).toMatch(/^text\/vcard/);
  });
});
