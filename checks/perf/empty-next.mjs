// An empty Next.js App Router page (a layout and a page that says "Empty"), built with the
// project's own Next, React and React DOM into .cache/empty-next/out: the reference the JavaScript
// budget (checks/perf/js-budget.mjs) measures our pages' scripts against.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const projectRoot = process.cwd();
const emptyApp = path.resolve('.cache/empty-next');
export const emptyOut = path.join(emptyApp, 'out');

const version = (name) =>
  JSON.parse(readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

/**
 * Builds the empty app once per Next/React version. It has no node_modules of its own: it lives
 * inside the project, so Node resolves next, react and react-dom from the project's node_modules,
 * and turbopack.root points at the project so Turbopack accepts files outside the app folder.
 */
export function buildEmptyApp() {
  const stamp = JSON.stringify({
    next: version('next'),
    react: version('react'),
    'react-dom': version('react-dom'),
  });
  const stampFile = path.join(emptyApp, 'versions.json');
  if (
    existsSync(path.join(emptyOut, 'index.html')) &&
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp
  ) {
    console.log(
      `Empty Next.js page: cached build in ${path.relative(projectRoot, emptyOut)} (${stamp})`,
    );
    return;
  }
  console.log(`Building an empty Next.js App Router page with ${stamp}…`);
  rmSync(emptyApp, { recursive: true, force: true });
  mkdirSync(path.join(emptyApp, 'app'), { recursive: true });
  writeFileSync(path.join(emptyApp, 'package.json'), '{ "private": true, "type": "module" }\n');
  writeFileSync(
    path.join(emptyApp, 'next.config.mjs'),
    `export default { output: 'export', turbopack: { root: ${JSON.stringify(projectRoot)} } };\n`,
  );
  writeFileSync(
    path.join(emptyApp, 'app', 'layout.js'),
    'export default function RootLayout({ children }) { return <html lang="en"><body>{children}</body></html>; }\nexport const metadata = { title: \'Empty\' };\n',
  );
  writeFileSync(
    path.join(emptyApp, 'app', 'page.js'),
    'export default function Page() { return <main>Empty</main>; }\n',
  );
  const next = path.join(projectRoot, 'node_modules', 'next', 'dist', 'bin', 'next');
  // Builds in one folder collide; the team serialises every build on this lock.
  const [program, args] = existsSync('/usr/bin/flock')
    ? ['/usr/bin/flock', ['/tmp/next-build.lock', process.execPath, next, 'build', emptyApp]]
    : [process.execPath, [next, 'build', emptyApp]];
  const build = spawnSync(program, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
  });
  if (build.status !== 0 || !existsSync(path.join(emptyOut, 'index.html'))) {
    console.error('The empty Next.js app did not build.');
    process.exit(1);
  }
  writeFileSync(stampFile, stamp);
}
