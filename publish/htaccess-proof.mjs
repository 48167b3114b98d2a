// Which form of the site's .htaccess (publish/htaccess-forms.mjs) an Apache host loads, proven on
// the host itself: a probe page goes into a folder of its own inside DEPLOY_PATH, is fetched over
// the site's address, then fetched again with each candidate form's .htaccess beside it, richest
// first. The first form that answers 200 with the page is proven; a 500 means the server refuses
// that form. Setup, doctor and the deploy share it; the probe folder is removed whatever happens.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { htaccessForm } from './htaccess-forms.mjs';

/**
 * What the proof found.
 * @typedef {{ form: import('./htaccess-forms.mjs').HtaccessForm, answers: string[] }
 *   | { unreachable: string, refusedAlready: boolean, answers: string[] }} HtaccessProof
 */

/**
 * Writes a probe file into `dir` (the transport's export folder) and describes it as the
 * transport uploads it.
 * @param {string} dir
 * @param {string} file
 * @param {string} text
 */
function probeFile(dir, file, text) {
  const bytes = Buffer.from(text);
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), bytes);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return /** @type {import('./export-files.mjs').ExportFile} */ ({
    path: file,
    sha256,
    size: bytes.length,
    kind: 'html',
  });
}

/** @param {string} url */
async function fetchPage(url) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: String(/** @type {any} */ (error)?.cause?.code ?? error) };
  }
}

/**
 * The probe page's address under the site's.
 * @param {string} siteUrl
 * @param {string} folder
 */
export const probeUrlOf = (siteUrl, folder) =>
  new URL(`${folder}/`, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;

/**
 * Uploads the probe page into `folder`, and proves the first of `forms` the server loads.
 * @param {object} options
 * @param {import('./run-deploy.mjs').Transport} options.transport its export folder is `dir`
 * @param {string} options.dir
 * @param {string} options.folder the probe's folder inside DEPLOY_PATH (not hidden: .htaccess hides dot-paths)
 * @param {string} options.siteUrl the address that serves DEPLOY_PATH
 * @param {string} options.htaccessText the .htaccess as built
 * @param {import('./htaccess-forms.mjs').HtaccessForm[]} options.forms the candidates, richest first
 * @param {(line: string) => void} options.log
 * @returns {Promise<HtaccessProof>}
 */
export async function proveHtaccess({ transport, dir, folder, siteUrl, htaccessText, forms, log }) {
  const token = randomBytes(12).toString('hex');
  const page = probeFile(
    dir,
    `${folder}/index.html`,
    `<!doctype html><title>comprobación</title><p>${token}</p>\n`,
  );
  const htaccessPath = `${folder}/.htaccess`;
  const sent = [page.path];
  /** @type {string[]} */
  const answers = [];
  const probeUrl = probeUrlOf(siteUrl, folder);
  try {
    await transport.upload([page]);
    const plain = await fetchPage(probeUrl);
    if (plain.status !== 200 || !plain.text.includes(token))
      return {
        unreachable: `${probeUrl} ${plain.status === 0 ? `no responde (${plain.text})` : `responde ${plain.status}${plain.status === 200 ? ' con otra página' : ''}`} sin el .htaccess de prueba`,
        refusedAlready: plain.status === 500,
        answers,
      };
    sent.push(htaccessPath);
    for (const form of forms) {
      const text = htaccessForm(htaccessText, form);
      if (text === null) return { form, answers };
      await transport.upload([probeFile(dir, htaccessPath, text)]);
      const answer = await fetchPage(probeUrl);
      answers.push(`${form}: ${answer.status}`);
      log(`.htaccess ${form}: el servidor respondió ${answer.status}`);
      if (answer.status === 200 && answer.text.includes(token)) return { form, answers };
    }
    return { form: 'none', answers };
  } finally {
    await transport.remove(sent);
    // The upload made the folder; left empty, it would stay on the server.
    await transport.removeFolder?.(folder);
  }
}
