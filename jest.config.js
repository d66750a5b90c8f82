// One jest run for every browser package (SPEC-facing units); the api has its own config
// because it needs node, a database and --runInBand.
const { PINNED_NOW } = require('./tools/jest/clock');
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } }, parser: { syntax: 'typescript', tsx: true } } }];

/** @type {import('jest').Config} */
module.exports = {
  globalSetup: '<rootDir>/tools/jest/global-setup.js',
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/contract', '<rootDir>/shared-auth', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/remote-participant', '<rootDir>/remote-admin', '<rootDir>/remote-review'],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j|mj)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
      moduleNameMapper: {
        '\\.css$': '<rootDir>/tools/jest/style-stub.js',
        '\\.(png|jpe?g|svg)$': '<rootDir>/tools/jest/file-stub.js',
      },
      // a test's own jest.useFakeTimers() starts at the pinned instant too (tools/jest/clock.js)
      fakeTimers: { now: PINNED_NOW },
      setupFiles: ['<rootDir>/tools/jest/setup-env.js'],
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-dom.js'],
    },
  ],
};
