import path from 'node:path';

/**
 * Import this first in a unit test that states exact wording (an address line, a closure notice):
 * content/facts/load.ts then reads the second fictional practice (checks/e2e/fixtures/otra-practica)
 * instead of content/, so the test holds whatever the practice writes in its own data files.
 * The services still come from content/servicios/. Jest gives each test file its own copy of
 * process.env, so this reaches no other file.
 */
export const SECOND_PRACTICE_DIR = path.resolve(
  __dirname,
  '../../../checks/e2e/fixtures/otra-practica',
);
process.env.FACTS_DIR = SECOND_PRACTICE_DIR;
