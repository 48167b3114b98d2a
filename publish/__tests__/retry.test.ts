/** @jest-environment node */
import { DeployError } from '../errors.mjs';
import { StalledError } from '../targets/deadline.mjs';
import {
  EndingError,
  ServerWatch,
  retryWarning,
  whileConnecting,
  withRetries,
} from '../targets/retry.mjs';

const timeout = () => new Error('Timeout (control socket)');
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:21'), { code: 'ECONNREFUSED' });
const context = { host: '127.0.0.1', port: 21, target: 'ftp' };
const watchOf = (timeoutMs = 1000) => new ServerWatch({ timeoutMs, context });
const isFinal = (error: unknown) => (error as { code?: string }).code === 'ECONNREFUSED';

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
        watch: watchOf(),
        firstDelayMs: 1,
        warn: (line: string) => warnings.push(line),
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
    const reset = () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    await expect(
      withRetries(
        async () => {
          throw reset();
        },
        {
          isFinal: () => false,
          watch: watchOf(),
          firstDelayMs: 1,
          warn: (line) => warnings.push(line),
        },
      ),
    ).rejects.toThrow('read ECONNRESET');
    expect(warnings).toHaveLength(3);

    let refusals = 0;
    await expect(
      withRetries(
        async () => {
          refusals += 1;
          throw new Error('530 Login incorrect');
        },
        {
          isFinal: () => true,
          watch: watchOf(),
          firstDelayMs: 1,
          warn: (line) => warnings.push(line),
        },
      ),
    ).rejects.toThrow('530');
    expect(refusals).toBe(1);
    expect(warnings).toHaveLength(3);
  });

  it('says in Spanish that a server that never answered stayed silent, once its attempts are spent', async () => {
    await expect(
      withRetries(
        async () => {
          throw whileConnecting(timeout());
        },
        { isFinal: () => false, watch: watchOf(), firstDelayMs: 1 },
      ),
    ).rejects.toThrow(
      new DeployError('no hay respuesta de 127.0.0.1:21 en 1 s (DEPLOY_HOST / DEPLOY_PORT)'),
    );
  });

  it('a refused connection is final before the server ever answered: a wrong host or port', async () => {
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls += 1;
          throw whileConnecting(refused());
        },
        { isFinal, watch: watchOf(), firstDelayMs: 1 },
      ),
    ).rejects.toThrow('ECONNREFUSED');
    expect(calls).toBe(1);
  });

  it('after the server answered, waits through a restart: refused reconnections do not use up attempts', async () => {
    const watch = watchOf(1000);
    watch.answered();
    const warnings: string[] = [];
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls += 1;
        if (calls === 1)
          throw Object.assign(new Error('Server sent FIN packet unexpectedly'), { code: 'x' });
        if (calls < 7) throw whileConnecting(refused());
        return 'hecho';
      },
      { isFinal, watch, firstDelayMs: 1, warn: (line) => warnings.push(line) },
    );
    expect(result).toBe('hecho');
    expect(calls).toBe(7);
    expect(warnings[0]).toMatch(/^AVISO: el intento 1 de 4 con 127\.0\.0\.1:21 falló: /);
    expect(warnings[1]).toMatch(
      /^AVISO: la reconexión 2 con 127\.0\.0\.1:21 falló: ECONNREFUSED: connect ECONNREFUSED/,
    );
  });

  it('gives up on a server away for longer than twice DEPLOY_TIMEOUT, saying what it did', async () => {
    const gone = watchOf(20);
    gone.answered();
    const started = Date.now();
    await expect(
      withRetries(
        async () => {
          throw whileConnecting(refused());
        },
        { isFinal, watch: gone, firstDelayMs: 5, file: 'index.html' },
      ),
    ).rejects.toThrow(
      /^No se pudo publicar: 127\.0\.0\.1:21 cortó la conexión a mitad del despliegue y no volvió a aceptarla en \d+ s \(¿se reinició o se cayó el servidor\?\); lo ya subido queda y el siguiente despliegue sigue desde ahí\.$/,
    );
    expect(Date.now() - started).toBeLessThan(1000);

    const silent = watchOf(20);
    silent.answered();
    await expect(
      withRetries(
        async () => {
          throw whileConnecting(new StalledError('conexión y acceso', 20));
        },
        { isFinal, watch: silent, firstDelayMs: 5, file: 'index.html' },
      ),
    ).rejects.toThrow(
      /^No se pudo publicar: 127\.0\.0\.1:21 dejó de contestar a mitad del despliegue \(\d+ s sin respuesta, con index\.html en curso\); lo ya subido queda y el siguiente despliegue sigue desde ahí\.$/,
    );
  });

  it('once the deploy is ending, neither retries nor starts an attempt', async () => {
    const watch = watchOf();
    watch.answered();
    let calls = 0;
    const attempt = async () => {
      calls += 1;
      watch.end();
      throw timeout();
    };
    await expect(withRetries(attempt, { isFinal, watch, firstDelayMs: 1 })).rejects.toBeInstanceOf(
      EndingError,
    );
    await expect(withRetries(attempt, { isFinal, watch, firstDelayMs: 1 })).rejects.toBeInstanceOf(
      EndingError,
    );
    expect(calls).toBe(1);
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
