// Point 2 of the response policy: a file whose name does not change with its content is never kept
// long, on any host, with any module set. Each generated host file is read the way its server
// reads it, every rule that gives a lifetime is collected with the paths it can reach, and a long
// one must reach none of the files below. A rule whose reach cannot be read counts as reaching all.
import { readFileSync } from 'node:fs';
import { htaccess, netlifyHeaders } from '../host-configs.mjs';
import { MAX_UNFINGERPRINTED_SECONDS } from '../response-policy.mjs';
import { SITE_VERSION_PATH } from '../../../lib/admin/site-version.mjs';

/** Files of the export whose names stay the same from one build to the next. */
const UNFINGERPRINTED = [
  '/',
  '/index.html',
  '/servicios/',
  '/404.html',
  '/index.txt',
  '/servicios/index.txt',
  '/after-paint.js',
  '/servicios/after-paint.js',
  '/_not-found/after-paint.js',
  '/admin/',
  '/admin/editor.js',
  '/admin/decap-cms.js',
  '/admin/1077.decap-cms.js',
  '/admin/config.yml',
  '/admin/publish-status/main.js',
  '/admin/publish-status.json',
  SITE_VERSION_PATH,
  '/manifest.webmanifest',
  '/contacto.vcf',
  '/sitemap.xml',
  '/robots.txt',
  '/og/inicio.png',
  '/icons/icon-192.png',
  '/favicon.ico',
  '/icon.svg',
  '/fonts/other.woff2',
];
const FINGERPRINTED = [
  '/_next/static/chunks/2hgesv9mvph1g.js',
  '/_next/static/media/f.p.1.woff2',
  '/fotos/3f2a9c41d07be812.avif',
  '/fotos/8d01c6e2aa93f457.webp',
  '/fotos/c4b7e10a93d25f68.jpg',
];

type Rule = { where: string; seconds: number; reaches: (path: string) => boolean };
const everything = () => true;

const UNITS: Record<string, number> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86_400,
  week: 604_800,
  month: 2_592_000,
  year: 31_536_000,
};
/** Seconds of a Cache-Control value (max-age / s-maxage) or of a mod_expires "access plus …". */
function seconds(value: string): number {
  const ages = [...value.matchAll(/(?:s-)?max-age=(\d+)/g)].map((match) => Number(match[1]));
  if (ages.length) return Math.max(...ages);
  const plus = value.match(/(?:access|now|modification) plus (.*)/)?.[1];
  if (!plus) return 0;
  return [...plus.matchAll(/(\d+)\s*(second|minute|hour|day|week|month|year)s?/g)].reduce(
    (total, [, count, unit = '']) => total + Number(count) * (UNITS[unit] ?? 0),
    0,
  );
}

/** A glob (Caddy's path matcher, _headers' splats and :placeholders) as a RegExp. */
const glob = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[a-z]+/gi, '[^/]+')
      .replace(/\*/g, '.*')}/?$`,
    'i',
  );

/** .htaccess, with the modules given: IfModule evaluated, <If> on REQUEST_URI read as its regex. */
function apacheRules(text: string, modules: string[]): Rule[] {
  const rules: Rule[] = [];
  const stack: { active: boolean; reaches: (path: string) => boolean }[] = [];
  const active = () => stack.every((block) => block.active);
  const reaches = (path: string) => stack.every((block) => block.reaches(path));
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    const ifModule = line.match(/^<IfModule (!?)(mod_\w+)\.c>$/);
    if (ifModule) {
      const [, negated, name = ''] = ifModule;
      stack.push({ active: modules.includes(name) !== (negated === '!'), reaches: everything });
      continue;
    }
    const ifBlock = line.match(/^<If "(.*)">$/);
    if (ifBlock) {
      const uri = (ifBlock[1] ?? '').match(/^%\{REQUEST_URI\} =~ m#(.*)#$/)?.[1];
      const regex = uri ? new RegExp(uri.replace(/\\\//g, '/')) : null;
      stack.push({ active: true, reaches: regex ? (path) => regex.test(path) : everything });
      continue;
    }
    if (/^<\/(IfModule|If)>$/.test(line)) {
      stack.pop();
      continue;
    }
    if (!active()) continue;
    const lifetime =
      line.match(/^Header (?:always )?(?:set|append|merge|add) Cache-Control "(.*)"$/i)?.[1] ??
      line.match(/^Expires(?:Default|ByType \S+) "(.*)"$/)?.[1];
    if (lifetime !== undefined) {
      const conditions = [...stack];
      rules.push({
        where: `.htaccess line ${index + 1}`,
        seconds: seconds(lifetime),
        reaches: (path) => conditions.every((block) => block.reaches(path)),
      });
    } else if (
      /Cache-Control|^Expires/i.test(line) &&
      !/^Expires(Active|Default|ByType)/.test(line)
    ) {
      rules.push({ where: `.htaccess line ${index + 1} (unread)`, seconds: Infinity, reaches });
    }
  }
  expect(stack).toHaveLength(0);
  return rules;
}

/** _headers: every rule's Cache-Control, reaching what its pattern matches. */
function headersFileRules(text: string): Rule[] {
  const rules: Rule[] = [];
  let pattern = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) pattern = line.trim();
    const value = line.match(/^\s+Cache-Control:\s*(.*)$/i)?.[1];
    if (value !== undefined) {
      const regex = glob(pattern);
      rules.push({
        where: `_headers ${pattern}`,
        seconds: seconds(value),
        reaches: (path) => regex.test(path),
      });
    }
  }
  return rules;
}

/** nginx: add_header Cache-Control and expires, by the location they are in (precedence ignored). */
function nginxRules(text: string): Rule[] {
  const rules: Rule[] = [];
  let location: Rule['reaches'] = everything;
  let where = 'server';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    const opened = line.match(/^location\s+(=|\^~|~\*?)?\s*(\S+)\s*\{$/);
    if (opened) {
      const [, modifier, pattern = ''] = opened;
      where = `location ${pattern}`;
      if (modifier === '=') location = (path) => path === pattern;
      else if (modifier?.startsWith('~')) {
        const regex = new RegExp(pattern, modifier === '~*' ? 'i' : '');
        location = (path) => regex.test(path);
      } else location = (path) => path.startsWith(pattern);
      continue;
    }
    if (line === '}') {
      location = everything;
      where = 'server';
      continue;
    }
    const header = line.match(/^add_header Cache-Control "(.*)"/i)?.[1];
    const expires = line.match(/^expires\s+(\S+);/)?.[1];
    if (header !== undefined || expires !== undefined) {
      const value =
        header ??
        (expires === 'max'
          ? 'max-age=315360000'
          : `max-age=${Number(expires?.match(/\d+/)?.[0] ?? 0) * ({ d: 86400, h: 3600, m: 60, y: 31536000 }[expires?.slice(-1) ?? ''] ?? 1)}`);
      rules.push({ where: `nginx ${where}`, seconds: seconds(value), reaches: location });
    }
  }
  return rules;
}

/** Caddy: `header [@matcher] Cache-Control …`, reaching what the named path matcher matches. */
function caddyRules(text: string): Rule[] {
  const matchers = new Map<string, Rule['reaches']>();
  for (const match of text.matchAll(/^\s*@(\w+) (not )?path (.+)$/gm)) {
    const regexes = (match[3] ?? '').split(/\s+/).map(glob);
    const inside = (path: string) => regexes.some((regex) => regex.test(path));
    matchers.set(match[1] ?? '', match[2] ? (path) => !inside(path) : inside);
  }
  const rules: Rule[] = [];
  for (const match of text.matchAll(/^\s*header (?:@(\w+) )?Cache-Control "(.*)"$/gim)) {
    rules.push({
      where: `Caddyfile ${match[1] ?? '(all)'}`,
      seconds: seconds(match[2] ?? ''),
      reaches: match[1] ? (matchers.get(match[1]) ?? everything) : everything,
    });
  }
  return rules;
}

/** Long-lived rules that can reach an unfingerprinted file, as "rule → path". */
const violations = (rules: Rule[]) =>
  rules.flatMap((rule) =>
    rule.seconds > MAX_UNFINGERPRINTED_SECONDS
      ? UNFINGERPRINTED.filter(rule.reaches).map(
          (path) => `${rule.where} (${rule.seconds} s) → ${path}`,
        )
      : [],
  );
/** The longest lifetime any rule gives `path`. */
const longest = (rules: Rule[], path: string) =>
  Math.max(0, ...rules.filter((rule) => rule.reaches(path)).map((rule) => rule.seconds));

const hashes = ["'sha256-abc='"];
const noEnv = {} as NodeJS.ProcessEnv;
const allModules = [
  'mod_headers',
  'mod_expires',
  'mod_alias',
  'mod_mime',
  'mod_filter',
  'mod_deflate',
  'mod_brotli',
];
const hostFiles: Record<string, Rule[]> = {
  '.htaccess (every module)': apacheRules(htaccess(hashes, noEnv), allModules),
  '.htaccess without mod_headers': apacheRules(
    htaccess(hashes, noEnv),
    allModules.filter((name) => name !== 'mod_headers'),
  ),
  '.htaccess without mod_expires': apacheRules(
    htaccess(hashes, noEnv),
    allModules.filter((name) => name !== 'mod_expires'),
  ),
  _headers: headersFileRules(netlifyHeaders(['/', '/servicios/', '/404.html'], hashes, noEnv)),
  'publish/host-configs/nginx.conf': nginxRules(
    readFileSync('publish/host-configs/nginx.conf', 'utf8'),
  ),
  'publish/host-configs/Caddyfile': caddyRules(
    readFileSync('publish/host-configs/Caddyfile', 'utf8'),
  ),
};

describe('no long lifetime for a file whose name does not change', () => {
  it.each(Object.entries(hostFiles))('%s', (_, rules) => {
    expect(rules.length).toBeGreaterThan(0);
    expect(violations(rules)).toEqual([]);
    // …while Next's fingerprinted output still is kept for a year.
    for (const path of FINGERPRINTED)
      expect(longest(rules, path)).toBeGreaterThanOrEqual(31_536_000);
  });

  it('catches the mistakes it is for: a year by type, by extension or for every path', () => {
    const byType = `<IfModule mod_expires.c>\nExpiresByType text/javascript "access plus 1 year"\n</IfModule>`;
    expect(violations(apacheRules(byType, ['mod_expires']))).toContain(
      '.htaccess line 2 (31536000 s) → /after-paint.js',
    );
    const byExtension = '/*.js\n  Cache-Control: public, max-age=31536000, immutable\n';
    expect(violations(headersFileRules(byExtension))).toContain(
      '_headers /*.js (31536000 s) → /admin/decap-cms.js',
    );
    const fonts =
      'location ~* \\.(woff2|woff)$ {\n  add_header Cache-Control "max-age=31536000";\n}';
    expect(violations(nginxRules(fonts))).toEqual([
      'nginx location \\.(woff2|woff)$ (31536000 s) → /fonts/other.woff2',
    ]);
    expect(violations(caddyRules('header Cache-Control "max-age=604800"'))).toHaveLength(
      UNFINGERPRINTED.length,
    );
  });
});
