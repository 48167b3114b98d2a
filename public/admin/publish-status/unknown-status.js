// @ts-check
// What the status says when GitHub would not tell what became of the last save: an expired
// sign-in, GitHub out of reach or asking to wait (and when it is asked again), no access to the
// repository, or no branch where the editor saves.
import { tellDeveloper } from './developer.js';
import { when } from './words.js';

/**
 * @typedef {import('./status.js').Status} Status
 * @typedef {import('./observe.js').Observation} Observation
 * @typedef {import('../../../lib/admin/publish-status').PublishStatusSettings} Settings
 */

/**
 * What cannot be known, and why; null for a problem it does not name.
 * @param {Observation} observed
 * @param {Settings} settings
 * @param {number} now
 * @returns {Status | null}
 */
export function unknownStatus(observed, settings, now) {
  if (observed.mode !== 'github') return null;
  switch (observed.problem) {
    case 'expired':
      return {
        tone: 'problem',
        text: 'Tu sesión de GitHub expiró: no se puede saber si tus cambios se publicaron.',
        action:
          'Cierra la sesión (tu nombre, arriba a la derecha → Cerrar sesión) y vuelve a entrar.',
      };
    case 'unreachable':
      return {
        tone: 'problem',
        text: 'No se puede consultar a GitHub (sin conexión, o GitHub no responde), así que no se sabe si tu último cambio se publicó.',
        action: `Se vuelve a intentar ${when(observed.retryAt, now, settings.timeZone).at}.`,
      };
    case 'rate-limited':
      return {
        tone: 'problem',
        text: 'GitHub pidió esperar antes de más consultas, así que por ahora no se sabe si tu último cambio se publicó.',
        action: `Se vuelve a consultar ${when(observed.retryAt, now, settings.timeZone).at}.`,
      };
    case 'no-access':
      return tellDeveloper(
        {
          tone: 'problem',
          text: `Tu cuenta de GitHub no puede leer el estado de la publicación de ${settings.repo}.`,
        },
        settings,
      );
    case 'no-branch':
      return tellDeveloper(
        {
          tone: 'problem',
          text: `GitHub no tiene la rama ${settings.branch} de ${settings.repo}, donde el editor guarda.`,
        },
        settings,
      );
    default:
      return null;
  }
}
