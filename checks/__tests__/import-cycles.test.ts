/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The cycle check of `npm run lint` (.dependency-cruiser.mjs), run on small trees of its own: it
 * refuses a cycle of value imports and one of type imports alone (which ESLint's import/no-cycle
 * does not see), and passes the same modules once what both need is a module both import.
 */

const CONFIG = path.resolve('.dependency-cruiser.mjs');
const DEPCRUISE = path.resolve('node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

type Tree = Record<string, string>;

async function cruise(tree: Tree): Promise<{ code: number; output: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  try {
    writeFileSync(
      path.join(dir, 'tsconfig.json'),
      '{ "compilerOptions": { "strict": true, "allowJs": true } }\n',
    );
    for (const [file, text] of Object.entries(tree)) writeFileSync(path.join(dir, file), text);
    const run = promisify(execFile)(process.execPath, [DEPCRUISE, '--config', CONFIG, '.'], {
      cwd: dir,
    });
    try {
      const { stdout } = await run;
      return { code: 0, output: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the import-cycle check', () => {
  it('refuses two modules that import each other', async () => {
    const { code, output } = await cruise({
      'a.mjs': "import { b } from './b.mjs';\nexport const a = () => b;\n",
      'b.mjs': "import { a } from './a.mjs';\nexport const b = () => a;\n",
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/no-cycle: a\.mjs →\s+b\.mjs →\s+a\.mjs/);
  }, 60_000);

  it('refuses a circle of type imports alone', async () => {
    const { code, output } = await cruise({
      'types.ts': "import type { Window } from './schema';\nexport type Line = { of: Window };\n",
      'schema.ts':
        "import type { Line } from './types';\nexport type Window = { lines: Line[] };\n",
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/no-cycle: (schema|types)\.ts →/);
  }, 60_000);

  it('passes modules that share what they share through a module both import', async () => {
    const { code, output } = await cruise({
      'shared.mjs': 'export const shared = 1;\n',
      'a.mjs': "import { shared } from './shared.mjs';\nexport const a = shared;\n",
      'b.mjs': [
        "import { shared } from './shared.mjs';",
        "import { a } from './a.mjs';",
        'export const b = a + shared;\n',
      ].join('\n'),
    });
    expect(output).toContain('no dependency violations found');
    expect(code).toBe(0);
  }, 60_000);
});
