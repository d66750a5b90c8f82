// A revoked token stops working at once, across processes. Each api process keeps
// a session it found for as long as the database is unchanged (db/unchanged.ts); proved here with
// two real api processes (node --import tsx api/src/main.ts, as `npm start` runs it) on one
// database: a session read several times through both (so each keeps it), then ended through the
// other process or by a third connection, is refused by the next request of either.
// Runs in both jest projects: SQLite (one file, two processes) and PostgreSQL (a fresh database).
import { API } from '@portal/contract';
import type { DB } from '../db/schema';
import { call, createProofStore, DEFAULT_PG_URL, DEMO, expectOk, login, startPortal, type PortalProcess, type ProofStore } from './harness';

const KIND = process.env.PORTAL_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const PG_URL = process.env.PORTAL_TEST_DATABASE_URL || DEFAULT_PG_URL;

jest.setTimeout(180_000);

let store: ProofStore;
let a: PortalProcess;
let b: PortalProcess;
let db: DB;

beforeAll(async () => {
  store = await createProofStore(KIND, PG_URL, 'sessions');
  // the database made and seeded once, by a first start
  await (await startPortal(store)).stop();
  [a, b] = await Promise.all([startPortal(store), startPortal(store)]);
  db = store.openDb();
});
afterAll(async () => {
  await db?.destroy();
  await Promise.all([a?.stop(), b?.stop()]);
  await store?.dispose();
});

const catalogue = (proc: PortalProcess, token: string) => call(proc.base, 'GET', API.productsAll, { token });

/** read through both processes, three times each: whatever either keeps, it keeps now */
async function readThroughBoth(token: string) {
  for (let i = 0; i < 3; i++) {
    for (const proc of [a, b]) expect((await catalogue(proc, token)).status).toBe(200);
  }
}

it('a logout through one process ends the session in the other at its next request', async () => {
  const { token } = await login(a.base, DEMO.participantA);
  await readThroughBoth(token);
  await expectOk('logout through b', call(b.base, 'POST', API.logout, { token }));
  expect((await catalogue(a, token)).status).toBe(401);
  expect((await catalogue(b, token)).status).toBe(401);
});

it('a user deactivated by another connection (a tool, a third process) is refused by both at once', async () => {
  const { token, user } = await login(b.base, DEMO.participantB);
  await readThroughBoth(token);
  await db.updateTable('users').set({ state: 0 }).where('id', '=', user.id).execute();
  try {
    expect((await catalogue(a, token)).status).toBe(401);
    expect((await catalogue(b, token)).status).toBe(401);
  } finally {
    await db.updateTable('users').set({ state: 1 }).where('id', '=', user.id).execute();
  }
  // active again: the same token works again through both (it was never revoked)
  expect((await catalogue(a, token)).status).toBe(200);
  expect((await catalogue(b, token)).status).toBe(200);
});
