// Issue 12: the home fetches the whole shell's files for the next page only when they no longer
// compete with its own picture: a while after its load, or at a person's first sign of leaving.
import { fireEvent } from '@testing-library/react';

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));

async function freshModule() {
  jest.resetModules();
  document.head.innerHTML = '<meta name="portal-next-files" content="/main.js?abc /bootstrap.12345678.js">';
  return import('./WholeShell');
}

afterEach(() => jest.useRealTimers());

test('a while after the page has loaded, the next page\'s files are fetched, once', async () => {
  jest.useFakeTimers();
  const { prefetchNextPageLater, prefetchNextPage, NEXT_PAGE_PREFETCH_DELAY_MS } = await freshModule();
  prefetchNextPageLater(); // jsdom's document is complete already
  jest.advanceTimersByTime(NEXT_PAGE_PREFETCH_DELAY_MS - 100);
  expect(prefetched()).toEqual([]);
  jest.advanceTimersByTime(200);
  expect(prefetched()).toEqual(['/main.js?abc', '/bootstrap.12345678.js']);
  prefetchNextPage();
  fireEvent.pointerDown(document.body);
  expect(prefetched()).toHaveLength(2);
});

test('a touch on the page fetches them at once', async () => {
  jest.useFakeTimers();
  const { prefetchNextPageLater } = await freshModule();
  prefetchNextPageLater();
  expect(prefetched()).toEqual([]);
  fireEvent.touchStart(document.body);
  expect(prefetched()).toEqual(['/main.js?abc', '/bootstrap.12345678.js']);
  jest.runAllTimers();
  expect(prefetched()).toHaveLength(2);
});
