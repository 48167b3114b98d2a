/** @jest-environment node */
import { environmentCheck, routeSettingProblems } from '../doctor/checks.mjs';
import { branchMatches, builtBranch } from '../doctor/workflow-branch.mjs';
import { printLines, summaryLines, planChanges } from '../setup/changes.mjs';
import {
  environmentPlan,
  environmentProblems,
  environmentSummary,
  environmentUnchanged,
} from '../setup/environment-plan.mjs';
import { environmentBody, SELECTED_BRANCHES } from '../setup/github-environment-api.mjs';

const limited = { deployment_branch_policy: SELECTED_BRANCHES };
const mainRule = [{ name: 'main', type: 'branch' }];

describe("setup's plan for the deploy's Environment", () => {
  it('creates a missing one, limited to the default branch', () => {
    const plan = environmentPlan(null, [], 'main');
    expect(plan).toEqual({ create: true, limit: true, addRule: true });
    expect(environmentSummary(plan, 'production', 'main')).toBe(
      '  crear       entorno  production, limitado a la rama main',
    );
  });
  it('limits one open to every branch, or to protected branches, and adds the rule', () => {
    for (const policy of [null, { protected_branches: true, custom_branch_policies: false }])
      expect(environmentPlan({ deployment_branch_policy: policy }, [], 'main')).toEqual({
        create: false,
        limit: true,
        addRule: true,
      });
    expect(environmentPlan(limited, [{ name: 'master', type: 'branch' }], 'main')).toEqual({
      create: false,
      limit: false,
      addRule: true,
    });
  });
  it('leaves one that is right as it is (a tag rule of the same name is not the branch)', () => {
    const plan = environmentPlan(limited, mainRule, 'main');
    expect(environmentUnchanged(plan)).toBe(true);
    expect(environmentSummary(plan, 'production', 'main')).toMatch(/^ {2}sin cambios entorno/);
    expect(environmentPlan(limited, [{ name: 'main', type: 'tag' }], 'main').addRule).toBe(true);
  });
  it('keeps the protection rules a PUT would otherwise drop', () => {
    expect(environmentBody(null)).toEqual({ deployment_branch_policy: SELECTED_BRANCHES });
    expect(
      environmentBody({
        deployment_branch_policy: null,
        can_admins_bypass: false,
        protection_rules: [
          { type: 'wait_timer', wait_timer: 30 },
          {
            type: 'required_reviewers',
            prevent_self_review: true,
            reviewers: [{ type: 'User', reviewer: { id: 7 } }],
          },
          { type: 'branch_policy' },
        ],
      }),
    ).toEqual({
      deployment_branch_policy: SELECTED_BRANCHES,
      wait_timer: 30,
      prevent_self_review: true,
      reviewers: [{ type: 'User', id: 7 }],
      can_admins_bypass: false,
    });
  });
});

describe("doctor's sentences about the Environment", () => {
  it('names an Environment open to every branch, to protected branches, or without the rule', () => {
    expect(
      environmentProblems({ deployment_branch_policy: null }, [], 'production', 'main'),
    ).toEqual([
      expect.stringMatching(
        /^el entorno production da sus secretos a cualquier rama .*Selected branches and tags.*main$/,
      ),
    ]);
    expect(
      environmentProblems(
        { deployment_branch_policy: { protected_branches: true, custom_branch_policies: false } },
        [],
        'production',
        'main',
      ),
    ).toEqual([expect.stringMatching(/cualquier rama protegida/)]);
    expect(environmentProblems(limited, [], 'production', 'main')).toEqual([
      expect.stringMatching(/no tiene la regla de la rama main/),
    ]);
    expect(environmentProblems(limited, mainRule, 'production', 'main')).toEqual([]);
    expect(
      environmentProblems(
        limited,
        [...mainRule, { name: '*', type: 'branch' }],
        'production',
        'main',
      ),
    ).toEqual([expect.stringMatching(/tiene la regla «\*», que da sus secretos a otras ramas/)]);
  });

  const repository = (
    environment: unknown,
    secretNames: string[],
    repositorySecretNames: string[] = [],
  ) => ({
    settings: {
      DEPLOY_TARGET: 'ftp',
      DEPLOY_HOST: 'h',
      DEPLOY_USER: 'u',
      DEPLOY_FTP_PLAIN_OK: '1',
    },
    secretNames: new Set(secretNames),
    repositorySecretNames: new Set(repositorySecretNames),
    environment: environment as never,
    kind: 'ftp' as const,
    repo: 'consultorio/sitio',
    defaultBranch: 'main',
  });
  const found = { name: 'production', state: limited, rules: mainRule, secretNames: new Set() };

  it('names a missing Environment in one sentence, with the secrets it must hold', () => {
    const missing = repository(null, []);
    expect(routeSettingProblems(missing)).toEqual([]);
    expect(environmentCheck(missing, false).problems).toEqual([
      expect.stringMatching(
        /^falta el entorno production del repositorio .*limitado a la rama main .*con el secreto DEPLOY_PASSWORD/,
      ),
    ]);
  });
  it('names a secret missing from the Environment, and one left among the repository secrets', () => {
    expect(routeSettingProblems(repository(found, []))).toEqual([
      expect.stringMatching(
        /^falta el secreto DEPLOY_PASSWORD del entorno production \(GitHub → Settings → Environments → production/,
      ),
    ]);
    expect(routeSettingProblems(repository(found, [], ['DEPLOY_PASSWORD']))).toEqual([
      expect.stringMatching(/y no entre los secretos del repositorio, que cualquier rama lee$/),
    ]);
    expect(routeSettingProblems(repository(found, ['DEPLOY_PASSWORD']))).toEqual([]);
    expect(environmentCheck(repository(found, ['DEPLOY_PASSWORD']), false).problems).toEqual([]);
  });
  it('skips the Environment in the workflow, whose token cannot read it', () => {
    expect(environmentCheck(repository(undefined, []), true)).toEqual({
      problems: [],
      skipped: expect.stringMatching(/token del flujo no puede leer los entornos/),
    });
  });
});

describe('the workflow branch filters', () => {
  it('match as GitHub matches them', () => {
    expect(branchMatches('**', 'main')).toBe(true);
    expect(branchMatches('**', 'feature/x')).toBe(true);
    expect(branchMatches('*', 'feature/x')).toBe(false);
    expect(branchMatches('main', 'master')).toBe(false);
    expect(builtBranch(['**'], 'master')).toBe('master');
    expect(builtBranch(['main'], 'master')).toBe('main');
  });
});

describe('the summary and --print with the Environment', () => {
  const desired = [
    { name: 'DEPLOY_TARGET', source: 'vars' as const, value: 'ftp' },
    { name: 'DEPLOY_PASSWORD', source: 'secrets' as const, value: 'contraseña' },
  ];
  it('says the Environment first and where the secret goes, never its value', () => {
    const changes = planChanges(desired, { variables: new Map(), secretNames: new Set() });
    const line = environmentSummary(environmentPlan(null, [], 'main'), 'production', 'main');
    const summary = summaryLines(changes, 'consultorio/sitio', { name: 'production', line });
    expect(summary[1]).toBe(line);
    expect(summary.join('\n')).toMatch(
      /crear +secreto +DEPLOY_PASSWORD +\(en el entorno production; no se muestra\)/,
    );
    expect(summary.join('\n')).not.toContain('contraseña');
  });
  it('prints the clicks that make the Environment, then its secrets', () => {
    const printed = printLines(
      desired,
      'GitHub',
      { name: 'production', branch: 'main' },
      { showSecrets: true },
    ).join('\n');
    expect(printed).toMatch(
      /Entorno production \(GitHub → Settings → Environments → New environment/,
    );
    expect(printed).toMatch(/«Selected branches and tags» → .*Ref type «Branch» → main/);
    expect(printed).toMatch(/Secretos del entorno production:\n {2}DEPLOY_PASSWORD = contraseña/);
  });
});
