// The sales kept on the phone, in IndexedDB (a database of their own, 'portal-outbox'),
// each under its Idempotency-Key and stamped with the person who typed it; and their sending.
// Loaded on demand by ./pending-sales (the small part every page holds).
import { createStore, del, set, values } from 'idb-keyval';
import { formatNumber } from '@portal/shared-ui';
import { SUCCESS } from '@portal/contract';
import { useSession } from '../session';
import { ApiError, bodyText } from '../errors';
import { messages } from '../messages';
import { portalQueryClient, refetchPaths } from '../data';
import { postInvoice } from './invoice-post';
import { usePendingSales, type PendingSale } from './pending-sales';

const sales = createStore('portal-outbox', 'sales');

const signedIn = (): number | null => {
  const { user, token } = useSession.getState();
  return user && token ? user.id : null;
};

const oldestFirst = (a: PendingSale, b: PendingSale) => a.order - b.order;

async function readSales(userId: number): Promise<PendingSale[]> {
  const all = await values<PendingSale>(sales);
  return all.filter((s) => s.userId === userId).sort(oldestFirst);
}

/** Puts the person's kept sales in the store, unless another person signed in meanwhile. */
async function publish(userId: number): Promise<void> {
  const list = await readSales(userId);
  if (signedIn() === userId) usePendingSales.setState({ userId, sales: list });
}

export async function loadSales(): Promise<void> {
  const userId = signedIn();
  if (userId === null) return;
  try {
    await publish(userId);
  } catch (err) {
    console.warn('No se pudieron leer las ventas guardadas en este teléfono', err);
  }
}

export async function keepSale(sale: Omit<PendingSale, 'userId' | 'keptAt' | 'order' | 'state' | 'reason'>): Promise<void> {
  const userId = signedIn();
  if (userId === null) throw new ApiError(401, messages.noSession);
  let kept: PendingSale[];
  try {
    kept = await values<PendingSale>(sales);
  } catch (err) {
    console.warn(err);
    throw new ApiError(0, messages.storageRefused);
  }
  // the same invoice kept twice would be sent twice (the second refused as a duplicate)
  const same = kept.find((s) => s.userId === userId && s.key !== sale.key && s.state === 'pending' && s.data.number === sale.data.number && s.data.subsidiary_id === sale.data.subsidiary_id);
  if (same) throw new ApiError(409, messages.alreadyKept);
  const order = kept.reduce((max, s) => Math.max(max, s.order ?? 0), 0) + 1;
  const record: PendingSale = { ...sale, userId, keptAt: new Date().toISOString(), order, state: 'pending', reason: null };
  try {
    await set(record.key, record, sales);
  } catch (err) {
    // QuotaExceededError (a photo the phone has no room for), or storage refused by the browser
    console.warn('No se pudo guardar la venta en IndexedDB', err);
    throw new ApiError(0, messages.storageRefused);
  }
  await publish(userId);
}

export async function dropSale(key: string): Promise<void> {
  const userId = signedIn();
  if (userId === null) return;
  const mine = (await readSales(userId)).some((s) => s.key === key);
  if (mine) await del(key, sales);
  await publish(userId);
}

export async function discardAll(): Promise<void> {
  const userId = signedIn();
  if (userId === null) return;
  for (const sale of await readSales(userId)) await del(sale.key, sales);
  await publish(userId);
}

let running: Promise<void> | null = null;

/** One run at a time: an 'online' event during a run does not send a sale twice. */
export function sendPending(): Promise<void> {
  running ??= sendAll().finally(() => {
    running = null;
  });
  return running;
}

async function sendAll(): Promise<void> {
  const userId = signedIn();
  if (userId === null || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  let pending: PendingSale[];
  try {
    pending = (await readSales(userId)).filter((s) => s.state === 'pending');
  } catch {
    return;
  }
  if (pending.length === 0) return;
  usePendingSales.setState({ sending: true });
  let sent = 0;
  let points = 0;
  let balance: number | null = null;
  try {
    for (const sale of pending) {
      // a logout or another login during the run: the rest waits for its owner
      if (signedIn() !== userId) break;
      try {
        const answer = await postInvoice({
          data: sale.data, tires: sale.lines.map(({ brand_id, design_id, tire_id, amount }) => ({ brand_id, design_id, tire_id, amount })),
          image: sale.image, imageName: sale.imageName, idempotencyKey: sale.key,
        });
        if (answer?.message !== SUCCESS) {
          await set(sale.key, { ...sale, state: 'refused', reason: bodyText(answer) ?? messages.genericError }, sales);
          continue;
        }
        await del(sale.key, sales);
        sent += 1;
        points += answer.points;
        balance = answer.currentPoints;
      } catch (err) {
        // no answer, the api down (5xx) or the session refused (401/403: it waits for a new login
        // of the same person): stop here, the sale stays pending
        if (!(err instanceof ApiError) || err.status === 0 || err.status === 401 || err.status === 403 || err.status >= 500) break;
        await set(sale.key, { ...sale, state: 'refused', reason: err.detail }, sales);
      }
    }
  } finally {
    usePendingSales.setState({ sending: false });
    await publish(userId).catch(() => undefined);
  }
  if (sent > 0) {
    if (balance !== null && signedIn() === userId) useSession.getState().setPoints(balance);
    usePendingSales.setState({ notice: messages.salesSent(sent, formatNumber(points)) });
    void refetchPaths(portalQueryClient, ['/api/invoice', '/api/users']);
  }
}
