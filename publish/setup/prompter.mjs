// How setup gets an answer: a flag or the environment first (readOptions); otherwise, in a
// terminal, a question (@clack/prompts); otherwise a SetupError naming the flag and the variable.
import * as clack from '@clack/prompts';
import { flagOf } from './options.mjs';
import { CancelledError, SetupError } from './problem.mjs';

/**
 * @typedef {object} Question
 * @property {string} message
 * @property {boolean} [secret]
 * @property {string} [initial] the answer when none is given (asked, or taken without a terminal)
 * @property {{ value: string, label: string, hint?: string }[]} [options]
 * @property {boolean} [optional] an empty answer is allowed
 */

/**
 * @param {{ interactive: boolean, yes: boolean, values: Record<string, string> }} options
 */
export function prompter({ interactive, yes, values }) {
  /** @type {Record<string, string>} the answers of a failed try, offered again */
  const previous = {};
  /** @param {unknown} answer */
  const unlessCancelled = (answer) => {
    if (clack.isCancel(answer)) throw new CancelledError();
    return /** @type {string} */ (answer);
  };
  return {
    values,
    interactive,
    /**
     * @param {string} name the variable the answer is
     * @param {Question} question
     */
    async ask(name, question) {
      const given = values[name];
      if (given !== undefined) return given;
      if (!interactive) {
        if (question.initial !== undefined || question.optional)
          return (values[name] = question.initial ?? '');
        const flag = flagOf(name);
        throw new SetupError(
          `falta ${name} (${flag ? `${flag} o ` : ''}la variable de entorno ${name}): ${question.message.replace(/[?¿:]/g, '').trim().toLowerCase()}`,
        );
      }
      const required = (/** @type {string | undefined} */ text) =>
        question.optional || text?.trim() ? undefined : 'Hace falta una respuesta.';
      const answer = question.options
        ? await clack.select({
            message: question.message,
            options: question.options,
            initialValue: previous[name] ?? question.initial,
          })
        : question.secret
          ? await clack.password({ message: question.message, validate: required })
          : await clack.text({
              message: question.message,
              initialValue: previous[name] ?? question.initial,
              validate: required,
            });
      return (values[name] = unlessCancelled(answer).trim());
    },
    /**
     * Asks `names` again (after a try failed), offering each previous answer but a secret's.
     * @param {string[]} names
     */
    forget(names) {
      for (const name of names) {
        if (values[name] !== undefined) previous[name] = values[name];
        delete values[name];
      }
    },
    /** @param {string} message */
    async confirm(message) {
      if (yes) return true;
      if (!interactive)
        throw new SetupError('falta --yes para cambiar el repositorio sin preguntar');
      return unlessCancelled(await clack.confirm({ message })) === /** @type {any} */ (true);
    },
    /** @param {string} text @param {string} [title] */
    note(text, title) {
      if (interactive) clack.note(text, title);
      else console.log(`${title ? `${title}\n` : ''}${text}\n`);
    },
    /** @param {string} line */
    step(line) {
      if (interactive) clack.log.step(line);
      else console.log(`✓ ${line}`);
    },
    /** @param {string} line */
    warn(line) {
      if (interactive) clack.log.warn(line);
      else console.log(`AVISO: ${line}`);
    },
  };
}
/** @typedef {ReturnType<typeof prompter>} Prompter */

/**
 * Runs `attempt` until it works: in a terminal a failure is said and `names` asked again; without
 * one the failure stops setup.
 * @template T
 * @param {Prompter} ask
 * @param {string[]} names
 * @param {() => Promise<T>} attempt
 * @returns {Promise<T>}
 */
export async function tryAnswers(ask, names, attempt) {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof SetupError) || error instanceof CancelledError || !ask.interactive)
        throw error;
      ask.warn(`${error.message}. Prueba otra respuesta.`);
      ask.forget(names);
    }
  }
}
