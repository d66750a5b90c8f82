// npm run bench:catalogue: the first page of the administrator's big lists, as ratios
// against a bare route of the same run (never timed asserts). On each database (SQLite in a temp
// DATA_DIR, PostgreSQL in a fresh database of BENCH_DATABASE_URL) the real server runs as a child
// process with the demo data plus 5,000 tires (each with points for every profile) and 2,000
// products, and autocannon asks at 50 connections, BENCH_SECONDS (default 10) each:
//   a. a bare Fastify route (tools/perf/bench/bare-server.ts), the baseline
//   b. GET /api/tire?page=1&pageSize=10&sort=name          (Lista de Llantas, SPEC 2.8)
//   c. GET /api/tire?page=1&pageSize=10&sort=name&q=R16    (the same list filtered)
//   d. GET /api/products/all?page=1&pageSize=16&sort=name  (Lista de Productos, SPEC 2.8)
//   e. GET /api/tire without list parameters               (SPEC 7's whole list, for contrast; one
//      connection, since each answer is about 2 MB)
// Every request is the administrator's. BENCH_DB=sqlite|postgres runs one database only.
import autocannon from 'autocannon';
import { sql } from 'kysely';
import path from 'node:path';
import { DATABASE_NAMES, onEachDatabase } from './bench/start-bare';
import { API } from '@portal/contract';
import { chunked, createProofStore, type DB, DEFAULT_PG_URL, freePort, login, startPortal } from '@portal/api/testing';

const ROOT = path.resolve(__dirname, '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL;
const DATABASES = (process.env.BENCH_DB ? [process.env.BENCH_DB] : ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];
const TIRES = 5_000;
const PRODUCTS = 2_000;
const ADMIN = '1000000001';

interface Run { rps: number; p99: number; bad: number }

async function load(url: string, headers: Record<string, string> = {}, connections = CONNECTIONS): Promise<Run> {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  return { rps: result['2xx'] / result.duration, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts };
}

/** 5,000 tires over the demo designs, each with points for every profile; 2,000 products. */
async function seedBigCatalogue(db: DB) {
  const designs = await db.selectFrom('designs').select('id').execute();
  const profiles = await db.selectFrom('profiles').select('id').execute();
  const categories = await db.selectFrom('product_categories').select('id').execute();
  const widths = [175, 185, 195, 205, 215, 225, 235, 245, 255, 265];
  const tires = Array.from({ length: TIRES }, (_, i) => ({
    name: `${widths[i % widths.length]}/${40 + ((i * 7) % 8) * 5}R${14 + (i % 7)} B${i}`,
    tire_code: `BENCH-${String(i).padStart(5, '0')}`,
    description: `Llanta de prueba número ${i}`,
    design_id: designs[i % designs.length].id,
  }));
  for (const chunk of chunked(tires, 200)) {
    const ids = await db.insertInto('tires').values(chunk).returning('id').execute();
    const points = ids.flatMap(({ id }, k) =>
      profiles.map((p) => {
        const general = 10 + ((id + k) % 40);
        const uhp = (id + p.id) % 15;
        return { tire_id: id, profiles_id: p.id, points_general: general, points_uhp: uhp, points_total: general + uhp };
      }),
    );
    for (const part of chunked(points, 500)) await db.insertInto('tire_points').values(part).execute();
  }
  const products = Array.from({ length: PRODUCTS }, (_, i) => ({
    name: `Premio de prueba ${String(i).padStart(4, '0')}`,
    points: 100 + (i % 50) * 20,
    points_value: 100 + (i % 50) * 20,
    estimated_value: 50_000 + i * 10,
    image: null,
    product_categories_id: categories[i % categories.length].id,
  }));
  for (const chunk of chunked(products, 300)) await db.insertInto('products').values(chunk).execute();
}

async function benchDatabase(kind: 'sqlite' | 'postgres', bareUrl: string) {
  const store = await createProofStore(kind, PG_URL, 'bench_catalogue');
  const server = await startPortal(store, { LOG_LEVEL: 'error' });
  const db = store.openDb();
  try {
    await seedBigCatalogue(db);
    const counts = {
      tires: Number((await db.selectFrom('tires').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c),
      products: Number((await db.selectFrom('products').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c),
    };
    // PostgreSQL plans with fresh statistics, as it would after autovacuum on a real table
    if (kind === 'postgres') await sql`analyze`.execute(db);
    const session = await login(server.base, ADMIN);
    const auth = { authorization: `Bearer ${session.token}` };
    const runs = {
      bare: await load(`${bareUrl}/bare`),
      tiresPage: await load(`${server.base}${API.tires}?page=1&pageSize=10&sort=name`, auth),
      tiresFiltered: await load(`${server.base}${API.tires}?page=1&pageSize=10&sort=name&q=R16`, auth),
      productsPage: await load(`${server.base}${API.productsAll}?page=1&pageSize=16&sort=name`, auth),
      // ~2 MB per answer: at 50 connections it only measures the queue, so one at a time
      tiresWhole: await load(`${server.base}${API.tires}`, auth, 1),
    };
    return { kind, counts, runs };
  } finally {
    await server.kill();
    await db.destroy();
    await store.dispose();
  }
}

async function main() {
  console.log(`Catalogue lists benchmark (autocannon -c ${CONNECTIONS} -d ${DURATION_S}s per call; the real server as a child process; the administrator's session)\n`);
  const results = await onEachDatabase(DATABASES, benchDatabase);
  const head = `${'database'.padEnd(11)} ${'call'.padEnd(52)} ${'2xx/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(8)} ${'non-2xx'.padStart(8)}`;
  console.log(head);
  let sound = true;
  for (const r of results) {
    const line = (what: string, run: Run) => console.log(`${DATABASE_NAMES[r.kind].padEnd(11)} ${what.padEnd(52)} ${run.rps.toFixed(0).padStart(8)} ${String(run.p99).padStart(8)} ${(run.rps / r.runs.bare.rps).toFixed(4).padStart(8)} ${String(run.bad).padStart(8)}`);
    line('bare Fastify route', r.runs.bare);
    line(`GET /api/tire first page of 10 (${r.counts.tires} tires)`, r.runs.tiresPage);
    line('GET /api/tire first page of 10, q=R16', r.runs.tiresFiltered);
    line(`GET /api/products/all first page of 16 (${r.counts.products})`, r.runs.productsPage);
    line('GET /api/tire, the whole list (no params), 1 connection', r.runs.tiresWhole);
    for (const run of Object.values(r.runs)) sound &&= run.bad === 0;
  }
  console.log('\nratio = 2xx/s of the call / req/s of the bare route in the same run; p99 over every answer');
  if (!sound) {
    console.log('some answers were not 2xx');
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
