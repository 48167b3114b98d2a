// @ts-check
// The editor's publishing status: whether the last save on the published branch is live, and if
// not, why, in one Spanish sentence (docs/publishing.md, "What the editor shows"). Loaded as a
// module by /admin/ after Decap CMS (build/postbuild/steps/10-admin-editor.mjs); its settings come from
// the build (/admin/publish-status.json, lib/admin/publish-status.ts).
import { statusBar } from './bar.js';
import { poll } from './poll.js';
import { describeStatus } from './status.js';
import { withoutPeriod } from './words.js';

/** @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings */

/**
 * Decap's global, for its event listeners (decap-cms.js, loaded before this).
 * @typedef {{ registerEventListener?: (listener: { name: string, handler: () => void }) => void }} DecapCms
 */

const SETTINGS_URL = '/admin/publish-status.json';

/** Why the status cannot be shown, in the practice's words; the missing file is only one cause. */
export class Unavailable extends Error {}

/**
 * The build's settings for the status; what keeps them from being read, named in Spanish.
 * @returns {Promise<Settings>}
 */
export async function readSettings() {
  let response;
  try {
    response = await fetch(SETTINGS_URL, { cache: 'no-store' });
  } catch {
    throw new Unavailable(`no se pudo pedir ${SETTINGS_URL} al sitio (¿hay conexión a internet?)`);
  }
  if (response.status === 404) throw new Unavailable(`falta ${SETTINGS_URL} en este sitio`);
  if (!response.ok)
    throw new Unavailable(`el sitio respondió con el error ${response.status} a ${SETTINGS_URL}`);
  try {
    return await response.json();
  } catch {
    throw new Unavailable(`${SETTINGS_URL} no es un archivo de ajustes que se pueda leer`);
  }
}

/**
 * The sentence for a status that cannot be shown. A fault of this script itself is named by its
 * own error, for whoever maintains the site.
 * @param {unknown} error
 */
export function unavailableText(error) {
  const cause =
    error instanceof Unavailable
      ? error.message
      : `falló el programa que lo muestra (${withoutPeriod(String(error))})`;
  return `El estado de la publicación no está disponible: ${cause}.`;
}

/** @param {HTMLElement} box */
async function start(box) {
  const show = statusBar(box);
  try {
    const settings = await readSettings();
    const lookNow = poll(settings, (observed) =>
      show(describeStatus(observed, settings, Date.now()), settings),
    );
    // A save on GitHub is a new commit: look at once instead of at the next turn.
    const { CMS } = /** @type {Window & { CMS?: DecapCms }} */ (window);
    CMS?.registerEventListener?.({ name: 'postSave', handler: lookNow });
    document.addEventListener('visibilitychange', lookNow);
    lookNow();
  } catch (error) {
    if (!(error instanceof Unavailable)) console.error(error);
    show({ tone: 'problem', text: unavailableText(error) }, null);
  }
}

const box = document.getElementById('estado-publicacion');
if (box) start(box);
