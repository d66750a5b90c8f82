// The api's tests run twice, once per database (ARCHITECTURE "The api": the test suite runs against
// both). `npx jest` runs both projects; `npx jest --selectProjects sqlite` one. Always --runInBand
// (package.json): the postgres files share one server, and the machine has 2 cores.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  // ESM-only dependencies (content-disposition 2 and cookie 1, used by @fastify/static and light-my-request) are compiled to CommonJS
  // for jest; node itself loads them natively
  transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
};

/** @type {import('jest').Config} */
module.exports = {
  // argon2 hashing and PostgreSQL round trips on a busy 2-core machine: generous but finite
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'sqlite', setupFiles: ['<rootDir>/src/test/use-sqlite.js'] },
    { ...common, displayName: 'postgres', setupFiles: ['<rootDir>/src/test/use-postgres.js'] },
  ],
};
