// @ts-check
// Where the other practice's shared export and its facts live (checks/other-practice-export.mjs
// builds them): a module of its own, without the builder's imports, for the checks and the
// Playwright config that only read them.
export const OTHER_PRACTICE_FACTS = '.cache/other-practice';
export const OTHER_PRACTICE_EXPORT = 'out-other-practice';
