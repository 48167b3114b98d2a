// @clack/prompts speaks English by default; setup speaks Spanish. Its select prompt renders the
// exported SELECT_INSTRUCTIONS list as its footer, its confirm takes `active` and `inactive`
// labels, and core's `settings` holds the cancel message and the keys that cancel ("escape" among
// them). Esc here goes back one question instead (prompter.mjs listens for it), so only Ctrl+C
// cancels.
import * as clack from '@clack/prompts';

/** The confirm prompt's two labels. */
export const YES_NO = { active: 'Sí', inactive: 'No' };

/** The footer under each choice. */
export const CHOICE_HINTS = ['↑/↓ para moverse', 'Enter: elegir', 'Esc: volver'];

let applied = false;

/** Puts the Spanish words into the prompt library, once. */
export function speakSpanish() {
  if (applied) return;
  applied = true;
  clack.SELECT_INSTRUCTIONS.splice(0, clack.SELECT_INSTRUCTIONS.length, ...CHOICE_HINTS);
  clack.settings.aliases.delete('escape');
  clack.updateSettings({ messages: { cancel: 'Cancelado', error: 'Algo salió mal' } });
}
