// SPEC 7 GET /api/tire through the HTTP api: without parameters SPEC's plain array of every tire
// (SPEC 3 shape, with design, brand and points per profile); with page, pageSize, sort or q the
// list contract's `{ rows, total }` (ARCHITECTURE "Lists and data"), paged in SQL, with
// the points of only the page's tires read in one query, however many tires there are.
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { LIST_MSG, TIRE_SORT, type Tire } from '@portal/contract';
import { chunked } from '../../db/chunks';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../test/helper';
import { seedCatalogue, type Catalogue } from '../invoices/test-fixtures';
import { listTires } from './service';
import { tireCalls } from './test-fixtures';

let t: TestApp;
let c: Catalogue;
let participant: TestUser;
let admin: TestUser;
let calls: ReturnType<typeof tireCalls>;
/** tires this file adds to the catalogue's five */
const extra: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  c = await seedCatalogue(t.db);
  participant = await createUser(t.db, { profilesId: c.silver, subsidiaryId: c.otherSubsidiaryId });
  admin = await createUser(t.db, { role: 'admin' });
  calls = tireCalls(t);
  // a brand and design of their own, names in lower case (sorting ignores capitals), a code and
  // a description with characters LIKE treats specially
  const brand = (await t.db.insertInto('brands').values({ name: 'continental' }).returning('id').executeTakeFirstOrThrow()).id;
  const design = (await t.db.insertInto('designs').values({ name: 'ecoContact 6', brand_id: brand }).returning('id').executeTakeFirstOrThrow()).id;
  for (const [key, name, code, description] of [
    ['eco', '185/60r14', 'CT-EC6_18560', 'Ahorro 100% de combustible'],
    ['eco2', '215/60R16', 'CT-EC7-21560', 'Confort urbano'],
  ]) {
    extra[key] = (await t.db.insertInto('tires').values({ name, tire_code: code, description, design_id: design }).returning('id').executeTakeFirstOrThrow()).id;
  }
  await t.db.insertInto('tire_points').values({ tire_id: extra.eco, profiles_id: c.silver, points_general: 12, points_uhp: 3, points_total: 15 }).execute();
});
afterAll(async () => t.close());

const ids = (rows: Tire[]) => rows.map((r) => r.id);

describe('GET /api/tire without list parameters (SPEC 7)', () => {
  it('answers every tire as a plain array in the SPEC 3 shape, by name whatever the capitals, to any signed-in user', async () => {
    const res = await calls.list(participant);
    expect(res.statusCode).toBe(200);
    const body: Tire[] = res.json();
    expect(Array.isArray(body)).toBe(true);
    // '185/60r14' (lower-case r) sorts among the others by its digits
    expect(body.map((r) => r.name)).toEqual(['185/60r14', '205/55R16', '215/60R16', '225/45R17', '245/40R18', '265/70R16', '285/75R16']);
    expect(body.find((r) => r.id === c.tires[2].id)).toEqual({
      id: c.tires[2].id,
      name: '245/40R18',
      tire_code: 'C-245/40R18',
      description: 'Llanta 245/40R18',
      design_id: c.designs.pilot,
      design: { id: c.designs.pilot, name: 'Pilot Sport 4', brand: { id: c.brands.michelin, name: 'Michelin' } },
      tire_points_by_profile: [
        { profile: { id: c.gold, name: 'Oro' }, profiles_id: c.gold, points_general: 80, points_uhp: 10, total_points: 90 },
        { profile: { id: c.silver, name: 'Plata' }, profiles_id: c.silver, points_general: 65, points_uhp: 0, total_points: 65 },
      ],
    });
    // every tire carries only its own points
    expect(body.find((r) => r.id === extra.eco)!.tire_points_by_profile).toEqual([
      { profile: { id: c.silver, name: 'Plata' }, profiles_id: c.silver, points_general: 12, points_uhp: 3, total_points: 15 },
    ]);
    expect(body.find((r) => r.id === extra.eco2)!.tire_points_by_profile).toEqual([]);
    expect((await calls.list(admin)).json()).toEqual(body);
  });
});

describe('GET /api/tire on the list contract', () => {
  it('pages: rows of the page and the total of every match', async () => {
    const all: Tire[] = (await calls.list(admin)).json();
    const first = await calls.list(admin, { page: 1, pageSize: 3 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rows: all.slice(0, 3), total: 7 });
    expect((await calls.list(admin, { page: 3, pageSize: 3 })).json()).toEqual({ rows: all.slice(6), total: 7 });
    expect((await calls.list(admin, { page: 9, pageSize: 3 })).json()).toEqual({ rows: [], total: 7 });
    // page alone: SPEC 9's 10 rows
    expect((await calls.list(admin, { page: 1 })).json()).toEqual({ rows: all, total: 7 });
  });

  it('sorts by name, id, tire_code, design and brand, ascending and descending', async () => {
    const all: Tire[] = (await calls.list(admin)).json();
    const lower = (s: string | undefined) => (s ?? '').toLowerCase();
    const keys: Record<(typeof TIRE_SORT)[number], (r: Tire) => string | number> = {
      name: (r) => lower(r.name),
      id: (r) => r.id,
      tire_code: (r) => lower(r.tire_code),
      design: (r) => lower(r.design?.name),
      brand: (r) => lower(r.design?.brand?.name),
    };
    const expected = (key: (r: Tire) => string | number, dir: 1 | -1) =>
      ids([...all].sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        return (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id) * dir;
      }));
    for (const sort of TIRE_SORT) {
      const up = await calls.list(participant, { sort });
      expect(up.statusCode).toBe(200);
      expect({ sort, ids: ids(up.json().rows) }).toEqual({ sort, ids: expected(keys[sort], 1) });
      expect(up.json().total).toBe(7);
      const down = await calls.list(participant, { sort: `-${sort}`, page: 1, pageSize: 4 });
      expect({ sort: `-${sort}`, ids: ids(down.json().rows) }).toEqual({ sort: `-${sort}`, ids: expected(keys[sort], -1).slice(0, 4) });
    }
    // the keys really differ: brand order is not name order
    expect(expected(keys.brand, 1)).not.toEqual(expected(keys.name, 1));
    expect(expected(keys.design, 1)).not.toEqual(expected(keys.brand, 1));
  });

  it('q looks in the measure, code, description, design and brand, ignoring capitals', async () => {
    const search = async (q: string) => {
      const res = await calls.list(participant, { q, page: 1, pageSize: 10 });
      expect(res.statusCode).toBe(200);
      return { ids: ids(res.json().rows).sort((a, b) => a - b), total: res.json().total };
    };
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    expect(await search('r14')).toEqual({ ids: [extra.eco], total: 1 }); // name
    expect(await search('c-285')).toEqual({ ids: [c.tires[4].id], total: 1 }); // code
    expect(await search('URBANO')).toEqual({ ids: [extra.eco2], total: 1 }); // description
    expect(await search('pilot sport')).toEqual({ ids: [c.tires[2].id], total: 1 }); // design
    expect(await search('bfgood')).toEqual({ ids: sorted([c.tires[3].id, c.tires[4].id]), total: 2 }); // brand
    expect(await search('CONTINENTAL')).toEqual({ ids: sorted([extra.eco, extra.eco2]), total: 2 });
    // % and _ are the characters typed, not wildcards
    expect(await search('100%')).toEqual({ ids: [extra.eco], total: 1 });
    expect(await search('_18560')).toEqual({ ids: [extra.eco], total: 1 });
    expect(await search('%')).toEqual({ ids: [extra.eco], total: 1 });
    expect(await search('no existe tal llanta')).toEqual({ ids: [], total: 0 });
    // q with a sort, without paging: every match
    const res = await calls.list(participant, { q: 'michelin', sort: '-name' });
    expect(res.json()).toEqual({ rows: expect.any(Array), total: 3 });
    expect(res.json().rows.map((r: Tire) => r.name)).toEqual(['245/40R18', '225/45R17', '205/55R16']);
  });

  it('400 with a Spanish detail for list parameters it cannot honour; 401 without a session', async () => {
    const sort = await calls.list(admin, { sort: 'description' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toEqual({ message: 'error', detail: `Campo orden de la lista: ${LIST_MSG.sort(TIRE_SORT)}`, statusCode: 400 });
    expect(LIST_MSG.sort(TIRE_SORT)).toContain('name, id, tire_code, design, brand');
    const bad: Record<string, string | number>[] = [{ page: 0 }, { page: 'uno' }, { pageSize: 101 }, { pageSize: 0 }, { q: 'x'.repeat(101) }];
    for (const query of bad) {
      const res = await calls.list(admin, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/^Campo (página|filas por página|búsqueda): /);
    }
    expect((await calls.list(null, { page: 1 })).statusCode).toBe(401);
  });
});

/** counts the queries a handle runs, and keeps them compiled (SQL and parameters) */
function queryRecorder(db: TestApp['db']) {
  const nodes: { node: RootOperationNode; queryId: PluginTransformQueryArgs['queryId'] }[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args: PluginTransformQueryArgs) {
      nodes.push({ node: args.node, queryId: args.queryId });
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return args.result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    compiled: () => nodes.map(({ node, queryId }) => db.getExecutor().compileQuery(node, queryId)),
  };
}

describe('5,000 tires: the first page stays cheap', () => {
  const MANY = 5000;
  let rowsBefore: number;

  beforeAll(async () => {
    rowsBefore = (await calls.list(admin)).json().length;
    const values = Array.from({ length: MANY }, (_, i) => ({
      name: `${String(100 + (i % 900)).padStart(3, '0')}/${40 + (i % 40)}R${13 + (i % 10)}`,
      tire_code: `BULK-${String(i).padStart(5, '0')}`,
      description: `Llanta de volumen ${i}`,
      design_id: [c.designs.primacy, c.designs.pilot, c.designs.kot][i % 3],
    }));
    const tireIds: number[] = [];
    for (const chunk of chunked(values)) tireIds.push(...(await t.db.insertInto('tires').values(chunk).returning('id').execute()).map((r) => r.id));
    const points = tireIds.flatMap((id, i) => [
      { tire_id: id, profiles_id: c.gold, points_general: i % 100, points_uhp: 5, points_total: (i % 100) + 5 },
      { tire_id: id, profiles_id: c.silver, points_general: i % 50, points_uhp: 0, points_total: i % 50 },
    ]);
    for (const chunk of chunked(points)) await t.db.insertInto('tire_points').values(chunk).execute();
  });

  it('answers page 1 in SQL: one page query, one count, one points query for the page\'s tires only', async () => {
    const recorder = queryRecorder(t.db);
    const page = await listTires(recorder.db, { page: 1, pageSize: 10, sort: 'brand' });
    expect('rows' in page && page.rows).toHaveLength(10);
    expect('total' in page && page.total).toBe(rowsBefore + MANY);

    const queries = recorder.compiled();
    expect(queries).toHaveLength(3);
    const pointQueries = queries.filter((q) => /from "tire_points"/.test(q.sql));
    expect(pointQueries).toHaveLength(1);
    // the page's ten tire ids, not 5,000
    expect([...pointQueries[0].parameters].sort()).toEqual(ids('rows' in page ? page.rows : []).sort());
    const [rowsQuery] = queries.filter((q) => /from "tires"/.test(q.sql) && /limit/i.test(q.sql));
    expect(rowsQuery).toBeDefined();
    // every page tire carries its two points rows
    for (const tire of 'rows' in page ? page.rows : []) expect(tire.tire_points_by_profile).toHaveLength(tire.tire_code.startsWith('BULK-') ? 2 : tire.id === extra.eco ? 1 : tire.id === extra.eco2 ? 0 : 2);
  });

  it('through HTTP: the pages follow the plain list\'s order, and q counts every match', async () => {
    const all: Tire[] = (await calls.list(admin)).json();
    expect(all).toHaveLength(rowsBefore + MANY);
    const second = await calls.list(participant, { page: 2, pageSize: 25 });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ rows: all.slice(25, 50), total: rowsBefore + MANY });
    const last = await calls.list(participant, { page: Math.ceil((rowsBefore + MANY) / 100), pageSize: 100 });
    expect(ids(last.json().rows)).toEqual(ids(all.slice(Math.floor((rowsBefore + MANY - 1) / 100) * 100)));
    const bulk = await calls.list(participant, { q: 'volumen 49', page: 1, pageSize: 5 });
    // 'Llanta de volumen 49', 490..499 and 4900..4999
    expect(bulk.json().total).toBe(1 + 10 + 100);
    expect(bulk.json().rows).toHaveLength(5);
  });
});
