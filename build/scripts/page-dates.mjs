// node build/scripts/page-dates.mjs: writes lib/page-dates.json, every page's last-change date from git,
// which the sitemap falls back to when built without git history (e.g. from a tarball).
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DATES_FILE, gitLastModified, pageSourceFiles } from '../../lib/page-lastmod.mjs';

/** "/(es)/sobre-mi" → "/sobre-mi": a route group names no part of the address. */
const withoutGroups = (route) => route.replace(/\/\([^/]+\)/g, '') || '/';

const routes = readdirSync('app', { recursive: true })
  .map(String)
  .filter((file) => path.basename(file) === 'page.tsx')
  .map((file) =>
    withoutGroups(`/${path.dirname(file).split(path.sep).join('/')}`.replace(/\/\.$/, '/')),
  )
  // One route renders every service: a date per service page instead. An English service page
  // is dated by its Spanish version (lib/page-lastmod.mjs), so its route needs no entry.
  .flatMap((route) => {
    if (route === '/servicios/[slug]')
      return readdirSync(path.join('content', 'servicios'))
        .filter((name) => /^[a-z0-9-]+\.md$/.test(name))
        .map((name) => `/servicios/${name.slice(0, -'.md'.length)}`);
    return route.includes('[') ? [] : [route];
  })
  .sort();
const dates = Object.fromEntries(
  routes.map((route) => [route, gitLastModified(pageSourceFiles(route))]),
);
writeFileSync(DATES_FILE, `${JSON.stringify(dates, null, 2)}\n`);
console.log(dates);
