// `GITHUB_TOKEN=… npm run doctor [-- --repo owner/name]`: checks a configured repository end to end
// before anything is published, and prints every problem as one Spanish sentence on stderr (the
// setting, where to set it, the value expected), each starting with DOCTOR_PREFIX; exit 1 on any.
// The deploy and Pages workflows run it first: publish/workflow-report.mjs turns those lines into
// what the editor shows. docs/going-live.md describes it.
import {
  authUrlProblems,
  branchProblems,
  editorProblems,
  environmentCheck,
  hostLoginProblems,
  routeSettingProblems,
  signInProblems,
  siteProblems,
} from './doctor/checks.mjs';
import { pathToFileURL } from 'node:url';
import { readRepository } from './doctor/repository.mjs';
import { DEPLOY_ENVIRONMENT } from '../build/postbuild/workflow-settings.mjs';
import { readOptions } from './setup/options.mjs';
import { SetupError, doctorSentence, reasonOf } from './setup/problem.mjs';

/**
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @param {{ log: (line: string) => void, error: (line: string) => void }} io
 * @returns {Promise<number>} the exit code
 */
export async function doctor(argv, env, io) {
  let options;
  try {
    options = readOptions(argv, env);
  } catch (error) {
    if (!(error instanceof SetupError)) throw error;
    io.error(doctorSentence(reasonOf(error)));
    return 1;
  }
  const { repository, problems } = await readRepository(options.values, env);
  /** @param {string} what @param {{ problems: string[], skipped?: string }} result */
  const report = (what, result) => {
    problems.push(...result.problems);
    if (result.skipped) io.log(`- ${what}: no se revisa (${result.skipped})`);
    else if (result.problems.length === 0) io.log(`✓ ${what}`);
  };
  io.log(`Revisando ${repository.repo ?? 'el repositorio'} para ${repository.kind}…`);
  report('dirección del inicio de sesión (DECAP_AUTH_URL)', {
    problems: authUrlProblems(repository),
  });
  report('variables y secretos de la publicación', { problems: routeSettingProblems(repository) });
  report(
    `entorno ${DEPLOY_ENVIRONMENT} de los secretos`,
    environmentCheck(repository, env.GITHUB_ACTIONS === 'true'),
  );
  report('rama del flujo de publicación', { problems: branchProblems(repository) });
  const site = await siteProblems(repository);
  report('dirección https del sitio y su certificado', site);
  report('acceso al servidor', await hostLoginProblems(repository));
  report('servicio de inicio de sesión', await signInProblems(repository, site.origin));
  report('editor del sitio generado (admin/config.yml)', editorProblems(repository));
  for (const problem of problems) io.error(doctorSentence(problem));
  io.log(
    problems.length === 0
      ? 'Todo listo para publicar.'
      : `${problems.length} ${problems.length === 1 ? 'problema' : 'problemas'}: nada se publica hasta corregirlos.`,
  );
  return problems.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  doctor(process.argv.slice(2), process.env, {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  }).then((code) => {
    process.exitCode = code;
  });
