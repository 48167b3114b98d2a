/** @jest-environment node */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { tempExportEachTest } from '../__fixtures__/temp-export';

describe('build/scripts/static-server.mjs', () => {
  const exportDir = tempExportEachTest('static-server-');

  it('stops the server when the script that started it ends on an uncaught error', async () => {
    const serverModule = path.resolve('build/scripts/static-server.mjs');
    const script = `import { startStaticServer } from ${JSON.stringify(serverModule)};
const server = await startStaticServer(${JSON.stringify(exportDir())});
console.log(server.origin);
throw new Error('fallo a propósito');`;
    // stdout only: the server inherits the script's stderr, and would hold a pipe open.
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    const status = await new Promise((resolve) => child.on('exit', resolve));
    expect(status).not.toBe(0);
    const origin = stdout.trim();
    expect(origin).toMatch(/^http:\/\/localhost:\d+$/);
    // The child gets SIGTERM as the script exits; give it a moment to close its port.
    let answered = true;
    for (let attempt = 0; attempt < 20 && answered; attempt += 1) {
      answered = await fetch(origin).then(
        () => true,
        () => false,
      );
      if (answered) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answered).toBe(false);
  });
});
