// The route table's shapes and the two readings of it (issue 12: apart from the table itself, so the
// login page's own bundle carries only the /auth part of it, auth-routes.ts). routes.ts holds the table.
import type { RemoteName, Role } from '@portal/contract';

export type RouteOwner = 'shell' | RemoteName;
/** Which sidebar a placement belongs to: 1 admin, 4/5 staff, other profiles participant, none auth. */
export type MenuSet = 'admin' | 'staff' | 'participant' | 'auth';

export interface MenuPlacement {
  order: number;
  group?: string;
  /** defaults to the route's title */
  label?: string;
  /** routed and titled, but not drawn in the sidebar (SPEC 2.4 "hidden") */
  hidden?: boolean;
}

export interface PortalRoute {
  /** '/admin/edit-city/:id'; a last segment '*' matches the rest */
  path: string;
  owner: RouteOwner;
  /** Spanish page title (top bar) */
  title: string;
  /** who may open it; 'public' also without a session */
  roles: readonly Role[] | 'public';
  menu?: Partial<Record<MenuSet, MenuPlacement>>;
}

export interface MenuLink { kind: 'link'; label: string; path: string; hidden: boolean }
export interface MenuGroup { kind: 'group'; label: string; children: MenuLink[] }
export type MenuItem = MenuLink | MenuGroup;

/** Does `pathname` match a table path ('/admin/edit-city/:id'; a last segment '*' matches the rest)? */
export function matchesPath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    const seg = got[i];
    if (seg === undefined) return false;
    if (want[i].startsWith(':')) continue;
    if (want[i] !== seg) return false;
  }
  return got.length === want.length;
}

/** The first route of `routes` that `pathname` matches. */
export function findIn(routes: readonly PortalRoute[], pathname: string): PortalRoute | null {
  return routes.find((r) => matchesPath(r.path, pathname)) ?? null;
}

/** The menu `set` of `routes`, in order; groups keep the place of their first entry. */
export function menuOf(routes: readonly PortalRoute[], set: MenuSet): MenuItem[] {
  const placed = routes.flatMap((r) => {
    const p = r.menu?.[set];
    return p ? [{ route: r, p }] : [];
  }).sort((a, b) => a.p.order - b.p.order);

  const items: MenuItem[] = [];
  for (const { route, p } of placed) {
    const link: MenuLink = { kind: 'link', label: p.label ?? route.title, path: route.path, hidden: p.hidden === true };
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
