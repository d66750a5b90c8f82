// Each menu set's order numbers, shared out once among the shell and the remotes: a team places its
// screens' entries inside its own ranges, so no two teams pick the same number and nobody
// coordinates numbers by hand (docs/guides/add-a-screen.md "Menu order numbers"). Ranges are
// inclusive; a set's ranges never overlap (menu-orders.test.ts). A remote's build refuses an entry
// outside its ranges (tools/webpack/screens.js), and each owner's route test holds its screens to them.
import type { MenuSet, RouteOwner, ScreenDeclaration } from './screens';

export type OrderRange = readonly [from: number, to: number];

export const MENU_ORDERS: Record<MenuSet, Partial<Record<RouteOwner, readonly OrderRange[]>>> = {
  auth: { shell: [[0, 99]] },
  // 'Ventas' (10-19) is the participant remote's sale screens and the review remote's invoice detail
  participant: { participant: [[10, 11], [20, 39], [90, 99]], review: [[12, 19], [40, 49]], shell: [[50, 89]] },
  staff: { review: [[0, 99]] },
  // one group per entity in tens (remote-admin); 121-139 the review's invoice detail and queues
  admin: { shell: [[0, 9]], admin: [[10, 120], [140, 199]], review: [[121, 139]] },
};

const inside = (order: number, ranges: readonly OrderRange[]) => ranges.some(([from, to]) => order >= from && order <= to);
const shown = (ranges: readonly OrderRange[]) => ranges.map(([from, to]) => (from === to ? `${from}` : `${from}-${to}`)).join(', ');

/** Each menu entry of `owner`'s screens placed outside its ranges, in Spanish; empty when all are inside. */
export function menuOrderProblems(owner: RouteOwner, screens: readonly Pick<ScreenDeclaration, 'path' | 'menu'>[]): string[] {
  const problems: string[] = [];
  for (const screen of screens) {
    for (const [set, placement] of Object.entries(screen.menu ?? {})) {
      if (!placement) continue;
      const ranges = MENU_ORDERS[set as MenuSet]?.[owner] ?? [];
      if (!inside(placement.order, ranges)) {
        problems.push(
          ranges.length === 0
            ? `${screen.path}: el módulo '${owner}' no tiene números en el menú '${set}'`
            : `${screen.path}: el orden ${placement.order} del menú '${set}' está fuera de los números de '${owner}' (${shown(ranges)})`,
        );
      }
    }
  }
  return problems;
}

/**
 * Where a new entry of `owner` goes in `set`: after the last one it has there (the menu's end), or
 * the first free number of its ranges when the last range is full; null when every number is taken.
 */
export function freeMenuOrder(owner: RouteOwner, set: MenuSet, screens: readonly Pick<ScreenDeclaration, 'menu'>[]): number | null {
  const ranges = MENU_ORDERS[set][owner] ?? [];
  const used = new Set(screens.map((s) => s.menu?.[set]?.order).filter((o): o is number => o !== undefined && inside(o, ranges)));
  const last = Math.max(-1, ...used);
  if (last >= 0 && inside(last + 1, ranges)) return last + 1;
  for (const [from, to] of ranges) {
    for (let order = from; order <= to; order++) if (!used.has(order)) return order;
  }
  return null;
}
