// The one Spanish sentence `npm run setup` stops on, and the sentences `npm run doctor` prints.

/** How every problem `npm run doctor` finds starts (publish/workflow-report.mjs finds them by it). */
export const DOCTOR_PREFIX = 'No está listo para publicar: ';

/**
 * A refusal whose cause is known and already said in Spanish (one clause, no final period), and
 * the answers it rests on: in a terminal, setup asks those again (all of the try's when none).
 */
export class SetupError extends Error {
  /** @param {string} reason @param {string[]} [answers] */
  constructor(reason, answers) {
    super(reason.replace(/\.$/, ''));
    this.name = 'SetupError';
    this.answers = answers;
  }
}

/** The developer pressed Esc: the question before is asked again. */
export class GoBack extends Error {
  /** @param {string} name the answer forgotten, asked again */
  constructor(name) {
    super(`vuelve a ${name}`);
    this.name = 'GoBack';
    this.answer = name;
  }
}

/** The developer stopped setup (Ctrl+C, Esc): never an answer to ask again. */
export class CancelledError extends SetupError {
  constructor() {
    super('cancelado: no se cambió nada en el repositorio');
    this.name = 'CancelledError';
  }
}

/** Where a repository's variables and secrets are set by hand. */
export const REPOSITORY_SETTINGS_PAGE =
  'GitHub → Settings → Secrets and variables → Actions, o npm run setup';

/** A doctor's line: the prefix, the clause, one final period. @param {string} clause */
export const doctorSentence = (clause) => `${DOCTOR_PREFIX}${clause.replace(/\.$/, '')}.`;

/** @param {unknown} error */
export const reasonOf = (error) =>
  (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
