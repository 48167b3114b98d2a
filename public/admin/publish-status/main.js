// @ts-check
// The editor's publishing status: whether the last save on the published branch is live, and if
// not, why, in one Spanish sentence (docs/publishing.md, "What the editor shows"). Loaded as a
// module by /admin/ after Decap CMS (postbuild/steps/10-admin-editor.mjs); its settings come from
// the build (/admin/publish-status.json, lib/admin/publish-status.ts).
import { statusBar } from './bar.js';
import { poll } from './poll.js';
import { describeStatus } from './status.js';

/** @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings */

/**
 * Decap's global, for its event listeners (decap-cms.js, loaded before this).
 * @typedef {{ registerEventListener?: (listener: { name: string, handler: () => void }) => void }} DecapCms
 */

/** @param {HTMLElement} box */
async function start(box) {
  const show = statusBar(box);
  try {
    const response = await fetch('/admin/publish-status.json', { cache: 'no-store' });
    /** @type {Settings} */
    const settings = await response.json();
    const lookNow = poll(settings, (observed) =>
      show(describeStatus(observed, settings, Date.now()), settings),
    );
    // A save on GitHub is a new commit: look at once instead of at the next turn.
    const { CMS } = /** @type {Window & { CMS?: DecapCms }} */ (window);
    CMS?.registerEventListener?.({ name: 'postSave', handler: lookNow });
    document.addEventListener('visibilitychange', lookNow);
    lookNow();
  } catch {
    show(
      {
        tone: 'problem',
        text: 'El estado de la publicación no está disponible: falta /admin/publish-status.json en este sitio.',
      },
      null,
    );
  }
}

const box = document.getElementById('estado-publicacion');
if (box) start(box);
