/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sodium from 'libsodium-wrappers';
import { htaccess } from '../../build/postbuild/host-configs.mjs';
import { authUrlProblems, routeSettingProblems } from '../doctor/checks.mjs';
import {
  editorConfigProblems,
  pushBranches,
  workflowBranchProblems,
} from '../doctor/workflow-branch.mjs';
import { htaccessForm, needsIndexesOverride } from '../htaccess-forms.mjs';
import { readSettings } from '../settings.mjs';
import { planChanges, printLines, summaryLines } from '../setup/changes.mjs';
import { apiRoot } from '../setup/github-api.mjs';
import { sealSecret } from '../setup/seal-secret.mjs';
import { HOST_KINDS, readOptions } from '../setup/options.mjs';
import { relayOrigin, trustedOrigins } from '../setup/relay-check.mjs';
import { stagedExport } from '../staged-export.mjs';
import { failureReport } from '../workflow-report.mjs';

const built = htaccess([]);

describe('the .htaccess forms', () => {
  it('full is the file as built; none is no file', () => {
    expect(htaccessForm(built, 'full')).toBe(built);
    expect(htaccessForm(built, 'none')).toBeNull();
  });
  it('basic drops the Indexes-class block (mod_expires) and keeps every other directive', () => {
    const basic = htaccessForm(built, 'basic') as string;
    expect(needsIndexesOverride(built)).toBe(true);
    expect(needsIndexesOverride(basic)).toBe(false);
    for (const kept of [
      'ErrorDocument 404',
      'RedirectMatch 404',
      'AddType',
      'Header always set Content-Security-Policy',
      'AddOutputFilterByType',
    ])
      expect(basic).toContain(kept);
    expect(htaccessForm(basic, 'basic')).toBe(basic);
  });
  it('DEPLOY_HTACCESS is read, full by default, and a wrong value is named', () => {
    const env = { DEPLOY_TARGET: 'ftps', DEPLOY_HOST: 'h', DEPLOY_USER: 'u', DEPLOY_PASSWORD: 'p' };
    expect(readSettings(env).htaccess).toBe('full');
    expect(readSettings({ ...env, DEPLOY_HTACCESS: 'basic' }).htaccess).toBe('basic');
    expect(() => readSettings({ ...env, DEPLOY_HTACCESS: 'sin' })).toThrow(
      /DEPLOY_HTACCESS vale "sin"; debe ser full, basic, none/,
    );
  });
});

describe('the export a deploy sends for each form', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'staged-'));
    mkdirSync(path.join(root, 'out', 'admin'), { recursive: true });
    writeFileSync(path.join(root, 'out', 'index.html'), 'hola');
    writeFileSync(path.join(root, 'out', 'admin', 'config.yml'), 'backend: {}');
    writeFileSync(path.join(root, 'out', '.htaccess'), built);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is out/ itself for full', () => {
    const out = path.join(root, 'out');
    expect(stagedExport(out, 'full').dir).toBe(out);
  });
  it('links every file and writes the basic form, leaving the build untouched', () => {
    const out = path.join(root, 'out');
    const staged = stagedExport(out, 'basic');
    expect(readFileSync(path.join(staged.dir, '.htaccess'), 'utf8')).toBe(
      htaccessForm(built, 'basic'),
    );
    expect(statSync(path.join(staged.dir, 'admin', 'config.yml')).ino).toBe(
      statSync(path.join(out, 'admin', 'config.yml')).ino,
    );
    expect(readFileSync(path.join(out, '.htaccess'), 'utf8')).toBe(built);
    staged.remove();
    expect(existsSync(staged.dir)).toBe(false);
  });
  it('has no .htaccess for none', () => {
    const staged = stagedExport(path.join(root, 'out'), 'none');
    expect(existsSync(path.join(staged.dir, '.htaccess'))).toBe(false);
    expect(existsSync(path.join(staged.dir, 'index.html'))).toBe(true);
    staged.remove();
  });
});

describe('the answers from flags and the environment', () => {
  it('takes the deploy names from the environment, and a flag wins', () => {
    const { values, yes, print } = readOptions(['--host', 'ftp.b.mx', '--port=2121', '--yes'], {
      DEPLOY_HOST: 'ftp.a.mx',
      DEPLOY_USER: 'sitio',
      DEPLOY_PATH: ' ',
    });
    expect(values).toEqual({ DEPLOY_HOST: 'ftp.b.mx', DEPLOY_PORT: '2121', DEPLOY_USER: 'sitio' });
    expect([yes, print]).toEqual([true, false]);
  });
  it('names an unknown flag, a flag without its value and an unknown host', () => {
    expect(() => readOptions(['--hots', 'x'], {})).toThrow(/opción desconocida --hots/);
    expect(() => readOptions(['--host'], {})).toThrow(/a la opción --host le falta su valor/);
    expect(() => readOptions(['--host-kind', 'geocities'], {})).toThrow(
      /--host-kind vale "geocities"/,
    );
  });
  it('takes GitHub API roots over https, or http on this machine only', () => {
    expect(apiRoot(undefined)).toBe('https://api.github.com');
    expect(apiRoot('http://127.0.0.1:5517/')).toBe('http://127.0.0.1:5517');
    expect(() => apiRoot('http://github.example.com/api/v3')).toThrow(
      /debe empezar con https:\/\//,
    );
  });
  it('sends the token to api.github.com, or to a GitHub Enterprise host confirmed by name', () => {
    const enterprise = 'https://github.example.com/api/v3';
    expect(() => apiRoot(enterprise)).toThrow(
      /el token solo va a api\.github\.com o al GitHub Enterprise que confirmes.*--github-host o GITHUB_ENTERPRISE_HOST/,
    );
    expect(() => apiRoot('https://api.github.com.example.net', 'github.example.com')).toThrow(
      /solo va a api\.github\.com/,
    );
    expect(apiRoot(enterprise, 'GitHub.Example.com')).toBe(enterprise);
  });
  it('refuses a secret given as a flag, naming the variable to use instead', () => {
    for (const [flag, name] of <[string, string][]>[
      ['--password', 'DEPLOY_PASSWORD'],
      ['--token', 'GITHUB_TOKEN'],
      ['--client-secret', 'GITHUB_CLIENT_SECRET'],
      ['--aws-secret-access-key', 'AWS_SECRET_ACCESS_KEY'],
    ])
      expect(() => readOptions([flag, 'x'], {})).toThrow(
        new RegExp(`^${flag} dejaría el secreto a la vista de ps.*variable de entorno ${name}`),
      );
    expect(() => readOptions(['--key=-----BEGIN OPENSSH PRIVATE KEY-----'], {})).toThrow(
      /--key toma la ruta del archivo/,
    );
    expect(readOptions(['--key', '~/.ssh/id_ed25519'], {}).values.DEPLOY_KEY).toBe(
      '~/.ssh/id_ed25519',
    );
    expect(readOptions([], { GITHUB_TOKEN: 't' }).values.GITHUB_TOKEN).toBe('t');
  });
  it('reads --help and --show-secrets, and offers FTPS before plain FTP', () => {
    expect(readOptions(['--help'], {}).help).toBe(true);
    expect(readOptions(['--print', '--show-secrets'], {}).showSecrets).toBe(true);
    expect(HOST_KINDS[0]).toBe('ftps');
  });
});

describe("the repository's changes", () => {
  const desired = [
    { name: 'DEPLOY_HOST', source: 'vars' as const, value: 'ftp.consultorio.mx' },
    { name: 'DEPLOY_USER', source: 'vars' as const, value: 'sitio' },
    { name: 'DEPLOY_PATH', source: 'vars' as const, value: 'public_html' },
    { name: 'DEPLOY_PASSWORD', source: 'secrets' as const, value: 'contraseña' },
  ];
  const changes = planChanges(desired, {
    variables: new Map([
      ['DEPLOY_HOST', 'ftp.consultorio.mx'],
      ['DEPLOY_USER', 'otro'],
    ]),
    secretNames: new Set(['DEPLOY_PASSWORD']),
  });
  it('keeps a variable that is right, changes one that differs, creates one missing, writes a secret again', () => {
    expect(changes.map((change) => change.action)).toEqual([
      'sin cambios',
      'cambiar',
      'crear',
      'reescribir',
    ]);
  });
  it('never shows a secret in the summary; --print writes every value exactly', () => {
    const summary = summaryLines(changes, 'consultorio/sitio').join('\n');
    expect(summary).not.toContain('contraseña');
    expect(summary).toMatch(/sin cambios +variable DEPLOY_HOST +ftp\.consultorio\.mx/);
    const printed = printLines(desired, 'GitHub', undefined, { showSecrets: true }).join('\n');
    expect(printed).toContain('  DEPLOY_PASSWORD = contraseña');
    expect(printed).toContain('  DEPLOY_PATH = public_html');
  });
  it('--print hides a secret unless --show-secrets asks for it', () => {
    const printed = printLines(desired, 'GitHub').join('\n');
    expect(printed).not.toContain('contraseña');
    expect(printed).toMatch(/DEPLOY_PASSWORD = \(oculto, 10 caracteres; .*--show-secrets/);
    expect(printed).toContain('  DEPLOY_PATH = public_html');
  });
  it('seals a secret so that only the private key opens it (crypto_box_seal)', async () => {
    await sodium.ready;
    const pair = sodium.crypto_box_keypair();
    const sealed = await sealSecret(
      'contraseña',
      sodium.to_base64(pair.publicKey, sodium.base64_variants.ORIGINAL),
    );
    const opened = sodium.crypto_box_seal_open(
      sodium.from_base64(sealed, sodium.base64_variants.ORIGINAL),
      pair.publicKey,
      pair.privateKey,
    );
    expect(sodium.to_string(opened)).toBe('contraseña');
  });
});

describe('the relay as doctor and setup see it', () => {
  it('takes an origin, https or loopback http, and names anything else', () => {
    expect(relayOrigin('https://acceso.consultorio.mx')).toEqual({
      origin: 'https://acceso.consultorio.mx',
    });
    expect(relayOrigin('http://127.0.0.1:8788')).toEqual({ origin: 'http://127.0.0.1:8788' });
    expect(relayOrigin('http://acceso.consultorio.mx')).toHaveProperty(
      'problem',
      expect.stringMatching(/sin https/),
    );
    expect(relayOrigin('https://acceso.consultorio.mx/auth')).toHaveProperty(
      'problem',
      expect.stringMatching(/con una ruta/),
    );
  });
  it("reads the origins the relay's handshake page trusts", () => {
    const html =
      '<main></main><script type="application/json" id="relay-data">{"provider":"github","origins":["https://consultorio.mx"],"message":"x"}</script>';
    expect(trustedOrigins(html)).toEqual(['https://consultorio.mx']);
    expect(trustedOrigins('<p>otra cosa</p>')).toBeNull();
  });
});

describe("doctor's checks of the repository", () => {
  const repository = (settings: Record<string, string>, secretNames: string[] = []) => ({
    settings,
    secretNames: new Set(secretNames),
    kind: 'ftp' as const,
    repo: 'consultorio/sitio',
    defaultBranch: 'main',
  });
  it('names a missing DECAP_AUTH_URL, where to set it and what it must be', () => {
    const [problem] = authUrlProblems(repository({}));
    expect(problem).toMatch(
      /falta la variable DECAP_AUTH_URL del repositorio \(GitHub → Settings → Secrets and variables → Actions → Variables, o npm run setup\); debe ser .*https:\/\//,
    );
  });
  const plainOk = { DEPLOY_FTP_PLAIN_OK: '1' };
  it('names each missing setting of the route, and finds a secret by its name', () => {
    expect(routeSettingProblems(repository({ DEPLOY_TARGET: 'ftp', DEPLOY_HOST: 'h' }))).toEqual([
      expect.stringMatching(/^falta la variable DEPLOY_USER del repositorio/),
      expect.stringMatching(
        /^falta el secreto DEPLOY_PASSWORD del entorno production .*, o del repositorio .* si el repositorio es privado en GitHub Free/,
      ),
      expect.stringMatching(
        /^falta la variable DEPLOY_FTP_PLAIN_OK del repositorio .*; debe ser 1, y solo si el hospedaje no ofrece FTPS ni SFTP/,
      ),
    ]);
    expect(
      routeSettingProblems(
        repository({ DEPLOY_TARGET: 'ftp', DEPLOY_HOST: 'h', DEPLOY_USER: 'u', ...plainOk }, [
          'DEPLOY_PASSWORD',
        ]),
      ),
    ).toEqual([]);
    expect(
      routeSettingProblems(
        repository(
          {
            ...plainOk,
            DEPLOY_TARGET: 'ftp',
            DEPLOY_HOST: 'h',
            DEPLOY_USER: 'u',
            DEPLOY_PORT: 'x',
          },
          ['DEPLOY_PASSWORD'],
        ),
      ),
    ).toEqual([expect.stringMatching(/^DEPLOY_PORT vale "x"; debe ser un número de puerto/)]);
  });
  it("reads a workflow's push branches and holds them against the default branch", () => {
    expect(pushBranches('on:\n  push:\n    branches: [main]\n')).toEqual(['main']);
    expect(pushBranches('on:\n  workflow_dispatch:\n')).toBeNull();
    const dir = mkdtempSync(path.join(tmpdir(), 'workflow-'));
    const file = path.join(dir, 'deploy.yml');
    writeFileSync(file, 'on:\n  push:\n    branches: [main]\n');
    expect(workflowBranchProblems(file, 'main')).toEqual([]);
    expect(workflowBranchProblems(file, 'master')).toEqual([
      expect.stringMatching(
        /publica la rama main .* la rama principal del repositorio es master; debe ser master/,
      ),
    ]);
    rmSync(dir, { recursive: true });
  });
  it("holds the built editor's backend against the relay, the repository and the branch", () => {
    const config =
      'backend:\n  name: github\n  repo: consultorio/sitio\n  branch: main\n  base_url: https://acceso.consultorio.mx\n';
    const expected = {
      repo: 'consultorio/sitio',
      branch: 'main',
      authOrigin: 'https://acceso.consultorio.mx',
    };
    expect(editorConfigProblems(config, expected)).toEqual([]);
    expect(editorConfigProblems(config.replace(/ {2}base_url.*\n/, ''), expected)).toEqual([
      expect.stringMatching(/inicia sesión en Netlify \(sin base_url\)/),
    ]);
    expect(
      editorConfigProblems(config, { ...expected, repo: 'otra/cuenta', branch: 'master' }),
    ).toHaveLength(2);
  });
});

describe("doctor's lines in the workflow's report", () => {
  it('become one annotation each, for the developer', () => {
    const stderr =
      'No está listo para publicar: falta la variable DECAP_AUTH_URL del repositorio; debe ser https://….\nNo está listo para publicar: el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD).\n';
    const report = failureReport('doctor', { stdout: '✓ algo\n', stderr, code: 1 });
    expect(report.failures.map((failure) => failure.sentence)).toEqual([
      'falta la variable DECAP_AUTH_URL del repositorio; debe ser https://…',
      'el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD)',
    ]);
    expect(report.failures.every((failure) => failure.fixedBy === 'developer')).toBe(true);
    expect(report.commands).toHaveLength(2);
    expect(report.summary).toMatch(/La revisión de la configuración encontró problemas/);
  });
});
