// The reads kept on the phone for offline use are the person's, and only those worth keeping; a read
// the page let go stays kept and comes back when a screen asks for it.
import { QueryClient } from '@tanstack/react-query';
import { API } from '@portal/contract';
import { apiKey } from '../data';
import { dropKeptReads, keepReadsOf, KEPT_READS_MAX_AGE_MS } from './kept-reads';

const NOW = new Date('2024-03-15T17:00:00Z').getTime();
const brands = [{ id: 1, name: 'Nexen' }];

/** what a page would have read (answers as if from the api) */
function readAll(client: QueryClient) {
  client.setQueryData(apiKey(API.brandsAll), brands);
  client.setQueryData(apiKey(API.designsByBrand(1)), [{ id: 10, name: 'N Blue HD' }]);
  client.setQueryData(apiKey(API.userGet(7)), { id: 7, subsidiary_id: 3 });
  // not worth keeping: another person's row, an administrator's list, a list page with parameters
  client.setQueryData(apiKey(API.userGet(9)), { id: 9 });
  client.setQueryData(apiKey('/api/users/all'), [{ id: 9 }]);
  client.setQueryData(apiKey(API.invoicesAll, { page: 2 }), [{ id: 3 }]);
}

const kept = (client: QueryClient) => client.getQueryCache().getAll().map((q) => JSON.stringify(q.queryKey)).sort();
/** the kept copy is written a second after the reads arrive */
const written = () => jest.advanceTimersByTimeAsync(1_100);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(async () => {
  await keepReadsOf(null);
  await dropKeptReads(7);
  await dropKeptReads(8);
  jest.useRealTimers();
});

test("a person's form options come back on their next open; not another person's, not an admin list", async () => {
  const online = new QueryClient();
  await keepReadsOf(7, online);
  readAll(online);
  await written();

  const laterOffline = new QueryClient();
  await keepReadsOf(7, laterOffline);
  expect(kept(laterOffline)).toEqual([
    JSON.stringify([API.brandsAll]), JSON.stringify([API.designsByBrand(1)]), JSON.stringify([API.userGet(7)]),
  ].sort());
  expect(laterOffline.getQueryData(apiKey(API.brandsAll))).toEqual(brands);

  const someoneElse = new QueryClient();
  await keepReadsOf(8, someoneElse);
  expect(kept(someoneElse)).toEqual([]);
});

test('a read kept more than 14 days ago is not shown, and a session that ends takes the copy with it', async () => {
  const online = new QueryClient();
  await keepReadsOf(7, online);
  readAll(online);
  await written();

  jest.setSystemTime(NOW + KEPT_READS_MAX_AGE_MS + 1);
  const tooLate = new QueryClient();
  await keepReadsOf(7, tooLate);
  expect(kept(tooLate)).toEqual([]);

  jest.setSystemTime(NOW + 1000);
  await dropKeptReads(7);
  const afterLogout = new QueryClient();
  await keepReadsOf(7, afterLogout);
  expect(kept(afterLogout)).toEqual([]);
});

test('a read the page let go stays in the copy when later reads are kept, and comes back when a screen asks for it', async () => {
  const online = new QueryClient();
  await keepReadsOf(7, online);
  readAll(online);
  await written();
  // TanStack Query drops a read no screen shows after five minutes; the page reads on meanwhile
  online.removeQueries({ queryKey: apiKey(API.designsByBrand(1)) });
  jest.setSystemTime(NOW + 10 * 60_000);
  online.setQueryData(apiKey(API.brandsAll), [...brands, { id: 2, name: 'Roadstone' }]);
  await written();

  // the same page, with no signal: the form asks for the designs again and gets the kept answer
  const offlineRead = await online.ensureQueryData({
    queryKey: apiKey(API.designsByBrand(1)),
    queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
  });
  expect(offlineRead).toEqual([{ id: 10, name: 'N Blue HD' }]);

  // the next page has both: the older read and the newer brands
  const next = new QueryClient();
  await keepReadsOf(7, next);
  expect(next.getQueryData(apiKey(API.designsByBrand(1)))).toEqual([{ id: 10, name: 'N Blue HD' }]);
  expect(next.getQueryData(apiKey(API.brandsAll))).toHaveLength(2);
});
