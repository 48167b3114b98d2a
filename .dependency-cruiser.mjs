/**
 * The import-cycle check of `npm run lint`: no module reaches itself through its imports, type
 * imports included (`tsPreCompilationDeps`), in any folder. Which folder may import which is
 * ESLint's part (eslint.config.mjs, docs/architecture.md#import-layers); this file keeps the graph
 * free of loops, which ESLint's import/no-cycle also checks but at many times the cost and
 * blind to `import type`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
const config = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'A module that reaches itself through its imports: move what both sides need into a module both import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    exclude: {
      path: '(^|/)(node_modules|\\.next|out|out-[^/]+|\\.cache|playwright-report|test-results|screenshots)/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};

export default config;
