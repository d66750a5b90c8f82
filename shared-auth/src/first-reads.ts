// A remote's page is drawn once its first api reads have answered and its remote's files have come.
// Waiting for the shell's main.js (some 124 KB on a phone's network) to arrive and run before asking
// for either is, on a slow 4G, most of the page's wait. The api names the page's first reads in the
// page it serves (api/src/web/first-reads.ts: the session check and the reads the path's screen
// declares, ':me' left open), and a script of a few hundred bytes, run before main.js
// (shell/src/first-reads.ts), sends them with the stored session's token while main.js is still on
// its way. The http client then takes each answer once, for the same address and the same token
// (`takeFirstRead`, http.ts), instead of asking again; an early read that failed is simply asked
// again. Nothing else changes: a 401 ends the session as always, and a screen the person may not
// open is refused as always (its read is not sent: the person's profile is checked against the
// screen's roles). A read that follows another's answer (contract ScreenRead `then`: the request's
// participant's invoices) goes out as soon as that answer is in.
// On a path two remotes declare for different profiles the page names neither remote's files as
// preload hints (it is the same page for everyone); the plan carries each screen's files instead, and
// this script preloads those of the person's screen, as the api writes its hints (api/src/web/hints.ts
// hintTags), so they come beside main.js and the other profile's never come.
import { get } from 'idb-keyval';
import { FIRST_READS_ELEMENT, matchesPath, readPageJson, readsAfter, roleOf, withQuery, type FirstReadsPlan, type PageRead } from '@portal/contract';

/** the key the session is kept under in IndexedDB (session.ts persists it there) */
export const SESSION_STORAGE_KEY = 'portal-session';

interface FirstRead {
  authorization: string;
  response: Promise<Response>;
  /** performance.now() when it was sent */
  sentAt: number;
}

/** an early answer is the page's first one only: one not taken by then is not used (a later read asks afresh) */
export const FIRST_READ_FRESH_MS = 10_000;

interface FirstReads {
  /** settles once the session was read and the reads sent (or there was nothing to send) */
  ready: Promise<void>;
  reads: Map<string, FirstRead>;
  following: Following[];
}

interface Following {
  /** its address as declared, ':name' segments of its path not yet filled in */
  template: string;
  /** settles once it is sent (or will not be) */
  settled: Promise<void>;
}

/** a url's path and its query from '?' on ('' when it has none) */
function splitQuery(url: string): [path: string, query: string] {
  const at = url.indexOf('?');
  return at < 0 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

/**
 * Is `url` an address `template` may have once filled in? Its path with each ':name' one segment
 * (contract matchesPath, the screens' own rule), its query exactly as written.
 */
function fillsIn(template: string, url: string): boolean {
  const [path, query] = splitQuery(template);
  const [urlPath, urlQuery] = splitQuery(url);
  return query === urlQuery && matchesPath(path, urlPath);
}

const GLOBAL = '__portalFirstReads';
type WithFirstReads = typeof globalThis & { [GLOBAL]?: FirstReads };

function planOf(doc: Document): FirstReadsPlan | null {
  const plan = readPageJson(FIRST_READS_ELEMENT, doc) as FirstReadsPlan | null;
  return plan && typeof plan.session === 'string' && Array.isArray(plan.screens) ? plan : null;
}

/** the stored session's token and person, as zustand's persist wrote them; null when there is none */
async function storedSession(): Promise<{ token: string; id: number; profilesId: number } | null> {
  const text = await get<string>(SESSION_STORAGE_KEY);
  const state = text ? (JSON.parse(text) as { state?: { token?: unknown; user?: { id?: unknown; profiles_id?: unknown } | null } }).state : undefined;
  const { token, user } = state ?? {};
  return typeof token === 'string' && token && typeof user?.id === 'number' && typeof user.profiles_id === 'number'
    ? { token, id: user.id, profilesId: user.profiles_id }
    : null;
}

/**
 * Sends the page's first reads and preloads the files of the person's screen the plan names (run
 * once, by the script the page names before main.js). Without a plan in the page or a stored session,
 * or for a person none of its screens is for, it sends and preloads nothing; it never throws.
 */
export function startFirstReads(doc: Document = document): void {
  // once a page: the page's script, or the first call that finds the page's plan before it ran (takeFirstRead)
  if ((globalThis as WithFirstReads)[GLOBAL]) return;
  const plan = planOf(doc);
  if (!plan) return;
  const view = doc.defaultView;
  /** a read for another viewport (PageRead `media`) is not this page's */
  const forThisViewport = (read: PageRead) => !read.media || typeof view?.matchMedia !== 'function' || view.matchMedia(read.media).matches;
  const reads = new Map<string, FirstRead>();
  /** the reads that wait for an earlier one's answer to be sent (`then`): their addresses, and that answer */
  const following: Following[] = [];
  const ready = storedSession().then(
    (session) => {
      if (!session) return;
      const role = roleOf(session.profilesId);
      const screen = plan.screens.find((s) => s.roles === 'public' || (role !== null && s.roles.includes(role)));
      // the person's screen's files, preloaded as the page's own hints would be (hints.ts hintTags)
      for (const { href, as } of screen?.hints ?? []) {
        const link = doc.createElement('link');
        link.rel = 'preload';
        link.href = href;
        link.setAttribute('as', as);
        if (as === 'fetch') link.setAttribute('crossorigin', 'anonymous');
        doc.head.append(link);
      }
      const authorization = `Bearer ${session.token}`;
      const send = (url: string) => {
        const response = fetch(url, { headers: { accept: 'application/json', authorization } });
        // taken by the client, or by nobody: a failure here is the client's to ask again
        response.catch(() => undefined);
        reads.set(url, { authorization, response, sentAt: performance.now() });
        return response;
      };
      send(plan.session);
      for (const read of (screen?.reads ?? []).filter(forThisViewport)) {
        const response = send(read.url.replace(/:me(?=[/?#]|$)/g, String(session.id)));
        if (!read.then?.length) continue;
        // the reads its answer leads to, as soon as it is in; the copy read here, the answer the client's
        const settled = response
          .then((r) => (r.ok ? r.clone().json() : null))
          .then((answer: unknown) => {
            for (const next of readsAfter({ path: read.url, then: read.then }, answer)) send(withQuery(next.path, next.params));
          })
          .catch(() => undefined);
        for (const next of read.then) following.push({ template: withQuery(next.path, next.params), settled });
      }
    },
  )
    // a session or a plan of another shape: nothing sent, and the client is never kept waiting on it
    .catch(() => undefined);
  (globalThis as WithFirstReads)[GLOBAL] = { ready, reads, following };
}

/** Whether the page's first script sent a GET of `url` whose answer is still to be taken (once it has read the session). */
export async function firstReadWaiting(url: string): Promise<boolean> {
  const first = (globalThis as WithFirstReads)[GLOBAL];
  if (!first) return false;
  await first.ready;
  return first.reads.has(url);
}

/**
 * The early answer for a GET of `url` with `authorization`, taken once; null when the page sent none
 * (at once, when the page sent no reads at all), or when it failed: the caller then asks the network.
 */
export function takeFirstRead(url: string, authorization: string | undefined): Promise<Response | null> | null {
  // a first-screen page's scripts run as each arrives: its bundle may call before the page's script ran
  if (typeof document !== 'undefined') startFirstReads(document);
  const first = (globalThis as WithFirstReads)[GLOBAL];
  if (!first || !authorization) return null;
  return first.ready.then(async () => {
    // a read that follows an earlier one's answer (the client asks for it once it has that answer
    // too) is named only once the page's script has read it
    if (!first.reads.has(url)) await Promise.all(first.following.filter((f) => fillsIn(f.template, url)).map((f) => f.settled));
    const read = first.reads.get(url);
    if (!read || read.authorization !== authorization) return null;
    first.reads.delete(url);
    if (performance.now() - read.sentAt > FIRST_READ_FRESH_MS) return null;
    return read.response.catch(() => null);
  });
}
