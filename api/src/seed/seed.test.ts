// The demo seed on SQLite and PostgreSQL: idempotent, the points invariant exact, the demo
// accounts able to log in, the images real PNGs served under /uploads.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { API, GRANT_TYPE, INVOICE_STATE, REDEMPTION_OPEN_STATES, REDEMPTION_STATE, REDEMPTION_STATES, variantUrl } from '@portal/contract';
import { hashPassword } from '../modules/auth';
import type { Database } from '../db/schema';
import { colombiaDate, daysUntil, redemptionDueDate } from '../db/time';
import { checkPointsInvariants } from '../points';
import { halfWrittenRows } from '../proofs/checks';
import { buildTestApp, type TestApp } from '../test/helper';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './index';

let t: TestApp;
const TABLES: (keyof Database)[] = [
  'profiles', 'cities', 'subsidiaries', 'users', 'brands', 'designs', 'tires', 'tire_points', 'product_categories',
  'products', 'slides', 'apply_for', 'point_lots', 'lot_allocations', 'points_ledger', 'invoices', 'invoice_references', 'audit_log',
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

/** every row a seed writes that a second run could change, and the stored files */
async function snapshot() {
  const rows = async (table: 'users' | 'invoices' | 'invoice_references' | 'apply_for' | 'point_lots' | 'lot_allocations' | 'points_ledger') =>
    t.db.selectFrom(table).selectAll().orderBy('id').execute();
  const files = (folder: string) => {
    const dir = path.join(t.config.STORAGE_DIR, folder);
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  return {
    users: await rows('users'), invoices: await rows('invoices'), references: await rows('invoice_references'), apply_for: await rows('apply_for'),
    lots: await rows('point_lots'), allocations: await rows('lot_allocations'), ledger: await rows('points_ledger'),
    files: ['invoices', 'users', 'products', 'slides'].map(files),
  };
}

let first: Record<string, number>;
let firstRows: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  t = await buildTestApp();
  await seed();
  first = await counts();
  firstRows = await snapshot();
});
afterAll(async () => t.close());

describe('seedDemoData', () => {
  it('writes the demo catalogue, branches and accounts', () => {
    expect(first).toEqual({
      profiles: 5, cities: 6, subsidiaries: 8, users: 5, brands: 2, designs: 6, tires: 21, tire_points: 105,
      product_categories: 6, products: 32, slides: 10,
      // 7 + 6 invoices and 9 + 9 requests of the two participants (one in every state); a lot per
      // invoice plus the two opening balances; ledger: 2 openings, 13 earns, 2 reversals, 18 spends,
      // 4 refunds (2 rejected, 2 cancelled); and the second participant's claim of FV-10890 (a
      // disputed pair: no lot, no ledger row); audit: 15 of the invoices and reviews, 36 of the prizes' way
      invoices: 14, invoice_references: 25, apply_for: 18, point_lots: 15, lot_allocations: 18, points_ledger: 39, audit_log: 51,
    });
  });

  it('adds nothing when run again, and changes nothing it wrote', async () => {
    await seed();
    expect(await counts()).toEqual(first);
    expect(await snapshot()).toEqual(firstRows);
    expect(await checkPointsInvariants(t.db)).toEqual([]);
  });

  it('leaves the ledger, the lots and the requests as the points engine keeps them (check-points finds nothing)', async () => {
    expect(await checkPointsInvariants(t.db)).toEqual([]);
    expect(await halfWrittenRows(t.db, { storageDir: t.config.STORAGE_DIR })).toEqual([]);
  });

  describe('the participants\' history', () => {
    const participants = ['1000000002', '1000000003'];
    const idOf = async (identification: string) =>
      (await t.db.selectFrom('users').select('id').where('identification_number', '=', identification).executeTakeFirstOrThrow()).id;

    it('gives each participant invoices in every state: several Creada, Aprobada, one Rechazada with its comment, a correction ending in C', async () => {
      const today = colombiaDate();
      for (const identification of participants) {
        const invoices = await t.db.selectFrom('invoices').selectAll().where('users_id', '=', await idOf(identification)).orderBy('id').execute();
        const inState = (state: string) => invoices.filter((i) => i.state === state);
        expect(inState(INVOICE_STATE.CREATED).length).toBeGreaterThanOrEqual(2);
        expect(inState(INVOICE_STATE.APPROVED).length).toBeGreaterThanOrEqual(1);
        const rejected = inState(INVOICE_STATE.REJECTED);
        expect(rejected).toHaveLength(1);
        expect(rejected[0].comment_rejected!.length).toBeGreaterThanOrEqual(3);
        // SPEC 2.9: the correction is the rejected number with a 'C' at the end, registered after it
        const correction = invoices.find((i) => i.number === `${rejected[0].number}C`)!;
        expect(correction).toBeDefined();
        expect(correction.created_at > rejected[0].created_at).toBe(true);
        for (const invoice of invoices) {
          // SPEC 9: after 2023-05-01, never in the future (Colombia); registered on or after the sale
          expect(invoice.sale_date > '2023-05-01' && invoice.sale_date <= today).toBe(true);
          expect(Date.parse(invoice.created_at)).toBeLessThanOrEqual(Date.now());
          expect(colombiaDate(invoice.created_at) >= invoice.sale_date).toBe(true);
          expect(invoice.comment_rejected === null).toBe(invoice.state !== INVOICE_STATE.REJECTED);
          const lines = await t.db.selectFrom('invoice_references').selectAll().where('invoice_id', '=', invoice.id).execute();
          expect(lines.length).toBeGreaterThanOrEqual(1);
          expect(lines.length).toBeLessThanOrEqual(3);
          for (const line of lines) expect(line.amount >= 1 && line.amount <= 24).toBe(true);
        }
        // sale dates spread over the last months
        const days = invoices.map((i) => (Date.parse(today) - Date.parse(i.sale_date)) / 86_400_000);
        expect(Math.max(...days)).toBeGreaterThan(90);
        expect(Math.min(...days)).toBeLessThan(15);
      }
      // each a different photo (the duplicate-image check would refuse a repeat), but the one the
      // review queue warns about: FV-11105 carries FV-10478's photo, as an imported row might
      const all = await t.db.selectFrom('invoices').select(['number', 'image', 'image_sha256']).execute();
      const photoOf = (number: string) => all.find((i) => i.number === number)?.image_sha256;
      expect(photoOf('FV-11105')).toBe(photoOf('FV-10478'));
      expect(new Set(all.filter((i) => i.number !== 'FV-11105').map((i) => i.image_sha256)).size).toBe(all.length - 1);
      for (const invoice of all) expect(invoice.image).toMatch(/^\/uploads\/invoices\/[\w-]+\.png$/);
    });

    it('a disputed pair waits in the queue: the claim of FV-10890 at its branch has no lot, both are marked number-claimed', async () => {
      const rows = await t.db.selectFrom('invoices').select(['id', 'users_id', 'claim_of', 'state', 'subsidiary_id']).where('number', '=', 'FV-10890').orderBy('id').execute();
      expect(rows).toHaveLength(2);
      const [original, claim] = rows;
      expect(claim).toMatchObject({ claim_of: original.id, state: INVOICE_STATE.CREATED, subsidiary_id: original.subsidiary_id, users_id: await idOf('1000000003') });
      expect(await t.db.selectFrom('point_lots').select('id').where('invoice_id', '=', claim.id).execute()).toEqual([]);
      const approver = await t.app.inject({ method: 'POST', url: API.login, payload: { username: '1000000004', password: DEMO_PASSWORD, grant_type: GRANT_TYPE, client_id: t.config.CLIENT_ID, client_secret: t.config.CLIENT_SECRET } });
      const queue = await t.app.inject({ method: 'GET', url: `${API.invoiceReviewQueue}?warnings=1&pageSize=100`, headers: { authorization: `Bearer ${approver.json()[0].access_token}` } });
      expect(queue.statusCode).toBe(200);
      for (const [row, other] of [[original, claim], [claim, original]]) {
        const shown = queue.json().rows.find((r: { id: number }) => r.id === row.id);
        expect(shown.warnings).toContainEqual(expect.objectContaining({ code: 'number-claimed', invoice_id: other.id, user_id: other.users_id }));
        expect(shown.dispute).toEqual({ with_invoice_id: other.id, claim: row === claim });
      }
    });

    it('earns each invoice its tire points for the profile through a lot; the rejected one is reversed whole', async () => {
      for (const identification of participants) {
        const usersId = await idOf(identification);
        const { profiles_id } = await t.db.selectFrom('users').select('profiles_id').where('id', '=', usersId).executeTakeFirstOrThrow();
        // a claim in dispute earns nothing until it is approved (its own test below)
        const invoices = await t.db.selectFrom('invoices').selectAll().where('users_id', '=', usersId).where('claim_of', 'is', null).execute();
        for (const invoice of invoices) {
          const lines = await t.db.selectFrom('invoice_references as r')
            .innerJoin('tire_points as tp', (join) => join.onRef('tp.tire_id', '=', 'r.tire_id').on('tp.profiles_id', '=', profiles_id))
            .select(['r.points', 'r.amount', 'tp.points_total']).where('r.invoice_id', '=', invoice.id).execute();
          for (const line of lines) expect(line.points).toBe(line.points_total * line.amount);
          const lot = await t.db.selectFrom('point_lots').selectAll().where('invoice_id', '=', invoice.id).executeTakeFirstOrThrow();
          expect(lot.points).toBe(lines.reduce((sum, l) => sum + l.points, 0));
          expect(lot.earned_at.slice(0, 10)).toBe(invoice.sale_date);
          const reversal = await t.db.selectFrom('points_ledger').select(['amount', 'reason', 'actor_id'])
            .where('kind', '=', 'reversal').where('ref_type', '=', 'invoice').where('ref_id', '=', invoice.id).execute();
          if (invoice.state === INVOICE_STATE.REJECTED) {
            expect(lot.closed_at).not.toBeNull();
            expect(reversal).toEqual([{ amount: -lot.points, reason: `Factura ${invoice.number} rechazada: ${invoice.comment_rejected}`, actor_id: await idOf('1000000004') }]);
          } else {
            expect(reversal).toEqual([]);
            expect(lot.closed_at).toBeNull();
          }
        }
      }
    });

    it('gives each participant redemption requests in every state, spent, refunded and confirmed as the review calls do', async () => {
      for (const identification of participants) {
        const requests = await t.db.selectFrom('apply_for').selectAll().where('users_id', '=', await idOf(identification)).orderBy('id').execute();
        expect(new Set(requests.map((r) => r.state))).toEqual(new Set(Object.values(REDEMPTION_STATE)));
        for (const request of requests) {
          expect(Date.parse(request.created_at)).toBeLessThanOrEqual(Date.now());
          const ledger = await t.db.selectFrom('points_ledger').select(['kind', 'amount'])
            .where('ref_type', '=', 'apply_for').where('ref_id', '=', request.id).execute();
          const sum = (kind: string) => ledger.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0);
          expect(sum('spend')).toBe(-request.points);
          const refunded = request.state === REDEMPTION_STATE.REJECTED || request.state === REDEMPTION_STATE.CANCELLED;
          expect(sum('refund')).toBe(refunded ? request.points : 0);
          expect(request.comment === null).toBe(request.state === REDEMPTION_STATE.PENDING);
          // SPEC 1/9: owed by one calendar month from the request, on Colombia's calendar
          expect(request.due_date).toBe(redemptionDueDate(request.created_at));
          const s = request.state;
          const purchased = s !== REDEMPTION_STATE.PENDING && s !== REDEMPTION_STATE.APPROVED && s !== REDEMPTION_STATE.REJECTED && s !== REDEMPTION_STATE.CANCELLED;
          if (purchased || request.purchase_date !== null) {
            expect(request.buyer_comment!.length).toBeGreaterThanOrEqual(3);
            // SPEC 9: purchase dates after 2019-03-01, and not after today
            expect(request.purchase_date! > '2019-03-01' && request.purchase_date! <= colombiaDate()).toBe(true);
          } else {
            expect([request.buyer_comment, request.purchase_date]).toEqual([null, null]);
          }
          const dispatched = s === REDEMPTION_STATE.DISPATCHED || s === REDEMPTION_STATE.DELIVERED || s === REDEMPTION_STATE.NOT_DELIVERED || s === REDEMPTION_STATE.CLAIMED;
          expect(request.dispatch_date !== null).toBe(dispatched);
          if (dispatched) expect(request.dispatch_date! >= request.purchase_date!).toBe(true);
          if (s === REDEMPTION_STATE.DELIVERED) expect(request.delivery_date! >= request.dispatch_date!).toBe(true);
        }
      }
    });

    it('has an open prize overdue and one due in about 3 days, counted from the seed\'s own clock (SPEC 1/9)', async () => {
      const open = await t.db.selectFrom('apply_for').select(['due_date', 'state']).where('state', 'in', REDEMPTION_OPEN_STATES).execute();
      const left = open.map((r) => daysUntil(r.due_date!, new Date()));
      expect(left.some((d) => d < 0)).toBe(true);
      expect(left.some((d) => d >= 2 && d <= 4)).toBe(true);
    });

    it('shows a participant their own invoices and requests through the api, photos through signed links', async () => {
      const login = await t.app.inject({
        method: 'POST', url: API.login,
        payload: { username: '1000000003', password: DEMO_PASSWORD, grant_type: GRANT_TYPE, client_id: t.config.CLIENT_ID, client_secret: t.config.CLIENT_SECRET },
      });
      const auth = { authorization: `Bearer ${login.json()[0].access_token}` };
      expect(login.json()[0].points).toBe(7030);
      const invoices = (await t.app.inject({ method: 'GET', url: API.invoicesAll, headers: auth })).json();
      expect(invoices.map((i: { number: string }) => i.number).sort()).toEqual(['FE-2087', 'FE-2144', 'FE-2210', 'FE-2210C', 'FE-2301', 'FE-2355', 'FV-10890']);
      const rejected = invoices.find((i: { state: string }) => i.state === INVOICE_STATE.REJECTED);
      expect(rejected).toMatchObject({ number: 'FE-2210', remaining_points: 0, comment_rejected: expect.stringMatching(/letra C/) });
      const photo = await t.app.inject({ method: 'GET', url: invoices[0].image });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      const requests = (await t.app.inject({ method: 'GET', url: API.applyForByUser(login.json()[0].id), headers: auth })).json();
      expect(requests.map((r: { state: string }) => r.state).sort()).toEqual([...REDEMPTION_STATES].sort());
      // the delivered prize's photo through a signed link, like the invoices'
      const delivered = requests.find((r: { state: string }) => r.state === REDEMPTION_STATE.DELIVERED);
      expect(delivered.proof_image).toMatch(/^\/uploads\/deliveries\/.+\?expires=\d+&signature=/);
      expect((await t.app.inject({ method: 'GET', url: delivered.proof_image })).statusCode).toBe(200);
    });
  });

  // 'Facturas por revisar' has something to show in the demo, warnings included
  it("puts invoices with warnings in the approver's queue: a sale at another branch, a photo used twice", async () => {
    const login = await t.app.inject({
      method: 'POST', url: API.login,
      payload: { username: '1000000004', password: DEMO_PASSWORD, grant_type: GRANT_TYPE, client_id: t.config.CLIENT_ID, client_secret: t.config.CLIENT_SECRET },
    });
    const auth = { authorization: `Bearer ${login.json()[0].access_token}` };
    const queue = (await t.app.inject({ method: 'GET', url: `${API.invoiceReviewQueue}?warnings=1&pageSize=50`, headers: auth })).json();
    const codes = Object.fromEntries(queue.rows.map((r: { number: string; warnings: { code: string; invoice_id?: number }[] }) => [r.number, r.warnings.map((w) => w.code)]));
    expect(codes['FV-11012']).toEqual(['other-branch']);
    expect(codes['FV-11105']).toContain('same-photo');
    const again = queue.rows.find((r: { number: string }) => r.number === 'FV-11105');
    const original = await t.db.selectFrom('invoices').select('id').where('number', '=', 'FV-10478').executeTakeFirstOrThrow();
    expect(again.warnings.find((w: { code: string }) => w.code === 'same-photo').invoice_id).toBe(original.id);
    // and invoices without a warning wait too
    const all = (await t.app.inject({ method: 'GET', url: `${API.invoiceReviewQueue}?pageSize=50`, headers: auth })).json();
    expect(all.total).toBeGreaterThan(queue.total);
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
    // Andrés (Oro): 25000 + invoices 500 + 260 + 230 + 200 + 480 + 270 + 420 - 230 (FV-10652 rejected)
    //   - 4800 (freidora, confirmed) - 1400 (bono combustible, approved) - 700 (cine, waiting)
    //   - 1300 (morral, dispatched) - 1500 (balón, delivered) - 1700 (llaves, not delivered)
    //   - 1800 (sábanas, claimed); the cafetera (7200) was rejected and the bono de restaurante
    //   (2100) cancelled, both refunded
    // Luisa (Plata): 18000 + invoices 210 + 280 + 130 + 130 + 160 + 350 - 130 (FE-2210 rejected)
    //   - 700 (cine, confirmed) - 2800 (parlante, approved) - 3500 (audífonos, waiting)
    //   - 700 (cine, dispatched) - 1700 (llaves, delivered) - 1300 (morral, not delivered)
    //   - 1400 (bono combustible, claimed); the sábanas (1800) were rejected and the balón (1500)
    //   cancelled, both refunded
    expect(byId).toEqual({ 1000000001: 0, 1000000002: 13930, 1000000003: 7030, 1000000004: 0, 1000000005: 0 });
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

  it('gives every demo account a profile photo, served only through the signed link of its session', async () => {
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

  it('stores the demo pictures at the sizes shown too, as WebP, each smaller than its PNG', async () => {
    const products = await t.db.selectFrom('products').select('image').execute();
    const slides = await t.db.selectFrom('slides').select(['path', 'responsive']).execute();
    const users = await t.db.selectFrom('users').select('image').execute();
    const dir = t.config.STORAGE_DIR;
    const fileOf = (p: string) => path.join(dir, p.replace('/uploads/', ''));
    const checks: [string, string, number, number][] = [
      ...products.map((p): [string, string, number, number] => [p.image!, 'card-400', 400, 300]),
      ...slides.map((s): [string, string, number, number] => [s.path, 'thumb-150x80', 150, 80]),
      ...slides.map((s): [string, string, number, number] => (s.responsive ? [s.path, 'slide-640', 600, 400] : [s.path, 'slide-1280', 1200, 360])),
      ...users.map((u): [string, string, number, number] => [u.image!, 'avatar-96', 96, 96]),
    ];
    for (const [stored, suffix, width, height] of checks) {
      const variant = variantUrl(stored, suffix)!;
      const meta = await sharp(fileOf(variant)).metadata();
      expect({ variant, format: meta.format, width: meta.width, height: meta.height }).toEqual({ variant, format: 'webp', width, height });
      expect(fs.statSync(fileOf(variant)).size).toBeLessThan(fs.statSync(fileOf(stored)).size);
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
