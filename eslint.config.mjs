import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Next's config ignores build/ (a common output folder); here it holds the post-build stage.
    ignores: ['!build/**', '.next/**', 'out/**', 'out-*/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts', '.cache/**'],
  },
];

export default config;
