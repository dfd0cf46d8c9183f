import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Packages published as ES modules only; Jest (CommonJS) needs them transformed. */
const ESM_PACKAGES = ['jose', '@tanstack/react-table', '@tanstack/table-core'];

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside a React Server environment; in unit tests it is a no-op.
    '^server-only$': '<rootDir>/tests/server-only-stub.ts',
  },
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
};

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}
