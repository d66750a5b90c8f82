// npm run bench:people: the first page of 'Lista de Usuarios' and of the administrator's
// 'Lista de Ventas' on the list contract, as ratios against a bare route of the same run (never
// timed asserts). On each database (SQLite in a temp DATA_DIR, PostgreSQL in a fresh database of
// BENCH_DATABASE_URL) the real server runs as a child process with the demo data plus 10,000
// participants and 200,000 invoices with their points (tools/perf/bench/people-data.ts, bulk SQL), and
// autocannon asks at 50 connections, BENCH_SECONDS (default 10) each:
//   a. a bare Fastify route (tools/perf/bench/bare-server.ts), the baseline
//   b. GET /api/users/all?page=1&pageSize=10&sort=name             (Lista de Usuarios, SPEC 2.5)
//   c. the same with q=Gómez                                          (a search, accents not counting)
//   d. GET /api/invoice/all?page=1&pageSize=10                       (newest registration first)
//   e. the same filtered by state=Aprobada and a month of sale dates
// Every request is the administrator's. Afterwards the points invariant checker runs on the data.
// BENCH_DB=sqlite|postgres runs one database only.
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { API } from '@portal/contract';
import { DATABASE_NAMES, onEachDatabase } from './bench/start-bare';
import { seedPeople, type PeopleData } from './bench/people-data';
import { checkPointsInvariants, createProofStore, DEFAULT_PG_URL, login, startPortal } from '@portal/api/testing';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL;
const DATABASES = (process.env.BENCH_DB ? [process.env.BENCH_DB] : ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];
const ADMIN = '1000000001';
const SEARCH = 'Gómez';

interface Run { rps: number; p99: number; bad: number }

async function load(url: string, headers: Record<string, string> = {}): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return { rps: result['2xx'] / result.duration, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts };
}

/** one answer, to print what a page holds (rows of total) before timing it, or what went wrong */
async function peek(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  const body = res.ok ? (JSON.parse(text) as { rows?: unknown[]; total?: number }) : {};
  return Array.isArray(body.rows) ? `${body.rows.length} of ${body.total}` : `HTTP ${res.status} ${text.slice(0, 160)}`;
}

async function benchDatabase(kind: 'sqlite' | 'postgres', bareUrl: string) {
  const store = await createProofStore(kind, PG_URL, 'bench_people');
  const server = await startPortal(store, { LOG_LEVEL: 'error' });
  const db = store.openDb();
  try {
    const data: PeopleData = await seedPeople(db);
    // PostgreSQL plans with fresh statistics and a set visibility map, as it would once autovacuum
    // has seen the bulk load
    if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
    const session = await login(server.base, ADMIN);
    const auth = { authorization: `Bearer ${session.token}` };
    const urls = {
      usersPage: `${server.base}${API.usersAll}?page=1&pageSize=10&sort=name`,
      usersSearch: `${server.base}${API.usersAll}?page=1&pageSize=10&sort=name&q=${encodeURIComponent(SEARCH)}`,
      invoicesPage: `${server.base}${API.invoicesAll}?page=1&pageSize=10`,
      invoicesFiltered: `${server.base}${API.invoicesAll}?page=1&pageSize=10&state=Aprobada&from=${data.period.from}&to=${data.period.to}`,
    };
    const pages = Object.fromEntries(await Promise.all(Object.entries(urls).map(async ([k, url]) => [k, await peek(url, auth)]))) as Record<keyof typeof urls, string>;
    const runs = {
      bare: await load(`${bareUrl}/bare`),
      usersPage: await load(urls.usersPage, auth),
      usersSearch: await load(urls.usersSearch, auth),
      invoicesPage: await load(urls.invoicesPage, auth),
      invoicesFiltered: await load(urls.invoicesFiltered, auth),
    };
    await server.stop();
    const started = Date.now();
    const invariants = await checkPointsInvariants(db);
    return { kind, data, pages, runs, invariants, checkMs: Date.now() - started };
  } finally {
    await server.kill();
    await db.destroy();
    await store.dispose();
  }
}

async function main() {
  console.log(`People and invoices benchmark (autocannon -c ${CONNECTIONS} -d ${DURATION_S}s per call; the real server as a child process; the administrator's session)\n`);
  const results = await onEachDatabase(DATABASES, benchDatabase);
  console.log(`${'database'.padEnd(11)} ${'call'.padEnd(62)} ${'2xx/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(8)} ${'non-2xx'.padStart(8)}`);
  let sound = true;
  for (const r of results) {
    const line = (what: string, run: Run) => console.log(`${DATABASE_NAMES[r.kind].padEnd(11)} ${what.padEnd(62)} ${run.rps.toFixed(0).padStart(8)} ${String(run.p99).padStart(8)} ${(run.rps / r.runs.bare.rps).toFixed(4).padStart(8)} ${String(run.bad).padStart(8)}`);
    line('bare Fastify route', r.runs.bare);
    line(`GET /api/users/all page 1 by name (${r.pages.usersPage})`, r.runs.usersPage);
    line(`  the same, q=${SEARCH} (${r.pages.usersSearch})`, r.runs.usersSearch);
    line(`GET /api/invoice/all page 1, newest first (${r.pages.invoicesPage})`, r.runs.invoicesPage);
    line(`  the same, Aprobada, ${r.data.period.from}..${r.data.period.to} (${r.pages.invoicesFiltered})`, r.runs.invoicesFiltered);
    for (const run of Object.values(r.runs)) sound &&= run.bad === 0;
  }
  console.log('\nratio = 2xx/s of the call / req/s of the bare route in the same run; p99 over every answer');
  console.log('\nThe data');
  for (const r of results) {
    sound &&= r.invariants.length === 0;
    console.log(`  ${DATABASE_NAMES[r.kind].padEnd(11)} ${r.data.users} participants, ${r.data.invoices} invoices (${r.data.lines} lines, ${r.data.lots} lots, ${r.data.ledger} ledger rows) written in ${(r.data.ms / 1000).toFixed(1)} s`);
    console.log(`  ${''.padEnd(11)} checkPointsInvariants (${(r.checkMs / 1000).toFixed(1)} s): ${r.invariants.length ? r.invariants.slice(0, 5).join('; ') : '[] (sound)'}`);
  }
  if (!sound) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
