import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Links prefetch on intent, not on sight: components/ui/link.tsx.
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Import Link from '@/components/ui/link' (it prefetches when reached for, not when in view)." }] }],
    },
  },
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
