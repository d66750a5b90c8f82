import { MENU_ORDERS, freeMenuOrder, menuOrderProblems } from './menu-orders';
import { MENU_SETS } from './screens';

describe('the menu order numbers each owner places its entries in', () => {
  it.each(MENU_SETS)("never give one number of the '%s' menu to two owners", (set) => {
    const owners = new Map<number, string>();
    for (const [owner, ranges] of Object.entries(MENU_ORDERS[set])) {
      for (const [from, to] of ranges ?? []) {
        expect(from).toBeLessThanOrEqual(to);
        for (let order = from; order <= to; order++) {
          expect(owners.get(order) ?? owner).toBe(owner);
          owners.set(order, owner);
        }
      }
    }
  });

  it('names an entry outside its owner’s numbers, and a menu the owner has no numbers in', () => {
    const screens = [
      { path: '/admin/ok', menu: { participant: { order: 30 } } },
      { path: '/admin/taken', menu: { participant: { order: 50 } } },
      { path: '/admin/staff-only', menu: { staff: { order: 3 } } },
    ];
    expect(menuOrderProblems('participant', screens)).toEqual([
      "/admin/taken: el orden 50 del menú 'participant' está fuera de los números de 'participant' (10-11, 20-39, 90-99)",
      "/admin/staff-only: el módulo 'participant' no tiene números en el menú 'staff'",
    ]);
    expect(menuOrderProblems('review', [{ path: '/admin/q', menu: { staff: { order: 3 }, admin: { order: 129 } } }])).toEqual([]);
  });

  it('puts a new entry after the owner’s last one, or in the first free number when the last range is full', () => {
    expect(freeMenuOrder('admin', 'admin', [{ menu: { admin: { order: 10 } } }, { menu: { admin: { order: 142 } } }])).toBe(143);
    expect(freeMenuOrder('participant', 'participant', [{ menu: { participant: { order: 99 } } }, { menu: { participant: { order: 10 } } }])).toBe(11);
    expect(freeMenuOrder('review', 'staff', [])).toBe(0);
    expect(freeMenuOrder('admin', 'staff', [])).toBeNull();
  });
});
