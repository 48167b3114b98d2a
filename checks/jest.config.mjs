import path from 'node:path';
import nextJest from 'next/jest.js';

/** The repository root: the unit tests sit beside the code they test, in every folder. */
const root = path.resolve(import.meta.dirname, '..');
const createJestConfig = nextJest({ dir: root });

/** @type {import('jest').Config} */
const config = {
  rootDir: root,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/checks/jest.setup.ts'],
  testPathIgnorePatterns: [
    '<rootDir>/checks/e2e/',
    '/node_modules/',
    '<rootDir>/out/',
    '<rootDir>/.next/',
    '<rootDir>/.cache/',
  ],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // marked ships ES modules only (plus this UMD build); jest here runs CommonJS.
    '^marked$': '<rootDir>/node_modules/marked/lib/marked.umd.js',
  },
};

export default createJestConfig(config);
