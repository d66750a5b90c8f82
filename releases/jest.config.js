// The releases' own tests: plain files and processes, no database, no browser.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  // several node processes change one file at once on a 2-core machine: generous but finite
  testTimeout: 60000,
};
