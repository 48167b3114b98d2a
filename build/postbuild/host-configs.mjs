// Writes the response policy (response-policy.mjs) in each host's own language: Apache's .htaccess,
// Netlify/Cloudflare's _headers, an nginx server block, a Caddyfile, a CloudFront response headers
// policy and the GitHub Pages workflow. Pure functions of the policy: the build and
// `npm run deploy-config` write their output, and tests regenerate them to prove the files say what
// the policy says.
//
// The header CSP carries the hashes of the export's inline scripts, so what depends on them is
// written by the build into the export (CSP_FILES), next to the pages they allow: .htaccess and
// _headers whole, and a one-line file each that nginx.conf includes and the Caddyfile imports.
// The committed nginx.conf and Caddyfile therefore never go stale when a build changes a hash.
import {
  ADMIN_PREFIX,
  ENGLISH_NOT_FOUND_PAGE,
  ENGLISH_PREFIX,
  FINGERPRINTED_PREFIXES,
  IMMUTABLE,
  INDEX_FILE,
  NOT_FOUND_PAGE,
  REVALIDATE,
  adminSecurityHeaders,
  commonHeaders,
  compressibleTypes,
  contentTypes,
  knownContentTypes,
  photoContentTypes,
  securityHeaders,
  utf8Extensions,
} from './response-policy.mjs';
import { PHOTO_URL_PREFIX } from '../../lib/photo-files.mjs';
import { actionPins, pinnedUses } from './action-pins.mjs';
import { DEPLOY_ENVIRONMENT, WORKFLOW_SETTINGS } from './workflow-settings.mjs';

const GENERATED =
  'Generated from build/postbuild/response-policy.mjs by build/postbuild/host-configs.mjs: do not edit by hand.';

/** Files the build writes into the export for one host each; no other host should serve them. */
export const CSP_FILES = { nginx: '.nginx-csp.conf', caddy: '.caddy-csp' };
export const HOST_ONLY_FILES = ['.htaccess', '_headers', CSP_FILES.nginx, CSP_FILES.caddy];
/** The host-only file each server that `npm run deploy` uploads to reads (publish/). */
export const FILE_FOR_SERVER = {
  apache: '.htaccess',
  nginx: CSP_FILES.nginx,
  caddy: CSP_FILES.caddy,
};
/** Files only GitHub Pages reads (build/postbuild/host-files.mjs writes them). */
export const PAGES_ONLY_FILES = ['.nojekyll'];
/**
 * What the build knows of its content (example data or not), left in the export for `npm run deploy`,
 * which refuses an export built with example data. Hidden (no shipped config serves it), and never
 * uploaded or published.
 */
export const CONTENT_STATUS_FILE = '.content-status.json';

/** Cloudflare Pages reads at most this many _headers rules and lines this long, silently dropping the rest. */
export const HEADERS_MAX_RULES = 100;
export const HEADERS_MAX_LINE = 2000;

/** "text/vcard; charset=utf-8" → "text/vcard". */
const bareType = (type) => type.split(';')[0].trim();
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The editor's headers that differ from the site's (its CSP, X-Robots-Tag). */
const adminOnlyEntries = Object.entries(adminSecurityHeaders).filter(
  ([name]) => !(name in commonHeaders),
);
const sitePolicy = (hashes, env) => securityHeaders(hashes, env)['Content-Security-Policy'];
const quoted = (value) => `"${value.replace(/"/g, '\\"')}"`;
const ONE_YEAR = 'access plus 1 year';
const NOW = 'access plus 0 seconds';

/**
 * Apache (shared hosting): out/.htaccess. Every directive is of the FileInfo or Indexes class, so
 * it works whole under `AllowOverride FileInfo Indexes` (no Options, no AuthConfig, no Limit), and
 * each module is optional. Under `AllowOverride None` Apache does not read it at all.
 */
export function htaccess(hashes, env = process.env) {
  const fingerprinted = `%{REQUEST_URI} =~ m#^(${FINGERPRINTED_PREFIXES.map(escapeRegex).join('|')})#`;
  const types = compressibleTypes.join(' ');
  const expiringTypes = [...new Set(Object.values(knownContentTypes).map(bareType))];
  return [
    `# ${GENERATED}`,
    '# Upload it with out/ (it is a hidden file). Needs AllowOverride FileInfo Indexes (or All);',
    '# it uses neither Options nor AuthConfig, which many hosts do not allow (a 500 on every URL).',
    '',
    `ErrorDocument 404 ${NOT_FOUND_PAGE}`,
    '# A missing English page gets the English 404 (<If> is core: no module, no other override class).',
    `<If "%{REQUEST_URI} =~ m#^${escapeRegex(ENGLISH_PREFIX)}#">`,
    `  ErrorDocument 404 ${ENGLISH_NOT_FOUND_PAGE}`,
    '</If>',
    '',
    '<IfModule mod_alias.c>',
    '  # Files only other hosts read, and hidden files, answer 404 (.well-known stays reachable).',
    '  RedirectMatch 404 "/(\\.(?!well-known/)|_headers$)"',
    '  # A folder without index.html answers 404 instead of a listing (Options -Indexes would 500).',
    `  <If "-d %{REQUEST_FILENAME} && !-f '%{REQUEST_FILENAME}/${INDEX_FILE}'">`,
    '    RedirectMatch 404 "/$"',
    '  </If>',
    '</IfModule>',
    '',
    '<IfModule mod_mime.c>',
    ...Object.entries(contentTypes).map(
      ([extension, type]) => `  AddType ${bareType(type)} .${extension}`,
    ),
    `  AddCharset utf-8 ${utf8Extensions.map((extension) => `.${extension}`).join(' ')}`,
    '</IfModule>',
    '',
    '<IfModule mod_headers.c>',
    ...Object.entries(securityHeaders(hashes, env)).map(
      ([name, value]) => `  Header always set ${name} ${quoted(value)}`,
    ),
    `  Header set Cache-Control ${quoted(REVALIDATE)}`,
    '  # mod_deflate/mod_brotli append -gzip/-br to the ETag and then never match it again: strip it so',
    '  # a revalidated page answers 304 (DeflateAlterETag cannot be set from .htaccess).',
    `  RequestHeader edit "If-None-Match" "^\\"(.*)-(gzip|br)\\"$" "\\"$1\\""`,
    `  <If "${fingerprinted}">`,
    `    Header set Cache-Control ${quoted(IMMUTABLE)}`,
    '  </If>',
    '  # The editor has its own policy: a second CSP would be enforced too and break it.',
    `  <If "%{REQUEST_URI} =~ m#^${escapeRegex(ADMIN_PREFIX)}#">`,
    ...adminOnlyEntries.map(([name, value]) => `    Header always set ${name} ${quoted(value)}`),
    '  </If>',
    '</IfModule>',
    '',
    '# Lifetimes also without mod_headers: nothing is kept without asking, except the fingerprinted',
    "# folder. Every type is named, so a host's own ExpiresByType (often a year for .js) cannot give",
    '# a year to the after-paint loaders or the editor, whose names never change.',
    '<IfModule mod_expires.c>',
    '  ExpiresActive On',
    `  ExpiresDefault "${NOW}"`,
    ...expiringTypes.map((type) => `  ExpiresByType ${type} "${NOW}"`),
    `  <If "${fingerprinted}">`,
    `    ExpiresDefault "${ONE_YEAR}"`,
    ...expiringTypes.map((type) => `    ExpiresByType ${type} "${ONE_YEAR}"`),
    '  </If>',
    '</IfModule>',
    '',
    '# Brotli when the host has it, else gzip; each only for text (images and fonts are compressed already).',
    '<IfModule mod_filter.c>',
    '  <IfModule mod_brotli.c>',
    '    <IfModule mod_deflate.c>',
    `      AddOutputFilterByType BROTLI_COMPRESS;DEFLATE ${types}`,
    '    </IfModule>',
    '    <IfModule !mod_deflate.c>',
    `      AddOutputFilterByType BROTLI_COMPRESS ${types}`,
    '    </IfModule>',
    '  </IfModule>',
    '  <IfModule !mod_brotli.c>',
    '    <IfModule mod_deflate.c>',
    `      AddOutputFilterByType DEFLATE ${types}`,
    '    </IfModule>',
    '  </IfModule>',
    '</IfModule>',
    '',
  ].join('\n');
}

/**
 * Netlify and Cloudflare Pages: out/_headers. Both combine the values of a header that two matching
 * rules set (Cloudflare appends; Netlify's own tools disagree on the outcome), so no header name is
 * set by two rules that can match one path:
 * - `/*`: the headers every response shares, no CSP and no Cache-Control;
 * - `/_next/static/*` and `/fotos/*`: the only Cache-Control (IMMUTABLE); every other file keeps
 *   the hosts' default, `public, max-age=0, must-revalidate` on both, which is REVALIDATE;
 * - each public page, by its URL: the site's CSP (one value for all); `/admin/*`: the editor's.
 *   A CSP cannot be in `/*`, which also matches /admin/; a missing path has X-Frame-Options.
 * - the files whose type the hosts get wrong.
 * `pageUrls` are the URLs of the exported pages (htmlFiles, admin excluded).
 */
export function netlifyHeaders(pageUrls, hashes, env = process.env) {
  const block = (pattern, headers) => [
    pattern,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
  ];
  const lines = [
    `# ${GENERATED}`,
    ...block('/*', Object.entries(commonHeaders)),
    ...FINGERPRINTED_PREFIXES.flatMap((prefix) =>
      block(`${prefix}*`, [['Cache-Control', IMMUTABLE]]),
    ),
    ...block(`${ADMIN_PREFIX}*`, adminOnlyEntries),
    ...pageUrls.flatMap((url) =>
      block(url, [['Content-Security-Policy', sitePolicy(hashes, env)]]),
    ),
    ...Object.entries(contentTypes).flatMap(([extension, type]) =>
      block(`/*.${extension}`, [['Content-Type', type]]),
    ),
    '',
  ];
  checkHeadersLimits(lines);
  return lines.join('\n');
}

/** Fails the build where Cloudflare Pages would silently drop rules or lines of _headers. */
export function checkHeadersLimits(lines) {
  const rules = lines.filter((line) => line.startsWith('/')).length;
  if (rules > HEADERS_MAX_RULES)
    throw new Error(
      `_headers: ${rules} reglas; Cloudflare Pages lee ${HEADERS_MAX_RULES} como máximo y omite las demás sin avisar.`,
    );
  const long = lines.findIndex((line) => line.length > HEADERS_MAX_LINE);
  if (long >= 0)
    throw new Error(
      `_headers: la línea ${long + 1} tiene ${lines[long].length} caracteres; Cloudflare Pages ignora las de más de ${HEADERS_MAX_LINE}.`,
    );
}

/** out/.nginx-csp.conf: the site's CSP, for publish/host-configs/nginx.conf to include. */
export const nginxCspFile = (hashes, env = process.env) =>
  `# ${GENERATED}\nset $site_csp ${quoted(sitePolicy(hashes, env))};\n`;

/** out/.caddy-csp: the site's CSP, for publish/host-configs/Caddyfile to import. */
export const caddyCspFile = (hashes, env = process.env) =>
  `# ${GENERATED}\nheader @site Content-Security-Policy ${quoted(sitePolicy(hashes, env))}\n`;

/** nginx's variable naming the 404 page of a request's language (a map: error_page takes variables). */
const NGINX_NOT_FOUND_VARIABLE = '$consultorio_not_found_page';

/** Each language has its own 404 page: the English one for a missing path under /en/. */
const NGINX_NOT_FOUND_MAP = [
  '',
  '# Each language has its own 404 page: the English one for a missing path under /en/.',
  `map $uri ${NGINX_NOT_FOUND_VARIABLE} {`,
  `  ~^${ENGLISH_PREFIX} ${ENGLISH_NOT_FOUND_PAGE};`,
  `  default ${NOT_FOUND_PAGE};`,
  '}',
  '',
];

/** Paths no host but the one they are written for should serve: hidden files and _headers. */
const HIDDEN_REGEX = '/(\\.(?!well-known/)|_headers$)';

/**
 * nginx: publish/host-configs/nginx.conf, one server block. add_header in a location drops the server's, so each
 * location repeats them all. The site's CSP comes from the export (CSP_FILES.nginx): reload nginx
 * after each upload.
 */
export function nginxConf() {
  const headers = (cache, csp, entries = Object.entries(commonHeaders)) => [
    `    add_header Content-Security-Policy ${csp} always;`,
    ...entries.map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`),
    `    add_header Cache-Control ${quoted(cache)} always;`,
  ];
  const siteHeaders = (cache) => headers(cache, '$site_csp');
  const typeLocations = Object.entries(contentTypes).flatMap(([extension, type]) => [
    `  location ~* \\.${extension}$ {`,
    '    types { }',
    `    default_type ${bareType(type)};`,
    ...siteHeaders(REVALIDATE),
    '  }',
  ]);
  const charsetTypes = [
    ...new Set(utf8Extensions.map((extension) => bareType(knownContentTypes[extension]))),
  ].filter((type) => type !== 'text/html');
  return [
    `# ${GENERATED}`,
    '# Include it inside the http { } block of nginx.conf (or copy it to /etc/nginx/conf.d/).',
    '# SITE_ROOT is a placeholder: replace it with the absolute path of the uploaded out/ folder.',
    '# The CSP allows the inline scripts of the build uploaded: run nginx -s reload after each upload.',
    ...NGINX_NOT_FOUND_MAP,
    'server {',
    '  listen 80;',
    '  server_name _;',
    '  root SITE_ROOT;',
    `  include SITE_ROOT/${CSP_FILES.nginx};`,
    `  index ${INDEX_FILE};`,
    '  autoindex off;',
    '  # /servicios answers 301 to /servicios/ (a relative Location, right behind a proxy too).',
    '  absolute_redirect off;',
    '  server_tokens off;',
    `  error_page 404 ${NGINX_NOT_FOUND_VARIABLE};`,
    '  charset utf-8;',
    `  charset_types ${charsetTypes.join(' ')};`,
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_comp_level 6;',
    '  gzip_min_length 256;',
    `  gzip_types ${compressibleTypes.filter((type) => type !== 'text/html').join(' ')};`,
    '',
    "  # Files only other hosts read (.htaccess, _headers, this server's CSP file) are not served.",
    `  location ~ ${HIDDEN_REGEX} {`,
    '    return 404;',
    '  }',
    '  location / {',
    ...siteHeaders(REVALIDATE),
    '  }',
    // ^~: no regex location (a type's below) takes these paths from their year-long lifetime. The
    // photos' folder names its types itself: a types block replaces the server's whole map there.
    ...FINGERPRINTED_PREFIXES.flatMap((prefix) => [
      `  location ^~ ${prefix} {`,
      ...(prefix === PHOTO_URL_PREFIX
        ? [
            `    types { ${Object.entries(photoContentTypes)
              .map(([extension, type]) => `${type} ${extension};`)
              .join(' ')} }`,
          ]
        : []),
      ...siteHeaders(IMMUTABLE),
      '  }',
    ]),
    `  location ${ADMIN_PREFIX} {`,
    ...headers(
      REVALIDATE,
      quoted(adminSecurityHeaders['Content-Security-Policy']),
      adminOnlyEntries
        .filter(([name]) => name !== 'Content-Security-Policy')
        .concat(Object.entries(commonHeaders)),
    ),
    '  }',
    ...typeLocations,
    '}',
    '',
  ].join('\n');
}

/**
 * Caddy: publish/host-configs/Caddyfile. Address and root come from the environment, with the defaults shown; the
 * site's CSP comes from the export (CSP_FILES.caddy): run `caddy reload` after each upload.
 */
export function caddyfile() {
  const immutablePaths = FINGERPRINTED_PREFIXES.map((prefix) => `${prefix}*`).join(' ');
  return [
    `# ${GENERATED}`,
    '# SITE_ADDRESS is the domain (Caddy then gets its certificate); SITE_ROOT the uploaded out/ folder.',
    '{',
    '\tadmin {$CADDY_ADMIN:localhost:2019}',
    '}',
    '',
    '{$SITE_ADDRESS:example.com} {',
    '\troot * {$SITE_ROOT:/var/www/sitio/out}',
    '\tencode zstd gzip {',
    '\t\tmatch {',
    ...compressibleTypes.map((type) => `\t\t\theader Content-Type ${type}*`),
    '\t\t}',
    '\t}',
    '\theader {',
    ...Object.entries(commonHeaders).map(([name, value]) => `\t\t${name} ${quoted(value)}`),
    '\t}',
    // The site's CSP and the editor's, on paths that exclude each other (a second CSP would be enforced too).
    `\t@site not path ${ADMIN_PREFIX}*`,
    `\timport {$SITE_ROOT:/var/www/sitio/out}/${CSP_FILES.caddy}`,
    `\t@admin path ${ADMIN_PREFIX}*`,
    ...adminOnlyEntries.map(([name, value]) => `\theader @admin ${name} ${quoted(value)}`),
    // Two matchers that exclude each other: Caddy does not promise the order of two header directives.
    `\t@fingerprinted path ${immutablePaths}`,
    `\theader @fingerprinted Cache-Control ${quoted(IMMUTABLE)}`,
    `\t@revalidated not path ${immutablePaths}`,
    `\theader @revalidated Cache-Control ${quoted(REVALIDATE)}`,
    ...Object.entries(contentTypes).flatMap(([extension, type]) => [
      `\t@${extension} path *.${extension}`,
      `\theader @${extension} Content-Type ${quoted(type)}`,
    ]),
    "\t# Files only other hosts read (.htaccess, _headers, this server's CSP file) are not served.",
    '\t@hostOnly {',
    '\t\tpath */.* /_headers',
    '\t\tnot path /.well-known/*',
    '\t}',
    '\terror @hostOnly 404',
    '\tfile_server',
    '\thandle_errors {',
    '\t\t# A missing English page gets the English 404; any other missing path the Spanish one.',
    '\t\t@missingEnglish {',
    '\t\t\texpression {err.status_code} == 404',
    `\t\t\tpath ${ENGLISH_PREFIX}*`,
    '\t\t}',
    '\t\thandle @missingEnglish {',
    `\t\t\trewrite * ${ENGLISH_NOT_FOUND_PAGE}`,
    '\t\t\tfile_server',
    '\t\t}',
    '\t\t@missing expression {err.status_code} == 404',
    '\t\thandle @missing {',
    `\t\t\trewrite * ${NOT_FOUND_PAGE}`,
    '\t\t\tfile_server',
    '\t\t}',
    '\t}',
    '}',
    '',
  ].join('\n');
}

/**
 * CloudFront: the response headers policy (AWS CLI `create-response-headers-policy` /
 * `update-response-headers-policy --response-headers-policy-config`), for the default behavior.
 * Cache-Control is set by object metadata at upload instead (docs/going-live.md, "S3 + CloudFront"),
 * since it differs by path.
 * The editor under /admin/ needs a behavior of its own with `adminPolicy: true`.
 */
export function cloudfrontHeadersPolicy(hashes, env = process.env, { adminPolicy = false } = {}) {
  const headers = adminPolicy ? adminSecurityHeaders : securityHeaders(hashes, env);
  const hsts = headers['Strict-Transport-Security'];
  const custom = Object.entries(headers).filter(
    ([name]) =>
      ![
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
        'Referrer-Policy',
      ].includes(name),
  );
  return {
    Name: adminPolicy ? 'consultorio-editor' : 'consultorio-sitio',
    Comment: GENERATED,
    SecurityHeadersConfig: {
      ContentSecurityPolicy: {
        Override: true,
        ContentSecurityPolicy: headers['Content-Security-Policy'],
      },
      StrictTransportSecurity: {
        Override: true,
        AccessControlMaxAgeSec: Number(hsts.match(/max-age=(\d+)/)?.[1]),
        IncludeSubdomains: /includeSubDomains/i.test(hsts),
        Preload: /preload/i.test(hsts),
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { Override: true, FrameOption: headers['X-Frame-Options'] },
      ReferrerPolicy: { Override: true, ReferrerPolicy: headers['Referrer-Policy'] },
    },
    CustomHeadersConfig: {
      Quantity: custom.length,
      Items: custom.map(([Header, Value]) => ({ Header, Value, Override: true })),
    },
  };
}

/** A step's `env:` lines, each name with the expression its value comes from. */
const stepEnv = (/** @type {[string, string][]} */ entries) =>
  entries.map(([name, value]) => `          ${name}: ${value}`).join('\n');

/** @param {(name: string) => boolean} keep @returns {[string, string][]} */
const repositorySettings = (keep) =>
  Object.entries(WORKFLOW_SETTINGS)
    .filter(([name]) => keep(name))
    .map(([name, source]) => [name, `\${{ ${source}.${name} }}`]);

/** The editor's settings (lib/admin/github-backend.ts) are DECAP_*; the rest are the deploy's. */
const isEditorSetting = (/** @type {string} */ name) => name.startsWith('DECAP_');

/**
 * What the strict build reads: the editor saves to this repository (GITHUB_REPOSITORY, which the
 * runner sets) and to the branch being built, with the scope its visibility needs, and signs in
 * through the relay named in the repository's variables (docs/sign-in.md).
 * @type {[string, string][]}
 */
const BUILD_ENV = [
  ['STRICT_CONTENT', "'1'"],
  ['DECAP_BRANCH', '${{ github.ref_name }}'],
  ['DECAP_REPO_PRIVATE', '${{ github.event.repository.private }}'],
  ...repositorySettings(isEditorSetting),
];

/** What `npm run deploy` reads (publish/settings.mjs). */
const DEPLOY_ENV = repositorySettings((name) => !isEditorSetting(name));

/** The token the doctor reads the repository's settings with (the job's permissions bound it). */
const TOKEN_ENV = /** @type {[string, string][]} */ ([['GITHUB_TOKEN', '${{ github.token }}']]);

/**
 * The environment of each step that reads settings, by the step's report kind
 * (publish/report-step.mjs): the doctor sees everything the steps after it will.
 * @param {'pages' | 'deploy'} workflow
 * @returns {Record<'doctor' | 'build' | 'deploy', [string, string][]>}
 */
export function workflowStepEnv(workflow) {
  const published = workflow === 'deploy' ? DEPLOY_ENV : [];
  return {
    doctor: [...BUILD_ENV, ...published, ...TOKEN_ENV],
    build: BUILD_ENV,
    deploy: published,
  };
}

/**
 * Both workflows publish the repository's default branch, whatever its name (`main`, `master`):
 * they start on a push to any branch (never a tag), and their job runs only on the default one.
 */
const PUBLISHING_BRANCH_ONLY =
  "github.ref == format('refs/heads/{0}', github.event.repository.default_branch)";

const ON_PUSH = `on:
  push:
    branches: ['**']
  workflow_dispatch:`;

/** The Node.js version file both workflows read (the same line the developers use). */
export const NODE_VERSION_FILE = '.node-version';

/**
 * The steps both workflows start with: the full history (each page's lastmod in the sitemap), the
 * Node of .node-version, the install.
 * @param {Record<import('./action-pins.mjs').PinnedAction, import('./action-pins.mjs').ActionPin>} pins
 */
const setupSteps = (pins) => `      - uses: ${pinnedUses(pins, 'actions/checkout')}
        with:
          # Every page's lastmod in the sitemap comes from its files' git history.
          fetch-depth: 0
      # The Node every host builds with, written once in .node-version (npm's node package, a
      # devDependency of the same version, then runs every npm script on it).
      - uses: ${pinnedUses(pins, 'actions/setup-node')}
        with:
          node-version-file: ${NODE_VERSION_FILE}
          cache: npm
      - run: npm install --no-audit --no-fund
`;

/**
 * The doctor, then the production build, both workflows' (docs/publishing.md): a failure's Spanish
 * sentences become the annotations the editor shows (publish/report-step.mjs).
 * @param {'pages' | 'deploy'} workflow
 */
function checkAndBuildSteps(workflow) {
  const env = workflowStepEnv(workflow);
  return `      # Every setting the publication needs, checked before anything is built: each problem is
      # one sentence naming the setting, where to set it and the value expected.
      - run: node publish/report-step.mjs doctor npm run doctor
        env:
${stepEnv(env.doctor)}
      # A production build: example data, an empty COFEPRIS notice or a setting the editor lacks
      # fail it, each named in its own sentence.
      - run: node publish/report-step.mjs build npm run build
        env:
${stepEnv(env.build)}
`;
}

/**
 * GitHub Pages: the doctor and a production build, then out/ without the files only other hosts
 * read, published. Pages reads no headers file (docs/going-live.md, "GitHub Pages"). The job that
 * installs and builds may only read the repository; only the job that runs deploy-pages, and
 * nothing else, may write to Pages (GitHub's own Pages starter workflow splits them so).
 */
export function pagesWorkflow(pins = actionPins()) {
  return `# ${GENERATED}
# GitHub Pages serves out/ at the root of a custom domain (or of <user>.github.io); it sets no
# custom headers: each page's <meta> CSP applies, HSTS comes from GitHub on its HTTPS domains.
# Publishes every push to the repository's default branch (docs/publishing.md).
name: GitHub Pages

${ON_PUSH}

permissions: {}

concurrency:
  group: pages-\${{ github.ref }}
  cancel-in-progress: false

jobs:
  build:
    # Only where Pages is turned on (Settings → Pages → GitHub Actions): elsewhere the site is
    # published by another host, and a Pages run failing on every save would say otherwise.
    if: \${{ github.event.repository.has_pages && ${PUBLISHING_BRANCH_ONLY} }}
    runs-on: ubuntu-latest
    permissions:
      contents: read
    steps:
${setupSteps(pins)}${checkAndBuildSteps('pages')}      # Pages would publish these as public files; it reads none of them.
      - run: rm -f ${[...HOST_ONLY_FILES, CONTENT_STATUS_FILE].map((file) => `out/${file}`).join(' ')}
      - uses: ${pinnedUses(pins, 'actions/upload-pages-artifact')}
        with:
          path: out
  deploy:
    needs: build
    runs-on: ubuntu-latest
    permissions:
      pages: write
      id-token: write
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: ${pinnedUses(pins, 'actions/deploy-pages')}
`;
}

/**
 * `npm run deploy` on every push to the default branch (each save in the editor), for the hosts
 * that do not build from the repository (FTP, FTPS, SFTP, rsync, S3): only when the repository
 * variable DEPLOY_TARGET is set. Settings come from the repository's variables and the secrets of
 * the Environment DEPLOY_ENVIRONMENT, whose deployment-branch rule holds them back from any other
 * branch (workflow-settings.mjs). One deploy at a time; a running one is never cancelled (the next
 * save waits, and only the latest waiting one runs).
 */
export function deployWorkflow(pins = actionPins()) {
  return `# ${GENERATED}
# Publishes every push to the repository's default branch (each save in the editor) with npm run
# deploy, to the host named by the repository variable DEPLOY_TARGET (ftp, ftps, sftp, rsync, s3);
# does nothing while it is unset. docs/publishing.md lists the variables and secrets.
name: Publicar

${ON_PUSH}

permissions:
  contents: read

concurrency:
  group: deploy-\${{ github.ref }}
  cancel-in-progress: false

jobs:
  deploy:
    # Also run by hand on another branch, the job does not start; and the Environment's
    # deployment-branch rule gives its secrets to the default branch alone.
    if: \${{ vars.DEPLOY_TARGET != '' && ${PUBLISHING_BRANCH_ONLY} }}
    runs-on: ubuntu-latest
    timeout-minutes: 30
    environment: ${DEPLOY_ENVIRONMENT}
    steps:
${setupSteps(pins)}      # A host's own certificate authority for FTPS (PEM text in the variable DEPLOY_FTPS_CA).
      - if: \${{ vars.DEPLOY_FTPS_CA != '' }}
        run: |
          printf '%s\\n' "$DEPLOY_FTPS_CA" > "$RUNNER_TEMP/ftps-ca.pem"
          echo "NODE_EXTRA_CA_CERTS=$RUNNER_TEMP/ftps-ca.pem" >> "$GITHUB_ENV"
        env:
          DEPLOY_FTPS_CA: \${{ vars.DEPLOY_FTPS_CA }}
${checkAndBuildSteps('deploy')}      # A failure's one sentence (publish/errors.mjs) becomes an annotation the editor shows.
      - run: node publish/report-step.mjs deploy npm run deploy
        env:
${stepEnv(workflowStepEnv('deploy').deploy)}
`;
}

/** The committed files, by path from the repository root. */
export function committedConfigs() {
  return {
    'publish/host-configs/nginx.conf': nginxConf(),
    'publish/host-configs/Caddyfile': caddyfile(),
    '.github/workflows/pages.yml': pagesWorkflow(),
    '.github/workflows/deploy.yml': deployWorkflow(),
  };
}
