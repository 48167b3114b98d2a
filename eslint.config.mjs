import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { LOADER_INPUTS } from './build/postbuild/after-paint-loader-inputs.mjs';

/**
 * Layers the linter keeps (import/no-restricted-paths resolves '@/…' and relative imports alike;
 * paths are relative to the repository root, where npm runs ESLint); docs/architecture.md draws
 * them. Data flows one way: facts (content/*.yml) → content/ → lib/'s adapters → components/ →
 * app/, and lib/'s pure helpers, which import no content, serve every layer.
 *
 * - The product (app/, components/, content/, lib/) never imports the build stages (build/prebuild/,
 *   build/postbuild/), the publishing command (publish/), the sign-in relay (publish/auth-relay/), the checks,
 *   the performance scripts or the developer tools.
 * - content/ holds facts and wording: from lib/ it imports only pure formatters and constants
 *   (LIB_FOR_CONTENT), never a link builder (contact-links, practice-links) or scheduling code
 *   (closures, open-now*, closure-notices).
 * - lib/ has two kinds of file. Adapters compose content into links, structured data, metadata and
 *   the editor's configuration (LIB_ADAPTERS) and may import content/. Every other lib/ file is a
 *   pure helper (link builders, scheduling, formatters, browser helpers) and imports from content/
 *   only content/types.ts, which holds types alone. A new lib/ file is a pure helper unless listed.
 * - The tools import the product and the tools before them, never one after them (TOOL_LAYERS):
 *   build/prebuild/ → build/postbuild/ → build/scripts/ → checks/, and build/postbuild/ → publish/;
 *   the sign-in relay (publish/auth-relay/) imports the product alone.
 * Tests may reach across layers (they check them); the rules skip __tests__/. No module reaches
 * itself through its imports: dependency-cruiser checks that (.dependency-cruiser.mjs).
 */

const TESTS = ['**/__tests__/**'];

const NOT_PRODUCT = {
  target: ['./app', './components', './content', './lib'],
  from: ['./build', './publish', './checks'],
  message:
    'The product does not import the build stage, the publishing command, the sign-in relay, the checks, perf or the developer scripts.',
};

const DOWNSTREAM = {
  target: ['./content', './lib'],
  from: ['./components', './app'],
  message:
    'Data flows facts → content → lib → components → app: content/ and lib/ do not import components or pages.',
};

const COMPONENTS_FROM_APP = {
  target: './components',
  from: './app',
  message: 'Components do not import pages.',
};

/** The pure formatters and constants content may import from lib/ (paths relative to lib/). */
const LIB_FOR_CONTENT = [
  './locale.ts',
  './page-paths.ts',
  './phone-format.ts',
  './contact/fields.ts',
  './contact/draft.ts',
  './contact/endpoint.ts',
  './photo-files.mjs',
  './photo-slots.ts',
  './printable.mjs',
];

const CONTENT_FROM_LIB = {
  target: './content',
  from: './lib',
  except: LIB_FOR_CONTENT,
  message:
    'content/ imports from lib/ only pure formatters and constants (eslint.config.mjs: LIB_FOR_CONTENT); links and scheduling are built in lib/ from content.',
};

/** lib/ files that compose content (the rest of lib/ are pure helpers). */
const LIB_ADAPTERS = [
  'lib/admin/**',
  'lib/structured-data/**',
  'lib/contact/message.ts',
  'lib/contact/service-query.ts',
  'lib/closure-notices.ts',
  'lib/english-services.ts',
  'lib/indexable-pages.ts',
  'lib/language-links.ts',
  'lib/inline-scripts.ts',
  'lib/open-now-text.ts',
  'lib/page-metadata.ts',
  'lib/practice-links.ts',
  'lib/service-pages.ts',
  'lib/site-metadata.ts',
  'lib/social-metadata.ts',
  'lib/urls.ts',
];

const PURE_LIB_FROM_CONTENT = {
  target: './lib',
  from: './content',
  except: ['./types.ts'],
  message:
    'A pure helper in lib/ does not import content/ (types from content/types.ts aside); compose content in an adapter (eslint.config.mjs: LIB_ADAPTERS).',
};

/**
 * Each tool folder and the tool folders after it, which it never imports. The deploy uploads what
 * the build wrote, under the build's response policy, so publish/ imports build/postbuild/ and not the
 * reverse; the checks use the developer tools' servers and browsers, and checks/perf/ the checks'.
 */
const TOOL_LAYERS = [
  ['./build/prebuild', ['./build/postbuild', './build/scripts', './publish', './checks']],
  ['./build/postbuild', ['./build/scripts', './publish', './checks']],
  ['./build/scripts', ['./publish', './checks']],
  ['./publish', ['./build/scripts', './checks']],
  ['./checks', ['./publish']],
  ['./publish/auth-relay', ['./build', './checks']],
].map(([target, from]) => ({
  target,
  from,
  message:
    'A tool imports the product and the tools before it, never one after it (eslint.config.mjs: TOOL_LAYERS).',
}));

/** The sign-in relay runs on its own (a Worker or Node): it imports nothing else of publish/. */
const RELAY_APART = {
  target: './publish/auth-relay',
  from: './publish',
  except: ['./auth-relay'],
  message: 'The sign-in relay imports the product alone (eslint.config.mjs: RELAY_APART).',
};

/** @type {(...zones: object[]) => import('eslint').Linter.RulesRecord} */
const layers = (...zones) => ({ 'import/no-restricted-paths': ['error', { zones }] });

/** @type {import('eslint').Linter.Config[]} */
const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // build/ is the site's build pipeline here, not an output folder: eslint-config-next ignores it.
    ignores: [
      '.next/**',
      'out/**',
      'out-*/**',
      'node_modules/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
      '.cache/**',
      '!build/**',
    ],
  },
  // One object per layer: a later object's zones replace an earlier one's for the same file.
  // Every page is complete pre-rendered HTML: a plain <a href> loads the next one in full (its
  // chunks cached) and runs the after-paint loader's one-build check; next/link's router code
  // (4.4 KB gzipped on every page) buys nothing more.
  {
    files: ['app/**', 'components/**', 'lib/**'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use a plain <a href>: see eslint.config.mjs.' }] },
      ],
    },
  },
  { files: ['app/**'], ignores: TESTS, rules: layers(NOT_PRODUCT) },
  { files: ['components/**'], ignores: TESTS, rules: layers(NOT_PRODUCT, COMPONENTS_FROM_APP) },
  {
    files: ['content/**'],
    ignores: TESTS,
    rules: layers(NOT_PRODUCT, DOWNSTREAM, CONTENT_FROM_LIB),
  },
  { files: ['lib/**'], ignores: TESTS, rules: layers(NOT_PRODUCT, DOWNSTREAM) },
  {
    files: ['lib/**'],
    ignores: [...TESTS, ...LIB_ADAPTERS],
    rules: layers(NOT_PRODUCT, DOWNSTREAM, PURE_LIB_FROM_CONTENT),
  },
  {
    files: ['build/**', 'publish/**', 'checks/**'],
    // The browser tests are tests: like __tests__/, they may reach any layer they check.
    ignores: [...TESTS, 'checks/e2e/**'],
    rules: layers(...TOOL_LAYERS, RELAY_APART),
  },
  // The after-paint loader is a browser script whose inputs are the parameters of the function the
  // build wraps it in: every other name it reads must be one of these browser globals.
  {
    files: ['build/postbuild/after-paint-loader.js'],
    languageOptions: {
      sourceType: 'script',
      globals: Object.fromEntries(
        [
          ...LOADER_INPUTS,
          ...['document', 'self', 'addEventListener', 'setTimeout', 'requestAnimationFrame'],
          ...['requestIdleCallback', 'performance', 'PerformanceObserver', 'fetch', 'localStorage'],
          'Promise',
        ].map((name) => [name, 'readonly']),
      ),
    },
    rules: { 'no-undef': 'error' },
  },
  // A function a reader can hold: at most 80 lines of code outside tests, in the product and the
  // tooling alike (.js/.mjs/.ts/.tsx).
  {
    files: ['**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}'],
    ignores: ['**/__tests__/**', '**/*.test.*', '**/*.spec.*', 'checks/e2e/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
];

export default config;
