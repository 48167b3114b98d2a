/** @jest-environment node */
import { createServer, type Server } from 'node:net';
import { doctorEnvironment } from '../setup/verdict.mjs';
import { PLAIN_FTP_REFUSED, chooseFtpTransport, tryFtps } from '../setup/plain-ftp.mjs';
import { CancelledError, GoBack, SetupError } from '../setup/problem.mjs';
import { tryAnswers } from '../setup/try-answers.mjs';
import { deployRelay } from '../setup/relay-route.mjs';
import { tokenNote } from '../setup/repository-route.mjs';
import { usageText } from '../setup/usage.mjs';
import { wranglerFailure } from '../setup/wrangler.mjs';

type Question = { message: string; options?: { value: string }[] };

/** A terminal's prompter: each question answered from `answers` by name, everything said kept. */
function terminal(values: Record<string, string>, answers: Record<string, string> = {}) {
  const said: string[] = [];
  const asked: string[] = [];
  const questions: Question[] = [];
  const ask = {
    values,
    interactive: true,
    warn: (line: string) => said.push(`aviso: ${line}`),
    step: (line: string) => said.push(`paso: ${line}`),
    note: (text: string, title?: string) => said.push(`nota ${title}: ${text}`),
    forget: (names: string[]) => names.forEach((name) => delete values[name]),
    ask: async (name: string, question: Question) => {
      if (values[name] !== undefined) return values[name];
      asked.push(name);
      questions.push(question);
      said.push(`pregunta ${name}`);
      return (values[name] = answers[name] ?? '');
    },
  };
  return { ask, said, asked, questions };
}

const login = {
  DEPLOY_TARGET: 'ftp',
  DEPLOY_HOST: 'ftp.consultorio.example',
  DEPLOY_PORT: '21',
  DEPLOY_USER: 'sitio',
  DEPLOY_PASSWORD: 'p',
};
const noTls = async () => ({ outcome: 'no-tls' as const, detail: '500 AUTH TLS not supported' });
const plainWorks = async () => ({ outcome: 'ok' as const, detail: '' });

describe('FTPS tried step by step', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    // An FTP server without TLS, as Pure-FTPd with --tls 0 answers.
    server = createServer((socket) => {
      socket.write('220 Bienvenido\r\n');
      socket.on('data', (data) => {
        const line = data.toString();
        if (/^AUTH/.test(line)) socket.write('500 This security scheme is not implemented\r\n');
        else if (/^USER/.test(line)) socket.write('331 User sitio OK. Password required\r\n');
        else if (/^PASS/.test(line)) socket.write('530 Login authentication failed\r\n');
        else socket.write('502 Command not implemented\r\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('says a server without TLS, a host that does not exist and a port that does not answer apart', async () => {
    const at = { DEPLOY_USER: 'u', DEPLOY_PASSWORD: 'p' };
    expect(await tryFtps({ ...at, DEPLOY_HOST: '127.0.0.1', DEPLOY_PORT: String(port) })).toEqual({
      outcome: 'no-tls',
      detail: '500 This security scheme is not implemented',
    });
    expect(
      (await tryFtps({ ...at, DEPLOY_HOST: 'no-existe.invalid', DEPLOY_PORT: '21' })).outcome,
    ).toBe('no-host');
    expect(
      await tryFtps({ ...at, DEPLOY_HOST: '127.0.0.1', DEPLOY_PORT: String(port) }, false),
    ).toEqual({ outcome: 'login', detail: '530 Login authentication failed' });
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const free = (probe.address() as { port: number }).port;
        probe.close(() => resolve(free));
      });
    });
    expect(
      (await tryFtps({ ...at, DEPLOY_HOST: '127.0.0.1', DEPLOY_PORT: String(closed) })).outcome,
    ).toBe('no-answer');
  });
});

describe('FTP or FTPS in setup', () => {
  it('names a host that does not exist and asks for it again, never offering plain FTP', async () => {
    const { ask, asked } = terminal({ ...login });
    const ftps = async () => ({ outcome: 'no-host' as const, detail: 'ENOTFOUND' });
    const error = await chooseFtpTransport(ask as never, { ftps, plain: plainWorks }).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(SetupError);
    expect(error.message).toMatch(/^el servidor ftp\.consultorio\.example no existe \(ENOTFOUND\)/);
    expect(error.answers).toEqual(['DEPLOY_HOST']);
    expect(asked).toEqual([]);
    expect(ask.values.DEPLOY_FTP_PLAIN_OK).toBeUndefined();
  });
  it('names a refused login, and a plain login that fails, as themselves', async () => {
    const refused = async () => ({ outcome: 'login' as const, detail: '530 Login incorrect' });
    const { ask } = terminal({ ...login });
    await expect(
      chooseFtpTransport(ask as never, { ftps: refused, plain: plainWorks }),
    ).rejects.toThrow(/rechazó el usuario o la contraseña \(530 Login incorrect\)/);
    const error = await chooseFtpTransport(ask as never, { ftps: noTls, plain: refused }).catch(
      (caught) => caught,
    );
    expect(error.message).toMatch(/rechazó el usuario o la contraseña \(530 Login incorrect\)/);
    expect(error.answers).toEqual(['DEPLOY_USER', 'DEPLOY_PASSWORD']);
    expect(ask.values.DEPLOY_FTP_PLAIN_OK).toBeUndefined();
  });
  it('uses ftps when the host takes it, dropping an earlier plain-FTP answer', async () => {
    const { ask, asked } = terminal({ ...login, DEPLOY_FTP_PLAIN_OK: '1' });
    const ftps = async () => ({ outcome: 'ok' as const, detail: '' });
    await chooseFtpTransport(ask as never, { ftps, plain: plainWorks });
    expect(ask.values.DEPLOY_TARGET).toBe('ftps');
    expect(ask.values.DEPLOY_FTP_PLAIN_OK).toBeUndefined();
    expect(asked).toEqual([]);
  });
  it('asks about plain FTP only for want of TLS, saying so, and again when the server or user changes', async () => {
    const { ask, said, questions } = terminal({ ...login }, { SETUP_PLAIN_FTP: 'ftp' });
    const tries = { ftps: noTls, plain: plainWorks };
    await chooseFtpTransport(ask as never, tries);
    expect(questions).toHaveLength(1);
    expect(questions[0]?.message).toMatch(
      /^ftp\.consultorio\.example no ofrece FTPS: a «AUTH TLS» respondió «500 AUTH TLS not supported».*¿De verdad el hospedaje no ofrece FTPS ni SFTP\?$/,
    );
    expect(said.some((line) => /envía la contraseña/.test(line))).toBe(true);
    expect(ask.values.DEPLOY_FTP_PLAIN_OK).toBe('1');
    await chooseFtpTransport(ask as never, tries);
    expect(questions).toHaveLength(1);
    ask.values.DEPLOY_HOST = 'ftp.otro.example';
    await chooseFtpTransport(ask as never, tries);
    expect(questions).toHaveLength(2);
    ask.values.DEPLOY_USER = 'otro';
    await chooseFtpTransport(ask as never, tries);
    expect(questions).toHaveLength(3);
  });
  it('a plain-FTP flag holds for the server it came with: changed, the question comes back', async () => {
    const { ask, questions } = terminal(
      { ...login, DEPLOY_FTP_PLAIN_OK: '1' },
      { SETUP_PLAIN_FTP: 'no' },
    );
    const tries = { ftps: noTls, plain: plainWorks };
    await chooseFtpTransport(ask as never, tries);
    expect(questions).toHaveLength(0);
    ask.values.DEPLOY_HOST = 'ftp.otro.example';
    await expect(chooseFtpTransport(ask as never, tries)).rejects.toBeInstanceOf(CancelledError);
    expect(ask.values.DEPLOY_FTP_PLAIN_OK).toBeUndefined();
  });
  it('without a terminal, refuses plain FTP with its cause unless it is given', async () => {
    const { ask } = terminal({ ...login });
    ask.interactive = false;
    await expect(
      chooseFtpTransport(ask as never, { ftps: noTls, plain: plainWorks }),
    ).rejects.toThrow(
      `no ofrece FTPS: a «AUTH TLS» respondió «500 AUTH TLS not supported», y sin cifrar el acceso funciona; ${PLAIN_FTP_REFUSED}`,
    );
    expect(PLAIN_FTP_REFUSED).toMatch(/--ftp-plain-ok o DEPLOY_FTP_PLAIN_OK=1/);
  });
});

describe('answers asked again in place', () => {
  it('asks again only the answers a failure rests on, keeping the others', async () => {
    const { ask, said } = terminal(
      { GITHUB_REPOSITORY: 'consultorio/sitio', DEPLOY_HOST: 'h' },
      { GITHUB_TOKEN: 'bueno' },
    );
    let tries = 0;
    const result = await tryAnswers(
      ask as never,
      ['GITHUB_TOKEN', 'GITHUB_REPOSITORY'],
      async () => {
        tries++;
        await ask.ask('GITHUB_TOKEN', { message: 'Token' });
        if (tries === 1) throw new SetupError('GitHub rechazó el token', ['GITHUB_TOKEN']);
        return ask.values;
      },
    );
    expect(result).toEqual({
      GITHUB_REPOSITORY: 'consultorio/sitio',
      DEPLOY_HOST: 'h',
      GITHUB_TOKEN: 'bueno',
    });
    expect(said.filter((line) => line === 'pregunta GITHUB_TOKEN')).toHaveLength(2);
    expect(said).toContain('aviso: GitHub rechazó el token. Prueba otra respuesta.');
  });
  it('tries again after Esc on one of its own answers; leaves an earlier part to its caller', async () => {
    const { ask } = terminal({});
    let tries = 0;
    await tryAnswers(ask as never, ['DEPLOY_USER'], async () => {
      if (++tries === 1) throw new GoBack('DEPLOY_USER');
    });
    expect(tries).toBe(2);
    await expect(
      tryAnswers(ask as never, ['DEPLOY_USER'], async () => {
        throw new GoBack('SETUP_HOST_KIND');
      }),
    ).rejects.toBeInstanceOf(GoBack);
  });
});

describe('the sign-in relay through wrangler', () => {
  const workersDev = 'https://consultorio-auth-relay.cuenta.workers.dev';
  it('names a missing login, a missing workers.dev subdomain and any other error by its own line', () => {
    expect(
      wranglerFailure(['deploy'], {
        status: 1,
        output:
          '✘ [ERROR] You need to register a workers.dev subdomain before publishing to workers.dev',
      }),
    ).toEqual({
      kind: 'subdomain',
      clause: expect.stringMatching(
        /no tiene subdominio workers\.dev.*abre una vez la página de Workers/,
      ),
    });
    expect(
      wranglerFailure(['deploy'], { status: 1, output: '✘ [ERROR] Not logged in.' }).kind,
    ).toBe('login');
    expect(
      wranglerFailure(['deploy'], {
        status: 1,
        output:
          'Total Upload: 12 KiB\n✘ [ERROR] A request to the Cloudflare API failed. [code: 10021]\n\nmore',
      }),
    ).toEqual({
      kind: 'other',
      clause:
        'wrangler deploy falló (código 1): «[ERROR] A request to the Cloudflare API failed. [code: 10021]»',
    });
  });
  it('signs wrangler in itself, and shows the callback address before asking for the keys', async () => {
    const { ask, said } = terminal({}, { GITHUB_CLIENT_ID: 'Iv1.x', GITHUB_CLIENT_SECRET: 's' });
    const runs: string[] = [];
    let loggedIn = false;
    const wrangler = {
      run: (args: string[], input?: string) => {
        runs.push(`${args.join(' ')}${input ? ` <${input}` : ''}`);
        if (!loggedIn)
          return {
            status: args[0] === 'whoami' ? 0 : 1,
            output: 'You are not authenticated. Please run `wrangler login`.',
          };
        return { status: 0, output: args[0] === 'deploy' ? `Deployed\n  ${workersDev}\n` : 'ok' };
      },
      login: () => (loggedIn = true),
    };
    expect(await deployRelay(ask as never, 'https://consultorio.example', wrangler)).toBe(
      workersDev,
    );
    expect(runs).toEqual([
      'whoami',
      'deploy',
      'secret put GITHUB_CLIENT_ID <Iv1.x',
      'secret put GITHUB_CLIENT_SECRET <s',
    ]);
    const callback = said.findIndex((line) =>
      line.includes(`Authorization callback URL: ${workersDev}/callback`),
    );
    expect(callback).toBeGreaterThan(-1);
    expect(callback).toBeLessThan(said.indexOf('pregunta GITHUB_CLIENT_ID'));
    expect(said.join('\n')).not.toMatch(/npx wrangler login|la práctica/);
    expect(said[callback]).toMatch(/dueña del repositorio/);
  });
  it('after a failure, tries again once the developer says it is fixed', async () => {
    const { ask, said } = terminal(
      {},
      { SETUP_WRANGLER_AGAIN: 'yes', GITHUB_CLIENT_ID: 'i', GITHUB_CLIENT_SECRET: 's' },
    );
    let deploys = 0;
    const wrangler = {
      run: (args: string[]) =>
        args[0] !== 'deploy'
          ? { status: 0, output: 'ok' }
          : ++deploys === 1
            ? {
                status: 1,
                output:
                  'You need to register a workers.dev subdomain before publishing to workers.dev',
              }
            : { status: 0, output: workersDev },
      login: () => true,
    };
    expect(await deployRelay(ask as never, undefined, wrangler)).toBe(workersDev);
    expect(deploys).toBe(2);
    expect(
      said.some((line) =>
        /aviso: wrangler deploy: la cuenta de Cloudflare aún no tiene subdominio/.test(line),
      ),
    ).toBe(true);
  });
});

describe("setup's words", () => {
  it("names whose account creates the token, for a repository of the developer's, the practice's or an organisation's", () => {
    const note = tokenNote('consultorio-garcia/sitio');
    expect(note).toMatch(/si consultorio-garcia es tu cuenta, con la tuya/);
    expect(note).toMatch(
      /si consultorio-garcia es la cuenta del consultorio, con la del consultorio/,
    );
    expect(note).toMatch(/pide ser administrador/);
    expect(note).toMatch(/Resource owner → consultorio-garcia/);
    expect(note).not.toMatch(/práctica/);
  });
  it('--help lists every flag but the secrets, which come from the environment', () => {
    const usage = usageText();
    expect(usage).toMatch(/^Uso: npm run setup/);
    expect(usage).toMatch(/--host-kind +SETUP_HOST_KIND/);
    expect(usage).toMatch(/--show-secrets/);
    expect(usage).not.toMatch(/--password|--token|--client-secret/);
    expect(usage).toMatch(
      /DEPLOY_PASSWORD, AWS_SECRET_ACCESS_KEY, GITHUB_CLIENT_SECRET, GITHUB_TOKEN/,
    );
  });
  it('gives doctor the answers a repository cannot give back, and none of the settings it holds', () => {
    const env = doctorEnvironment(
      { GITHUB_TOKEN: 't', DEPLOY_PASSWORD: 'p', DEPLOY_HOST: 'h', GITHUB_REPOSITORY: 'a/b' },
      { PATH: '/bin', DEPLOY_HOST: 'viejo', DEPLOY_PATH: '/x', GITHUB_ACTIONS: 'true' } as never,
    );
    expect(env).toEqual({
      PATH: '/bin',
      GITHUB_TOKEN: 't',
      DEPLOY_PASSWORD: 'p',
      GITHUB_REPOSITORY: 'a/b',
    });
  });
});
