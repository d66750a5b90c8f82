// The web units' clock and time zone (a test never depends on the day it runs or on the
// machine's zone). Every test starts with Date at PINNED_NOW, moving on in real time from there;
// a test's own `jest.useFakeTimers()` starts at the same instant (jest.config.js `fakeTimers.now`).
// The day is one on which a Monday-first calendar opens on a month whose first row holds the
// previous month's day of the same number (26 October beside 26 November 2026): a test that picks
// "the day named 26" without its month fails here, as it would on a real 26 November.
// 15:00 UTC is 10:00 in Colombia, so the device's day and the rule's day (contract invoiceToday)
// are the same; tests of the hours between them pin their own clock.
const PINNED_NOW = Date.UTC(2026, 10, 26, 15, 0, 0);
// Colombia, where the portal's people are (UTC-5, no daylight saving).
const PINNED_TZ = 'America/Bogota';
module.exports = { PINNED_NOW, PINNED_TZ };
