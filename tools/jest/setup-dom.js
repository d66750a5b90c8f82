require('@testing-library/jest-dom');

// npm test runs the web units beside the api suites on a 2-core machine (docs/adr/0051-npm-test-in-three-lanes.md): a findBy/waitFor may wait longer than the library's 1 s there. What the tests
// wait for is unchanged; only how long they may wait for it. On a fresh clone (CI) jest has no transform
// cache yet: a screen's lazy chunk (the date picker, the home) is compiled by swc the first time a test
// opens it, on the loaded machine: 5 s was not always enough (ConfirmRedeem's calendar, CI of stop 33).
const { configure } = require('@testing-library/react');
configure({ asyncUtilTimeout: 15000 });

// The same for a whole test: `testTimeout` in a project of jest.config.js is not applied by jest 30
// (the web units kept the default 5 s and timed out beside the api suites), so it is set here.
jest.setTimeout(40000);

// Every test starts on the pinned day (tools/jest/clock.js): only Date is faked, moving on in real
// time, so timers, promises and the testing library's waits run as usual. A test that fakes the
// timers itself replaces this for its duration; its afterEach(useRealTimers) is undone here.
const { PINNED_NOW } = require('./clock');
const NOT_DATE = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame',
  'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'];
beforeEach(() => {
  jest.useFakeTimers({ now: PINNED_NOW, advanceTimers: true, doNotFake: NOT_DATE });
});
