// How setup gets an answer: a flag or the environment first (readOptions); otherwise, in a
// terminal, a question (@clack/prompts, in Spanish); otherwise a SetupError naming the flag and
// the variable. In a terminal, Esc goes back to the question before (GoBack) and Ctrl+C cancels.
import * as clack from '@clack/prompts';
import { flagOf } from './options.mjs';
import { CancelledError, GoBack, SetupError } from './problem.mjs';
import { YES_NO, speakSpanish } from './spanish-prompts.mjs';

/**
 * @typedef {object} Question
 * @property {string} message
 * @property {boolean} [secret]
 * @property {string} [initial] the answer when none is given (asked, or taken without a terminal)
 * @property {{ value: string, label: string, hint?: string }[]} [options]
 * @property {boolean} [optional] an empty answer is allowed
 */

/**
 * Runs one prompt; a lone Esc aborts it and says so (readline names that key "escape").
 * @param {(signal: AbortSignal) => Promise<unknown>} show
 * @returns {Promise<{ answer: unknown, back: boolean }>}
 */
async function promptWithEsc(show) {
  const controller = new AbortController();
  let back = false;
  const onKey = (/** @type {unknown} */ _text, /** @type {{ name?: string }} */ key) => {
    if (key?.name !== 'escape') return;
    back = true;
    controller.abort();
  };
  process.stdin.on('keypress', onKey);
  try {
    const answer = await show(controller.signal);
    return { answer, back };
  } finally {
    process.stdin.off('keypress', onKey);
  }
}

/**
 * @param {{ interactive: boolean, yes: boolean, values: Record<string, string> }} options
 */
export function prompter({ interactive, yes, values }) {
  if (interactive) speakSpanish();
  /** @type {Record<string, string>} the answers of a failed try, offered again */
  const previous = {};
  /** @type {string[]} the names asked in the terminal, in order: where Esc goes back to */
  const asked = [];
  /**
   * A prompt's answer, or the step back (GoBack) or the cancel it stands for.
   * @param {(signal: AbortSignal) => Promise<unknown>} show
   */
  const answerOf = async (show) => {
    const { answer, back } = await promptWithEsc(show);
    if (back) {
      const name = asked.pop();
      if (name) {
        forget([name]);
        throw new GoBack(name);
      }
      return answerOf(show);
    }
    if (clack.isCancel(answer)) throw new CancelledError();
    return answer;
  };
  /** @param {string[]} names */
  const forget = (names) => {
    for (const name of names) {
      if (values[name] !== undefined) previous[name] = values[name];
      delete values[name];
    }
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
      const initialValue = previous[name] ?? question.initial;
      const answer = await answerOf((signal) =>
        question.options
          ? clack.select({
              message: question.message,
              options: question.options,
              initialValue,
              signal,
            })
          : question.secret
            ? clack.password({ message: question.message, validate: required, signal })
            : clack.text({ message: question.message, initialValue, validate: required, signal }),
      );
      asked.push(name);
      return (values[name] = /** @type {string} */ (answer).trim());
    },
    /**
     * Asks `names` again (after a try failed), offering each previous answer but a secret's.
     * @param {string[]} names
     */
    forget,
    /** @param {string} message */
    async confirm(message) {
      if (yes) return true;
      if (!interactive)
        throw new SetupError('falta --yes para cambiar el repositorio sin preguntar');
      return (await answerOf((signal) => clack.confirm({ message, ...YES_NO, signal }))) === true;
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
