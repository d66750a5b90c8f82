// What must be shown: a server process killed (SIGKILL) with requests in flight, then
// restarted -> no half-written request or lot. Runs in both jest projects: the real server (node
// --import tsx api/src/main.ts) as a child process on a temp DATA_DIR with demo data, on SQLite or,
// in the postgres project, on a fresh database of the test server (harness.ts says why not a schema).
//
// 1. warm-up: the demo participants register invoices and redemption requests (review targets)
// 2. the storm: ~300 requests, 100 in flight at every moment (invoice creations with distinct
//    numbers and images, redemption requests for the cheapest products, approvals and rejections
//    by the approver, some of them two reviewers racing on one row); SIGKILL once 40 % have been
//    answered, with requests of every kind in flight
// 3. the database straight after the kill, opened directly with the api's connection factory:
//    checkPointsInvariants() is [], nothing half-written, every answered 200 is there, every
//    refused invoice is not
// 4. restart on the same data: the same checks, old sessions still work, new requests succeed, and
//    the invoices whose answer was lost, retried with their Idempotency-Key, exist exactly once
import crypto from 'node:crypto';
import path from 'node:path';
import { API, IDEMPOTENCY_KEY_HEADER, INVOICE_STATE, REDEMPTION_STATE } from '@portal/contract';
import type { DB } from '../db/schema';
import { checkPointsInvariants } from '../points';
import { halfWrittenRows } from './checks';
import {
  DEFAULT_PG_URL,
  DEMO,
  call,
  createProofStore,
  describeAnswer,
  invoiceBody,
  loadCatalogue,
  login,
  requireRoutes,
  startPortal,
  type Answer,
  type Catalogue,
  type PortalProcess,
  type ProofStore,
  type Session,
  type TireLine,
} from './harness';

// the proof is about a kill in the middle of writes, not about shedding load: with the overload guard
// on, a loaded machine answers part of the burst 503 + Retry-After before the kill, which
// stores nothing but proves nothing either; the cluster e2e and bench:cluster show the guard
const NO_OVERLOAD_GUARD = { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' };
const KIND = process.env.PORTAL_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_URL = process.env.PORTAL_TEST_DATABASE_URL || DEFAULT_PG_URL;

/** requests of the storm, per participant */
const STORM_INVOICES = 80;
const STORM_REDEMPTIONS = 50;
/** warm-up review targets, per participant */
const WARM_INVOICES = 6;
const WARM_REDEMPTIONS = 6;
/** requests kept in flight at once */
const IN_FLIGHT = 100;
/** the kill comes once this share of the storm has been answered */
const KILL_AT_SHARE = 0.4;

type Who = 'A' | 'B';
type Plan =
  | { kind: 'invoice'; who: Who; number: string; body: { body: Buffer; contentType: string }; key: string }
  | { kind: 'applyfor'; who: Who; productId: number }
  | { kind: 'redemption-review'; id: number; action: 'approve' | 'reject' }
  | { kind: 'invoice-review'; id: number; action: 'approve' | 'reject' };
interface Outcome {
  plan: Plan;
  /** the pool took it before the kill */
  sent: boolean;
  settled?: boolean;
  answer?: Answer;
  /** transport error: the server died before answering */
  error?: string;
}

const REJECT_COMMENT = 'Rechazada en la prueba de caída del servidor';

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

describe(`a server killed (SIGKILL) with requests in flight, then restarted (${KIND})`, () => {
  let store: ProofStore | undefined;
  let server: PortalProcess | undefined;
  let db: DB | undefined;

  beforeAll(async () => {
    store = await createProofStore(KIND, PG_URL, 'kill');
  });

  afterAll(async () => {
    await server?.kill();
    await db?.destroy();
    await store?.dispose();
  });

  it('keeps every answered request, half-writes nothing, and serves again after the restart', async () => {
    const s = store!;
    const storageDir = path.join(s.dataDir, 'storage');
    server = await startPortal(s, NO_OVERLOAD_GUARD);
    await requireRoutes(server.base);

    db = s.openDb();
    const catalogue: Catalogue = await loadCatalogue(db);
    const sessions: Record<Who | 'R', Session> = {
      A: await login(server.base, DEMO.participantA),
      B: await login(server.base, DEMO.participantB),
      R: await login(server.base, DEMO.approver),
    };
    const userOf = { A: catalogue.users[DEMO.participantA], B: catalogue.users[DEMO.participantB] };
    const tag = crypto.randomBytes(3).toString('hex').toUpperCase();
    const lines = (i: number): TireLine[] =>
      catalogue.tires.slice(0, 5).map((t, k) => ({ brand_id: t.brand_id, design_id: t.design_id, tire_id: t.tire_id, amount: ((i + k) % 24) + 1 }));
    const invoicePlan = (who: Who, number: string, i: number): Extract<Plan, { kind: 'invoice' }> => ({
      kind: 'invoice',
      who,
      number,
      key: `kill-${number}`,
      body: invoiceBody({ number, subsidiaryId: userOf[who].subsidiary_id!, lines: lines(i) }),
    });
    const cheap = catalogue.products.slice(0, 2).map((p) => p.id);

    const send = (plan: Plan): Promise<Answer> => {
      const base = server!.base;
      switch (plan.kind) {
        case 'invoice':
          return call(base, 'POST', API.invoiceCreate, { token: sessions[plan.who].token, body: plan.body.body, contentType: plan.body.contentType, headers: { [IDEMPOTENCY_KEY_HEADER]: plan.key }, timeoutMs: 60_000 });
        case 'applyfor':
          return call(base, 'POST', API.applyFor, { token: sessions[plan.who].token, json: { product_id: plan.productId }, timeoutMs: 60_000 });
        case 'redemption-review':
          return plan.action === 'approve'
            ? call(base, 'POST', API.redemptionApprove(plan.id), { token: sessions.R.token, json: { comment: 'Aprobado en la prueba de caída' }, timeoutMs: 60_000 })
            : call(base, 'POST', API.redemptionReject(plan.id), { token: sessions.R.token, json: { comment: REJECT_COMMENT }, timeoutMs: 60_000 });
        case 'invoice-review':
          return plan.action === 'approve'
            ? call(base, 'POST', API.invoiceApprove(plan.id), { token: sessions.R.token, json: {}, timeoutMs: 60_000 })
            : call(base, 'POST', API.invoiceReject(plan.id), { token: sessions.R.token, json: { comment_rejected: REJECT_COMMENT }, timeoutMs: 60_000 });
      }
    };

    // 1. warm-up: review targets, each answered before the storm
    const warmInvoices: string[] = [];
    for (const who of ['A', 'B'] as const) {
      for (let i = 0; i < WARM_INVOICES; i++) {
        const plan = invoicePlan(who, `W${tag}-${who}${i}`, i);
        const a = await send(plan);
        if (a.status !== 200) throw new Error(`warm-up invoice ${plan.number} (${who}): ${describeAnswer(a)}`);
        warmInvoices.push(plan.number);
      }
      for (let i = 0; i < WARM_REDEMPTIONS; i++) {
        const a = await send({ kind: 'applyfor', who, productId: cheap[0] });
        if (a.status !== 200) throw new Error(`warm-up redemption request (${who}): ${describeAnswer(a)}`);
      }
    }
    const invoiceTargets = (await db.selectFrom('invoices').select('id').where('number', 'in', warmInvoices).orderBy('id').execute()).map((r) => r.id);
    expect(invoiceTargets).toHaveLength(warmInvoices.length);
    const redemptionTargets = (await db.selectFrom('apply_for').select('id').where('state', '=', REDEMPTION_STATE.PENDING).orderBy('id').execute()).map((r) => r.id);
    const applyForCeiling = Number((await db.selectFrom('apply_for').select((eb) => eb.fn.max('id').as('m')).executeTakeFirst())?.m ?? 0);

    // 2. the storm
    const units: Plan[][] = [];
    for (const who of ['A', 'B'] as const) {
      for (let i = 0; i < STORM_INVOICES; i++) units.push([invoicePlan(who, `K${tag}-${who}${i}`, i + 7)]);
      for (let i = 0; i < STORM_REDEMPTIONS; i++) units.push([{ kind: 'applyfor', who, productId: cheap[i % cheap.length] }]);
    }
    // every third target gets both actions side by side in the queue (sent together): two
    // reviewers racing, exactly one may win
    const reviewUnits = <K extends 'redemption-review' | 'invoice-review'>(kind: K, ids: number[]) =>
      ids.forEach((id, i) => {
        const unit: Plan[] = [];
        if (i % 3 !== 1) unit.push({ kind, id, action: 'approve' } as Plan);
        if (i % 3 !== 0) unit.push({ kind, id, action: 'reject' } as Plan);
        units.push(unit);
      });
    reviewUnits('redemption-review', redemptionTargets);
    reviewUnits('invoice-review', invoiceTargets);
    const plans = shuffle(units).flat();

    // a pool keeps IN_FLIGHT requests going at every moment, so whatever the kill cuts is a mix of
    // every kind (all at once, the quick kinds would all be done before the slow invoices)
    const outcomes: Outcome[] = plans.map((plan) => ({ plan, sent: false }));
    const killAt = Math.ceil(plans.length * KILL_AT_SHARE);
    let next = 0;
    let settled = 0;
    let killed = false;
    const inFlightByKind: Record<string, number> = {};
    const killing = new Promise<void>((resolveKill) => {
      const worker = async () => {
        while (!killed && next < outcomes.length) {
          const o = outcomes[next++];
          o.sent = true;
          try {
            o.answer = await send(o.plan);
          } catch (err) {
            o.error = (err as Error).message;
          }
          o.settled = true;
          settled++;
          if (!killed && settled >= killAt) {
            killed = true;
            server!.child.kill('SIGKILL');
            for (const x of outcomes) if (x.sent && !x.settled) inFlightByKind[x.plan.kind] = (inFlightByKind[x.plan.kind] ?? 0) + 1;
            resolveKill();
          }
        }
      };
      const workers = Array.from({ length: IN_FLIGHT }, worker);
      void Promise.all(workers).then(() => resolveKill());
    });
    await killing;
    const inFlightAtKill = Object.values(inFlightByKind).reduce((a, b) => a + b, 0);
    const exit = await server.exited;
    // every request sent has settled (answered before the kill, or cut by it)
    const deadline = Date.now() + 30_000;
    while (outcomes.some((o) => o.sent && !o.settled) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(outcomes.filter((o) => o.sent && !o.settled)).toEqual([]);
    const sent = outcomes.filter((o) => o.sent);

    const answered = outcomes.filter((o) => o.answer);
    const ok = answered.filter((o) => o.answer!.status === 200);
    const count = (kind: Plan['kind'], list: Outcome[]) => list.filter((o) => o.plan.kind === kind).length;
    console.log(
      `[kill ${KIND}] ${sent.length} requests sent, SIGKILL (${exit.signal}) with ${inFlightAtKill} in flight ${JSON.stringify(inFlightByKind)}; ` +
        `answered ${answered.length} (200: ${ok.length}: invoices ${count('invoice', ok)}, requests ${count('applyfor', ok)}, ` +
        `reviews ${count('redemption-review', ok) + count('invoice-review', ok)}), cut ${sent.length - answered.length}`,
    );
    const refusals = new Map<string, number>();
    for (const o of answered) {
      if (o.answer!.status === 200) continue;
      const key = `${o.plan.kind} ${describeAnswer(o.answer!).slice(0, 90)}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    }
    if (refusals.size) console.log(`[kill ${KIND}] refused before the kill:\n${[...refusals].map(([k, n]) => `  ${n} x ${k}`).join('\n')}`);
    if (!inFlightByKind.invoice) throw new Error(`no invoice creation was in flight at the kill (${JSON.stringify(inFlightByKind)}): the proof proved nothing`);
    expect(exit.signal).toBe('SIGKILL');

    // answers before the kill are all deliberate: no 5xx
    const serverErrors = answered.filter((o) => o.answer!.status >= 500).map((o) => `${o.plan.kind}: ${describeAnswer(o.answer!)}`);
    expect(serverErrors).toEqual([]);

    const verify = async (when: string) => {
      const problems = [...(await checkPointsInvariants(db!)), ...(await halfWrittenRows(db!, { storageDir }))];
      expect({ when, problems }).toEqual({ when, problems: [] });

      // every answered invoice creation: 200 -> stored once, for its user; refused -> nothing stored
      const stormNumbers = plans.filter((p): p is Extract<Plan, { kind: 'invoice' }> => p.kind === 'invoice').map((p) => p.number);
      const stored = await db!.selectFrom('invoices').select(['id', 'number', 'users_id']).where('number', 'in', stormNumbers).execute();
      const byNumber = new Map<string, { id: number; users_id: number }[]>();
      for (const row of stored) byNumber.set(row.number, [...(byNumber.get(row.number) ?? []), row]);
      const wrong: string[] = [];
      for (const o of outcomes) {
        if (o.plan.kind !== 'invoice') continue;
        const rows = byNumber.get(o.plan.number) ?? [];
        if (!o.sent && rows.length) wrong.push(`invoice ${o.plan.number} was never sent but is stored`);
        if (!o.answer) continue;
        if (o.answer.status === 200) {
          if (rows.length !== 1 || rows[0].users_id !== userOf[o.plan.who].id) wrong.push(`invoice ${o.plan.number} answered 200 but stored ${rows.length} time(s)`);
        } else if (rows.length !== 0) {
          wrong.push(`invoice ${o.plan.number} answered ${describeAnswer(o.answer)} but was stored`);
        }
      }
      for (const [number, rows] of byNumber) if (rows.length > 1) wrong.push(`invoice ${number} stored ${rows.length} times`);

      // redemption requests: at least the answered 200s, at most those not refused
      for (const who of ['A', 'B'] as const) {
        const mine = outcomes.filter((o) => o.plan.kind === 'applyfor' && o.plan.who === who);
        const oks = mine.filter((o) => o.answer?.status === 200).length;
        const notRefused = mine.filter((o) => o.sent && (!o.answer || o.answer.status === 200)).length;
        const rows = await db!.selectFrom('apply_for').select('id').where('users_id', '=', userOf[who].id).where('id', '>', applyForCeiling).execute();
        if (rows.length < oks || rows.length > notRefused) wrong.push(`participant ${who}: ${rows.length} new redemption requests stored, ${oks} answered 200, ${notRefused} not refused`);
        // the answer names the new request (contract RedemptionCreateAnswer.id): that very row
        const storedIds = new Set(rows.map((r) => r.id));
        for (const o of mine) {
          if (o.answer?.status !== 200) continue;
          const id = o.answer.body?.id;
          if (typeof id !== 'number') wrong.push(`participant ${who}: a redemption request answered 200 without its id: ${o.answer.text.slice(0, 120)}`);
          else if (!storedIds.has(id)) wrong.push(`participant ${who}: redemption request ${id} answered 200 but is not stored`);
        }
      }

      // reviews: a 200 is the row's state; of two racing reviewers at most one wins
      const reviewState = { 'redemption-review': { approve: REDEMPTION_STATE.APPROVED, reject: REDEMPTION_STATE.REJECTED }, 'invoice-review': { approve: INVOICE_STATE.APPROVED, reject: INVOICE_STATE.REJECTED } } as const;
      const wins = new Map<string, number>();
      for (const o of outcomes) {
        if ((o.plan.kind !== 'redemption-review' && o.plan.kind !== 'invoice-review') || o.answer?.status !== 200) continue;
        const key = `${o.plan.kind} ${o.plan.id}`;
        wins.set(key, (wins.get(key) ?? 0) + 1);
        const row = o.plan.kind === 'redemption-review'
          ? await db!.selectFrom('apply_for').select('state').where('id', '=', o.plan.id).executeTakeFirst()
          : await db!.selectFrom('invoices').select('state').where('id', '=', o.plan.id).executeTakeFirst();
        const expected = reviewState[o.plan.kind][o.plan.action];
        if (row?.state !== expected) wrong.push(`${key}: ${o.plan.action} answered 200 but the state is ${row?.state}`);
      }
      for (const [key, n] of wins) if (n > 1) wrong.push(`${key}: ${n} reviewers won`);
      expect({ when, wrong }).toEqual({ when, wrong: [] });
    };

    // 3. straight after the kill, before anything recovers
    await verify('after the kill');

    // 4. restart on the same data
    server = await startPortal(s, NO_OVERLOAD_GUARD);
    await verify('after the restart');

    // sessions issued before the kill still work; new ones too
    expect((await call(server.base, 'GET', API.invoicesAll, { token: sessions.A.token })).status).toBe(200);
    expect((await call(server.base, 'GET', API.applyForAll, { token: sessions.R.token })).status).toBe(200);
    const again = await login(server.base, DEMO.participantB);
    sessions.B = again;
    const fresh = invoicePlan('B', `R${tag}-B0`, 3);
    const freshAnswer = await send(fresh);
    expect(describeAnswer(freshAnswer)).toMatch(/^200 /);
    const request = await send({ kind: 'applyfor', who: 'B', productId: cheap[0] });
    expect([200, 409]).toContain(request.status);

    // invoices whose answer the kill swallowed, retried with their key: each exists exactly once
    const lost = outcomes.filter((o): o is Outcome & { plan: Extract<Plan, { kind: 'invoice' }> } => o.sent && o.plan.kind === 'invoice' && !o.answer).slice(0, 40);
    const retries = await Promise.all(lost.map((o) => send(o.plan)));
    expect(retries.map(describeAnswer).filter((a) => !a.startsWith('200 '))).toEqual([]);
    const retried = await db.selectFrom('invoices').select(['number']).where('number', 'in', lost.length ? lost.map((o) => o.plan.number) : ['-']).execute();
    expect(retried.map((r) => r.number).sort()).toEqual(lost.map((o) => o.plan.number).sort());

    expect(await checkPointsInvariants(db)).toEqual([]);
    expect(await halfWrittenRows(db, { storageDir })).toEqual([]);

    await server.stop();
  }, 180_000);
});
