import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * What the editor's browser test runs on: a copy of the data files in a temporary folder (the
 * repository decap-server writes to; the project's own content/ is never touched), its own export
 * (out-admin/), decap-server and a static server, each on a port of its own.
 */
export const SITE_PORT = Number(process.env.ADMIN_E2E_PORT ?? 4780);
export const DECAP_PORT = SITE_PORT + 1;
export const siteOrigin = `http://localhost:${SITE_PORT}`;
export const outDir = path.resolve('out-admin');
export const DATA_FILES = ['consultorio.yml', 'testimonios.yml', 'preguntas.yml'] as const;
/** The services' folder (one Markdown file each), copied too: the build reads FACTS_DIR/servicios/ when it exists. */
export const SERVICES_FOLDER = 'servicios';

export function createRepository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'editor-repo-'));
  mkdirSync(path.join(dir, 'content'));
  for (const name of DATA_FILES)
    cpSync(path.join('content', name), path.join(dir, 'content', name));
  cpSync(path.join('content', SERVICES_FOLDER), path.join(dir, 'content', SERVICES_FOLDER), {
    recursive: true,
  });
  return dir;
}

/** A service's file as decap-server left it in `repo`. */
export const readService = (repo: string, slug: string) =>
  readFileSync(path.join(repo, 'content', SERVICES_FOLDER, `${slug}.md`), 'utf8');

export const readData = (repo: string, name: (typeof DATA_FILES)[number]) =>
  readFileSync(path.join(repo, 'content', name), 'utf8');

/** `npm run build` into out-admin/; returns its exit status and output (the build's own messages). */
export function build(env: Record<string, string>): { status: number | null; output: string } {
  const run = spawnSync('npm', ['run', 'build'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: 'out-admin',
      DECAP_SERVER_PORT: String(DECAP_PORT),
      DECAP_LOCAL_BACKEND: '1',
      ...env,
    },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

function waitForOutput(child: ChildProcess, pattern: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start`)), 20_000);
    const check = (chunk: Buffer) => {
      if (pattern.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.on('exit', (code) => reject(new Error(`${what} exited with code ${code}`)));
  });
}

/** decap-server in its default file-system mode, writing into `repo`, on 127.0.0.1 only. */
export async function startDecapServer(repo: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    env: {
      ...process.env,
      GIT_REPO_DIRECTORY: repo,
      PORT: String(DECAP_PORT),
      BIND_HOST: '127.0.0.1',
      MODE: 'fs',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForOutput(child, /listening/, 'decap-server');
  return child;
}

export async function startSite(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['build/scripts/serve.mjs', outDir], {
    env: { ...process.env, PORT: String(SITE_PORT) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForOutput(child, /http:\/\//, 'the static server');
  return child;
}

export function stop(child: ChildProcess | undefined): void {
  if (child && child.exitCode === null) child.kill('SIGTERM');
}

export function removeRepository(repo: string | undefined): void {
  if (repo) rmSync(repo, { recursive: true, force: true });
}

/** What a spec of the editor's suite runs against: a copy of the data files, decap-server writing into it, the export served. */
export interface EditorSuite {
  repo: string;
  decap: ChildProcess;
  site: ChildProcess;
}

/**
 * Starts the suite's editor: its export (built first with `rebuild: 'always'`, else only when
 * missing: the editor is the same page in every build of these files), a copy of the data files,
 * decap-server and the static server. Throws with the build's output when the build fails.
 */
export async function openEditorSuite({
  rebuild,
}: {
  rebuild: 'always' | 'when-missing';
}): Promise<EditorSuite> {
  if (rebuild === 'always' || !existsSync(path.join(outDir, 'admin', 'index.html'))) {
    const first = build({});
    if (first.status !== 0) throw new Error(`npm run build failed:\n${first.output.slice(-3000)}`);
  }
  const repo = createRepository();
  return { repo, decap: await startDecapServer(repo), site: await startSite() };
}

export function closeEditorSuite(suite: EditorSuite | undefined): void {
  stop(suite?.decap);
  stop(suite?.site);
  removeRepository(suite?.repo);
}
