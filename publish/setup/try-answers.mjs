// A try of some answers, run until it works: in a terminal, a failure is said and the answers it
// rests on are asked again in place (prompter.mjs offers each as it was), every other kept.
import { CancelledError, GoBack, SetupError } from './problem.mjs';

/**
 * Runs `attempt` until it works: in a terminal a failure is said and the answers it rests on
 * (the error's, else `names`) are asked again, each offered as it was; without one the failure
 * stops setup. Esc on a question of this try asks its question before again, here.
 * @template T
 * @param {import('./prompter.mjs').Prompter} ask
 * @param {string[]} names
 * @param {() => Promise<T>} attempt
 * @returns {Promise<T>}
 */
export async function tryAnswers(ask, names, attempt) {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof GoBack && names.includes(error.answer)) continue;
      if (!(error instanceof SetupError) || error instanceof CancelledError || !ask.interactive)
        throw error;
      ask.warn(`${error.message}. Prueba otra respuesta.`);
      ask.forget(error.answers ?? names);
    }
  }
}
