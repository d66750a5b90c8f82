// The reads a participant needs with no signal, kept in IndexedDB per person from their online
// visits: the sale form's options (brands, designs by brand, tires by design, the branches, their
// own row with their branch; sale-options.ts fetches them all in the background), the home's slides
// and their 'Lista de Ventas'. TanStack Query's own dehydrate/hydrate of the one client
// (docs/guides/offline.md "The offline sale": why not @tanstack/query-persist-client-core). Part of the
// shell's start (a kilobyte; as a chunk of its own it was one more request on the way to the first
// screen); it reads only once a person is signed in.
//
// The copy is the union of every read kept, each replaced only by a newer answer of the same read:
// a read the page let go (TanStack Query drops a read no screen has shown for five minutes) stays in
// the copy, and is put back into the page the moment a screen asks for it with no answer of its own.
import { createStore, del, get, set } from 'idb-keyval';
import { dehydrate, hydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { API } from '@portal/contract';
import { portalQueryClient } from '../data';

const reads = createStore('portal-kept-reads', 'reads');
/** a copy older than this is not shown: the options and the list would mislead more than help */
export const KEPT_READS_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** writes gathered for this long: a screen's reads arrive together */
const WRITE_DELAY_MS = 1000;

interface KeptReads {
  savedAt: number;
  state: DehydratedState;
}
type KeptRead = DehydratedState['queries'][number];

const keyOf = (userId: number) => `reads-${userId}`;

/** the reads worth keeping for `userId` (another person's row, or any other read, is not kept) */
export function keepsRead(path: unknown, userId: number): boolean {
  if (typeof path !== 'string') return false;
  return (
    path === API.brandsAll || path === API.subsidiaries || path === API.invoicesAll || path === API.userGet(userId)
    || path.startsWith('/api/design/byBrand/') || path.startsWith('/api/tire/byDesign/') || path.startsWith('/api/slides/position/')
  );
}

const young = (read: KeptRead, now: number) => now - read.state.dataUpdatedAt < KEPT_READS_MAX_AGE_MS;

let stop: (() => void) | null = null;
/** the call that keeps reads now: one made while an earlier one still read the copy ends that one */
let current = 0;

/**
 * Puts `userId`'s kept reads back into the page's client (only where the page has nothing newer),
 * then keeps every successful read worth keeping as it changes. Called again for another person,
 * it first stops keeping the previous one's.
 */
export async function keepReadsOf(userId: number | null, client = portalQueryClient): Promise<void> {
  stop?.();
  stop = null;
  const call = ++current;
  if (userId === null) return;
  const isKept = (query: Query) => query.queryKey.length === 1 && keepsRead(query.queryKey[0], userId);
  /** the copy, by the read's hash: each read by its own age (one kept again today is not made younger by the others) */
  const copy = new Map<string, KeptRead>();
  try {
    const kept = await get<KeptReads>(keyOf(userId), reads);
    for (const read of kept?.state.queries ?? []) if (young(read, Date.now())) copy.set(read.queryHash, read);
    if (call !== current) return;
    if (copy.size) hydrate(client, { mutations: [], queries: [...copy.values()] });
  } catch (err) {
    console.warn('No se pudieron leer los datos guardados en este teléfono', err);
  }
  if (call !== current) return;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const now = Date.now();
    for (const read of dehydrate(client, { shouldDehydrateQuery: (q: Query) => q.state.status === 'success' && isKept(q) }).queries) {
      const before = copy.get(read.queryHash);
      if (!before || before.state.dataUpdatedAt <= read.state.dataUpdatedAt) copy.set(read.queryHash, read);
    }
    for (const [hash, read] of copy) if (!young(read, now)) copy.delete(hash);
    const state: DehydratedState = { mutations: [], queries: [...copy.values()] };
    set(keyOf(userId), { savedAt: now, state } satisfies KeptReads, reads).catch((err) => {
      // storage full or refused: the page works as before, only without the copy
      console.warn('No se pudieron guardar los datos en este teléfono', err);
    });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type === 'added') {
      // a screen asks for a read the page let go (or never had): the kept answer at once, and the
      // network's when there is one
      const read = copy.get(event.query.queryHash);
      if (read && event.query.state.data === undefined && isKept(event.query) && young(read, Date.now())) {
        hydrate(client, { mutations: [], queries: [read] });
      }
      return;
    }
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKept(event.query)) return;
    timer ??= setTimeout(save, WRITE_DELAY_MS);
  });
  stop = () => {
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
  // the reads that arrived while this module was loading
  timer = setTimeout(save, WRITE_DELAY_MS);
}

/** Logout: the person's kept reads are dropped with the session. */
export async function dropKeptReads(userId: number): Promise<void> {
  stop?.();
  stop = null;
  current += 1;
  await del(keyOf(userId), reads).catch(() => undefined);
}
