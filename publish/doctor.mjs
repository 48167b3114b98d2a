// `GITHUB_TOKEN=… npm run doctor [-- --repo owner/name]`: checks a configured repository end to end
// before anything is published, and prints every problem as one Spanish sentence on stderr (the
// setting, where to set it, the value expected), each starting with DOCTOR_PREFIX; exit 1 on any.
// The deploy and Pages workflows run it first: publish/workflow-report.mjs turns those lines into
// what the editor shows. docs/going-live.md describes it.
import {
  UNREAD,
  authUrlProblems,
  branchCheck,
  editorProblems,
  environmentCheck,
  hostLoginProblems,
  routeSettingProblems,
  signInProblems,
  siteProblems,
} from './doctor/checks.mjs';
import { pathToFileURL } from 'node:url';
import { htaccessCheck } from './doctor/htaccess-check.mjs';
import { readRepository } from './doctor/repository.mjs';
import { DEPLOY_ENVIRONMENT } from '../build/postbuild/workflow-settings.mjs';
import { isDeployTarget, readOptions } from './setup/options.mjs';
import { SetupError, doctorSentence, reasonOf } from './setup/problem.mjs';

/** Said only when every check ran and found nothing. */
export const ALL_READY = 'Todo listo para publicar.';

/**
 * What doctor found: every problem's clause, and every check it could not run with the reason.
 * @typedef {{ problems: string[], skipped: { what: string, why: string }[] }} Verdict
 */

/**
 * The verdict's last line: the problems, else the checks that did not run, else «Todo listo».
 * @param {Verdict} verdict
 */
export function verdictLine({ problems, skipped }) {
  if (problems.length > 0)
    return `${problems.length} ${problems.length === 1 ? 'problema' : 'problemas'}: nada se publica hasta corregirlos.`;
  if (skipped.length > 0)
    return `Nada que corregir en lo revisado, pero no se pudo revisar: ${skipped.map(({ what, why }) => `${what} (${why})`).join('; ')}.`;
  return ALL_READY;
}

/**
 * Runs every check in order, printing one line per check on io.log and one sentence per problem
 * on io.error, then the verdict's line.
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @param {{ log: (line: string) => void, error: (line: string) => void }} io
 * @returns {Promise<Verdict>}
 */
export async function runDoctor(argv, env, io) {
  /** @type {Verdict} */
  const verdict = { problems: [], skipped: [] };
  let options;
  try {
    options = readOptions(argv, env);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    verdict.problems.push(reasonOf(error));
    io.error(doctorSentence(reasonOf(error)));
    return verdict;
  }
  const { repository, problems } = await readRepository(options.values, env);
  verdict.problems.push(...problems);
  /** @param {string} what @param {import('./doctor/checks.mjs').CheckResult} result */
  const report = (what, result) => {
    verdict.problems.push(...result.problems);
    if (result.skipped) verdict.skipped.push({ what, why: result.skipped });
    if (result.skipped) io.log(`- ${what}: no se revisa (${result.skipped})`);
    else if (result.notApplicable) io.log(`- ${what}: no aplica (${result.notApplicable})`);
    else if (result.problems.length === 0)
      io.log(`✓ ${what}${result.note ? `: ${result.note}` : ''}`);
  };
  /** A check of the repository's settings, skipped while they could not be read. @param {string} what @param {() => import('./doctor/checks.mjs').CheckResult} check */
  const settingsCheck = (what, check) =>
    report(what, !repository.unread ? check() : { problems: [], skipped: UNREAD });
  io.log(`Revisando ${repository.repo ?? 'el repositorio'} para ${repository.kind}…`);
  settingsCheck('dirección del inicio de sesión (DECAP_AUTH_URL)', () =>
    repository.kind === 'netlify'
      ? { problems: [], notApplicable: 'Netlify inicia sesión por su cuenta' }
      : { problems: authUrlProblems(repository) },
  );
  settingsCheck('variables y secretos de la publicación', () =>
    isDeployTarget(repository.kind)
      ? { problems: routeSettingProblems(repository) }
      : { problems: [], notApplicable: `${repository.kind} publica sin npm run deploy` },
  );
  report(
    `entorno ${DEPLOY_ENVIRONMENT} de los secretos`,
    environmentCheck(repository, env.GITHUB_ACTIONS === 'true'),
  );
  report('rama del flujo de publicación', branchCheck(repository));
  if (!repository.unread) {
    const site = await siteProblems(repository);
    report('dirección https del sitio y su certificado', site);
    const login = await hostLoginProblems(repository);
    report('acceso al servidor', login);
    const loginWorks = !login.skipped && !login.notApplicable && login.problems.length === 0;
    report(
      'forma del .htaccess que carga el servidor',
      await htaccessCheck(repository, { siteUrl: site.siteUrl, loginWorks }),
    );
    const siteOrigin = site.siteUrl ? new URL(site.siteUrl).origin : undefined;
    report('servicio de inicio de sesión', await signInProblems(repository, siteOrigin));
  } else
    for (const what of [
      'dirección https del sitio y su certificado',
      'acceso al servidor',
      'forma del .htaccess que carga el servidor',
      'servicio de inicio de sesión',
    ])
      report(what, { problems: [], skipped: UNREAD });
  report('editor del sitio generado (admin/config.yml)', editorProblems(repository));
  for (const problem of verdict.problems) io.error(doctorSentence(problem));
  io.log(verdictLine(verdict));
  return verdict;
}

/**
 * `npm run doctor`: exit 1 on any problem. Checks it could not run are named and do not fail it
 * (the workflow's own token cannot read the Environment, and the deploy proves the .htaccess).
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @param {{ log: (line: string) => void, error: (line: string) => void }} io
 * @returns {Promise<number>} the exit code
 */
export async function doctor(argv, env, io) {
  const verdict = await runDoctor(argv, env, io);
  return verdict.problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  doctor(process.argv.slice(2), process.env, {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  }).then((code) => {
    process.exitCode = code;
  });
