import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import {
  HEADERS_MAX_LINE,
  HEADERS_MAX_RULES,
  HOST_ONLY_FILES,
  caddyfile,
  checkHeadersLimits,
  cloudfrontHeadersPolicy,
  committedConfigs,
  htaccess,
  netlifyHeaders,
  nginxConf,
  pagesWorkflow,
  workflowStepEnv,
} from '../host-configs.mjs';
import { LOCALE_ROOT } from '../../../lib/locale';
import {
  ENGLISH_NOT_FOUND_PAGE,
  ENGLISH_PREFIX,
  HSTS,
  IMMUTABLE,
  REVALIDATE,
  adminSecurityHeaders,
  commonHeaders,
  securityHeaders,
} from '../response-policy.mjs';

/** A build without a contact endpoint, whatever this shell sets. */
const noEnv = {} as NodeJS.ProcessEnv;
const hashes = ["'sha256-abc='"];
const headers = Object.entries(securityHeaders(hashes, noEnv));
const sitePolicy = securityHeaders(hashes, noEnv)['Content-Security-Policy'];
const adminPolicy = adminSecurityHeaders['Content-Security-Policy'];
const pages = ['/', '/404.html', '/contacto/', '/servicios/'];

describe('committed host configurations', () => {
  it.each(Object.entries(committedConfigs()))(
    '%s is what the policy generates (run npm run deploy-config)',
    (file, text) => {
      expect(readFileSync(file, 'utf8')).toBe(text);
    },
  );
});

describe('.htaccess', () => {
  const text = htaccess(hashes, noEnv);
  it('uses no directive of the Options, AuthConfig or Limit classes (a 500 where a host forbids them)', () => {
    for (const directive of ['Options', 'Require', 'Order', 'Allow', 'Deny', 'Auth', 'Satisfy'])
      expect(text).not.toMatch(new RegExp(`^\\s*${directive}`, 'm'));
    // Defaults that need no directive: DirectoryIndex index.html, DirectorySlash On.
    expect(text).not.toMatch(/^\s*Directory(Index|Slash)/m);
  });
  it('serves the 404 page, never a listing, and not the files other hosts read', () => {
    expect(text).toContain('ErrorDocument 404 /404.html');
    expect(text).toContain('RedirectMatch 404 "/(\\.(?!well-known/)|_headers$)"');
    expect(text).toMatch(
      /<If "-d %\{REQUEST_FILENAME\} && !-f '%\{REQUEST_FILENAME\}\/index.html'">\n\s+RedirectMatch 404 "\/\$"/,
    );
    expect(text).toMatch(/AddType application\/manifest\+json \.webmanifest/);
    expect(text).toMatch(/AddType text\/vcard \.vcf/);
  });
  it('guards every module and sets every header, the CSP with its script hashes', () => {
    for (const apacheModule of [
      'mod_headers',
      'mod_expires',
      'mod_deflate',
      'mod_brotli',
      'mod_mime',
      'mod_alias',
    ])
      expect(text).toContain(`<IfModule ${apacheModule}.c>`);
    for (const [name, value] of headers)
      expect(text).toContain(`Header always set ${name} "${value}"`);
    expect(sitePolicy).toContain("script-src 'self' 'sha256-abc='");
    expect(text).toContain(`Header set Cache-Control "${IMMUTABLE}"`);
    expect(text).toContain(`Header set Cache-Control "${REVALIDATE}"`);
    expect(text.split('<IfModule').length).toBe(text.split('</IfModule>').length);
    expect(text.split('<If ').length).toBe(text.split('</If>').length);
  });
  it("replaces the site's policy with the editor's under /admin/", () => {
    const adminBlock = text.slice(text.indexOf('m#^\\/admin\\/#'));
    expect(adminBlock).toContain(`Header always set Content-Security-Policy "${adminPolicy}"`);
    expect(adminBlock).toContain('Header always set X-Robots-Tag "noindex, nofollow"');
  });
});

/** The rules of a _headers text: pattern → { header: value }. */
function rulesOf(text: string) {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) rules.push({ pattern: line, headers: {} });
    else if (line.startsWith('  ')) {
      const [name = '', ...value] = line.trim().split(': ');
      rules.at(-1)!.headers[name] = value.join(': ');
    }
  }
  return rules;
}

describe('_headers', () => {
  const text = netlifyHeaders(pages, hashes, noEnv);
  const rules = rulesOf(text);
  it('puts the shared headers on every path and no CSP or Cache-Control there', () => {
    expect(rules[0]).toEqual({ pattern: '/*', headers: commonHeaders });
  });
  it('sets each header name in one rule per path: CSP by page, Cache-Control by the fingerprinted folders', () => {
    expect(rules.filter((rule) => 'Cache-Control' in rule.headers)).toEqual([
      { pattern: '/_next/static/*', headers: { 'Cache-Control': IMMUTABLE } },
      { pattern: '/fotos/*', headers: { 'Cache-Control': IMMUTABLE } },
    ]);
    for (const page of pages)
      expect(rules.find((rule) => rule.pattern === page)?.headers).toEqual({
        'Content-Security-Policy': sitePolicy,
      });
    expect(rules.find((rule) => rule.pattern === '/admin/*')?.headers).toEqual({
      'Content-Security-Policy': adminPolicy,
      'X-Robots-Tag': 'noindex, nofollow',
    });
    expect(rules.find((rule) => rule.pattern === '/*.vcf')?.headers).toEqual({
      'Content-Type': 'text/vcard; charset=utf-8',
    });
  });
  it('fails the build past the limits Cloudflare Pages reads', () => {
    const fixed = rules.length - pages.length; // /*, the fingerprinted folders, /admin/*, the types
    const paths = (count: number) => Array.from({ length: count }, (_, index) => `/p${index}/`);
    expect(() => netlifyHeaders(paths(HEADERS_MAX_RULES - fixed), hashes, noEnv)).not.toThrow();
    expect(() => netlifyHeaders(paths(HEADERS_MAX_RULES - fixed + 1), hashes, noEnv)).toThrow(
      '_headers: 101 reglas; Cloudflare Pages lee 100 como máximo',
    );
    expect(() => checkHeadersLimits(['/*', `  X-Long: ${'a'.repeat(HEADERS_MAX_LINE)}`])).toThrow(
      /la línea 2 tiene 2010 caracteres/,
    );
  });
});

describe('nginx.conf', () => {
  const text = nginxConf();
  it('is one server block with a documented root placeholder, the build’s CSP, 404 page and gzip', () => {
    expect(text).toMatch(/^server \{$/m);
    expect(text).toContain('root SITE_ROOT;');
    expect(text).toContain('include SITE_ROOT/.nginx-csp.conf;');
    expect(text).toContain('error_page 404 $consultorio_not_found_page;');
    expect(text).toContain(
      'map $uri $consultorio_not_found_page {\n  ~^/en/ /en/404/index.html;\n  default /404.html;\n}',
    );
    expect(text).toContain('gzip on;');
    expect(text).toContain('location ~ /(\\.(?!well-known/)|_headers$) {\n    return 404;');
  });
  it('repeats every header in every location (nginx does not inherit add_header into one that sets its own)', () => {
    const locations = text.split(/\n {2}location /).slice(2);
    expect(locations.length).toBeGreaterThanOrEqual(4);
    for (const location of locations) {
      expect(location).toContain(`add_header Strict-Transport-Security "${HSTS}" always;`);
      expect(location).toContain('add_header X-Frame-Options "DENY" always;');
      expect(location).toMatch(/add_header Content-Security-Policy (\$site_csp|"default-src)/);
      expect(location).toMatch(/add_header Cache-Control/);
    }
  });
});

describe('Caddyfile', () => {
  const text = caddyfile();
  it("sets the site's policy (from the build) and the editor's on disjoint paths", () => {
    expect(text).toContain('@site not path /admin/*');
    expect(text).toContain('import {$SITE_ROOT:/var/www/sitio/out}/.caddy-csp');
    expect(text).toContain('@admin path /admin/*');
    expect(text).toContain(`header @admin Content-Security-Policy "${adminPolicy}"`);
  });
  it('takes address and root from the environment and sets the cache rules on disjoint matchers', () => {
    expect(text).toContain('{$SITE_ADDRESS:example.com} {');
    expect(text).toContain('root * {$SITE_ROOT:');
    expect(text).toContain(`header @fingerprinted Cache-Control "${IMMUTABLE}"`);
    expect(text).toContain(`header @revalidated Cache-Control "${REVALIDATE}"`);
    expect(text).toContain('rewrite * /404.html');
    expect(text).toContain('error @hostOnly 404');
    expect(text.split('{').length).toBe(text.split('}').length);
  });
});

describe('CloudFront response headers policy', () => {
  it('carries every security header of the policy in the fields the AWS CLI takes', () => {
    const policy = cloudfrontHeadersPolicy(hashes, noEnv);
    expect(policy.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      sitePolicy,
    );
    expect(policy.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: 31536000,
      IncludeSubdomains: true,
      Preload: false,
    });
    expect(policy.SecurityHeadersConfig.FrameOptions.FrameOption).toBe('DENY');
    expect(policy.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: commonHeaders['Permissions-Policy'], Override: true },
    ]);
    const admin = cloudfrontHeadersPolicy(hashes, noEnv, { adminPolicy: true });
    expect(admin.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(
      adminSecurityHeaders['Content-Security-Policy'],
    );
    expect(admin.CustomHeadersConfig.Items.map((item) => item.Header)).toContain('X-Robots-Tag');
  });
  it('stays within CloudFront’s 1,783 characters for a CSP', () => {
    const manyHashes = Array.from(
      { length: 6 },
      (_, index) => `'sha256-${String(index).repeat(43)}='`,
    );
    expect(
      cloudfrontHeadersPolicy(manyHashes, noEnv).SecurityHeadersConfig.ContentSecurityPolicy
        .ContentSecurityPolicy.length,
    ).toBeLessThanOrEqual(1783);
  });
});

describe('GitHub Pages workflow', () => {
  const text = pagesWorkflow();
  type Job = {
    if?: string;
    permissions: unknown;
    needs?: string;
    steps: { run?: string; uses?: string }[];
  };
  const workflow = parse(text) as { permissions: unknown; jobs: Record<'build' | 'deploy', Job> };
  it('is a production build on the Node of .node-version with full history, after the doctor', () => {
    expect(text).toMatch(/node-version-file: \.node-version\n/);
    expect(text).not.toMatch(/node-version: /);
    expect(text).toContain('fetch-depth: 0');
    expect(text).toMatch(
      /run: node publish\/report-step\.mjs build npm run build\n\s+env:\n\s+STRICT_CONTENT: '1'/,
    );
    expect(text.indexOf('report-step.mjs doctor npm run doctor')).toBeGreaterThan(
      text.indexOf('npm install'),
    );
    expect(text.indexOf('report-step.mjs doctor npm run doctor')).toBeLessThan(
      text.indexOf('report-step.mjs build'),
    );
    expect(text).toContain('DECAP_AUTH_URL: ${{ vars.DECAP_AUTH_URL }}');
  });
  it("gives the doctor the build's settings and the token, and no deploy setting or secret", () => {
    const env = workflowStepEnv('pages');
    expect(env.doctor).toEqual([...env.build, ['GITHUB_TOKEN', '${{ github.token }}']]);
    expect(env.deploy).toEqual([]);
    expect(text).not.toMatch(/DEPLOY_|secrets\./);
  });
  it('runs only where Pages is turned on, and only for the default branch, whatever its name', () => {
    expect(workflow.jobs.build.if).toBe(
      "${{ github.event.repository.has_pages && github.ref == format('refs/heads/{0}', github.event.repository.default_branch) }}",
    );
    expect(text).not.toMatch(/branches: \[main\]/);
  });
  it('lets the job that installs and builds only read; only deploy-pages may write to Pages', () => {
    expect(workflow.permissions).toEqual({});
    expect(workflow.jobs.build.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.deploy.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
    expect(workflow.jobs.deploy.needs).toBe('build');
    expect(workflow.jobs.deploy.steps).toHaveLength(1);
    expect(workflow.jobs.deploy.steps[0]?.uses).toMatch(/^actions\/deploy-pages@[0-9a-f]{40}$/);
  });
  it('publishes out/ without the files only other hosts read', () => {
    expect(text).toContain(`run: rm -f ${HOST_ONLY_FILES.map((file) => `out/${file}`).join(' ')}`);
    expect(HOST_ONLY_FILES).toEqual(expect.arrayContaining(['.htaccess', '_headers']));
    expect(text).toMatch(
      /actions\/upload-pages-artifact@[0-9a-f]{40} # v4[.\d]*\n\s+with:\n\s+path: out/,
    );
  });
});

describe('the English 404', () => {
  it('is served under the English pages’ root on every host that chooses an error page by folder', () => {
    expect(ENGLISH_PREFIX).toBe(LOCALE_ROOT.en);
    expect(htaccess(hashes, noEnv)).toContain(
      `ErrorDocument 404 /404.html\n# A missing English page gets the English 404 (<If> is core: no module, no other override class).\n<If "%{REQUEST_URI} =~ m#^\\/en\\/#">\n  ErrorDocument 404 ${ENGLISH_NOT_FOUND_PAGE}\n</If>`,
    );
    expect(caddyfile()).toMatch(
      /@missingEnglish \{\n\t\t\texpression \{err\.status_code\} == 404\n\t\t\tpath \/en\/\*\n\t\t\}\n\t\thandle @missingEnglish \{\n\t\t\trewrite \* \/en\/404\/index\.html/,
    );
  });
});
