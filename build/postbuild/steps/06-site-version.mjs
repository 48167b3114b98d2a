// Writes /commit.txt, the commit the export is built from (lib/admin/site-version.mjs): the editor
// fetches it from the published site to prove that a save is live. The commit comes from the host
// that builds (GitHub Actions, Netlify, Cloudflare Pages) or from the checkout. Without either (a
// build from a tarball) the file is left out and the editor says it cannot prove the site is live.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SITE_VERSION_FILE, buildCommit } from '../../../lib/admin/site-version.mjs';

/**
 * @param {object} options
 * @param {string} options.outDir
 * @param {Record<string, string | undefined>} [options.env]
 * @param {() => string | null} [options.head] the checkout's HEAD (a test's stand-in for git)
 */
export default function siteVersion({ outDir, env = process.env, head = undefined }) {
  const commit = buildCommit(env, head);
  if (!commit) {
    console.warn(
      `postbuild site version: sin commit (ni GITHUB_SHA, COMMIT_REF, CF_PAGES_COMMIT_SHA ni git); no se escribe /${SITE_VERSION_FILE}`,
    );
    return;
  }
  writeFileSync(path.join(outDir, SITE_VERSION_FILE), `${commit}\n`);
  console.log(`postbuild site version: /${SITE_VERSION_FILE} = ${commit}`);
}
