/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_READY, runDoctor, verdictLine } from '../doctor.mjs';
import {
  editorProblems,
  environmentCheck,
  loginClause,
  routeSettingProblems,
} from '../doctor/checks.mjs';
import { htaccessCheck } from '../doctor/htaccess-check.mjs';
import { htaccessSkipped, relaySkipped, skippedLine } from '../setup/probe-host.mjs';

const limited = {
  deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
};
const production = {
  name: 'production',
  state: limited,
  rules: [{ name: 'main', type: 'branch' }],
  secretNames: new Set<string>(),
};
const ftpSettings = {
  DEPLOY_TARGET: 'ftp',
  DEPLOY_HOST: '127.0.0.1',
  DEPLOY_USER: 'u',
  DEPLOY_FTP_PLAIN_OK: '1',
};

/** A repository as readRepository gives it, with the Environment and the secrets named. */
const repository = ({
  environment,
  secrets = [],
  repositorySecrets = [],
  settings = ftpSettings as Record<string, string>,
  isPrivate = false,
}: {
  environment?: unknown;
  secrets?: string[];
  repositorySecrets?: string[];
  settings?: Record<string, string>;
  isPrivate?: boolean;
}) => ({
  settings,
  secretNames: new Set(environment ? secrets : repositorySecrets),
  repositorySecretNames: new Set(repositorySecrets),
  environment: environment as never,
  kind: 'ftp' as const,
  repo: 'consultorio/sitio',
  defaultBranch: 'main',
  private: isPrivate,
});

/** Runs doctor with `env` alone, collecting what it prints. */
async function doctorRun(env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const verdict = await runDoctor([], env as NodeJS.ProcessEnv, {
    log: (line) => out.push(line),
    error: (line) => err.push(line),
  });
  return { verdict, out, err };
}

describe("doctor's verdict", () => {
  it('says «Todo listo» only when every check ran', () => {
    expect(verdictLine({ problems: [], skipped: [] })).toBe(ALL_READY);
    const line = verdictLine({
      problems: [],
      skipped: [{ what: 'forma del .htaccess', why: 'la dirección del sitio no responde' }],
    });
    expect(line).not.toContain('Todo listo');
    expect(line).toContain('forma del .htaccess (la dirección del sitio no responde)');
    expect(verdictLine({ problems: ['x', 'y'], skipped: [] })).toMatch(/^2 problemas: nada/);
  });

  it('without a token says only that, and names every check it could not run', async () => {
    const { verdict, out, err } = await doctorRun({
      GITHUB_REPOSITORY: 'consultorio/sitio',
      DEPLOY_TARGET: 'ftp',
    });
    expect(err).toEqual([
      expect.stringMatching(
        /^No está listo para publicar: falta un token de GitHub \(la variable de entorno GITHUB_TOKEN\)/,
      ),
    ]);
    expect(err.join('\n')).not.toContain('DECAP_AUTH_URL');
    for (const what of [
      'dirección del inicio de sesión (DECAP_AUTH_URL)',
      'variables y secretos de la publicación',
      'acceso al servidor',
      'forma del .htaccess que carga el servidor',
    ])
      expect(verdict.skipped.map((skipped) => skipped.what)).toContain(what);
    expect(out.join('\n')).not.toContain('Todo listo');
  });
});

describe("doctor's sentences point where each setting lives", () => {
  const refused = 'el servidor rechazó el usuario o la contraseña (DEPLOY_USER / DEPLOY_PASSWORD)';

  it('a refused password: the Environment for the secret, the repository for the user', () => {
    const clause = loginClause(repository({ environment: production }), refused);
    expect(clause).toContain(
      'DEPLOY_PASSWORD del entorno production (GitHub → Settings → Environments → production → Environment secrets',
    );
    expect(clause).toContain(
      'DEPLOY_USER del repositorio (GitHub → Settings → Secrets and variables → Actions → Variables',
    );
  });

  it('a refused password in the workflow of a public repository: the Environment alone', () => {
    const clause = loginClause(repository({ environment: undefined }), refused);
    expect(clause).toContain('DEPLOY_PASSWORD del entorno production');
    expect(clause).not.toContain('Repository secrets');
  });

  it("a refused password on a private repository without Environments: the repository's secrets", () => {
    const clause = loginClause(repository({ environment: null, isPrivate: true }), refused);
    expect(clause).toContain(
      'DEPLOY_PASSWORD del repositorio (GitHub → Settings → Secrets and variables → Actions → Repository secrets)',
    );
    expect(clause).not.toContain('entorno');
  });
});

describe('the GitHub Free private-repository route', () => {
  const privateRepository = (repositorySecrets: string[]) =>
    repository({ environment: null, isPrivate: true, repositorySecrets });

  it("accepts the repository's own secrets when a private repository has no Environment", () => {
    const accepted = privateRepository(['DEPLOY_PASSWORD']);
    expect(routeSettingProblems(accepted)).toEqual([]);
    const check = environmentCheck(accepted, false);
    expect(check.problems).toEqual([]);
    expect(check.skipped).toBeUndefined();
    expect(check.note).toMatch(/lee los secretos del repositorio .*GitHub Free/);
  });

  it("names a secret missing from the repository's secrets there", () => {
    expect(routeSettingProblems(privateRepository([]))).toEqual([
      expect.stringMatching(
        /^falta el secreto DEPLOY_PASSWORD del repositorio \(GitHub → Settings → Secrets and variables → Actions → Repository secrets\)/,
      ),
    ]);
  });

  it('still asks a public repository for its Environment', () => {
    const check = environmentCheck(repository({ environment: null }), false);
    expect(check.problems).toEqual([expect.stringMatching(/^falta el entorno production/)]);
  });
});

describe('the checks doctor cannot run yet, or that do not apply', () => {
  it('the .htaccess form while the address does not answer: skipped, saying what the deploy does', async () => {
    const withPassword = { ...ftpSettings, DEPLOY_PASSWORD: 'p' };
    const unset = await htaccessCheck(repository({ settings: withPassword }), {
      siteUrl: undefined,
      loginWorks: true,
    });
    expect(unset.problems).toEqual([]);
    expect(unset.skipped).toMatch(
      /la dirección del sitio no responde .*npm run deploy publica sin \.htaccess/,
    );
    const set = await htaccessCheck(
      repository({ settings: { ...withPassword, DEPLOY_HTACCESS: 'basic' } }),
      { siteUrl: undefined, loginWorks: true },
    );
    expect(set.skipped).toMatch(/npm run deploy envía la forma basic de DEPLOY_HTACCESS/);
  });

  it('the .htaccess form does not apply to nginx', async () => {
    const check = await htaccessCheck(
      repository({ settings: { ...ftpSettings, DEPLOY_SERVER: 'nginx' } }),
      { siteUrl: 'https://consultorio.mx', loginWorks: true },
    );
    expect(check).toEqual({ problems: [], notApplicable: 'nginx no lee .htaccess' });
  });

  it('does not judge a local export the workflow does not publish', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'doctor-export-'));
    try {
      mkdirSync(path.join(dir, 'admin'));
      // npm start's export: no base_url, as a build without DECAP_AUTH_URL writes it.
      writeFileSync(
        path.join(dir, 'admin', 'config.yml'),
        'backend:\n  name: github\n  repo: otro/repo\n  branch: main\n',
      );
      const settings = { DECAP_AUTH_URL: 'https://acceso.consultorio.mx' };
      const local = editorProblems(repository({ settings }));
      expect(local.problems).toEqual([]);
      expect(local.notApplicable).toMatch(/genera su propia copia/);
      const sent = editorProblems(repository({ settings: { ...settings, DEPLOY_DIR: dir } }));
      expect(sent.problems).toEqual([
        expect.stringMatching(/inicia sesión en Netlify \(sin base_url\)/),
        expect.stringMatching(/guarda en otro\/repo/),
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('what setup says it skipped', () => {
  it('names the check, the reason and what runs it later', () => {
    const reason = 'el nombre consultorio.mx de la dirección del sitio no existe en el DNS';
    expect(skippedLine(htaccessSkipped(reason))).toMatch(
      /^no se comprobó qué forma del \.htaccess acepta el servidor \(DEPLOY_HTACCESS\): el nombre .*; npm run doctor la comprueba .*npm run deploy la comprueba en cada publicación/,
    );
    expect(skippedLine(relaySkipped(reason))).toMatch(
      /^no se comprobó que el servicio de inicio de sesión entregue el acceso a la dirección del sitio: .*; npm run doctor lo comprueba/,
    );
  });
});
