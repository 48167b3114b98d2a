import { readFileSync } from 'node:fs';
import {
  caddyfile,
  committedConfigs,
  htaccess,
  netlifyHeaders,
  nginxConf,
  nodeMajor,
  pagesWorkflow,
} from '../host-configs.mjs';
import {
  HSTS,
  IMMUTABLE,
  REVALIDATE,
  adminSecurityHeaders,
  commonHeaders,
  securityHeaders,
} from '../response-policy.mjs';

/** A build without a contact endpoint, whatever this shell sets. */
const noEnv = {} as NodeJS.ProcessEnv;

const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
const headers = Object.entries(securityHeaders(noEnv));
const sitePolicy = securityHeaders(noEnv)['Content-Security-Policy'];
const adminPolicy = adminSecurityHeaders['Content-Security-Policy'];

describe('committed host configurations', () => {
  it.each(Object.entries(committedConfigs(packageJson, process.env)))(
    '%s is what the policy generates (run npm run deploy-config)',
    (file, text) => {
      expect(readFileSync(file, 'utf8')).toBe(text);
    },
  );
});

describe('.htaccess', () => {
  const text = htaccess(noEnv);
  it('serves folders, the 404 page and no listing', () => {
    expect(text).toContain('ErrorDocument 404 /404.html');
    expect(text).toContain('DirectorySlash On');
    expect(text).toContain('Options -Indexes');
    expect(text).toMatch(/AddType application\/manifest\+json \.webmanifest/);
    expect(text).toMatch(/AddType text\/vcard \.vcf/);
  });
  it('guards every module and sets every header', () => {
    for (const apacheModule of [
      'mod_headers',
      'mod_expires',
      'mod_deflate',
      'mod_brotli',
      'mod_mime',
    ])
      expect(text).toContain(`<IfModule ${apacheModule}.c>`);
    for (const [name, value] of headers)
      expect(text).toContain(`Header always set ${name} "${value}"`);
    expect(text).toContain(`Header set Cache-Control "${IMMUTABLE}"`);
    expect(text).toContain(`Header set Cache-Control "${REVALIDATE}"`);
    expect(text.split('<IfModule').length).toBe(text.split('</IfModule>').length);
  });
  it("replaces the site's policy with the editor's under /admin/", () => {
    const adminBlock = text.slice(text.indexOf('m#^\\/admin\\/#'));
    expect(adminBlock).toContain(`Header always set Content-Security-Policy "${adminPolicy}"`);
    expect(adminBlock).toContain('Header always set X-Robots-Tag "noindex, nofollow"');
  });
});

describe('_headers', () => {
  const text = netlifyHeaders(
    [
      '/',
      '/servicios/',
      '/_next/static/chunks/a.js',
      '/contacto.vcf',
      '/fonts/x.woff2',
      '/admin/',
    ],
    noEnv,
  );
  it('puts the security headers on every path and Cache-Control on exactly one rule per path', () => {
    expect(text).toContain(
      `/*\n  Content-Security-Policy: frame-ancestors 'none'\n${Object.entries(commonHeaders)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}\n/`,
    );
    expect(text).toContain(`/servicios/\n  Content-Security-Policy: ${sitePolicy}\n`);
    expect(text).toContain(`/_next/static/*\n  Cache-Control: ${IMMUTABLE}`);
    expect(text).toContain(`/fonts/x.woff2\n  Cache-Control: ${IMMUTABLE}`);
    expect(text).toContain(`Content-Security-Policy: ${sitePolicy}\n  Cache-Control: ${REVALIDATE}`);
    expect(text).toContain(
      `/contacto.vcf\n  Content-Security-Policy: ${sitePolicy}\n  Cache-Control: ${REVALIDATE}\n  Content-Type: text/vcard; charset=utf-8`,
    );
    expect(text).not.toContain('/_next/static/chunks/a.js');
  });
  it("gives /admin/ the editor's policy alone: hosts join a header two rules set", () => {
    expect(text).toContain(
      `/admin/\n  Content-Security-Policy: ${adminPolicy}\n  X-Robots-Tag: noindex, nofollow\n`,
    );
    expect(text.split(`Content-Security-Policy: ${adminPolicy}`)).toHaveLength(2);
    // The catch-all forbids framing only, so joined with the editor's policy it blocks nothing more.
    const catchAll = (text.split('\n/*\n')[1] ?? '').split('\n/')[0];
    expect(catchAll?.match(/Content-Security-Policy: .*/g)).toEqual(["Content-Security-Policy: frame-ancestors 'none'"]);
  });
});

describe('nginx.conf', () => {
  const text = nginxConf(noEnv);
  it('is one server block with a documented root placeholder, 404 page and gzip', () => {
    expect(text).toMatch(/^server \{$/m);
    expect(text).toContain('root SITE_ROOT;');
    expect(text).toContain('error_page 404 /404.html;');
    expect(text).toContain('gzip on;');
  });
  it('repeats every header in every location (nginx does not inherit add_header into one that sets its own)', () => {
    const locations = text.split(/\n {2}location /).slice(1);
    expect(locations.length).toBeGreaterThanOrEqual(4);
    for (const location of locations) {
      expect(location).toContain(`add_header Strict-Transport-Security "${HSTS}" always;`);
      expect(location).toMatch(/add_header Cache-Control/);
    }
  });
});

describe('Caddyfile', () => {
  const text = caddyfile(noEnv);
  it("sets the site's policy and the editor's on disjoint paths", () => {
    expect(text).toContain('@site not path /admin/*');
    expect(text).toContain(`header @site Content-Security-Policy "${sitePolicy}"`);
    expect(text).toContain('@admin path /admin/*');
    expect(text).toContain(`header @admin Content-Security-Policy "${adminPolicy}"`);
  });
  it('takes address and root from the environment and sets the cache rules on disjoint matchers', () => {
    expect(text).toContain('{$SITE_ADDRESS:example.com} {');
    expect(text).toContain('root * {$SITE_ROOT:');
    expect(text).toContain(`header @fingerprinted Cache-Control "${IMMUTABLE}"`);
    expect(text).toContain(`header @revalidated Cache-Control "${REVALIDATE}"`);
    expect(text).toContain('rewrite * /404.html');
    expect(text.split('{').length).toBe(text.split('}').length);
  });
});

describe('GitHub Pages workflow', () => {
  it('builds with the declared Node.js and the repository commands, then publishes out/', () => {
    const text = pagesWorkflow(packageJson);
    expect(nodeMajor({ engines: { node: '>=20.9' } })).toBe('20');
    expect(text).toContain(`node-version: ${nodeMajor(packageJson)}`);
    expect(text).toContain('run: npm install --no-audit --no-fund');
    expect(text).toContain('run: npm run build');
    expect(text).toMatch(/actions\/upload-pages-artifact@v\d+\n\s+with:\n\s+path: out/);
    expect(text).toContain('actions/deploy-pages@');
  });
});
