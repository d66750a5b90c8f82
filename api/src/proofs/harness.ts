// Process-level proofs and the points benchmark share this: the real server started as a child
// process (node --import tsx api/src/main.ts, exactly as `npm start` runs it) on a free port, a
// temp DATA_DIR and, for PostgreSQL, a fresh schema; a small HTTP client that survives the server
// dying under it; SPEC 7 multipart bodies with a unique, valid PNG each.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { API, GRANT_TYPE, INVOICE_FORM, PORTAL_CONFIG_PATH, type Role } from '@portal/contract';
import { REPO_ROOT } from '../config';
import { CompiledQuery } from 'kysely';
import { createDb } from '../db/connection';
import type { DB } from '../db/schema';
import { MSG } from '../messages';

export { REPO_ROOT };
export const DEMO_PASSWORD = 'demo1234';
/** SPEC demo accounts (api/src/seed/data.ts): the administrator, two participants of different tiers, the approver, the buyer */
export const DEMO = { admin: '1000000001', participantA: '1000000002', participantB: '1000000003', approver: '1000000004', buyer: '1000000005' } as const;
/** the demo account that stands for each role (SPEC 6 profiles 1, 2, 4 and 5): a test or a bench that acts as a role logs in as it */
export const DEMO_BY_ROLE: Readonly<Record<Role, string>> = { admin: DEMO.admin, participant: DEMO.participantA, approver: DEMO.approver, buyer: DEMO.buyer };
export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

// --- where the server keeps its data ---------------------------------------------------------

export interface ProofStore {
  kind: 'sqlite' | 'postgres';
  /** DATA_DIR of the child: SQLite file, storage, outbox */
  dataDir: string;
  /** DATABASE_URL of the child (a fresh database), undefined for SQLite */
  databaseUrl?: string;
  /** a direct connection to the same database, made with the api's own connection factory */
  openDb(): DB;
  /** drops the database (PostgreSQL) and removes the temp folder */
  dispose(): Promise<void>;
}

/** the same server and credentials, another database */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A temp DATA_DIR, and for PostgreSQL a fresh database on the server of `pgUrl` (created here,
 * dropped by dispose). A database rather than a schema of the test database: the api migrates with
 * Kysely's Migrator, which takes a kysely_migration table in ANY schema of the database for its own
 * when no migration schema is named, so a child whose search_path names a fresh schema of a shared
 * database skips creating its tables and fails ("relation kysely_migration_lock does not exist").
 */
export async function createProofStore(kind: 'sqlite' | 'postgres', pgUrl = DEFAULT_PG_URL, label = 'proof'): Promise<ProofStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-${label}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    return {
      kind,
      dataDir,
      openDb: () => createDb({ sqliteFile: path.join(dataDir, 'portal.sqlite') }),
      async dispose() {
        removeDir();
      },
    };
  }
  const database = `portal_${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const db = createDb({ databaseUrl: pgUrl, poolSize: 1 });
    try {
      await db.executeQuery(CompiledQuery.raw(statement));
    } finally {
      await db.destroy();
    }
  };
  await admin(`create database "${database}"`);
  const databaseUrl = withDatabase(pgUrl, database);
  return {
    kind,
    dataDir,
    databaseUrl,
    openDb: () => createDb({ databaseUrl, poolSize: 4 }),
    async dispose() {
      try {
        // pg's Pool.end() resolves once its clients are told to end, before their sessions are gone;
        // a forced drop meanwhile terminates a closing session, whose client then emits an 'error'
        // nobody listens to any more (a failed CI run: 57P01 "terminating connection due to
        // administrator command"). So wait, briefly, until no session of this test is connected.
        await waitUntilUnused(pgUrl, database);
        await admin(`drop database if exists "${database}" with (force)`);
      } finally {
        removeDir();
      }
    },
  };
}

/** polls pg_stat_activity until no session is connected to `database` (at most `timeoutMs`) */
async function waitUntilUnused(pgUrl: string, database: string, timeoutMs = 10_000): Promise<void> {
  const db = createDb({ databaseUrl: pgUrl, poolSize: 1 });
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await db.executeQuery<{ n: string }>(
        CompiledQuery.raw('select count(*) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]),
      );
      if (Number(rows[0].n) === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    await db.destroy();
  }
}

// --- the server as a child process -----------------------------------------------------------

/** a port nobody listens on at `host` now, for a server a test or a bench starts */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface PortalProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** what the child printed so far (last 20 000 characters), for failure messages */
  output(): string;
  /** resolves with the exit code / signal once the child is gone */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: no shutdown hook runs, in-flight requests die with the process */
  kill(): Promise<void>;
  /** SIGTERM (graceful), then SIGKILL after `graceMs` */
  stop(graceMs?: number): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `node --import tsx api/src/main.ts` on the store's data; resolves once /portal.config.json answers. */
export async function startPortal(store: ProofStore, extraEnv: Record<string, string> = {}, timeoutMs = 90_000): Promise<PortalProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: store.dataDir,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN: '100000/min',
    ...extraEnv,
  };
  // the jest/test variables of this process are not the child's business
  delete env.DATABASE_URL;
  delete env.STORAGE_DIR;
  delete env.OUTBOX_DIR;
  delete env.NODE_OPTIONS;
  if (store.databaseUrl) env.DATABASE_URL = store.databaseUrl;

  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let gone = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      gone = true;
      resolve({ code, signal });
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const proc: PortalProcess = {
    child,
    base,
    port,
    output: () => out,
    exited,
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
    async stop(graceMs = 10_000) {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`The portal exited before answering (${JSON.stringify(await exited)}):\n${out}`);
    try {
      const res = await call(base, 'GET', PORTAL_CONFIG_PATH, { timeoutMs: 2000 });
      if (res.status === 200) return proc;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  await proc.kill();
  throw new Error(`The portal did not answer ${PORTAL_CONFIG_PATH} within ${timeoutMs} ms:\n${out}`);
}

// --- a small HTTP client ----------------------------------------------------------------------

export interface Answer {
  status: number;
  /** parsed JSON, or undefined when the body is not JSON */
  body: any;
  text: string;
  headers: http.IncomingHttpHeaders;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /**
   * the address the connection comes from (every 127.x.y.z is this machine, so a proxy in
   * front of the api sees each as a client of its own)
   */
  localAddress?: string;
  /** an https base: the certificate (PEM) the server is trusted by */
  ca?: string;
}

/**
 * One request on its own connection (no keep-alive pool: nothing lingers after a kill). Rejects
 * on a transport error (connection refused or reset: the server died), resolves on any answer.
 */
export function call(base: string, method: string, urlPath: string, options: CallOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...(options.headers ?? {}) };
    let payload: Buffer | undefined;
    if (options.json !== undefined) {
      payload = Buffer.from(JSON.stringify(options.json));
      headers['content-type'] = 'application/json';
    } else if (options.body) {
      payload = options.body;
      if (options.contentType) headers['content-type'] = options.contentType;
    }
    if (payload) headers['content-length'] = payload.length;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const transport = base.startsWith('https:') ? https : http;
    const req = transport.request(`${base}${urlPath}`, { method, headers, agent: false, localAddress: options.localAddress, ca: options.ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          body = undefined;
        }
        resolve({ status: res.statusCode ?? 0, body, text, headers: res.headers });
      });
    });
    req.on('error', reject);
    if (options.timeoutMs) req.setTimeout(options.timeoutMs, () => req.destroy(new Error(`timeout after ${options.timeoutMs} ms`)));
    req.end(payload);
  });
}

/** a non-2xx answer as one line: status and detail */
export function describeAnswer(answer: Answer): string {
  const detail = answer.body && typeof answer.body === 'object' ? (answer.body.detail ?? answer.body.message) : undefined;
  return `${answer.status} ${typeof detail === 'string' ? detail : answer.text.slice(0, 200)}`;
}

export async function expectOk(what: string, answer: Promise<Answer> | Answer): Promise<any> {
  const a = await answer;
  if (a.status < 200 || a.status >= 300) throw new Error(`${what}: ${describeAnswer(a)}`);
  return a.body;
}

// --- session ----------------------------------------------------------------------------------

export interface Session {
  token: string;
  user: { id: number; name: string; profiles_id: number; subsidiary_id?: number | null; points?: number; [k: string]: unknown };
}

/** POST /api/login with the client values the front end reads from /portal.config.json */
export async function login(base: string, username: string, password = DEMO_PASSWORD): Promise<Session> {
  const config = await expectOk('GET /portal.config.json', call(base, 'GET', PORTAL_CONFIG_PATH));
  const body = await expectOk(`login ${username}`, call(base, 'POST', API.login, {
    json: { username, password, grant_type: GRANT_TYPE, client_id: config.clientId ?? 'portal-web', client_secret: config.clientSecret ?? 'demo-client-secret' },
  }));
  const answer = Array.isArray(body) ? body[0] : body;
  if (!answer?.access_token) throw new Error(`login ${username}: no access_token in ${JSON.stringify(body).slice(0, 300)}`);
  return { token: answer.access_token, user: answer };
}

// --- are the SPEC 7 routes there? -------------------------------------------------------------

/** the SPEC 7 calls the proofs and the benchmark drive */
export const POINTS_ROUTES: [method: string, path: string][] = [
  ['POST', API.invoiceCreate],
  ['GET', API.invoicesAll],
  ['GET', API.invoiceGet(1)],
  ['POST', API.invoiceApprove(1)],
  ['POST', API.invoiceReject(1)],
  ['POST', API.applyFor],
  ['GET', API.applyForAll],
  ['POST', API.redemptionApprove(1)],
  ['POST', API.redemptionReject(1)],
];

/**
 * Every route in `routes` that the running server does not have. Asked without a session: an
 * existing route answers 401 (the access guard), a missing one 404 with the not-found detail.
 */
export async function missingRoutes(base: string, routes = POINTS_ROUTES): Promise<string[]> {
  const missing: string[] = [];
  for (const [method, urlPath] of routes) {
    const a = await call(base, method, urlPath, method === 'POST' ? { json: {} } : {});
    if (a.status === 404 && a.body?.detail === MSG.routeNotFound) missing.push(`${method} ${urlPath}`);
  }
  return missing;
}

export async function requireRoutes(base: string, routes = POINTS_ROUTES): Promise<void> {
  const missing = await missingRoutes(base, routes);
  if (missing.length > 0) {
    throw new Error(`SPEC 7 route(s) not on the server yet (404 "${MSG.routeNotFound}"): ${missing.join(', ')}. ` +
      'They belong to helpers POINTS (redemptions) and INVOICES (invoices); the proof cannot run without them.');
  }
}

// --- bodies -----------------------------------------------------------------------------------

const RUN_SALT = crypto.randomBytes(8);
let pngCounter = 0;

/**
 * A valid RGB PNG of `size` x `size` pixels that is never the same bytes twice: its first pixels
 * carry a per-process salt, the process id, a counter, the time and random bytes; the rest is a
 * gradient from a random colour, so a picture big enough to be seen (e2e's) looks like one.
 */
export function uniquePng(size = 4): Buffer {
  const png = new PNG({ width: size, height: size, colorType: 2, inputColorType: 2, inputHasAlpha: false });
  const data = Buffer.alloc(size * size * 3);
  const [red, green, blue] = crypto.randomBytes(3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 3;
      data[at] = red;
      data[at + 1] = (green + x) & 0xff;
      data[at + 2] = (blue + y) & 0xff;
    }
  }
  const seed = Buffer.alloc(48);
  RUN_SALT.copy(seed, 0);
  seed.writeUInt32BE(process.pid, 8);
  seed.writeDoubleBE(++pngCounter, 12);
  seed.writeDoubleBE(Date.now(), 20);
  crypto.randomBytes(20).copy(seed, 28);
  seed.copy(data, 0, 0, Math.min(seed.length, data.length));
  png.data = data;
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false });
}

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** multipart/form-data by hand: text fields, then files */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []): { body: Buffer; contentType: string } {
  const boundary = `----portal${crypto.randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`, 'utf8'));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** YYYY-MM-DD `days` days before today (UTC): a sale date after 2023-05-01, never in the future, inside the expiry window */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

// --- what the requests need from the demo data ------------------------------------------------

export interface TireLine {
  brand_id: number;
  design_id: number;
  tire_id: number;
  amount: number;
}

export interface DemoUserRow {
  id: number;
  profiles_id: number;
  subsidiary_id: number | null;
}

export interface Catalogue {
  users: Record<string, DemoUserRow>;
  /** tires with points for profile 2 and 3, most points first (profile 2) */
  tires: (Omit<TireLine, 'amount'> & { points: number })[];
  /** active products, cheapest first */
  products: { id: number; name: string; points: number }[];
}

/** Read once from the database the server seeded (ids are the database's, not guessed). */
export async function loadCatalogue(db: DB): Promise<Catalogue> {
  const users = await db.selectFrom('users').select(['id', 'identification_number', 'profiles_id', 'subsidiary_id'])
    .where('identification_number', 'in', Object.values(DEMO)).execute();
  const tires = await db.selectFrom('tires')
    .innerJoin('designs', 'designs.id', 'tires.design_id')
    .innerJoin('tire_points as p2', (j) => j.onRef('p2.tire_id', '=', 'tires.id').on('p2.profiles_id', '=', 2))
    .innerJoin('tire_points as p3', (j) => j.onRef('p3.tire_id', '=', 'tires.id').on('p3.profiles_id', '=', 3))
    .select(['tires.id as tire_id', 'tires.design_id', 'designs.brand_id', 'p2.points_total as points'])
    .where('p2.points_total', '>', 0).where('p3.points_total', '>', 0)
    .orderBy('p2.points_total', 'desc').orderBy('tires.id')
    .execute();
  const products = await db.selectFrom('products').select(['id', 'name', 'points'])
    .where('state', '=', '1').where('points', '>', 0)
    .orderBy('points').orderBy('id').execute();
  const byIdent: Record<string, DemoUserRow> = {};
  for (const u of users) byIdent[u.identification_number] = { id: u.id, profiles_id: u.profiles_id, subsidiary_id: u.subsidiary_id };
  for (const ident of Object.values(DEMO)) if (!byIdent[ident]) throw new Error(`demo account ${ident} is not in the database (DEMO_DATA seed?)`);
  if (tires.length < 5) throw new Error(`the demo data has ${tires.length} tires with points for profiles 2 and 3; 5 are needed`);
  if (products.length === 0) throw new Error('the demo data has no active product');
  return { users: byIdent, tires: tires.map((t) => ({ ...t, points: Number(t.points) })), products };
}

/** SPEC 7 POST /api/invoice/create (contract/src/invoices.ts): parts data, tires (JSON) and image */
export function invoiceBody(options: { number: string; subsidiaryId: number; lines: TireLine[]; saleDate?: string; price?: number; image?: Buffer }): { body: Buffer; contentType: string } {
  return multipartBody(
    {
      [INVOICE_FORM.data]: JSON.stringify({ sale_date: options.saleDate ?? daysAgo(2), number: options.number, price: options.price ?? 1_250_000, subsidiary_id: options.subsidiaryId }),
      [INVOICE_FORM.tires]: JSON.stringify(options.lines),
    },
    [{ name: INVOICE_FORM.image, filename: `factura-${options.number}.png`, contentType: 'image/png', data: options.image ?? uniquePng() }],
  );
}
