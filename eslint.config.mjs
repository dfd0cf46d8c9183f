import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import hospital from './eslint-rules/domain-imports.mjs';

/**
 * One `no-restricted-imports` block per file that wraps a restricted import, plus one for every other file: a later
 * block's options replace an earlier one's, so each block lists every restriction but its own file's.
 */
function restrictedImports(restrictions) {
  const pathsBut = (wrapper) =>
    restrictions
      .filter((r) => r.wrapper !== wrapper)
      .map(({ name, message, allowTypeImports, importNames }) => ({ name, message, ...(allowTypeImports ? { allowTypeImports } : {}), ...(importNames ? { importNames } : {}) }));
  const rule = (wrapper) => ({ 'no-restricted-imports': ['error', { paths: pathsBut(wrapper) }] });
  return [
    { ignores: restrictions.map((r) => r.wrapper), rules: rule(null) },
    ...restrictions.map((r) => ({ files: [r.wrapper], rules: rule(r.wrapper) })),
  ];
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // The arrows allowed between lib/'s domains, the screens and the browser (docs/architecture.md).
  { plugins: { hospital }, rules: { 'hospital/domain-imports': 'error' } },
  // Each restricted import has the one file that wraps it: that file alone may import it.
  ...restrictedImports([
    // Links prefetch on intent, not on sight.
    { name: 'next/link', wrapper: 'components/ui/link.tsx', message: "Import Link from '@/components/ui/link' (it prefetches when reached for, not when in view)." },
    // zod with its compiler off (our Content-Security-Policy forbids eval); types may come from zod itself.
    { name: 'zod', wrapper: 'lib/zod.ts', allowTypeImports: true, message: "Import zod from '@/lib/zod' (it turns zod's compiler off before any schema parses)." },
    // Each Playwright worker talks to its own server: its address and signed-in doctor come with this `test`.
    { name: '@playwright/test', importNames: ['test'], wrapper: 'e2e/fixtures/test.ts', message: "Import test from './fixtures/test' (it binds each test to its worker's own server)." },
  ]),
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
