// ARCHITECTURE "Micro-frontends": each remote declares its own screens (path, title, the
// profiles that may open it, its place in each profile's menu) in its own code; its build writes them
// beside its mf-manifest.json as SCREENS_FILE, and the shell composes its routes and menus at run time
// from the remotes /portal.config.json names, beside its own pages (/auth, home, contact, politics,
// rtl). The shapes and the pure readings of a route table are here, used by the shell, the remotes and
// their builds alike; the table the shell composes lives in the shell.
//
// Read by hand, not with zod: the shell checks every remote's file on every first load, and zod's
// code and schemas are the largest cost of a phone's first load (docs/performance.md "Where a phone's CPU goes"); the shape is small and flat.
import { ROLES, roleOf, type Role } from './roles';
import type { RemoteName } from './config';

export type RouteOwner = 'shell' | RemoteName;
/** Which sidebar a placement belongs to: 1 admin, 4/5 staff, other profiles participant, none auth. */
export type MenuSet = 'admin' | 'staff' | 'participant' | 'auth';
export const MENU_SETS: readonly MenuSet[] = ['admin', 'staff', 'participant', 'auth'];

export interface MenuPlacement {
  order: number;
  group?: string;
  /** defaults to the route's title */
  label?: string;
  /** routed and titled, but not drawn in the sidebar (SPEC 2.4 "hidden") */
  hidden?: boolean;
}

/** One screen as its owner declares it. */
export interface ScreenDeclaration {
  /** '/admin/edit-city/:id'; a last segment '*' matches the rest */
  path: string;
  /** Spanish page title (top bar) */
  title: string;
  /** who may open it; 'public' also without a session (the shell's /auth pages only) */
  roles: readonly Role[] | 'public';
  menu?: Partial<Record<MenuSet, MenuPlacement>>;
  /**
   * The api reads the screen makes as it opens, so that on a first load of its address the
   * shell sends them beside the screen's code instead of after it (shell/src/prefetch.ts), into the
   * entries the screen then reads. Declared by the remote that owns the screen: a new release of it
   * changes them with no build of the shell. Each remote's tests hold them to the reads its screens
   * really make.
   */
  reads?: readonly ScreenRead[];
  /**
   * A number drawn beside the screen's entry in every menu it is in (the invoices waiting
   * for review): an api GET answering `{ total }`, read by the shell's sidebar through the one data
   * layer, so a write under its path refreshes it. ':me' only (a menu entry has no path parameters);
   * no number is drawn for 0 or while it cannot be read.
   */
  badge?: ScreenRead | typeof PENDING_SALES_BADGE;
  /**
   * The profiles for whom the screen works with no signal, from what the phone keeps (the
   * service worker's files and the reads kept for the person: the participant's home, 'Ingresar Venta',
   * 'Lista de Ventas'). While the browser is offline, every other screen says calmly, under the top
   * bar, that it needs a connection and will update itself when the signal returns (the shell's
   * OfflineBanner). Declared by the screen's owner, beside its reads.
   */
  offline?: readonly Role[];
}

/**
 * A count kept on the phone instead of read from the api: the person's sales waiting to be
 * sent (shared-auth usePendingSales).
 */
export const PENDING_SALES_BADGE = 'pending-sales';

/**
 * One read of a screen: an api GET path, where ':me' is the person's own user id and ':name' one of
 * the parameters of the screen's path, and the query it is sent with (a list's first page:
 * listPageParams). A read whose parameter is not a positive whole number is not sent (the screen does
 * not send it either: it shows its refusal).
 */
export interface ScreenRead {
  path: string;
  params?: Record<string, string | number>;
  /**
   * The reads this one's answer leads to, sent as soon as it is in (the request's
   * participant's invoices, once the request says who they are): ':name' in their path is the
   * answer's own top-level field of that name, sent only when it is a positive whole number. One
   * step only (they have no `then` of their own).
   */
  then?: readonly ScreenRead[];
}

/** The reads `read`'s answer leads to (its `then`), with each ':name' taken from the answer's fields. */
export function readsAfter(read: ScreenRead, answer: unknown): ScreenRead[] {
  if (!read.then || typeof answer !== 'object' || answer === null || Array.isArray(answer)) return [];
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer)) if (typeof value === 'number' || typeof value === 'string') values[name] = String(value);
  return read.then.flatMap((next) => {
    const filled = filledRead(next, values);
    return filled ? [filled] : [];
  });
}

/** A screen of the composed table: a declaration and who owns it. */
export interface PortalRoute extends ScreenDeclaration {
  owner: RouteOwner;
}

/** What a remote's build writes beside its mf-manifest.json (SCREENS_FILE). */
export interface RemoteScreens {
  remote: RemoteName;
  /** the release the file belongs to (the remote's version and build) */
  release: string;
  screens: ScreenDeclaration[];
  /**
   * The files each screen's code needs beyond the remote's entry and './routes', relative
   * to the manifest's folder, by screen path (the build reads them from the chunk each screen is
   * loaded in, named screenChunkName(path)). The api names them in the page it serves for that path,
   * so the browser fetches them beside the shell's own scripts. Absent for a screen built into
   * './routes' itself; the shell never reads it.
   */
  assets?: Record<string, string[]>;
}

export const SCREENS_FILE = 'screens.json';

/**
 * The name of the chunk a remote loads a screen's code in ('/admin/redeem-product/:id' ->
 * 'screen-redeem-product'): a remote's routes.tsx imports each screen lazily with this name
 * (`webpackChunkName`), and its build lists that chunk's files as the screen's assets.
 */
export function screenChunkName(path: string): string {
  const words = path.replace(/^\/admin\//, '').split('/').filter((part) => part && !part.startsWith(':') && part !== '*');
  return `screen-${words.join('-')}`;
}

/** Where a remote's screens are: beside the manifest the runtime config names. */
export function screensUrlOf(manifestUrl: string): string {
  const base = manifestUrl.split(/[?#]/)[0];
  return `${base.slice(0, base.lastIndexOf('/') + 1)}${SCREENS_FILE}`;
}

export interface MenuLink {
  kind: 'link';
  label: string;
  path: string;
  hidden: boolean;
  /** the screen's count read (ScreenDeclaration.badge), as declared (':me' unfilled) */
  badge?: ScreenDeclaration['badge'];
}
export interface MenuGroup { kind: 'group'; label: string; children: MenuLink[] }
export type MenuItem = MenuLink | MenuGroup;

/**
 * The segments of a path, kept: the shell composes its table by matching every declared path with
 * every other (a remote may not claim a path already taken), three times as the remotes' lists come
 * in, on a phone's first load (thousands of splits, 10-25 ms of a slow phone's CPU before the first
 * paint).
 * Bounded: the addresses a person visits are few, but never kept without limit.
 */
const SEGMENTS = new Map<string, readonly string[]>();
const SEGMENTS_KEPT = 512;
function segmentsOf(path: string): readonly string[] {
  let segments = SEGMENTS.get(path);
  if (!segments) {
    if (SEGMENTS.size >= SEGMENTS_KEPT) SEGMENTS.clear();
    segments = path.split(/[?#]/)[0].split('/').filter(Boolean);
    SEGMENTS.set(path, segments);
  }
  return segments;
}

/** Does `pathname` match a table path ('/admin/edit-city/:id'; a last segment '*' matches the rest)? */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    const seg = got[i];
    if (seg === undefined) return false;
    if (want[i].startsWith(':')) continue;
    if (want[i] !== seg) return false;
  }
  return got.length === want.length;
}

/** The values of the ':name' segments of `pattern` in `pathname` (matchesPath holds). */
function pathParams(pattern: string, pathname: string): Record<string, string> {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  const params: Record<string, string> = {};
  want.forEach((seg, i) => {
    if (seg.startsWith(':') && got[i] !== undefined) params[seg.slice(1)] = decodeURIComponent(got[i]);
  });
  return params;
}

const ROUTE_ID = /^[1-9]\d{0,9}$/;

/**
 * The reads `route` declares, for the person of `userId` at `pathname` (a path the route
 * matches): each path's ':me' and ':name' filled in, and a read left out when a value is not a
 * positive whole number (an id the screen would refuse to ask for).
 */
export function screenReads(route: ScreenDeclaration, pathname: string, userId: number | null | undefined): ScreenRead[] {
  const values: Record<string, string> = { ...pathParams(route.path, pathname) };
  if (userId !== null && userId !== undefined) values.me = String(userId);
  return (route.reads ?? []).flatMap((read) => {
    const filled = filledRead(read, values);
    return filled ? [filled] : [];
  });
}

/**
 * The reads of the screen at `pathname` with its path's parameters filled and ':me' kept,
 * for whoever opens it: the api names them in the page it serves (api/src/web/first-reads.ts), and
 * the page fills ':me' in from the stored session before its own code has arrived.
 */
export function screenReadsForPage(route: ScreenDeclaration, pathname: string): ScreenRead[] {
  const values: Record<string, string> = { ...pathParams(route.path, pathname), me: ME };
  return (route.reads ?? []).flatMap((read) => {
    const filled = filledRead(read, values);
    return filled ? [filled] : [];
  });
}

/** the person's own user id in a read's path (ScreenRead) */
export const ME = ':me';

/** `read` with its ':name' segments taken from `values`; null when one is not a positive whole number (':me' may stay itself) */
function filledRead(read: ScreenRead, values: Record<string, string>): ScreenRead | null {
  let ok = true;
  const path = read.path.replace(/:([a-zA-Z][a-zA-Z_]*)/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined || !(ROUTE_ID.test(value) || (name === 'me' && value === ME))) ok = false;
    return value ?? '';
  });
  if (!ok) return null;
  return { path, ...(read.params ? { params: { ...read.params } } : {}), ...(read.then ? { then: read.then } : {}) };
}

/** A menu entry's count read for the person of `userId` (':me' filled in), or null. */
export function badgeRead(badge: ScreenRead, userId: number | null | undefined): ScreenRead | null {
  return filledRead(badge, userId === null || userId === undefined ? {} : { me: String(userId) });
}

/** The first route of `routes` that `pathname` matches. */
export function findIn<R extends ScreenDeclaration>(routes: readonly R[], pathname: string): R | null {
  return routes.find((r) => matchesPath(r.path, pathname)) ?? null;
}

/** SPEC 6: the role is decided by profiles_id alone. */
export function mayOpen(route: ScreenDeclaration, profilesId: number | null | undefined): boolean {
  if (route.roles === 'public') return true;
  const role = roleOf(profilesId);
  return role !== null && route.roles.includes(role);
}

/** Does the screen work for this profile with no signal (ScreenDeclaration.offline)? */
export function worksOffline(route: ScreenDeclaration, profilesId: number | null | undefined): boolean {
  const role = roleOf(profilesId);
  return role !== null && (route.offline ?? []).includes(role);
}

/** May this profile open `pathname`, as `routes` declare it? False for a path they do not declare. */
export function mayOpenIn(routes: readonly ScreenDeclaration[], profilesId: number | null | undefined, pathname: string): boolean {
  const route = findIn(routes, pathname);
  return !!route && mayOpen(route, profilesId);
}

export function menuSetOf(profilesId: number | null | undefined): MenuSet {
  const role = roleOf(profilesId);
  if (role === null) return 'auth';
  if (role === 'approver' || role === 'buyer') return 'staff';
  return role;
}

/** The menu `set` of `routes`, in order; groups keep the place of their first entry. */
export function menuOf(routes: readonly ScreenDeclaration[], set: MenuSet): MenuItem[] {
  const placed = routes.flatMap((r) => {
    const p = r.menu?.[set];
    return p ? [{ route: r, p }] : [];
  }).sort((a, b) => a.p.order - b.p.order);

  const items: MenuItem[] = [];
  for (const { route, p } of placed) {
    const link: MenuLink = { kind: 'link', label: p.label ?? route.title, path: route.path, hidden: p.hidden === true, ...(route.badge ? { badge: route.badge } : {}) };
    if (!p.group) {
      items.push(link);
      continue;
    }
    const group = items.find((i): i is MenuGroup => i.kind === 'group' && i.label === p.group);
    if (group) group.children.push(link);
    else items.push({ kind: 'group', label: p.group, children: [link] });
  }
  return items;
}

/** a remote's screens live under /admin (the shell mounts every remote there) */
const REMOTE_PATH = /^\/admin\/[a-z0-9-]+(\/(:[a-zA-Z]+|[a-z0-9-]+))*$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function placementProblem(v: unknown): string | null {
  if (!isRecord(v)) return 'no es un objeto';
  if (typeof v.order !== 'number' || !Number.isFinite(v.order)) return "'order' no es un número";
  if (v.group !== undefined && (typeof v.group !== 'string' || !v.group.trim())) return "'group' no es un texto";
  if (v.label !== undefined && (typeof v.label !== 'string' || !v.label.trim())) return "'label' no es un texto";
  if (v.hidden !== undefined && typeof v.hidden !== 'boolean') return "'hidden' no es verdadero o falso";
  return null;
}

/** an api path of this origin: no other host, no '..', nothing but path characters */
const API_READ = /^\/api(\/(:[a-zA-Z][a-zA-Z_]*|[a-zA-Z0-9_-]+))+$/;

/** what is wrong with one read whose ':name' segments may be `own` ones or ':me', in Spanish; null when sound */
function readProblem(read: unknown, own: (name: string) => boolean, where: string): string | null {
  if (!isRecord(read) || typeof read.path !== 'string' || !API_READ.test(read.path)) return `${where} ${JSON.stringify(isRecord(read) ? read.path : read)} no es una ruta /api/...`;
  const unknown = [...read.path.matchAll(/:([a-zA-Z][a-zA-Z_]*)/g)].map((m) => m[1]).find((name) => name !== 'me' && !own(name));
  if (unknown) return `${where} ${read.path} usa ':${unknown}', que la ruta no tiene`;
  if (read.params !== undefined && (!isRecord(read.params) || !Object.values(read.params).every((p) => typeof p === 'string' || (typeof p === 'number' && Number.isFinite(p))))) {
    return `${where} ${read.path}: 'params' debe tener textos o números`;
  }
  if (read.then !== undefined) {
    if (!Array.isArray(read.then)) return `${where} ${read.path}: 'then' no es una lista`;
    for (const next of read.then) {
      // its ':name' are the answer's fields, whatever they are called
      const problem = readProblem(next, () => true, `la lectura que sigue a ${read.path}`);
      if (problem) return problem;
      if ((next as { then?: unknown }).then !== undefined) return `la lectura que sigue a ${read.path} no puede tener otra ('then')`;
    }
  }
  return null;
}

/** what is wrong with a screen's `reads` ('path' the screen's own), in Spanish; null when sound */
function readsProblem(reads: unknown, path: string): string | null {
  if (!Array.isArray(reads)) return "'reads' no es una lista";
  const own = new Set(path.split('/').filter((seg) => seg.startsWith(':')).map((seg) => seg.slice(1)));
  for (const read of reads) {
    const problem = readProblem(read, (name) => own.has(name), 'la lectura');
    if (problem) return problem;
  }
  return null;
}

/** The first thing wrong with one declared screen of a remote, in Spanish; null when it is sound. */
export function screenProblem(v: unknown): string | null {
  if (!isRecord(v)) return 'una pantalla no es un objeto';
  const path = typeof v.path === 'string' ? v.path : null;
  if (!path || !REMOTE_PATH.test(path)) return `la ruta ${JSON.stringify(v.path)} no es una ruta /admin/...`;
  if (typeof v.title !== 'string' || !v.title.trim()) return `${path}: falta el título`;
  if (!Array.isArray(v.roles) || v.roles.length === 0 || !v.roles.every((r) => ROLES.includes(r as Role))) {
    return `${path}: 'roles' debe listar perfiles (${ROLES.join(', ')})`;
  }
  if (v.offline !== undefined && (!Array.isArray(v.offline) || !v.offline.every((r) => ROLES.includes(r as Role)))) {
    return `${path}: 'offline' debe listar perfiles (${ROLES.join(', ')})`;
  }
  if (v.reads !== undefined) {
    const problem = readsProblem(v.reads, path);
    if (problem) return `${path}: ${problem}`;
  }
  if (v.badge !== undefined && v.badge !== PENDING_SALES_BADGE) {
    // a menu entry has no path parameters: ':me' only
    const problem = readProblem(v.badge, () => false, "el contador ('badge')");
    if (problem) return `${path}: ${problem}`;
  }
  if (v.menu !== undefined) {
    if (!isRecord(v.menu)) return `${path}: 'menu' no es un objeto`;
    for (const [set, placement] of Object.entries(v.menu)) {
      if (!MENU_SETS.includes(set as MenuSet) || set === 'auth') return `${path}: menú desconocido '${set}'`;
      const problem = placementProblem(placement);
      if (problem) return `${path}: menú '${set}': ${problem}`;
    }
  }
  return null;
}

/**
 * A remote's SCREENS_FILE as the shell reads it: its sound screens, or the reason the whole file is
 * refused (in Spanish, naming the remote), so the shell can say which remote is at fault.
 */
export function readRemoteScreens(remote: RemoteName, value: unknown): { ok: true; value: RemoteScreens } | { ok: false; problem: string } {
  const refuse = (why: string) => ({ ok: false as const, problem: `El módulo '${remote}' declara mal sus pantallas: ${why}.` });
  if (!isRecord(value)) return refuse('su lista no es un objeto JSON');
  if (value.remote !== remote) return refuse(`la lista es del módulo ${JSON.stringify(value.remote)}`);
  if (typeof value.release !== 'string' || !value.release) return refuse("falta 'release'");
  if (!Array.isArray(value.screens)) return refuse("'screens' no es una lista");
  const seen = new Set<string>();
  for (const screen of value.screens) {
    const problem = screenProblem(screen);
    if (problem) return refuse(problem);
    const { path } = screen as ScreenDeclaration;
    if (seen.has(path)) return refuse(`${path} está dos veces`);
    seen.add(path);
  }
  return { ok: true, value: { remote, release: value.release, screens: value.screens as ScreenDeclaration[] } };
}
