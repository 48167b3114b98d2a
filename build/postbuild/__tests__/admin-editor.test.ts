import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_CONTENT_SECURITY_POLICY } from '../admin-response-policy.mjs';
import { FRAME_GUARD_SCRIPT } from '../editor-frame-guard.mjs';
import {
  caddyfile,
  cloudfrontHeadersPolicy,
  htaccess,
  netlifyHeaders,
  nginxConf,
} from '../host-configs.mjs';
import {
  EDITOR_FILES,
  PUBLISH_STATUS_IMPORTS,
  PUBLISH_STATUS_SCRIPT,
  PUBLISH_STATUS_TESTS,
} from '../editor-files.mjs';
import adminEditor from '../steps/10-admin-editor.mjs';

/** An export as Next leaves it for this step: admin/config.yml and publish-status.json from the routes, the editor's files from public/. */
function fakeExport(files = ['config.yml', 'publish-status.json', ...EDITOR_FILES]) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'admin-step-'));
  for (const name of files) {
    mkdirSync(path.dirname(path.join(outDir, 'admin', name)), { recursive: true });
    writeFileSync(path.join(outDir, 'admin', name), '');
  }
  return outDir;
}

describe('post-build step 10: the editor page and Decap bundle', () => {
  let outDir: string;
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes /admin/index.html with its own policy, noindex, and Decap before editor.js; copies the bundle', () => {
    outDir = fakeExport();
    adminEditor({ outDir });
    const html = readFileSync(path.join(outDir, 'admin', 'index.html'), 'utf8');
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${ADMIN_CONTENT_SECURITY_POLICY}">`,
    );
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    // Its first script, before any other, stops it inside another site's page.
    expect(html.match(/<script[^>]*>/)?.index).toBe(
      html.indexOf(`<script>${FRAME_GUARD_SCRIPT}</script>`),
    );
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">');
    expect(html.indexOf('/admin/decap-cms.js')).toBeLessThan(html.indexOf('/admin/editor.js'));
    expect(html.indexOf('/admin/editor.js')).toBeLessThan(
      html.indexOf(`<script type="module" src="/admin/${PUBLISH_STATUS_SCRIPT}"></script>`),
    );
    // The status's imports download at once, not one after another as each module arrives.
    for (const name of PUBLISH_STATUS_IMPORTS)
      expect(html).toContain(`<link rel="modulepreload" href="/admin/${name}">`);
    // The publishing status: a polite live region, named, empty and hidden until someone signs in.
    expect(html).toContain(
      '<div id="estado-publicacion" class="editor-status" role="status" aria-label="Publicación" hidden></div>',
    );
    // The practice's guide, in a landmark of its own, named in Spanish, saying it opens a new tab.
    expect(html).toContain(
      '<nav class="editor-help" aria-label="Ayuda"><a href="/admin/ayuda/" target="_blank" rel="noopener">Ayuda<span class="editor-help-hint"> (se abre en otra pestaña)</span></a></nav>',
    );
    expect(html).not.toContain('/_next/');
    expect(existsSync(path.join(outDir, 'admin', 'decap-cms.js'))).toBe(true);
    expect(existsSync(path.join(outDir, 'admin', 'decap-cms.js.map'))).toBe(false);
  });

  it("removes the status modules' unit tests that Next copied from public/admin/", () => {
    outDir = fakeExport();
    const tests = path.join(outDir, 'admin', PUBLISH_STATUS_TESTS);
    mkdirSync(tests, { recursive: true });
    writeFileSync(path.join(tests, 'status.test.ts'), '');
    adminEditor({ outDir });
    expect(existsSync(tests)).toBe(false);
    for (const name of EDITOR_FILES)
      expect(existsSync(path.join(outDir, 'admin', name))).toBe(true);
  });

  it('fails when Next did not export the configuration or the status settings', () => {
    outDir = fakeExport(['publish-status.json', ...EDITOR_FILES]);
    expect(() => adminEditor({ outDir })).toThrow(/admin\/config\.yml/);
    rmSync(outDir, { recursive: true, force: true });
    outDir = fakeExport(['config.yml', ...EDITOR_FILES]);
    expect(() => adminEditor({ outDir })).toThrow(/admin\/publish-status\.json/);
  });

  it("fails when one of the editor's own files is missing", () => {
    outDir = fakeExport([
      'config.yml',
      'publish-status.json',
      ...EDITOR_FILES.filter((name) => name !== PUBLISH_STATUS_SCRIPT),
    ]);
    expect(() => adminEditor({ outDir })).toThrow(/public\/admin\/publish-status\/main\.js/);
  });
});

it('lists every module of the publishing status, so the step checks each is exported and the page preloads it', () => {
  const listed = [PUBLISH_STATUS_SCRIPT, ...PUBLISH_STATUS_IMPORTS].map((name) =>
    path.posix.basename(name),
  );
  const modules = readdirSync(path.join('public', 'admin', 'publish-status')).filter((name) =>
    name.endsWith('.js'),
  );
  expect(listed.sort()).toEqual(modules.sort());
});

describe("the editor's policy", () => {
  const directive = (name: string) =>
    ADMIN_CONTENT_SECURITY_POLICY.match(new RegExp(`(?:^|; )${name} ([^;]+)`))?.[1]?.split(' ');

  it('allows its one inline script, the frame guard, by hash, and no other inline script', () => {
    const hash = `'sha256-${createHash('sha256').update(FRAME_GUARD_SCRIPT, 'utf8').digest('base64')}'`;
    expect(directive('script-src')).toEqual(["'self'", "'unsafe-eval'", hash]);
  });

  it('in a published build, names no server on this computer (decap-server is for local builds)', () => {
    // This test runs without DECAP_LOCAL_BACKEND, as every published build does.
    expect(process.env.DECAP_LOCAL_BACKEND).toBeUndefined();
    expect(ADMIN_CONTENT_SECURITY_POLICY).not.toMatch(/localhost|127\.0\.0\.1|http:/);
  });

  it("reaches every host's header policy for /admin/, with no server on this computer", () => {
    const hashes = ["'sha256-site='"];
    const env = {} as NodeJS.ProcessEnv;
    const configs = [
      htaccess(hashes, env),
      netlifyHeaders(['/', '/admin/'], hashes, env),
      nginxConf(),
      caddyfile(),
      JSON.stringify(cloudfrontHeadersPolicy(hashes, env, { adminPolicy: true })),
    ];
    for (const config of configs) {
      expect(config).toContain(ADMIN_CONTENT_SECURITY_POLICY);
      // Every policy's sources (Caddy's own admin API listens on localhost: not a policy).
      for (const [sources] of config.matchAll(/-src [^;"]*/g))
        expect(sources).not.toMatch(/localhost|127\.0\.0\.1/);
    }
  });
});

describe('the frame guard', () => {
  it('stops the editor only when framed, and offers it in a tab of its own, in Spanish', () => {
    expect(FRAME_GUARD_SCRIPT).toMatch(
      /^if\(window\.top!==window\.self\)\{window\.CMS_MANUAL_INIT=true;window\.stop\(\);/,
    );
    expect(FRAME_GUARD_SCRIPT).toContain(
      '<a href="/admin/" target="_blank" rel="noopener">ábrelo en su propia pestaña</a>',
    );
    expect(FRAME_GUARD_SCRIPT).not.toMatch(/<\/script/i);
  });
});
