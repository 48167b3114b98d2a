// When a page's content last changed, for sitemap.xml's <lastmod>: the newest commit touching any
// file that makes up the page (its route, what it imports, transitively, and the facts files),
// never the build time. Without git (a tarball), the committed map page-dates.json is used.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];
export const DATES_FILE = 'lib/page-dates.json';

/** The repository file an import specifier names, or null for a package. */
function resolveImport(specifier, fromFile, root) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  if (existsSync(base) && !base.endsWith(path.sep) && /\.[a-z]+$/.test(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

/** A service page's path, "/servicios/<slug>/", or null. */
const SERVICE_PAGE = /^\/servicios\/([a-z0-9-]+)\/?$/;
const SERVICES_DIR = path.join('content', 'servicios');

/** The folders of app/ whose routes sit at the site's root: app/ itself and its route groups, "(es)", "(en)". */
function routeRoots(root) {
  const appDir = path.join(root, 'app');
  if (!existsSync(appDir)) return ['app'];
  const groups = readdirSync(appDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^\(.+\)$/.test(entry.name))
    .map((entry) => path.join('app', entry.name))
    .sort();
  return ['app', ...groups];
}

/**
 * The route file of a page path, in app/ or one of its route groups: "/" → app/page.tsx (or
 * app/(es)/page.tsx), "/en/about/" → app/(en)/en/about/page.tsx, and a service page to its
 * section's one dynamic route: "/servicios/cirugia-catarata/" → app/servicios/[slug]/page.tsx.
 */
export function routeFile(pagePath, root = process.cwd()) {
  const segments = pagePath.split('/').filter(Boolean);
  const dynamic = [...segments.slice(0, -1), '[slug]'];
  const candidates = [segments, ...(segments.length > 1 ? [dynamic] : [])].flatMap((route) =>
    routeRoots(root).map((base) => path.join(base, ...route, 'page.tsx')),
  );
  const plain = path.join('app', ...segments, 'page.tsx');
  return candidates.find((file) => existsSync(path.join(root, file))) ?? plain;
}

/** Every layout.tsx between app/ and a route file's folder: the root layout and its group's. */
function layoutFiles(route) {
  const folders = path.dirname(route).split(path.sep);
  return folders.map((_, index) => path.join(...folders.slice(0, index + 1), 'layout.tsx'));
}

/**
 * The service files a page shows: its own on a service page, every one on the home and /servicios/
 * (their cards). `spanishPath` names the page by its Spanish version, whose service file an
 * English page shares; a service's files are its "<slug>.md" and any "<slug>.<language>.md".
 */
function serviceFiles(spanishPath, root) {
  if (!existsSync(path.join(root, SERVICES_DIR))) return [];
  const own = SERVICE_PAGE.exec(spanishPath);
  const names = readdirSync(path.join(root, SERVICES_DIR)).filter((name) => name.endsWith('.md'));
  if (own)
    return names
      .filter((name) => name.startsWith(`${own[1]}.`))
      .map((name) => path.join(root, SERVICES_DIR, name));
  if (!['/', '/servicios', '/servicios/'].includes(spanishPath)) return [];
  return names.map((name) => path.join(root, SERVICES_DIR, name));
}

/**
 * Files (relative to root) a page is made of: its route, its layouts, their imports, transitively,
 * content/*.yml and the service files it shows (those of its Spanish version, `spanishPath`).
 */
export function pageSourceFiles(pagePath, root = process.cwd(), spanishPath = pagePath) {
  const route = routeFile(pagePath, root);
  const queue = [route, ...layoutFiles(route)].map((file) => path.join(root, file));
  const seen = new Set();
  while (queue.length) {
    const file = queue.pop();
    if (file === undefined || seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const resolved = resolveImport(match[1] ?? match[2] ?? '', file, root);
      if (resolved) queue.push(resolved);
    }
  }
  const facts = readdirSync(path.join(root, 'content'))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => path.join(root, 'content', name));
  return [...seen, ...facts, ...serviceFiles(spanishPath, root)]
    .map((file) => path.relative(root, file))
    .sort();
}

/** ISO date of the newest commit touching these files, or null when git or history is missing. */
export function gitLastModified(files, root = process.cwd()) {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return date || null;
  } catch {
    return null;
  }
}

/**
 * A page's <lastmod>: from git, else from the committed map, else undefined (no lastmod rather
 * than a wrong one). `spanishPath` is the page's Spanish version: an English page is made of its
 * service file, and the map, which holds the Spanish pages, dates it by its Spanish version.
 */
export function pageLastModified(pagePath, root = process.cwd(), spanishPath = pagePath) {
  const fromGit = gitLastModified(pageSourceFiles(pagePath, root, spanishPath), root);
  if (fromGit) return fromGit;
  const map = path.join(root, DATES_FILE);
  if (!existsSync(map)) return undefined;
  const dates = JSON.parse(readFileSync(map, 'utf8'));
  // The map's keys are written without the trailing slash ("/servicios"), page paths with it.
  const dated = (key) => dates[key] ?? dates[key.replace(/(.)\/$/, '$1')];
  return dated(pagePath) ?? dated(spanishPath);
}
