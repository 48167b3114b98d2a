// The form of .htaccess a deploy to an Apache host sends, never one that was not proven to load
// there (a refused .htaccess makes every page answer 500):
// - DEPLOY_HTACCESS, when set: npm run setup writes it once its probe proved that form;
// - else the deploy proves it itself (publish/htaccess-proof.mjs, through the site's address) and
//   sends the richest form that answers 200;
// - else, while the site's address does not reach this server (a domain not pointed yet, no
//   certificate yet), no .htaccess at all: Apache serves the pages under any AllowOverride, and
//   the next deploy proves the form again.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { proveHtaccess } from './htaccess-proof.mjs';
import { siteUrlOf } from './setup/site-address.mjs';
import { transportFor } from './transports.mjs';

/** The probe's folder inside DEPLOY_PATH during a deploy. */
export const DEPLOY_PROBE_FOLDER = 'comprobacion-publicacion';

/** What the deploy sends of each form, for its line. */
export const FORM_TEXTS = {
  full: 'se envía el .htaccess completo',
  basic: 'se envía el .htaccess sin las reglas de mod_expires (forma basic)',
  none: 'no se envía .htaccess (forma none: sin las cabeceras de seguridad ni la página 404 del sitio)',
};

/**
 * @typedef {object} HtaccessChoice
 * @property {import('./htaccess-forms.mjs').HtaccessForm} form
 * @property {string} line what the deploy says about it
 */

/**
 * @param {import('./settings.mjs').Settings} settings
 * @param {Record<string, string | undefined>} env
 * @param {{ log: (line: string) => void, warn: (line: string) => void }} io
 * @returns {Promise<HtaccessChoice>}
 */
export async function chooseHtaccess(settings, env, io) {
  const built = path.join(settings.outDir, '.htaccess');
  if (settings.server !== 'apache' || !existsSync(built)) return { form: 'full', line: '' };
  if (settings.htaccessSet)
    return {
      form: settings.htaccess,
      line: `.htaccess: ${FORM_TEXTS[settings.htaccess]}, la forma de DEPLOY_HTACCESS (la que comprobó npm run setup)`,
    };
  const siteUrl = siteUrlOf(/** @type {Record<string, string>} */ (env));
  const unproven = (/** @type {string} */ why) => ({
    form: /** @type {const} */ ('none'),
    line: `AVISO: .htaccess: ${FORM_TEXTS.none}, porque no se pudo comprobar qué forma acepta el servidor: ${why}. La próxima publicación lo comprueba de nuevo; publica otra vez cuando la dirección del sitio muestre este servidor (o pon DEPLOY_HTACCESS con npm run setup).`,
  });
  if (!siteUrl) return unproven('falta la dirección del sitio (siteUrl o SITE_URL)');
  const dir = mkdtempSync(path.join(tmpdir(), 'deploy-htaccess-'));
  /** @type {import('./run-deploy.mjs').Transport | null} */
  let transport = null;
  try {
    transport = await transportFor({ ...settings, outDir: dir, connections: 1 }, io);
    const proof = await proveHtaccess({
      transport,
      dir,
      folder: DEPLOY_PROBE_FOLDER,
      siteUrl,
      htaccessText: readFileSync(built, 'utf8'),
      forms: ['full', 'basic'],
      log: () => {},
    });
    if ('unreachable' in proof)
      return unproven(
        proof.refusedAlready
          ? `${proof.unreachable}: el servidor rechaza el .htaccess que ya hay en DEPLOY_PATH, y este se reemplaza`
          : proof.unreachable,
      );
    return {
      form: proof.form,
      line: `.htaccess: ${FORM_TEXTS[proof.form]}, comprobado en el servidor por ${siteUrl} (${proof.answers.join(', ')})`,
    };
  } finally {
    await transport?.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
