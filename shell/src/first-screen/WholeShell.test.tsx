// The home fetches the whole shell's files for the next page only when they do not
// compete with its own picture: a while after its load, or at a person's first sign of leaving.
import { act, fireEvent } from '@testing-library/react';
import { createRoot } from 'react-dom/client';

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

// A move from the home starts the whole shell in this page instead of loading a new document
test("a move from the home adds the shell's main.js to this page once it is fetched, and the home steps aside for it", async () => {
  const { keepPageRoot, openInThisPage } = await freshModule();
  document.body.innerHTML = '<div id="root"></div>';
  const root = createRoot(document.getElementById('root')!);
  act(() => root.render(<h1>Inicio</h1>));
  keepPageRoot(root);

  openInThisPage('/admin/products', 'Cargando...');
  openInThisPage('/admin/products', 'Cargando...'); // a second click while it starts: once
  const preloads = document.head.querySelectorAll('link[rel="preload"]');
  expect([...preloads].map((l) => l.getAttribute('href'))).toEqual(['/main.js?abc']);
  // until the file is in, the home stays as it is
  expect(document.querySelector('h1')).toHaveTextContent('Inicio');
  expect(document.querySelector('script')).toBeNull();

  // nothing marks a move to the shell until the home steps aside
  expect(document.documentElement).not.toHaveAttribute('data-moved-into-shell');
  act(() => {
    fireEvent.load(preloads[0]);
  });
  // the shell's first page is a move to the person (layouts/focusOnNavigation.ts): its heading takes the focus
  expect(document.documentElement).toHaveAttribute('data-moved-into-shell');
  document.documentElement.removeAttribute('data-moved-into-shell');
  expect(document.querySelector('h1')).toBeNull();
  expect(document.getElementById('root')).toHaveTextContent('Cargando...');
  expect(document.querySelector('#root [role="status"]')).not.toBeNull();
  expect([...document.querySelectorAll('script')].map((s) => s.getAttribute('src'))).toEqual(['/main.js?abc']);
});
