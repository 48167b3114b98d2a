/** @jest-environment node */
import { retryWarning, withRetries } from '../targets/retry.mjs';

const timeout = () => new Error('Timeout (control socket)');
const context = { host: '127.0.0.1', port: 21, target: 'ftp' };

describe('withRetries', () => {
  it('tries a transfer that failed mid-way again, saying so each time, until it succeeds', async () => {
    const warnings: string[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw timeout();
        return 'hecho';
      },
      {
        isFinal: () => false,
        firstDelayMs: 1,
        warn: (line: string) => warnings.push(line),
        context,
      },
    );
    expect(result).toBe('hecho');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toBe(
      'AVISO: el intento 1 de 4 con 127.0.0.1:21 falló: Timeout (control socket); se intenta de nuevo en 0.0 s.',
    );
    expect(warnings[1]).toMatch(/^AVISO: el intento 2 de 4 con 127\.0\.0\.1:21 falló: /);
  });

  it('gives up after the last attempt with the last error, and does not retry a refusal', async () => {
    const warnings: string[] = [];
    await expect(
      withRetries(
        async () => {
          throw timeout();
        },
        { isFinal: () => false, firstDelayMs: 1, warn: (line: string) => warnings.push(line) },
      ),
    ).rejects.toThrow('Timeout (control socket)');
    expect(warnings).toHaveLength(3);

    let refusals = 0;
    await expect(
      withRetries(
        async () => {
          refusals += 1;
          throw new Error('530 Login incorrect');
        },
        { isFinal: () => true, firstDelayMs: 1, warn: (line: string) => warnings.push(line) },
      ),
    ).rejects.toThrow('530');
    expect(refusals).toBe(1);
    expect(warnings).toHaveLength(3);
  });
});

describe('retryWarning', () => {
  it('names the file being written, and the error code a socket gives', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(
      retryWarning(reset, {
        tried: 2,
        attempts: 4,
        delayMs: 600,
        context: { ...context, file: 'index.html' },
      }),
    ).toBe(
      'AVISO: el intento 2 de 4 con 127.0.0.1:21 (index.html) falló: ECONNRESET: read ECONNRESET; se intenta de nuevo en 0.6 s.',
    );
  });
});
