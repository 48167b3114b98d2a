// @ts-check
// Whom to tell when the practice cannot fix what stopped a publication: the developer named in
// the facts (settings.developer), with a ready message saying what the editor says and where.

/**
 * @typedef {import('./status.js').Status} Status
 * @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings
 */

/** @param {Settings} settings */
export const developerName = (settings) =>
  settings.developer?.name ?? 'la persona que mantiene tu sitio';

/**
 * The status, for the developer to fix: whom to tell and, when there is a way to write, the message.
 * @param {Status} status
 * @param {Settings} settings
 * @param {string} [sha] the saved commit, when known
 * @returns {Status}
 */
export function tellDeveloper(status, settings, sha) {
  const { developer, repo, branch } = settings;
  const told = {
    ...status,
    fixedBy: /** @type {const} */ ('developer'),
    action:
      status.action || `Esto no se corrige desde el editor: avisa a ${developerName(settings)}.`,
  };
  if (!developer || developer.links.length === 0) return told;
  const message = [
    `Hola, ${developer.name}.`,
    `El editor del sitio dice: ${status.text}`,
    `Repositorio ${repo}, rama ${branch}${sha ? `, commit ${sha.slice(0, 7)}` : ''}.`,
    ...(status.url ? [`Detalle en GitHub: ${status.url}`] : []),
  ].join('\n');
  return { ...told, message };
}
