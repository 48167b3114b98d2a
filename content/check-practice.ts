import { EXAMPLE_FIELDS, practice } from './practice';
import { describeExampleFields, findPracticeErrors } from './validate-practice';

const CHECKED = Symbol.for('practice-content-checked');

/**
 * Runs once per build process: malformed practice data fails the build;
 * example values are a warning, or an error when STRICT_CONTENT=1.
 */
export function assertPracticeContent(): void {
  const registry = globalThis as unknown as Record<symbol, boolean>;
  if (registry[CHECKED]) return;
  registry[CHECKED] = true;

  const errors = findPracticeErrors(practice);
  if (errors.length > 0) {
    throw new Error(`content/practice.ts tiene datos mal formados:\n  - ${errors.join('\n  - ')}`);
  }
  if (EXAMPLE_FIELDS.length === 0) return;
  const message = `content/practice.ts aún tiene ${EXAMPLE_FIELDS.length} valores de ejemplo:\n  - ${describeExampleFields(practice, EXAMPLE_FIELDS).join('\n  - ')}`;
  if (process.env.STRICT_CONTENT === '1') {
    throw new Error(`${message}\nSTRICT_CONTENT=1: reemplázalos antes de publicar.`);
  }
  if (process.env.NODE_ENV === 'production') console.warn(`⚠ ${message}`);
}
