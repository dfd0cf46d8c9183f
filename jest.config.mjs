import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Packages published as ES modules only; Jest (CommonJS) needs them transformed. */
const ESM_PACKAGES = ['jose', '@tanstack/react-table', '@tanstack/table-core', 'otplib', '@otplib', '@noble', '@scure'];

/**
 * PGlite's CommonJS build loads Node built-ins with dynamic import(), which Jest allows only under
 * --experimental-vm-modules (not used: see jest.pglite-transform.mjs, which turns those calls into require()).
 */
const PGLITE_CJS = '/node_modules/@electric-sql/pglite/dist/.+\\.cjs$';

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside a React Server environment; in unit tests it is a no-op.
    '^server-only$': '<rootDir>/tests/server-only-stub.ts',
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  // *.postgres.test.ts: what only PostgreSQL can show (several connections at once); `npm run test:pg` sets
  // DATABASE_URL and runs them there.
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/\.next', '/\.data', ...(process.env.DATABASE_URL ? [] : ['\\.postgres\\.test\\.ts$'])],
  // A build's standalone folder holds a copy of package.json (and of the app): not modules of the project.
  modulePathIgnorePatterns: ['<rootDir>/\.next'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  // Loading a copy of a template database takes a second or two, several on a busy machine; the default 5 s
  // is too tight there. Files that build data of their own (bulk seeds, migrations, fuzzing) set more.
  testTimeout: 20_000,
  // Jest's default is one worker fewer than the cores: on two cores, one, and the suites ran one after
  // another (10 minutes). Each file works on a database of its own, so as many workers as cores is safe.
  maxWorkers: '100%',
  // A worker keeps something of every test file it has run (Node's vm contexts leak, and each file loads the app's
  // modules again): its heap grew from 65 MB to 280 MB in 45 files, and each file ran slower than the one before
  // (a small pure file took a second more at the end of the run than at its start). Recycling a worker once it
  // idles above this limit took the cold run of every suite from 714 s to 389 s on two cores (400 MB the same).
  workerIdleMemoryLimit: '250MB',
  // One migrated and one seeded PGlite database per run, which each test file copies (tests/global-setup.mjs).
  globalSetup: '<rootDir>/tests/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/global-teardown.mjs',
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transform: { [PGLITE_CJS]: '<rootDir>/jest.pglite-transform.mjs', ...resolved.transform },
    transformIgnorePatterns: [
      `/node_modules/(?!(${[...ESM_PACKAGES, '@electric-sql/pglite'].join('|')})/)`,
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
