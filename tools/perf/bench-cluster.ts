// npm run bench:cluster: one api process and two api processes, each time behind
// Debian's nginx (tools/ops/cluster-lib.ts, the layout of `npm run start:cluster`) on a fresh PostgreSQL
// database of BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test, dropped
// afterwards) and Redis (REDIS_URL, default redis://127.0.0.1:6379, under a key prefix of the run's
// own). autocannon at 50 and at 200 connections, BENCH_SECONDS (default 10) each, every connection
// cycling through a participant's mix (three reads, one write):
//   GET  /api/products/all?page=1&pageSize=16&sort=name   the catalogue on the list contract
//   GET  /api/slides/position/up/0                        the home page's carousel
//   GET  /api/session                                     the sidebar's balance (session check)
//   POST /api/product/applyfor                            a redemption of the cheapest product
// The requests come from PARTICIPANTS participants registered through the api (SPEC 2.3), each
// request the next one's in turn, so redemptions contend the way a month's end does (many people, each their
// own balance) rather than all on one row; each is funded first by the administrator's adjustment,
// so no redemption runs out of points. Only 2xx answers count as throughput; p99 is over every answer. Afterwards the points
// invariant checker and the half-written-rows check run on each database. These are figures of one
// 2-core machine shared by every process (nginx, the api processes, PostgreSQL and autocannon
// itself), never timed asserts.
import autocannon from 'autocannon';
import crypto from 'node:crypto';
import { API, APP_KEY_HEADER, PORTAL_CONFIG_PATH } from '@portal/contract';
import {
  call, checkPointsInvariants, createProofStore, DEFAULT_PG_URL, DEMO, expectOk, halfWrittenRows,
  loadCatalogue, login, multipartBody,
} from '@portal/api/testing';
import { startCluster } from '../ops/cluster-lib';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL || DEFAULT_PG_URL;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const CONNECTIONS = [50, 200];
const PROCESSES = [1, 2];
const ADMIN = '1000000001';
/** the demo participant whose branch the registered ones join */
const DEMO_PARTICIPANT = DEMO.participantA;
const PARTICIPANTS = 20;
const PASSWORD = 'clave-de-carga';
/** points given to each participant: more than any run here can spend */
const FUNDING = 20_000_000;

interface Run {
  /** 2xx answers per second */
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  samples: string[];
}

interface Setup {
  processes: number;
  runs: Record<number, Run>;
  redemptions: number;
  invariants: string[];
  halfWritten: string[];
  sharedUpstreams: number;
}

async function benchProcesses(processes: number): Promise<Setup> {
  const store = await createProofStore('postgres', PG_URL, `bench_cluster_${processes}`);
  const cluster = await startCluster({
    processes,
    databaseUrl: store.databaseUrl!,
    redisUrl: REDIS_URL,
    dataDir: store.dataDir,
    upstreamHeader: true,
    // api calls only: the front ends need not be built
    requireFrontEnds: false,
    // registrations and logins of the set-up all come from 127.0.0.1
    env: { REDIS_PREFIX: `portal-bench-${crypto.randomBytes(6).toString('hex')}:`, LOG_LEVEL: 'error', DEMO_DATA: 'true', RATE_LIMIT_LOGIN_ADDRESS: '10000/min' },
  });
  const db = store.openDb();
  try {
    const catalogue = await loadCatalogue(db);
    const product = catalogue.products[0];
    const branch = catalogue.users[DEMO_PARTICIPANT].subsidiary_id!;
    const config = await expectOk('portal config', call(cluster.url, 'GET', PORTAL_CONFIG_PATH));
    const admin = await login(cluster.url, ADMIN);

    // PARTICIPANTS people register (the wizard's call), get points from the administrator's
    // adjustment (SPEC 2.6) and log in
    const tokens: string[] = [];
    const ids: number[] = [];
    const tag = crypto.randomBytes(3).toString('hex');
    for (let i = 0; i < PARTICIPANTS; i++) {
      const identification = `9${Date.now().toString().slice(-7)}${String(i).padStart(2, '0')}`;
      const registration = multipartBody({
        data: JSON.stringify({
          name: `Vendedor Carga ${i}`, password: PASSWORD, email: `carga.${tag}.${i}@example.com`, phone: '3001112233',
          identification_number: identification, subsidiary_id: branch, profiles_id: null, accept_terms: true, accept_habeas_data: true,
        }),
      });
      await expectOk('registration', call(cluster.url, 'POST', API.userCreate, { body: registration.body, contentType: registration.contentType, headers: { [APP_KEY_HEADER]: config.appKey } }));
      const session = await login(cluster.url, identification, PASSWORD);
      const loaded = await expectOk('getuser', call(cluster.url, 'GET', API.userGet(session.user.id), { token: admin.token }));
      const form = multipartBody({
        data: JSON.stringify({
          name: loaded.name, email: loaded.email, phone: loaded.phone, version: loaded.version, state: loaded.state,
          profiles_id: loaded.profiles_id, subsidiary_id: loaded.subsidiary_id,
          points: loaded.points + FUNDING, points_seen: loaded.points, points_reason: 'Saldo para la prueba de carga',
        }),
      });
      await expectOk('adjustment', call(cluster.url, 'POST', API.userUpdate(session.user.id), { token: admin.token, body: form.body, contentType: form.contentType }));
      tokens.push(session.token);
      ids.push(session.user.id);
    }
    const authOf = (i: number) => ({ authorization: `Bearer ${tokens[i % tokens.length]}` });

    // every process takes part (nginx round-robin)
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${cluster.url}${API.session}`, { headers: authOf(i) });
      seen.add(res.headers.get('x-upstream') ?? '');
      await res.body?.cancel();
    }

    const runs: Record<number, Run> = {};
    for (const connections of CONNECTIONS) {
      const samples: string[] = [];
      const onResponse = (status: number, body: string) => {
        if ((status < 200 || status >= 300) && samples.length < 3) samples.push(`${status} ${body.slice(0, 160)}`);
      };
      // every request is the next participant's, in turn
      let turn = 0;
      const as = (headers: Record<string, string> = {}) => (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, ...headers, ...authOf(turn++) } });
      const result = await autocannon({
        url: cluster.url,
        connections,
        duration: DURATION_S,
        requests: [
          { method: 'GET', path: `${API.productsAll}?page=1&pageSize=16&sort=name`, setupRequest: as(), onResponse },
          { method: 'GET', path: API.slidesByPosition('up', 0), setupRequest: as(), onResponse },
          { method: 'GET', path: API.session, setupRequest: as(), onResponse },
          { method: 'POST', path: API.applyFor, body: JSON.stringify({ product_id: product.id }), setupRequest: as({ 'content-type': 'application/json' }), onResponse },
        ],
      });
      runs[connections] = { rps: result['2xx'] / result.duration, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts, samples };
    }

    await cluster.stop();
    const redemptions = Number((await db.selectFrom('apply_for').select((eb) => eb.fn.countAll().as('c')).where('users_id', 'in', ids).executeTakeFirstOrThrow()).c);
    return {
      processes,
      runs,
      redemptions,
      invariants: await checkPointsInvariants(db),
      halfWritten: await halfWrittenRows(db, { storageDir: cluster.storageDir }),
      sharedUpstreams: seen.size,
    };
  } finally {
    await cluster.stop();
    await db.destroy();
    await store.dispose();
  }
}

async function main() {
  console.log(`Cluster benchmark: api processes behind nginx on PostgreSQL and Redis; autocannon ${DURATION_S}s per run,`);
  console.log(`${PARTICIPANTS} participants in turn, each connection cycling through the catalogue page, the home carousel, the session (balance) and a redemption\n`);
  const setups: Setup[] = [];
  for (const n of PROCESSES) setups.push(await benchProcesses(n));

  const [one, two] = setups;
  const cell = (r: Run) => `${r.rps.toFixed(0).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.non2xx + r.errors).padStart(7)}`;
  console.log(`${'connections'.padEnd(12)} ${'1 process: 2xx/s  p99 ms  non-2xx'.padStart(33)}   ${'2 processes: 2xx/s  p99 ms  non-2xx'.padStart(35)}   ${'2xx/s ratio'.padStart(11)}`);
  for (const c of CONNECTIONS) {
    console.log(`${String(c).padEnd(12)} ${cell(one.runs[c]).padStart(33)}   ${cell(two.runs[c]).padStart(35)}   ${(two.runs[c].rps / one.runs[c].rps).toFixed(2).padStart(11)}`);
  }
  console.log('\nratio = 2xx/s with two processes / 2xx/s with one; p99 over every answer; non-2xx counts answers and errors that were not 2xx');
  for (const s of setups) {
    for (const c of CONNECTIONS) {
      if (s.runs[c].samples.length) console.log(`  ${s.processes} process(es), ${c} connections, non-2xx e.g.: ${s.runs[c].samples.join(' | ')}`);
    }
  }

  console.log('\nAfter the runs');
  let sound = true;
  for (const s of setups) {
    const problems = [...s.invariants, ...s.halfWritten];
    sound &&= problems.length === 0;
    console.log(`  ${s.processes} process(es): ${s.redemptions} redemption requests stored for the ${PARTICIPANTS} participants; nginx sent to ${s.sharedUpstreams} process(es)`);
    console.log(`    checkPointsInvariants: ${s.invariants.length ? s.invariants.join('; ') : '[] (sound)'}`);
    console.log(`    half-written rows:     ${s.halfWritten.length ? s.halfWritten.join('; ') : '[] (none)'}`);
  }
  if (!sound) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
