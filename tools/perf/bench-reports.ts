// npm run bench:reports: the reports, their charts and the audit log on 10,000
// participants, 200,000 invoices and 50,000 redemption requests, as ratios against a bare route of
// the same run (never timed asserts), and the two full CSV exports with the api's memory.
// On each database (SQLite in a temp DATA_DIR, PostgreSQL in a fresh database of BENCH_DATABASE_URL)
// the real server runs as a child process with the demo data plus bench:people's participants and
// invoices, the requests in every state with their allocations, spend and refund rows, and an audit
// row for every review (tools/perf/bench/people-data.ts with `{ redemptions, audit }`, bulk SQL; VACUUM
// ANALYZE on PostgreSQL). autocannon asks at 50 connections, BENCH_SECONDS (default 10) each:
//   a. a bare Fastify route (tools/perf/bench/bare-server.ts), the baseline
//   b. GET /api/reports/invoiceByUser?page=1&pageSize=10&sort=name     (/admin/points, first page)
//   c. the same filtered by a branch and a month                        (movements of the period)
//   d. GET /api/reports/invoices/full?page=1&pageSize=10               (/admin/invoices, first page)
//   e. GET /api/reports/points/summary                                  (the points charts)
//   f. GET /api/reports/invoices/summary                                (the invoice charts)
//   g. GET /api/audit?page=1                                            (the audit log, newest first)
// Each of b-g runs on a fresh api process, killed after its run: a call answering in seconds leaves
// up to 50 requests queued when its run ends, and those must not weigh on the next call. Before its
// run each call is asked once (what it holds) and once more alone on the warmed-up process (idle ms).
// Then, each on one more fresh process, ONE request of each of the two full CSV exports
// (/api/reports/invoiceByUser.csv and /api/reports/invoices/full.csv): wall time, bytes, lines, and
// the api process's resident memory before and at its peak (VmRSS of /proc/<pid>/status every 50 ms,
// and VmHWM after resetting it through /proc/<pid>/clear_refs when the kernel lets us); an export
// still running after BENCH_CSV_LIMIT_S seconds (default 90, 0: no limit) is cut and shown as such,
// with what had come by then, so one slow export does not hold the whole run. Every request is the
// administrator's. Afterwards the points invariant checker runs on the data.
// BENCH_DB=sqlite|postgres runs one database only.
import fs from 'node:fs';
import http from 'node:http';
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
const REDEMPTIONS = 50_000;
const SAMPLE_MS = 50;
/** an export still running after this many seconds is cut (and said so): the run stays bounded; 0 waits for ever */
const CSV_LIMIT_S = Number(process.env.BENCH_CSV_LIMIT_S ?? 90);
const MB = 1024 * 1024;

interface Run { count: number; rps: number; p99: number; bad: number }

/** a slow answer is still an answer: no request is given up (and sent again) within the run */
const TIMEOUT_S = DURATION_S + 60;

async function load(url: string, headers: Record<string, string> = {}): Promise<Run> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, timeout: TIMEOUT_S, headers });
  return { count: result['2xx'], rps: result['2xx'] / result.duration, p99: result.latency.p99, bad: result.non2xx + result.errors + result.timeouts };
}

/** one answer, to print what it holds (rows of total, or the charts' series) before timing it, or what went wrong */
async function peek(url: string, headers: Record<string, string>): Promise<{ holds: string; total: number }> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (!res.ok) return { holds: `HTTP ${res.status} ${text.slice(0, 160)}`, total: 0 };
  const body = JSON.parse(text) as Record<string, unknown>;
  if (Array.isArray(body.rows)) return { holds: `${body.rows.length} of ${body.total}`, total: Number(body.total) };
  return { holds: Object.entries(body).map(([k, v]) => `${k} ${Array.isArray(v) ? v.length : typeof v}`).join(', '), total: 0 };
}

// --- the api's memory ---------------------------------------------------------------------------

/** VmRSS and VmHWM of a process, in bytes */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** resets the process's VmHWM to its current RSS (Linux: write 5 to clear_refs); false when refused */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface Export { status: number; ms: number; bytes: number; lines: number; rssBefore: number; peak: number; sampledPeak: number; hwmReset: boolean; type: string; cut: boolean }

/** one GET of a CSV file, read to its end as a client would, with the server's RSS sampled meanwhile */
async function exportCsv(url: string, headers: Record<string, string>, pid: number): Promise<Export> {
  const before = memoryOf(pid);
  const hwmReset = resetPeak(pid);
  let sampledPeak = before.rss;
  const sample = () => {
    try {
      sampledPeak = Math.max(sampledPeak, memoryOf(pid).rss);
    } catch {
      /* the process is gone: the request fails below */
    }
  };
  const timer = setInterval(sample, SAMPLE_MS);
  const started = process.hrtime.bigint();
  try {
    const answer = await new Promise<{ status: number; bytes: number; lines: number; type: string; cut: boolean }>((resolve, reject) => {
      let bytes = 0;
      let lines = 0;
      let lastByte = 0x0a;
      let status = 0;
      let type = '';
      let limit: NodeJS.Timeout | undefined;
      let cut = false;
      const ended = (err: Error) => {
        clearTimeout(limit);
        if (cut) resolve({ status, bytes, lines, type, cut });
        else reject(err);
      };
      const req = http.get(url, { headers, agent: false }, (res) => {
        status = res.statusCode ?? 0;
        type = String(res.headers['content-type'] ?? '');
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) lines += 1;
          if (chunk.length > 0) lastByte = chunk[chunk.length - 1];
        });
        res.on('error', ended);
        res.on('aborted', () => ended(new Error(`${url}: the download was cut after ${bytes} bytes`)));
        res.on('end', () => {
          clearTimeout(limit);
          resolve({ status, bytes, lines: lines + (bytes > 0 && lastByte !== 0x0a ? 1 : 0), type, cut: false });
        });
      });
      req.on('error', ended);
      if (CSV_LIMIT_S > 0) {
        limit = setTimeout(() => {
          cut = true;
          req.destroy();
        }, CSV_LIMIT_S * 1000);
      }
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    sample();
    const after = memoryOf(pid);
    return { ...answer, ms, rssBefore: before.rss, sampledPeak, peak: Math.max(sampledPeak, hwmReset ? after.hwm : 0), hwmReset };
  } finally {
    clearInterval(timer);
  }
}

// --- one database ---------------------------------------------------------------------------------

/** the calls timed with autocannon, as paths of the data */
function callPaths(data: PeopleData) {
  const { from, to } = data.period;
  return {
    pointsPage: `${API.reportInvoiceByUser}?page=1&pageSize=10&sort=name`,
    pointsFiltered: `${API.reportInvoiceByUser}?page=1&pageSize=10&sort=name&subsidiary=${data.branch.id}&from=${from}&to=${to}`,
    invoicesPage: `${API.reportInvoicesFull}?page=1&pageSize=10`,
    pointsSummary: API.reportPointsSummary,
    invoicesSummary: API.reportInvoicesSummary,
    audit: `${API.auditLog}?page=1`,
  };
}
type Call = keyof ReturnType<typeof callPaths>;

interface Timed extends Run {
  /** what the first answer held */
  holds: string;
  /** its `total` (0 for the charts) */
  total: number;
  /** one request on the idle, warmed-up server (after the first) */
  idleMs: number;
}

async function benchDatabase(kind: 'sqlite' | 'postgres', bareUrl: string) {
  const store = await createProofStore(kind, PG_URL, 'bench_reports');
  // the overload guard off (api/src/http/overload.ts): 50 connections asking for a summary
  // that blocks SQLite's event loop for half a second each would be answered 503 after the first
  // second, and this run measures what the queries cost; bench:cluster measures the guard
  const env = { LOG_LEVEL: 'error', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' };
  const db = store.openDb();
  try {
    // the first start migrates and writes the demo data; the bench's data goes on top
    const first = await startPortal(store, env);
    let data: PeopleData;
    let token: string;
    try {
      data = await seedPeople(db, new Date(), { redemptions: REDEMPTIONS, audit: true });
      token = (await login(first.base, ADMIN)).token;
    } finally {
      await first.stop();
    }
    // PostgreSQL plans with fresh statistics and a set visibility map, as it would once autovacuum
    // has seen the bulk load (SQLite: each api process runs `PRAGMA optimize` as it starts, api/src/db/optimize.ts)
    let vacuumMs = 0;
    if (kind === 'postgres') {
      const started = Date.now();
      await sql`vacuum analyze`.execute(db);
      vacuumMs = Date.now() - started;
    }
    const auth = { authorization: `Bearer ${token}` };
    const bare = await load(`${bareUrl}/bare`);
    // each call on a fresh api process, killed after its run: the requests a slow call leaves
    // queued at the end of its run (50 of them) never weigh on the next call's figures
    const runs = {} as Record<Call, Timed>;
    for (const [call, path] of Object.entries(callPaths(data)) as [Call, string][]) {
      const server = await startPortal(store, env);
      try {
        const answer = await peek(`${server.base}${path}`, auth);
        const started = process.hrtime.bigint();
        await fetch(`${server.base}${path}`, { headers: auth }).then((res) => res.arrayBuffer());
        const idleMs = Number(process.hrtime.bigint() - started) / 1e6;
        runs[call] = { ...(await load(`${server.base}${path}`, auth)), ...answer, idleMs };
      } finally {
        await server.kill();
      }
    }
    // the exports, one at a time, each on a fresh process warmed by one page of its report (a cut
    // export may leave its process busy with a page query)
    const exportOn = async (warm: string, file: string): Promise<Export> => {
      const server = await startPortal(store, env);
      try {
        await peek(`${server.base}${warm}`, auth);
        return await exportCsv(`${server.base}${file}`, auth, server.child.pid!);
      } finally {
        await server.kill();
      }
    };
    const paths = callPaths(data);
    const exports = {
      points: await exportOn(paths.pointsPage, API.reportPointsCsv),
      invoices: await exportOn(paths.invoicesPage, API.reportInvoicesCsv),
    };
    const started = Date.now();
    const invariants = await checkPointsInvariants(db);
    return { kind, data, vacuumMs, bare, runs, exports, invariants, checkMs: Date.now() - started };
  } finally {
    await db.destroy();
    await store.dispose();
  }
}

async function main() {
  const startedAll = Date.now();
  console.log(`Reports benchmark (autocannon -c ${CONNECTIONS} -d ${DURATION_S}s per call; the real server as a child process; the administrator's session)\n`);
  const results = await onEachDatabase(DATABASES, benchDatabase);
  let sound = true;

  console.log(`${'database'.padEnd(11)} ${'call'.padEnd(76)} ${'2xx'.padStart(7)} ${'2xx/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'ratio'.padStart(8)} ${'non-2xx'.padStart(8)} ${'idle ms'.padStart(8)}`);
  for (const r of results) {
    const line = (what: string, run: Run & { idleMs?: number }) => {
      const p99 = run.count > 0 ? String(run.p99) : '-';
      console.log(`${DATABASE_NAMES[r.kind].padEnd(11)} ${what.padEnd(76)} ${String(run.count).padStart(7)} ${run.rps.toFixed(run.rps < 10 ? 1 : 0).padStart(8)} ${p99.padStart(8)} ${(run.rps / r.bare.rps).toFixed(4).padStart(8)} ${String(run.bad).padStart(8)} ${(run.idleMs === undefined ? '' : run.idleMs.toFixed(0)).padStart(8)}`);
      sound &&= run.bad === 0;
    };
    line('bare Fastify route', r.bare);
    line(`GET /api/reports/invoiceByUser page 1 by name (${r.runs.pointsPage.holds})`, r.runs.pointsPage);
    line(`  the same, branch ${r.data.branch.id}, ${r.data.period.from}..${r.data.period.to} (${r.runs.pointsFiltered.holds})`, r.runs.pointsFiltered);
    line(`GET /api/reports/invoices/full page 1 (${r.runs.invoicesPage.holds})`, r.runs.invoicesPage);
    line('GET /api/reports/points/summary', r.runs.pointsSummary);
    line('GET /api/reports/invoices/summary', r.runs.invoicesSummary);
    line(`GET /api/audit page 1 (${r.runs.audit.holds})`, r.runs.audit);
  }
  console.log('\n2xx = answers within the run; ratio = 2xx/s of the call / req/s of the bare route in the same run; p99 over every answer');
  console.log('(- when nothing was answered in the run); idle ms = one request alone on the warmed-up server; each call ran on a fresh api process');
  if (results[0]) console.log(`points/summary holds ${results[0].runs.pointsSummary.holds}; invoices/summary holds ${results[0].runs.invoicesSummary.holds}`);

  console.log(`\nFull CSV exports (one request each, read to the end; the api's RSS sampled every ${SAMPLE_MS} ms)`);
  console.log(`${'database'.padEnd(11)} ${'file'.padEnd(34)} ${'HTTP'.padStart(5)} ${'wall s'.padStart(8)} ${'MB'.padStart(8)} ${'lines'.padStart(9)} ${'RSS before MB'.padStart(14)} ${'peak RSS MB'.padStart(12)} ${'growth MB'.padStart(10)}`);
  for (const r of results) {
    const line = (what: string, e: Export) => {
      const wall = `${e.cut ? '>' : ''}${(e.ms / 1000).toFixed(2)}`;
      console.log(`${DATABASE_NAMES[r.kind].padEnd(11)} ${what.padEnd(34)} ${String(e.status).padStart(5)} ${wall.padStart(8)} ${(e.bytes / MB).toFixed(1).padStart(8)} ${String(e.lines).padStart(9)} ${(e.rssBefore / MB).toFixed(0).padStart(14)} ${(e.peak / MB).toFixed(0).padStart(12)} ${((e.peak - e.rssBefore) / MB).toFixed(0).padStart(10)}${e.cut ? `  CUT after ${CSV_LIMIT_S} s (BENCH_CSV_LIMIT_S)` : ''}`);
      sound &&= e.status === 200 && e.type.startsWith('text/csv');
    };
    line('GET /api/reports/invoiceByUser.csv', r.exports.points);
    line('GET /api/reports/invoices/full.csv', r.exports.invoices);
  }
  const hwm = results.every((r) => r.exports.points.hwmReset && r.exports.invoices.hwmReset);
  console.log(hwm
    ? '\npeak = the larger of the sampled VmRSS and the VmHWM after a reset through clear_refs just before the request; lines count the header'
    : '\npeak = the largest VmRSS sampled (clear_refs refused: VmHWM could not be reset); lines count the header');
  console.log(`the full files hold ${results.map((r) => `${r.runs.pointsPage.total + 1} and ${r.runs.invoicesPage.total + 1} lines (${DATABASE_NAMES[r.kind]})`).join(', ')}; an export cut at ${CSV_LIMIT_S} s shows what had come by then`);

  console.log('\nThe data');
  for (const r of results) {
    sound &&= r.invariants.length === 0;
    const q = r.data.requests;
    console.log(`  ${DATABASE_NAMES[r.kind].padEnd(11)} ${r.data.users} participants, ${r.data.invoices} invoices (${r.data.lines} lines, ${r.data.lots} lots), ${r.data.ledger} ledger rows, written in ${(r.data.ms / 1000).toFixed(1)} s${r.kind === 'postgres' ? `, VACUUM ANALYZE ${(r.vacuumMs / 1000).toFixed(1)} s` : ''}`);
    if (q) console.log(`  ${''.padEnd(11)} ${q.total} redemption requests (${Object.entries(q.byState).map(([s, n]) => `${s} ${n}`).join(', ')}; ${q.points} points asked), ${q.allocations} allocations, ${r.data.audit ?? 0} audit rows`);
    console.log(`  ${''.padEnd(11)} checkPointsInvariants (${(r.checkMs / 1000).toFixed(1)} s): ${r.invariants.length ? r.invariants.slice(0, 5).join('; ') : '[] (sound)'}`);
  }
  console.log(`\ntotal ${((Date.now() - startedAll) / 1000).toFixed(0)} s`);
  if (!sound) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
