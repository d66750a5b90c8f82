// The portal's route table, composed at run time (ARCHITECTURE "Micro-frontends"): the
// shell's own pages (own.ts) and the screens each remote declares in its own code, read from the
// SCREENS_FILE its build writes beside the mf-manifest.json that /portal.config.json names. A remote
// deployed alone with a new screen shows it in the menus of its profiles on the next load, with no
// shell build. The api still enforces every role; the table only decides what is drawn and routed.
//
// A remote whose file cannot be read, is malformed, or claims a path the shell or an earlier remote
// (in /portal.config.json's order) owns is named in the log and in `problems`; every other screen keeps
// working. The lists of the remotes that do not declare the page's path come written in the page the
// api serves (api/src/web/hints.ts), the others from the network. A path nobody declares
// while a remote's list is missing is 'unavailable', not 'unknown', so the person is not sent home for
// a remote that is down.
import { create } from 'zustand';
import {
  findIn, mayOpen, menuOf, menuSetOf, PAGE_SCREENS_ELEMENT, readPageJson, readRemoteScreens, REMOTE_NAMES, screensUrlOf, worksOffline,
  type MenuItem, type PageScreens, type PortalConfig, type PortalRoute, type RemoteName, type RemoteScreens, type RouteOwner, type ScreenDeclaration,
} from '@portal/contract';
import { SHELL_ROUTES } from './own';

export type RemoteListState =
  | { status: 'loading' }
  | { status: 'ready'; value: RemoteScreens }
  | { status: 'failed'; problem: string };

export interface RouteTableState {
  /** each configured remote's list of screens, as far as it has come */
  remotes: Partial<Record<RemoteName, RemoteListState>>;
  /** the shell's pages and every accepted remote screen, in that order (one array per composition) */
  routes: readonly PortalRoute[];
  /** the release each remote's screens came from (for the log and for support) */
  releases: Partial<Record<RemoteName, string>>;
  /** what was refused, naming the remote at fault (Spanish) */
  problems: readonly string[];
}

function compose(remotes: RouteTableState['remotes']): Omit<RouteTableState, 'remotes'> {
  const routes: PortalRoute[] = [...SHELL_ROUTES];
  const releases: RouteTableState['releases'] = {};
  const problems: string[] = [];
  for (const name of REMOTE_NAMES) {
    const state = remotes[name];
    if (state?.status === 'failed') problems.push(state.problem);
    if (state?.status !== 'ready') continue;
    releases[name] = state.value.release;
    for (const screen of state.value.screens) {
      // a pattern that matches another's path, either way, for a profile both let in, is a claim on
      // it; one path may be two remotes' for different profiles (SPEC 2.4 /invoices-list: the
      // participant's own sales, the administrator's list of every sale)
      const taken = routes.find((r) => (findIn([r], screen.path) || findIn([screen], r.path)) && shareARole(r, screen));
      if (taken) {
        problems.push(`El módulo '${name}' declara ${screen.path}, que ya es ${taken.owner === 'shell' ? 'del portal' : `del módulo '${taken.owner}'`}: se ignora.`);
        continue;
      }
      routes.push({ ...screen, owner: name });
    }
  }
  return { routes, releases, problems };
}

function shareARole(a: ScreenDeclaration, b: ScreenDeclaration): boolean {
  if (a.roles === 'public' || b.roles === 'public') return true;
  const other = b.roles;
  return a.roles.some((role) => other.includes(role));
}

/** The screen at `pathname` for this profile: the one it may open, else the first that matches. */
function screenAt(state: RouteTableState, pathname: string, profilesId: number | null | undefined): PortalRoute | null {
  const matching = state.routes.filter((r) => findIn([r], pathname));
  return matching.find((r) => mayOpen(r, profilesId)) ?? matching[0] ?? null;
}

export const useRouteTable = create<RouteTableState>(() => ({ remotes: {}, ...compose({}) }));

function setRemote(name: RemoteName, state: RemoteListState): void {
  const remotes = { ...useRouteTable.getState().remotes, [name]: state };
  const next = compose(remotes);
  for (const problem of next.problems) {
    if (!useRouteTable.getState().problems.includes(problem)) console.error(`[portal] ${problem}`);
  }
  useRouteTable.setState({ remotes, ...next });
}

/** Tests and the first-screen pages: the table as if these lists had been read. */
export function setRemoteScreens(lists: readonly RemoteScreens[]): void {
  const remotes = Object.fromEntries(lists.map((value) => [value.remote, { status: 'ready', value } as const]));
  useRouteTable.setState({ remotes, ...compose(remotes) });
}

let configured: PortalConfig | null = null;

/** the lists the page was served with, by manifest address (api/src/web/hints.ts), each taken once */
let pageLists = new Map<string, unknown>();
function readPageLists(): Map<string, unknown> {
  const value = readPageJson(PAGE_SCREENS_ELEMENT, document);
  return new Map(value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value as PageScreens) : []);
}
function takeListInPage(manifestUrl: string): unknown {
  const list = pageLists.get(manifestUrl);
  pageLists.delete(manifestUrl);
  return list;
}

/**
 * A remote's list: the page's copy when it has one for this manifest and it is of the release the
 * runtime config names (a page kept from before a deploy is not), else from the network. The page's
 * copy is taken once: Reintentar asks the network.
 */
async function readList(name: RemoteName, manifestUrl: string, release: string | null | undefined): Promise<RemoteListState> {
  const inPage = takeListInPage(manifestUrl);
  if (inPage !== undefined) {
    const read = readRemoteScreens(name, inPage);
    if (read.ok && (release == null || read.value.release === release)) return { status: 'ready', value: read.value };
  }
  const url = screensUrlOf(manifestUrl);
  try {
    // same-origin credentials: the request the page's preload hint made (api/src/web/hints.ts)
    const response = await fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) return { status: 'failed', problem: `El módulo '${name}' no publicó sus pantallas (${url} respondió ${response.status}).` };
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return { status: 'failed', problem: `El módulo '${name}' no publicó sus pantallas (${url} no es JSON).` };
    }
    const read = readRemoteScreens(name, body);
    return read.ok ? { status: 'ready', value: read.value } : { status: 'failed', problem: read.problem };
  } catch {
    return { status: 'failed', problem: `El módulo '${name}' no respondió (${url}).` };
  }
}

/** Reads every configured remote's screens (each on its own: one that fails holds up no other). */
export async function loadRemoteScreens(config: PortalConfig): Promise<void> {
  configured = config;
  pageLists = readPageLists();
  await readLists(config, REMOTE_NAMES.filter((name) => config.remotes[name]));
}

/** marks these remotes' lists as on their way, then reads each (one that fails holds up no other) */
async function readLists(config: PortalConfig, names: readonly RemoteName[]): Promise<void> {
  for (const name of names) setRemote(name, { status: 'loading' });
  await Promise.all(names.map(async (name) => setRemote(name, await readList(name, config.remotes[name], config.releases?.[name]))));
}

/** Reintentar: reads again the lists that could not be read. */
export async function retryRemoteScreens(): Promise<void> {
  const config = configured;
  if (!config) return;
  await readLists(config, REMOTE_NAMES.filter((name) => useRouteTable.getState().remotes[name]?.status === 'failed'));
}

/** A composed table resolved once all lists are in (read or failed): the bootstrap's early load. */
export function whenRoutesSettled(): Promise<RouteTableState> {
  const settled = (s: RouteTableState) => Object.values(s.remotes).every((r) => r?.status !== 'loading');
  const now = useRouteTable.getState();
  if (settled(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = useRouteTable.subscribe((s) => {
      if (settled(s)) {
        stop();
        resolve(s);
      }
    });
  });
}

// --- readings of a table (pure: the state is passed in) ---

export type PathLookup =
  | { kind: 'route'; route: PortalRoute }
  /** no screen yet: a remote's list is still on its way */
  | { kind: 'pending' }
  /** no screen, and these remotes' lists could not be read: it may be one of theirs */
  | { kind: 'unavailable'; remotes: RemoteName[] }
  /** nobody declares it (SPEC 2.1: the shell sends it home) */
  | { kind: 'unknown' };

export function lookupPath(state: RouteTableState, pathname: string, profilesId?: number | null): PathLookup {
  const route = screenAt(state, pathname, profilesId);
  if (route) return { kind: 'route', route };
  const entries = Object.entries(state.remotes) as [RemoteName, RemoteListState][];
  if (entries.some(([, s]) => s.status === 'loading')) return { kind: 'pending' };
  const failed = entries.filter(([, s]) => s.status === 'failed').map(([name]) => name);
  return failed.length ? { kind: 'unavailable', remotes: failed } : { kind: 'unknown' };
}

export function routeOwner(state: RouteTableState, pathname: string, profilesId?: number | null): RouteOwner | null {
  return screenAt(state, pathname, profilesId)?.owner ?? null;
}

export function routeTitle(state: RouteTableState, pathname: string, profilesId?: number | null): string | null {
  return screenAt(state, pathname, profilesId)?.title ?? null;
}

/**
 * Does the screen at `pathname` work for this profile with no signal (its owner's
 * `offline`)? An unknown path, or one still unknown while the remotes' lists come in, does not.
 */
export function routeWorksOffline(state: RouteTableState, pathname: string, profilesId?: number | null): boolean {
  const route = screenAt(state, pathname, profilesId);
  return !!route && worksOffline(route, profilesId);
}

/** SPEC 6: the role is decided by profiles_id alone; an unknown path can not be opened. */
export function canOpen(state: RouteTableState, profilesId: number | null | undefined, pathname: string): boolean {
  const route = screenAt(state, pathname, profilesId);
  return !!route && mayOpen(route, profilesId);
}

/**
 * SPEC 2.4 + SPEC 6: the sidebar of a profile, in order; groups keep the place of their first entry.
 * Only the screens the profile may open: the approver and the buyer share a menu set ('staff'), and
 * 'Facturas por revisar' (ours) is the approver's, not the buyer's (SPEC 6: the buyer's menu is unchanged).
 */
export function menuFor(state: RouteTableState, profilesId: number | null | undefined): MenuItem[] {
  return menuOf(state.routes.filter((r) => mayOpen(r, profilesId)), menuSetOf(profilesId));
}
