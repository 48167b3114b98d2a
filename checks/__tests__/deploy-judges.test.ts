/**
 * @jest-environment node
 */
// The deploy suite's own judges: what must be sent between two exports, and what counts as one
// Spanish sentence naming the cause. They decide pass or fail against the real servers.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { plannedChanges, uploadedFiles } from '../deploy/exports.mjs';
import { FIELD_RULES } from '../../content/facts/field-rules.mjs';
import { withChangedHours } from '../variant-build.mjs';
import { errorProblems } from '../deploy/run-deploy.mjs';

describe('deploy suite: the figures a deploy must print', () => {
  let dir: string;
  const write = (root: string, files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, root, name)), { recursive: true });
      writeFileSync(path.join(dir, root, name), text);
    }
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'deploy-judges-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('counts new and changed content only, keeps old fingerprinted files, and gives each host only its own config', () => {
    const common = {
      '.htaccess': 'a',
      _headers: 'h',
      '.nojekyll': '',
      '.nginx-csp.conf': 'n',
      '_next/static/c/x.js': 'same',
    };
    write('a', {
      ...common,
      'index.html': '<p>12:30</p>',
      'old.txt': 'gone',
      '_next/static/A/b.js': 'build a',
    });
    write('b', {
      ...common,
      'index.html': '<p>13:00!</p>',
      'new.txt': 'new',
      '_next/static/B/b.js': 'build b',
    });
    const a = uploadedFiles(path.join(dir, 'a'), 'apache');
    const b = uploadedFiles(path.join(dir, 'b'), 'apache');
    expect([...b.keys()].sort()).toEqual([
      '.htaccess',
      '_next/static/B/b.js',
      '_next/static/c/x.js',
      'index.html',
      'new.txt',
    ]);
    expect([...uploadedFiles(path.join(dir, 'b'), 'nginx').keys()]).toContain('.nginx-csp.conf');
    const plan = plannedChanges(a, b);
    expect(plan.sent.sort()).toEqual(['_next/static/B/b.js', 'index.html', 'new.txt']);
    expect(plan.bytes).toBe('<p>13:00!</p>'.length + 'new'.length + 'build b'.length);
    expect(plan.deleted).toEqual(['old.txt']);
    expect(plan.unchanged).toBe(2);
  });
});

describe('deploy suite: a failure message', () => {
  const result = (stderr: string, code = 1) => ({
    code,
    signal: null,
    stdout: '',
    stderr,
    ms: 1,
    summary: null,
  });

  it('passes one Spanish sentence naming the cause, after a warning', () => {
    expect(
      errorProblems(
        result(
          'No se pudo publicar: el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD).\n',
        ),
        /contraseña/,
      ),
    ).toEqual([]);
    expect(
      errorProblems(
        result(
          'AVISO: se publica un sitio con datos de ejemplo.\nNo se pudo publicar: sin espacio.\n',
        ),
        /espacio/,
      ),
    ).toEqual([]);
  });

  it('fails a stack trace, a second line, a wrong exit code or a sentence without the cause', () => {
    expect(
      errorProblems(result('No se pudo publicar: falló.\n    at connect (node:net:1:1)\n'), /falló/)
        .length,
    ).toBeGreaterThan(0);
    expect(
      errorProblems(result('No se pudo publicar: uno.\nNo se pudo publicar: dos.\n'), /uno/).length,
    ).toBeGreaterThan(0);
    expect(
      errorProblems(result('No se pudo publicar: sin espacio.\n', 2), /espacio/).length,
    ).toBeGreaterThan(0);
    expect(
      errorProblems(result('No se pudo publicar: algo salió mal.\n'), /espacio/).length,
    ).toBeGreaterThan(0);
    expect(
      errorProblems(result('Error: ECONNREFUSED 127.0.0.1:5060\n'), /5060/).length,
    ).toBeGreaterThan(0);
  });
});

describe('the second export’s changed fact', () => {
  it('adds to the first practice’s last window the first day no window covers, whatever the practice’s hours', () => {
    const source =
      'practices:\n  - openingHours:\n      - days: [1, 3]\n        opens: "10:00"\n      - days: [2, 4]\n        opens: "09:00"\n  - openingHours:\n      - days: [6]\n';
    const changed = parse(withChangedHours(source));
    expect(
      changed.practices[0].openingHours.map((window: { days: number[] }) => window.days),
    ).toEqual([
      [1, 3],
      [2, 4, 5],
    ]);
    expect(changed.practices[1].openingHours[0].days).toEqual([6]);
    const own = parse(readFileSync('content/consultorio.yml', 'utf8'));
    const ownChanged = parse(withChangedHours(readFileSync('content/consultorio.yml', 'utf8')));
    expect(ownChanged).not.toEqual(own);
    // The schema's rule that keeps one day's windows apart holds on the changed hours.
    expect(FIELD_RULES.openingHours(ownChanged.practices[0].openingHours)).toEqual([]);
  });
});
