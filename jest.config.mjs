import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

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

export default createJestConfig(config);
