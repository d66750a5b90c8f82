// The demo seed on SQLite and PostgreSQL: idempotent, the points invariant exact, the demo
// accounts able to log in, the images real PNGs served under /uploads.
import { API, GRANT_TYPE } from '@portal/contract';
import { hashPassword } from '../modules/auth';
import type { Database } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/helper';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './index';

let t: TestApp;
const TABLES: (keyof Database)[] = [
  'profiles', 'cities', 'subsidiaries', 'users', 'brands', 'designs', 'tires', 'tire_points', 'product_categories',
  'products', 'slides', 'apply_for', 'point_lots', 'lot_allocations', 'points_ledger',
];

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

const seed = () => seedDemoData(t.db, { saveImage: (buffer, folder) => t.app.storage.saveImage(buffer, folder), hashPassword });

let first: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  await seed();
  first = await counts();
});
afterAll(async () => t.close());

describe('seedDemoData', () => {
  it('writes the demo catalogue, branches and accounts', () => {
    expect(first).toEqual({
      profiles: 5, cities: 6, subsidiaries: 8, users: 5, brands: 2, designs: 6, tires: 21, tire_points: 105,
      product_categories: 6, products: 32, slides: 10, apply_for: 4, point_lots: 2, lot_allocations: 4, points_ledger: 6,
    });
  });

  it('adds nothing when run again', async () => {
    await seed();
    expect(await counts()).toEqual(first);
  });

  it('keeps the fixed profile ids and lets a new profile take the next free id', async () => {
    const profiles = await t.db.selectFrom('profiles').select(['id', 'name']).orderBy('id').execute();
    expect(profiles).toEqual([
      { id: 1, name: 'Administrador' }, { id: 2, name: 'Vendedor Oro' }, { id: 3, name: 'Vendedor Plata' },
      { id: 4, name: 'Aprobador' }, { id: 5, name: 'Comprador' },
    ]);
    const created = await t.db.insertInto('profiles').values({ name: 'Vendedor Bronce' }).returning('id').executeTakeFirstOrThrow();
    expect(created.id).toBe(6);
    await t.db.deleteFrom('profiles').where('id', '=', created.id).execute();
  });

  it("keeps every user's points equal to the sum of their ledger, each balance_after a running sum", async () => {
    const users = await t.db.selectFrom('users').select(['id', 'points', 'identification_number']).execute();
    for (const user of users) {
      const rows = await t.db.selectFrom('points_ledger').select(['amount', 'balance_after']).where('users_id', '=', user.id).orderBy('id').execute();
      let running = 0;
      for (const row of rows) {
        running += row.amount;
        expect(row.balance_after).toBe(running);
      }
      expect(user.points).toBe(running);
    }
    const byId = Object.fromEntries(users.map((u) => [u.identification_number, u.points]));
    // 25000 - 4800 (freidora) - 1400 (bono combustible); 18000 - 3500 (audífonos) - 700 (cine)
    expect(byId).toEqual({ 1000000001: 0, 1000000002: 18800, 1000000003: 13800, 1000000004: 0, 1000000005: 0 });
  });

  it('keeps every lot between 0 and its points, reduced by exactly what its allocations took', async () => {
    const lots = await t.db.selectFrom('point_lots').selectAll().execute();
    for (const lot of lots) {
      expect(lot.remaining).toBeGreaterThanOrEqual(0);
      expect(lot.remaining).toBeLessThanOrEqual(lot.points);
      const taken = await t.db.selectFrom('lot_allocations').select('points').where('lot_id', '=', lot.id).execute();
      expect(lot.points - taken.reduce((s, a) => s + a.points, 0)).toBe(lot.remaining);
      expect(lot.source).toBe('adjustment');
      expect(Date.parse(lot.expires_at)).toBeGreaterThan(Date.parse(lot.earned_at) + 360 * 86_400_000);
    }
    const spends = await t.db.selectFrom('points_ledger').selectAll().where('kind', '=', 'spend').execute();
    const redemptions = await t.db.selectFrom('apply_for').selectAll().execute();
    expect(new Set(redemptions.map((r) => r.state))).toEqual(new Set(['espera', 'aprobado']));
    for (const r of redemptions) {
      const spend = spends.find((s) => s.ref_type === 'apply_for' && s.ref_id === r.id);
      expect(spend?.amount).toBe(-r.points);
    }
    const opening = await t.db.selectFrom('points_ledger').selectAll().where('kind', '=', 'adjustment').execute();
    for (const row of opening) {
      expect(row).toMatchObject({ actor_id: null, reason: 'Saldo inicial de demostración', ref_type: 'lot', ref_id: row.lot_id });
    }
  });

  it('gives every tire points for every profile, Oro and Plata different, total = general + uhp', async () => {
    const points = await t.db.selectFrom('tire_points').selectAll().execute();
    const tires = await t.db.selectFrom('tires').selectAll().execute();
    for (const tire of tires) {
      expect(tire.tire_code.length).toBeGreaterThanOrEqual(5);
      expect(tire.description.length).toBeGreaterThanOrEqual(5);
      const mine = points.filter((p) => p.tire_id === tire.id);
      expect(mine.map((p) => p.profiles_id).sort()).toEqual([1, 2, 3, 4, 5]);
      for (const p of mine) expect(p.points_total).toBe(p.points_general + p.points_uhp);
      expect(mine.find((p) => p.profiles_id === 2)!.points_total).not.toBe(mine.find((p) => p.profiles_id === 3)!.points_total);
    }
    expect(tires.some((tire) => Number(/R(\d+)/.exec(tire.name)?.[1]) >= 17)).toBe(true);
    expect(points.some((p) => p.points_uhp > 0)).toBe(true);
  });

  it('gives every demo account a profile photo, served only through the signed link of its session (issue 6)', async () => {
    const users = await t.db.selectFrom('users').select(['identification_number', 'image']).execute();
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    for (const u of users) expect(u.image).toMatch(/^\/uploads\/users\/[\w-]+\.png$/);
    expect((await t.app.inject({ method: 'GET', url: users[0].image! })).statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST', url: API.login,
      payload: { username: DEMO_ACCOUNTS[1].identification_number, password: DEMO_PASSWORD, grant_type: GRANT_TYPE, client_id: t.config.CLIENT_ID, client_secret: t.config.CLIENT_SECRET },
    });
    const link = login.json()[0].image as string;
    expect(link).toMatch(/^\/uploads\/users\/[\w-]+\.png\?expires=\d+&signature=/);
    const res = await t.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('stores real PNG images for products and slides, served under /uploads', async () => {
    const products = await t.db.selectFrom('products').select(['image', 'state']).execute();
    expect(products.filter((p) => p.state === '0')).toHaveLength(2);
    const slides = await t.db.selectFrom('slides').selectAll().execute();
    for (const path of [products[0].image!, slides[0].path]) {
      expect(path).toMatch(/^\/uploads\/(products|slides)\/[\w-]+\.png$/);
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/png');
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
    for (const position of ['Up', 'Down'] as const) {
      for (const responsive of [0, 1]) {
        const set = slides.filter((s) => s.position === position && s.responsive === responsive);
        expect(set.length).toBeGreaterThanOrEqual(2);
        expect(set.every((s) => s.show === 1)).toBe(true);
      }
    }
  });

  it('shows a participant the active demo products only', async () => {
    const login = await t.app.inject({
      method: 'POST', url: API.login,
      payload: { username: '1000000003', password: DEMO_PASSWORD, grant_type: GRANT_TYPE, client_id: t.config.CLIENT_ID, client_secret: t.config.CLIENT_SECRET },
    });
    const token = login.json()[0].access_token;
    const res = await t.app.inject({ method: 'GET', url: API.productsAll, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(30);
    expect(res.json().every((p: { state: string }) => p.state === '1')).toBe(true);
  });

  it('lets the five demo accounts log in with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.app.inject({
        method: 'POST', url: API.login,
        payload: { username: account.identification_number, password: DEMO_PASSWORD, grant_type: GRANT_TYPE,
          client_id: t.config.CLIENT_ID, client_secret: t.config.CLIENT_SECRET },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toMatchObject({ identification_number: account.identification_number, profiles_id: account.profiles_id, name: account.name });
    }
  });
});
