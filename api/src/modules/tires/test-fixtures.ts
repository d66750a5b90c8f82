// Test fixtures of the tire calls (SPEC 7 "Tires"): a valid write payload (SPEC 3) on the invoice
// catalogue's designs and profiles, the HTTP calls, and what the tables hold, to prove "nothing
// stored" after a refusal.
import { API, type TireCreateBody } from '@portal/contract';
import type { TestApp, TestUser } from '../../test/helper';
import type { Catalogue } from '../invoices/test-fixtures';

let codeSeq = 0;
/** a tire code no other test used (SPEC 5: at least 5 characters) */
export const newCode = (prefix = 'LL') => `${prefix}-${Date.now() % 1e6}-${++codeSeq}`;

/** SPEC 3 write payload: a Primacy 4 tire with points for Oro and Plata */
export function tireBody(c: Catalogue, overrides: Record<string, unknown> = {}): TireCreateBody & Record<string, unknown> {
  return {
    name: '195/65R15',
    tire_code: newCode(),
    description: 'Primacy 4 195/65R15 91H',
    design_id: c.designs.primacy,
    tire_points: [
      { profiles_id: c.gold, points_general: 40, points_uhp: 10, points_total: 50 },
      { profiles_id: c.silver, points_general: 30, points_uhp: 0, points_total: 30 },
    ],
    ...overrides,
  };
}

export function tireCalls(t: TestApp) {
  return {
    list: (user: TestUser | null, query: Record<string, string | number> = {}) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      return t.app.inject({ method: 'GET', url: qs ? `${API.tires}?${qs}` : API.tires, headers: user ? user.auth : {} });
    },
    get: (user: TestUser | null, id: number | string) => t.app.inject({ method: 'GET', url: API.tire(id), headers: user ? user.auth : {} }),
    create: (user: TestUser | null, payload: unknown) =>
      t.app.inject({ method: 'POST', url: API.tires, headers: user ? user.auth : {}, payload: payload as object }),
    update: (user: TestUser | null, id: number | string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: API.tire(id), headers: user ? user.auth : {}, payload: payload as object }),
    remove: (user: TestUser | null, id: number | string) => t.app.inject({ method: 'DELETE', url: API.tire(id), headers: user ? user.auth : {} }),
  };
}

/** rows of the tire tables and the audit log, to prove a refused call wrote nothing */
export async function tireFootprint(t: TestApp) {
  const count = async (table: 'tires' | 'tire_points' | 'audit_log') =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  return { tires: await count('tires'), points: await count('tire_points'), audit: await count('audit_log') };
}

/** the stored points rows of one tire, by profile */
export function storedPoints(t: TestApp, tireId: number) {
  return t.db.selectFrom('tire_points').select(['profiles_id', 'points_general', 'points_uhp', 'points_total'])
    .where('tire_id', '=', tireId).orderBy('profiles_id').execute();
}
