// `npm run admin`: the practice's editor on this computer. Starts decap-server (Decap's local
// backend: it writes the data files in content/ directly, no GitHub sign-in) and serves the built
// site with its editor at /admin/. Builds a local build of its own (DECAP_LOCAL_BACKEND=1, into
// out-local/, never the published out/: only a local build's editor may reach decap-server) first
// when there is none for this port, and again after each saved change, so the site shows it.
// Commit and push the changed files to publish.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, watch } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCAL_BACKEND_PORT, LOCAL_BACKEND_URL } from '../../lib/admin/local-backend.mjs';

const distDir = process.env.NEXT_DIST_DIR ?? 'out-local';
const outDir = path.resolve(distDir);
const sitePort = Number(process.env.PORT ?? 3000);
const contentDir = path.resolve('content');
const children = [];

function build() {
  console.log('Generando el sitio (npm run build)…');
  const run = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: distDir, DECAP_LOCAL_BACKEND: '1' },
  });
  return run.status === 0;
}

function editorIsBuilt() {
  const config = path.join(outDir, 'admin', 'config.yml');
  return (
    existsSync(path.join(outDir, 'admin', 'index.html')) &&
    existsSync(config) &&
    readFileSync(config, 'utf8').includes(LOCAL_BACKEND_URL)
  );
}

function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code) => {
    if (code) {
      console.error(`${path.basename(args[0])} terminó con código ${code}`);
      stopAll(code);
    }
  });
  return child;
}

function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

if (!editorIsBuilt() && !build()) process.exit(1);

const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js');
start(process.execPath, [decapServer], {
  PORT: String(LOCAL_BACKEND_PORT),
  BIND_HOST: '127.0.0.1',
  MODE: 'fs',
  GIT_REPO_DIRECTORY: process.cwd(),
});
start(process.execPath, ['build/scripts/serve.mjs', outDir], { PORT: String(sitePort) });

// Each save writes a data file: rebuild once the editor is done writing, so the site shows it.
let timer;
let building = false;
// recursive: a service's page is content/servicios/<slug>.md.
watch(contentDir, { recursive: true }, (_event, name) => {
  if (!name || !/\.(ya?ml|md)$/.test(name)) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (building) return;
    building = true;
    console.log(`Cambió content/${name}.`);
    if (build())
      console.log(`Listo: el sitio en http://localhost:${sitePort}/ ya muestra el cambio.`);
    else
      console.log(
        'La compilación falló: revisa el mensaje de arriba (nombra el archivo y el dato).',
      );
    building = false;
  }, 1500);
});

setTimeout(() => {
  console.log(`\nEditor del sitio: http://localhost:${sitePort}/admin/  (Ctrl+C para terminar)`);
  console.log(`Sitio: http://localhost:${sitePort}/`);
  console.log(
    'Los cambios guardados se escriben en content/*.yml y content/servicios/*.md; para publicarlos, haz commit y push.\n',
  );
}, 1000);

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
