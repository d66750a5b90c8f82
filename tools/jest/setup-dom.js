require('@testing-library/jest-dom');

// npm test runs the web units beside the api suites on a 2-core machine (docs/decisions.md "Tests
// in parallel"): a findBy/waitFor may wait longer than the library's 1 s there. What the tests
// wait for is unchanged; only how long they may wait for it.
const { configure } = require('@testing-library/react');
configure({ asyncUtilTimeout: 5000 });

// The same for a whole test: `testTimeout` in a project of jest.config.js is not applied by jest 30
// (the web units kept the default 5 s and timed out beside the api suites), so it is set here.
jest.setTimeout(20000);
