// Writes the response policy (response-policy.mjs) in each host's own language: Apache's .htaccess,
// Netlify/Cloudflare's _headers, an nginx server block, a Caddyfile and the GitHub Pages workflow.
// Pure functions of the policy: the build and `npm run deploy-config` write their output, and a
// test regenerates them to prove the committed files say what the policy says.
import {
  IMMUTABLE,
  INDEX_FILE,
  NO_FRAMING_POLICY,
  NOT_FOUND_PAGE,
  ADMIN_PREFIX,
  REVALIDATE,
  adminSecurityHeaders,
  commonHeaders,
  compressibleTypes,
  contentTypes,
  fontExtensions,
  immutablePathPrefixes,
  isAdminPath,
  securityHeaders,
  utf8Extensions,
} from './response-policy.mjs';

const GENERATED =
  'Generated from build/response-policy.mjs by build/host-configs.mjs: do not edit by hand.';

/** "text/vcard; charset=utf-8" → "text/vcard". */
const bareType = (type) => type.split(';')[0].trim();
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const headerEntries = (env) => Object.entries(securityHeaders(env));
/** The editor's headers that differ from the site's (its CSP, X-Robots-Tag). */
const adminOnlyEntries = Object.entries(adminSecurityHeaders).filter(
  ([name]) => !(name in commonHeaders),
);
const quoted = (value) => `"${value.replace(/"/g, '\\"')}"`;

/** Apache (shared hosting): out/.htaccess, read with AllowOverride All. Every module is optional. */
export function htaccess(env = process.env) {
  const fingerprinted = [
    ...immutablePathPrefixes.map((prefix) => `%{REQUEST_URI} =~ m#^${escapeRegex(prefix)}#`),
    `%{REQUEST_URI} =~ m#\\.(${fontExtensions.join('|')})$#`,
  ].join(' || ');
  const types = compressibleTypes.join(' ');
  return [
    `# ${GENERATED}`,
    '# Upload it with out/ (it is a hidden file): Apache reads it where AllowOverride allows.',
    '',
    `ErrorDocument 404 ${NOT_FOUND_PAGE}`,
    `DirectoryIndex ${INDEX_FILE}`,
    '# /servicios answers 301 to /servicios/, the URL every link and the sitemap use.',
    'DirectorySlash On',
    'Options -Indexes',
    '',
    '<IfModule mod_mime.c>',
    ...Object.entries(contentTypes).map(
      ([extension, type]) => `  AddType ${bareType(type)} .${extension}`,
    ),
    `  AddCharset utf-8 ${utf8Extensions.map((extension) => `.${extension}`).join(' ')}`,
    '</IfModule>',
    '',
    '<IfModule mod_headers.c>',
    ...headerEntries(env).map(([name, value]) => `  Header always set ${name} ${quoted(value)}`),
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
    '# Without mod_headers, mod_expires gives the same lifetimes (without "immutable").',
    '<IfModule !mod_headers.c>',
    '  <IfModule mod_expires.c>',
    '    ExpiresActive On',
    '    ExpiresDefault "access plus 0 seconds"',
    ...[
      'text/css',
      'text/javascript',
      'application/javascript',
      ...fontExtensions.map((extension) => `font/${extension}`),
    ].map((type) => `    ExpiresByType ${type} "access plus 1 year"`),
    '  </IfModule>',
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
 * Netlify and Cloudflare Pages: out/_headers. Both join the values of a header matched by two rules,
 * so Cache-Control is never in the catch-all: the fingerprinted folders get IMMUTABLE, and each other
 * URL of the export (`urlPaths`, read from out/ by the build) gets REVALIDATE by name.
 */
export function netlifyHeaders(urlPaths, env = process.env) {
  const block = (pattern, headers) => [
    pattern,
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
  ];
  const immutable = immutablePathPrefixes.map((prefix) => `${prefix}*`);
  const fonts = urlPaths.filter((urlPath) =>
    fontExtensions.some((extension) => urlPath.endsWith(`.${extension}`)),
  );
  const revalidated = urlPaths.filter(
    (urlPath) =>
      !fonts.includes(urlPath) &&
      !immutablePathPrefixes.some((prefix) => urlPath.startsWith(prefix)),
  );
  const typed = (urlPath) => {
    const type = Object.entries(contentTypes).find(([extension]) =>
      urlPath.endsWith(`.${extension}`),
    )?.[1];
    return type ? [['Content-Type', type]] : [];
  };
  // The catch-all's CSP is frame-ancestors alone, so that every response (a 404 too) forbids framing,
  // and joined with a file's own policy (Cloudflare Pages joins same-named headers) it restricts
  // nothing else: the site's and the editor's policies are set per file, never in the catch-all.
  const policy = (urlPath) =>
    isAdminPath(urlPath)
      ? adminOnlyEntries
      : [['Content-Security-Policy', securityHeaders(env)['Content-Security-Policy']]];
  return [
    `# ${GENERATED}`,
    ...block('/*', [['Content-Security-Policy', NO_FRAMING_POLICY], ...Object.entries(commonHeaders)]),
    ...[...immutable, ...fonts].flatMap((pattern) =>
      block(pattern, [['Cache-Control', IMMUTABLE]]),
    ),
    ...revalidated.flatMap((urlPath) =>
      block(urlPath, [...policy(urlPath), ['Cache-Control', REVALIDATE], ...typed(urlPath)]),
    ),
    '',
  ].join('\n');
}

/** nginx: deploy/nginx.conf, one server block. add_header in a location drops the server's, so each location repeats them all. */
export function nginxConf(env = process.env) {
  const headers = (cache, entries = headerEntries(env)) => [
    ...entries.map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`),
    `    add_header Cache-Control ${quoted(cache)} always;`,
  ];
  const typeLocations = Object.entries(contentTypes).flatMap(([extension, type]) => [
    `  location ~* \\.${extension}$ {`,
    '    types { }',
    `    default_type ${bareType(type)};`,
    ...headers(REVALIDATE),
    '  }',
  ]);
  const charsetTypes = [
    ...new Set(utf8Extensions.map((extension) => bareType(knownType(extension)))),
  ].filter((type) => type !== 'text/html');
  return [
    `# ${GENERATED}`,
    '# Include it inside the http { } block of nginx.conf (or copy it to /etc/nginx/conf.d/).',
    '# SITE_ROOT is a placeholder: replace it with the absolute path of the uploaded out/ folder.',
    'server {',
    '  listen 80;',
    '  server_name _;',
    '  root SITE_ROOT;',
    `  index ${INDEX_FILE};`,
    '  autoindex off;',
    '  # /servicios answers 301 to /servicios/ (a relative Location, right behind a proxy too).',
    '  absolute_redirect off;',
    '  server_tokens off;',
    `  error_page 404 ${NOT_FOUND_PAGE};`,
    '  charset utf-8;',
    `  charset_types ${charsetTypes.join(' ')};`,
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_comp_level 6;',
    '  gzip_min_length 256;',
    `  gzip_types ${compressibleTypes.filter((type) => type !== 'text/html').join(' ')};`,
    '',
    '  location / {',
    ...headers(REVALIDATE),
    '  }',
    ...immutablePathPrefixes.flatMap((prefix) => [
      `  location ${prefix} {`,
      ...headers(IMMUTABLE),
      '  }',
    ]),
    `  location ${ADMIN_PREFIX} {`,
    ...headers(REVALIDATE, Object.entries(adminSecurityHeaders)),
    '  }',
    `  location ~* \\.(${fontExtensions.join('|')})$ {`,
    ...headers(IMMUTABLE),
    '  }',
    ...typeLocations,
    '}',
    '',
  ].join('\n');
}

/** Caddy: deploy/Caddyfile. Address and root come from the environment, with the defaults shown. */
export function caddyfile(env = process.env) {
  const immutablePaths = [
    ...immutablePathPrefixes.map((prefix) => `${prefix}*`),
    ...fontExtensions.map((extension) => `*.${extension}`),
  ];
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
    `\theader @site Content-Security-Policy ${quoted(securityHeaders(env)['Content-Security-Policy'])}`,
    `\t@admin path ${ADMIN_PREFIX}*`,
    ...adminOnlyEntries.map(([name, value]) => `\theader @admin ${name} ${quoted(value)}`),
    // Two matchers that exclude each other: Caddy does not promise the order of two header directives.
    `\t@fingerprinted path ${immutablePaths.join(' ')}`,
    `\theader @fingerprinted Cache-Control ${quoted(IMMUTABLE)}`,
    `\t@revalidated not path ${immutablePaths.join(' ')}`,
    `\theader @revalidated Cache-Control ${quoted(REVALIDATE)}`,
    ...Object.entries(contentTypes).flatMap(([extension, type]) => [
      `\t@${extension} path *.${extension}`,
      `\theader @${extension} Content-Type ${quoted(type)}`,
    ]),
    '\tfile_server',
    '\thandle_errors {',
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

function knownType(extension) {
  const types = {
    html: 'text/html',
    css: 'text/css',
    js: 'application/javascript',
    json: 'application/json',
    txt: 'text/plain',
    xml: 'application/xml',
    svg: 'image/svg+xml',
    ...contentTypes,
  };
  return types[extension] ?? 'application/octet-stream';
}

/** The Node.js major version the project declares (package.json "engines"), for CI. */
export function nodeMajor(packageJson) {
  const major = packageJson.engines?.node?.match(/\d+/)?.[0];
  if (!major) throw new Error('host-configs: package.json has no engines.node');
  return major;
}

/** GitHub Pages: builds like CI does and publishes out/. Pages reads no headers file (see README). */
export function pagesWorkflow(packageJson) {
  return `# ${GENERATED}
# GitHub Pages serves out/ at the root of a custom domain (or of <user>.github.io); it sets no
# custom headers: each page's <meta> CSP applies, HSTS comes from GitHub on its HTTPS domains.
name: GitHub Pages

on:
  push:
    branches: [main]
  workflow_dispatch:

permissions:
  contents: read
  pages: write
  id-token: write

concurrency:
  group: pages
  cancel-in-progress: false

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: ${nodeMajor(packageJson)}
          cache: npm
      - run: npm install --no-audit --no-fund
      - run: npm run build
      - uses: actions/upload-pages-artifact@v3
        with:
          path: out
  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
`;
}

/** The committed files, by path from the repository root. */
export function committedConfigs(packageJson, env = {}) {
  return {
    'deploy/nginx.conf': nginxConf(env),
    'deploy/Caddyfile': caddyfile(env),
    '.github/workflows/pages.yml': pagesWorkflow(packageJson),
  };
}
