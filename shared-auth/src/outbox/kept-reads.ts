// Issue 28: the reads a participant needs with no signal, kept in IndexedDB per person from their
// last online visit: the sale form's options (brands, designs by brand, tires by design, the
// branches, their own row with their branch), the home's slides and their 'Lista de Ventas'.
// TanStack Query's own dehydrate/hydrate of the one client (docs/decisions.md "The offline sale":
// why not @tanstack/query-persist-client-core). Part of the shell's start (issue 24: a kilobyte; as a
// chunk of its own it was one more request on the way to the first screen); it reads only once a
// person is signed in.
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

const keyOf = (userId: number) => `reads-${userId}`;

/** the reads worth keeping for `userId` (another person's row, or any other read, is not kept) */
export function keepsRead(path: unknown, userId: number): boolean {
  if (typeof path !== 'string') return false;
  return (
    path === API.brandsAll || path === API.subsidiaries || path === API.invoicesAll || path === API.userGet(userId)
    || path.startsWith('/api/design/byBrand/') || path.startsWith('/api/tire/byDesign/') || path.startsWith('/api/slides/position/')
  );
}

let stop: (() => void) | null = null;

/**
 * Puts `userId`'s kept reads back into the page's client (only where the page has nothing newer),
 * then keeps every successful read worth keeping as it changes. Called again for another person,
 * it first stops keeping the previous one's.
 */
export async function keepReadsOf(userId: number | null, client = portalQueryClient): Promise<void> {
  stop?.();
  stop = null;
  if (userId === null) return;
  try {
    const kept = await get<KeptReads>(keyOf(userId), reads);
    // each read by its own age: one kept again today is not made younger by the others
    const young = kept?.state.queries.filter((q) => Date.now() - q.state.dataUpdatedAt < KEPT_READS_MAX_AGE_MS) ?? [];
    if (kept && young.length) hydrate(client, { ...kept.state, queries: young });
  } catch (err) {
    console.warn('No se pudieron leer los datos guardados en este teléfono', err);
  }
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    const state = dehydrate(client, {
      shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && keepsRead(query.queryKey[0], userId) && query.queryKey.length === 1,
    });
    set(keyOf(userId), { savedAt: Date.now(), state } satisfies KeptReads, reads).catch((err) => {
      // storage full or refused: the page works as before, only without the copy
      console.warn('No se pudieron guardar los datos en este teléfono', err);
    });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!keepsRead(event.query.queryKey[0], userId)) return;
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
  await del(keyOf(userId), reads).catch(() => undefined);
}
