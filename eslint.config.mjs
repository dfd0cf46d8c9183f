import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    '.data/**',
    // npm run bench's seeded database and results (git-ignored).
    '.bench/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'drizzle/meta/**',
  ]),
]);
