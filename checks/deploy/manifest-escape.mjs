// A server manifest that names paths outside the site's folder ("../", absolute): the deploy must
// refuse it with its one sentence and delete nothing, neither outside the folder nor inside it.
// The files it names are real, owned by the deploy's user, so only the deploy's own refusal keeps
// them.
import { chownSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { errorProblems, runDeploy } from './run-deploy.mjs';
import { siteProblems } from './site.mjs';

const MANIFEST_FILE = '.deploy-manifest.json';

/**
 * @param {import('./servers.mjs').DeployTarget} target after a first deploy of `dir`
 * @param {string} dir the export deployed
 * @param {Map<string, { size: number, sha256: string }>} files its files, as the site must hold them
 * @returns {Promise<string[]>} problems
 */
export async function manifestEscapeProblems(target, dir, files) {
  const manifestPath = path.join(target.siteDir, MANIFEST_FILE);
  const original = readFileSync(manifestPath, 'utf8');
  const { uid, gid } = statSync(target.siteDir);
  // Outside the folder (its parent), and a stale file inside it the manifest lists as deployed.
  const outside = path.join(path.dirname(target.siteDir), `victima-${target.name}.txt`);
  const stale = path.join(target.siteDir, 'viejo-del-manifiesto.txt');
  for (const file of [outside, stale]) {
    writeFileSync(file, 'no se borra\n');
    chownSync(file, uid, gid);
  }
  const manifest = JSON.parse(original);
  const entry = { sha256: 'f'.repeat(64), size: 12 };
  Object.assign(manifest.files, {
    [`../${path.basename(outside)}`]: entry,
    [path.join(path.dirname(target.siteDir), 'otra-victima.txt')]: entry,
    [path.basename(stale)]: entry,
  });
  // Written in place: the file keeps its owner, and the next deploys rewrite it as before.
  writeFileSync(manifestPath, JSON.stringify(manifest));
  const problems = [];
  try {
    const result = await runDeploy(target.env, { dir });
    problems.push(
      ...errorProblems(result, /manifiesto del servidor .* nombra la ruta "\.\.\/victima/),
    );
    if (!existsSync(outside)) problems.push(`borró ${outside}, fuera de la carpeta del sitio`);
    if (!existsSync(stale)) problems.push(`borró ${path.basename(stale)}: no debía borrar nada`);
    if (readFileSync(manifestPath, 'utf8') !== JSON.stringify(manifest))
      problems.push('reescribió el manifiesto que rechazó');
  } finally {
    writeFileSync(manifestPath, original);
    rmSync(outside, { force: true });
    rmSync(stale, { force: true });
  }
  // And the site is the export deployed before, whole.
  await target.afterDeploy();
  problems.push(...(await siteProblems(target, files)));
  return problems;
}
