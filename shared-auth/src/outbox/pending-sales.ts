// The sales a person registered with no signal (ARCHITECTURE "Offline"), kept on the phone until they are sent.
// This module is what every page holds (the shell's sidebar counts them, 'Lista de Ventas' shows
// them): a small store of the signed-in person's kept sales. Reading and writing IndexedDB and
// sending are in ./outbox-store, loaded only when first needed (the shell's start stays light).
import { create } from 'zustand';
import { afterPageLoad } from '@portal/shared-ui';
import { useSession } from '../session';
import { dropKeptReads, keepReadsOf } from './kept-reads';

export interface PendingSaleLine {
  brand: string;
  design: string;
  tire: string;
  amount: number;
  /** ids and points of the line, to open the sale again in the form */
  brand_id: number;
  design_id: number;
  tire_id: number;
  tirePoints: number;
}

/** One sale kept on the phone, under the Idempotency-Key the form made for it. */
export interface PendingSale {
  key: string;
  /** the person who typed it: only they see or send it */
  userId: number;
  /** ISO time it was kept, as the phone's clock said (shown only) */
  keptAt: string;
  /** the order it was kept in: sent oldest first (the phone's clock may be off, or the same) */
  order: number;
  data: { sale_date: string; number: string; price: number; subsidiary_id: number };
  image: Blob;
  imageName: string;
  lines: PendingSaleLine[];
  /** the points it will earn, as the form showed them */
  points: number;
  /** 'refused': the api answered a 4xx; it waits for the person to correct or delete it */
  state: 'pending' | 'refused';
  /** the api's Spanish reason when refused */
  reason: string | null;
}

interface PendingSalesState {
  /** whose sales `sales` are (null: nobody signed in, or not read yet) */
  userId: number | null;
  sales: PendingSale[];
  /** the last "N ventas enviadas" notice, until the person closes it */
  notice: string | null;
  sending: boolean;
  closeNotice(): void;
}

export const usePendingSales = create<PendingSalesState>()((set) => ({
  userId: null,
  sales: [],
  notice: null,
  sending: false,
  closeNotice: () => set({ notice: null }),
}));

const store = () => import(/* webpackChunkName: "outbox" */ './outbox-store');

/** Keeps a sale of the signed-in person; rejects with a Spanish text when the phone cannot keep it. */
export async function keepSale(sale: Omit<PendingSale, 'userId' | 'keptAt' | 'order' | 'state' | 'reason'>): Promise<void> {
  return (await store()).keepSale(sale);
}

/** The person deletes a kept sale (sent or not, it is gone from the phone). */
export async function dropPendingSale(key: string): Promise<void> {
  return (await store()).dropSale(key);
}

/** Sends the signed-in person's pending sales now, oldest first (nothing when offline). */
export async function sendPendingSales(): Promise<void> {
  return (await store()).sendPending();
}

/** Reads the signed-in person's kept sales into the store. */
export async function loadPendingSales(): Promise<void> {
  return (await store()).loadSales();
}

/** The person's kept sales are discarded (logout after asking). */
export async function discardPendingSales(): Promise<void> {
  return (await store()).discardAll();
}

let watching = false;
/**
 * The shell calls it once: whenever the signed-in person changes, their kept sales are read (and
 * sent when online); the window's 'online' event sends them. Nothing is loaded for a page with no
 * session, and the IndexedDB code only once there is one, a moment after the page's load. Returns
 * a stop (the layout that watches leaves the page).
 */
export function watchPendingSales(): () => void {
  if (watching || typeof window === 'undefined') return () => undefined;
  watching = true;
  // work started before the stop (a read of the kept sales, then their sending) goes no further
  let stopped = false;
  const signedIn = () => {
    const { user, token } = useSession.getState();
    return user && token ? user.id : null;
  };
  // the form's options and the last-known screens of this person, from their last online visit, at
  // once: a page with no signal shows them from its first render, and one with signal keeps its reads
  // as they arrive. A session that ends (logout, or refused by the api) takes its copy with it (not
  // its sales).
  let keptFor: number | null = null;
  /** settles once the signed-in person's kept reads are in the page */
  let keptReady: Promise<void> = Promise.resolve();
  /** every option of the sale form read in the background, after the page's load, with a network */
  let pageLoaded = false;
  const followOptions = () => {
    void keptReady.then(() => {
      const { user, token } = useSession.getState();
      if (stopped || !pageLoaded || !user || !token || !navigator.onLine) return;
      void import('./sale-options').then(({ keepSaleOptions }) => keepSaleOptions(user.id, user.profiles_id));
    });
  };
  const followReads = () => {
    const userId = signedIn();
    if (userId === keptFor) return;
    const previous = keptFor;
    keptFor = userId;
    keptReady = (async () => {
      if (previous !== null) await dropKeptReads(previous);
      await keepReadsOf(userId);
    })();
    followOptions();
  };
  const followSales = () => {
    const userId = signedIn();
    if (userId === usePendingSales.getState().userId) return;
    usePendingSales.setState({ userId, sales: [], notice: null });
    if (userId !== null) void loadPendingSales().then(() => (!stopped && navigator.onLine ? sendPendingSales() : undefined));
  };
  const unsubscribeReads = useSession.subscribe(followReads);
  followReads();
  // the kept sales' code and IndexedDB reads, not on the way to the page's first screen
  let unsubscribeSales = () => undefined as void;
  const cancelStart = afterPageLoad(() => {
    unsubscribeSales = useSession.subscribe(followSales);
    followSales();
    pageLoaded = true;
    followOptions();
  });
  const online = () => {
    void sendPendingSales();
    followOptions();
  };
  window.addEventListener('online', online);
  // the home's own bundle stops watching when the whole shell takes the page over (it watches then)
  return () => {
    stopped = true;
    watching = false;
    cancelStart();
    unsubscribeReads();
    unsubscribeSales();
    window.removeEventListener('online', online);
  };
}
