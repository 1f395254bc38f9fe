/** Jest in ESM mode: ts-jest compiles each test file in isolation (types are checked by `npm run typecheck`). */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // See test/e2e/github/refparser-stub.cjs for why.
    '^@apidevtools/json-schema-ref-parser$': '<rootDir>/test/e2e/github/refparser-stub.cjs',
  },
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json', diagnostics: false }],
  },
  testTimeout: 60000,
};
