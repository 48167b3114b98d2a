import { FactsError } from '../load';

/** The problems a facts check reports (a FactsError's lines), or none when `run` passes. */
export function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof FactsError) return [...error.problems];
    throw error;
  }
  return [];
}
