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

/**
 * The route file of a page path: "/" → app/page.tsx, "/servicios" → app/servicios/page.tsx,
 * "/servicios/cirugia-catarata/" → app/servicios/[slug]/page.tsx (one route renders every service).
 */
export function routeFile(pagePath, root = process.cwd()) {
  const file = path.join('app', pagePath === '/' ? '' : pagePath.slice(1), 'page.tsx');
  if (SERVICE_PAGE.test(pagePath) && !existsSync(path.join(root, file)))
    return path.join('app', 'servicios', '[slug]', 'page.tsx');
  return file;
}

/** The service files a page shows: its own on a service page, every one on the home and /servicios/ (their cards). */
function serviceFiles(pagePath, root) {
  const own = SERVICE_PAGE.exec(pagePath);
  if (own) return [path.join(root, SERVICES_DIR, `${own[1]}.md`)];
  if (
    !['/', '/servicios', '/servicios/'].includes(pagePath) ||
    !existsSync(path.join(root, SERVICES_DIR))
  )
    return [];
  return readdirSync(path.join(root, SERVICES_DIR))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(root, SERVICES_DIR, name));
}

/** Files (relative to root) a page is made of: its route, the root layout, their imports, transitively, content/*.yml and the service files it shows. */
export function pageSourceFiles(pagePath, root = process.cwd()) {
  const queue = [routeFile(pagePath, root), path.join('app', 'layout.tsx')].map((file) =>
    path.join(root, file),
  );
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
  return [...seen, ...facts, ...serviceFiles(pagePath, root).filter((file) => existsSync(file))]
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

/** A page's <lastmod>: from git, else from the committed map, else undefined (no lastmod rather than a wrong one). */
export function pageLastModified(pagePath, root = process.cwd()) {
  const fromGit = gitLastModified(pageSourceFiles(pagePath, root), root);
  if (fromGit) return fromGit;
  const map = path.join(root, DATES_FILE);
  if (!existsSync(map)) return undefined;
  const dates = JSON.parse(readFileSync(map, 'utf8'));
  // The map's keys are written without the trailing slash ("/servicios"), page paths with it.
  return dates[pagePath] ?? dates[pagePath.replace(/(.)\/$/, '$1')];
}
