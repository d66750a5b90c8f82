// npm run bench:points: the points calls under load, as ratios against a bare route of the same run
// (never timed asserts). autocannon at 50 connections, BENCH_SECONDS (default 10) per call, against
// the real server (node --import tsx api/src/main.ts) as a child process, once on SQLite (temp
// DATA_DIR) and once on PostgreSQL (a fresh schema of BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test, dropped afterwards):
//   a. a bare Fastify route (tools/perf/bench/bare-server.ts), the baseline
//   b. POST /api/invoice/create, 5 tire lines, multipart with a unique number and a unique valid PNG
//      per request (built in autocannon's setupRequest)
//   c. POST /api/product/applyfor for the cheapest product, by the other demo participant, funded
//      first by a few 50-line invoices: every request contends for the same user's row (the worst
//      case); 409s once points run out would show as non-2xx
// Only 2xx answers count as throughput; p99 is over every answer. Afterwards the invariant checker
// runs on each database. BENCH_DB=sqlite|postgres runs one database only.
import autocannon from 'autocannon';
import path from 'node:path';
import { DATABASE_NAMES, onEachDatabase } from './bench/start-bare';
import { API, INVOICE_LINES_MAX } from '@portal/contract';
import {
  call, type Catalogue, checkPointsInvariants, createProofStore, DEFAULT_PG_URL, DEMO,
  describeAnswer, freePort, halfWrittenRows, invoiceBody, loadCatalogue, login, requireRoutes,
  startPortal, type TireLine,
} from '@portal/api/testing';

const ROOT = path.resolve(__dirname, '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL;
const DATABASES = (process.env.BENCH_DB ? [process.env.BENCH_DB] : ['sqlite', 'postgres']) as ('sqlite' | 'postgres')[];
/** the applyfor run must not run out of points below this rate (2xx/s) */
const APPLYFOR_FUNDED_RPS = 1000;

interface Run {
  /** 2xx answers per second */
  rps: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** first answers that were not 2xx, for the reader */
  samples: string[];
}

async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Run> {
  const samples: string[] = [];
  const requests = options.requests?.map((r) => ({
    ...r,
    onResponse: (status: number, body: string) => {
      if ((status < 200 || status >= 300) && samples.length < 3) samples.push(`${status} ${body.slice(0, 160)}`);
    },
  }));
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options, ...(requests ? { requests } : {}) });
  const ok = result['2xx'];
  return { rps: ok / result.duration, p99: result.latency.p99, ok, non2xx: result.non2xx, errors: result.errors + result.timeouts, samples };
}

async function benchDatabase(kind: 'sqlite' | 'postgres', bareUrl: string) {
  const store = await createProofStore(kind, PG_URL, 'bench');
  const server = await startPortal(store, { LOG_LEVEL: 'error' });
  const db = store.openDb();
  try {
    await requireRoutes(server.base);
    const catalogue: Catalogue = await loadCatalogue(db);
    const session = await login(server.base, DEMO.participantA);
    const user = catalogue.users[DEMO.participantA];
    const lines: TireLine[] = catalogue.tires.slice(0, 5).map((t) => ({ brand_id: t.brand_id, design_id: t.design_id, tire_id: t.tire_id, amount: 24 }));
    const tag = `${kind === 'sqlite' ? 'S' : 'P'}${Date.now().toString(36).toUpperCase()}`;
    let n = 0;
    const nextInvoice = () => invoiceBody({ number: `${tag}-${++n}`, subsidiaryId: user.subsidiary_id!, lines });
    const auth = { authorization: `Bearer ${session.token}` };

    const bare = await load(`${bareUrl}/bare`);

    const invoices = await load(`${server.base}${API.invoiceCreate}`, {
      method: 'POST',
      headers: auth,
      requests: [{
        method: 'POST',
        path: API.invoiceCreate,
        setupRequest: (req) => {
          const { body, contentType } = nextInvoice();
          return { ...req, body, headers: { ...req.headers, ...auth, 'content-type': contentType } };
        },
      }],
    });

    // c. fund the redemption run: another participant, so the figure is the request's cost and not
    //    that of the thousands of lots (b) gave participant A; a few big invoices (50 lines of 24)
    //    carry enough points for APPLYFOR_FUNDED_RPS 2xx/s over the whole run
    const spender = await login(server.base, DEMO.participantB);
    const spenderRow = catalogue.users[DEMO.participantB];
    const product = catalogue.products[0];
    const needed = product.points * APPLYFOR_FUNDED_RPS * DURATION_S;
    const bigLines: TireLine[] = Array.from({ length: INVOICE_LINES_MAX }, (_, i) => {
      const t = catalogue.tires[i % 5];
      return { brand_id: t.brand_id, design_id: t.design_id, tire_id: t.tire_id, amount: 24 };
    });
    const balance = async () => Number((await db.selectFrom('users').select('points').where('id', '=', spenderRow.id).executeTakeFirstOrThrow()).points);
    let topUps = 0;
    while ((await balance()) < needed) {
      const batch = await Promise.all(Array.from({ length: 5 }, () => {
        const { body, contentType } = invoiceBody({ number: `${tag}-F${++topUps}`, subsidiaryId: spenderRow.subsidiary_id!, lines: bigLines });
        return call(server.base, 'POST', API.invoiceCreate, { token: spender.token, body, contentType });
      }));
      const bad = batch.find((a) => a.status !== 200);
      if (bad) throw new Error(`funding invoice: ${describeAnswer(bad)}`);
    }
    const spenderLots = Number((await db.selectFrom('point_lots').select((eb) => eb.fn.countAll().as('c')).where('users_id', '=', spenderRow.id).where('closed_at', 'is', null).executeTakeFirstOrThrow()).c);
    const spenderAuth = { authorization: `Bearer ${spender.token}` };

    const applyfor = await load(`${server.base}${API.applyFor}`, {
      method: 'POST',
      headers: { ...spenderAuth, 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: product.id }),
      requests: [{ method: 'POST', path: API.applyFor }],
    });

    await server.stop();
    const invariants = await checkPointsInvariants(db);
    const halfWritten = await halfWrittenRows(db, { storageDir: path.join(store.dataDir, 'storage') });
    const counts = {
      invoices: Number((await db.selectFrom('invoices').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c),
      requests: Number((await db.selectFrom('apply_for').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c),
      ledger: Number((await db.selectFrom('points_ledger').select((eb) => eb.fn.countAll().as('c')).executeTakeFirstOrThrow()).c),
    };
    return { kind, bare, invoices, applyfor, product, topUps, spenderLots, invariants, halfWritten, counts };
  } finally {
    await server.kill();
    await db.destroy();
    await store.dispose();
  }
}

function row(db: string, what: string, run: Run, bare: Run) {
  return `${db.padEnd(11)} ${what.padEnd(36)} ${run.rps.toFixed(0).padStart(8)} ${String(run.p99).padStart(8)} ${(run.rps / bare.rps).toFixed(4).padStart(8)} ${String(run.non2xx + run.errors).padStart(8)}`;
}

async function main() {
  console.log(`Points benchmark (autocannon -c ${CONNECTIONS} -d ${DURATION_S}s per call; the real server as a child process)\n`);
  const results = await onEachDatabase(DATABASES, benchDatabase);

  console.log(`${'database'.padEnd(11)} ${'call'.padEnd(36)} ${'2xx/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(8)} ${'non-2xx'.padStart(8)}`);
  for (const r of results) {
    console.log(row(DATABASE_NAMES[r.kind], 'bare Fastify route', r.bare, r.bare));
    console.log(row(DATABASE_NAMES[r.kind], 'POST /api/invoice/create (5 lines)', r.invoices, r.bare));
    console.log(row(DATABASE_NAMES[r.kind], `POST /api/product/applyfor (${r.product.points} pts)`, r.applyfor, r.bare));
  }
  console.log('\nratio = 2xx/s of the call / req/s of the bare route in the same run; p99 over every answer');
  for (const r of results) {
    for (const [what, run] of [['invoice/create', r.invoices], ['applyfor', r.applyfor]] as const) {
      if (run.samples.length) console.log(`  ${DATABASE_NAMES[r.kind]} ${what} non-2xx answers, e.g.: ${run.samples.join(' | ')}`);
    }
  }

  console.log('\nAfter the runs');
  let sound = true;
  for (const r of results) {
    const problems = [...r.invariants, ...r.halfWritten];
    sound &&= problems.length === 0;
    console.log(`  ${DATABASE_NAMES[r.kind].padEnd(11)} ${r.counts.invoices} invoices (${r.topUps} of them ${INVOICE_LINES_MAX}-line ones funding the spender, who then held ${r.spenderLots} open lots), ${r.counts.requests} redemption requests, ${r.counts.ledger} ledger rows`);
    console.log(`  ${''.padEnd(11)} checkPointsInvariants: ${r.invariants.length ? r.invariants.join('; ') : '[] (sound)'}`);
    console.log(`  ${''.padEnd(11)} half-written rows:     ${r.halfWritten.length ? r.halfWritten.join('; ') : '[] (none)'}`);
  }
  if (!sound) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
