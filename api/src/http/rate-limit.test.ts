// Redis where state must be shared: the login limits hold across api processes through
// the real Redis on 6379 (each test under a key prefix of its own), per identification number as
// well as per address, and fall back to each process's memory while Redis is away, with one log
// line per outage and never a 5xx.
import crypto from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { API } from '@portal/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TEST_CLIENT, TEST_PASSWORD, createTestDb, createUser, type TestDb, type TestUser } from '../test/helper';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const TOO_MANY = { message: 'error', detail: 'Demasiados intentos. Espere un momento e inténtelo de nuevo.', statusCode: 429 };

/** a TCP relay in front of the real Redis that can be cut and restored: "Redis goes away" for one process */
class RedisRelay {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(6379, '127.0.0.1');
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

interface Processes {
  db: TestDb;
  /** "process" A and B: two apps on one database (and one Redis when configured) */
  apps: FastifyInstance[];
  logs: string[];
  close(): Promise<void>;
}

const prefixes: string[] = [];
afterAll(async () => {
  // the keys expire within the window anyway; leave nothing behind
  const admin = new Redis(REDIS_URL);
  for (const prefix of prefixes) {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
  }
  await admin.quit();
});

function newPrefix(): string {
  const prefix = `test:${crypto.randomBytes(6).toString('hex')}:`;
  prefixes.push(prefix);
  return prefix;
}

/** Two api "processes" (apps) on one fresh database; `redisUrls[i]` is app i's REDIS_URL (none: memory). */
async function processes(redisUrls: (string | undefined)[], env: Record<string, string> = {}): Promise<Processes> {
  const db = await createTestDb();
  const logs: string[] = [];
  const prefix = newPrefix();
  const apps: FastifyInstance[] = [];
  for (const redisUrl of redisUrls) {
    const config = loadConfig({
      DATA_DIR: db.dir,
      DEMO_DATA: 'false',
      RATE_LIMIT_LOGIN: '10/min',
      RATE_LIMIT_LOGIN_ADDRESS: '1000/min',
      REDIS_PREFIX: prefix,
      // as in the test app (test/helper.ts): a loaded machine's event loop must not turn a login into a 503
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...env,
    });
    const app = await buildApp({ config, db: db.db, logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } });
    await app.ready();
    apps.push(app);
  }
  return {
    db,
    apps,
    logs,
    async close() {
      for (const app of apps) await app.close();
      await db.close();
    },
  };
}

const attempt = (app: FastifyInstance, username: string, password = 'contraseña-equivocada', remoteAddress = '10.1.1.1') =>
  app.inject({ method: 'POST', url: API.login, payload: { username, password, ...TEST_CLIENT }, remoteAddress });

const messages = (logs: string[], text: string) => logs.filter((line) => (JSON.parse(line) as { msg: string }).msg.includes(text));

describe('login limits shared through Redis', () => {
  let p: Processes;
  let user: TestUser;
  beforeAll(async () => {
    p = await processes([REDIS_URL, REDIS_URL]);
    user = await createUser(p.db.db);
  });
  afterAll(async () => p.close());

  it('11 wrong passwords for one number, alternating between two processes: the 11th is 429, from either', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await attempt(p.apps[i % 2], user.identification_number);
      expect(res.statusCode).toBe(401);
    }
    const eleventh = await attempt(p.apps[0], user.identification_number);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(TOO_MANY);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    // RATE_LIMIT_LOGIN holds back the number from this address only; from
    // another address the right password gets through, on either process
    const right = await attempt(p.apps[1], user.identification_number, TEST_PASSWORD, '10.9.9.9');
    expect(right.statusCode).toBe(200);
  });

  it('a colleague behind the same address still signs in (the per-address limit is looser)', async () => {
    const colleague = await createUser(p.db.db);
    const res = await attempt(p.apps[1], colleague.identification_number, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()[0].access_token).toEqual(expect.any(String));
  });

  it('keeps the counts in Redis under its prefix, with no identification number in clear', async () => {
    const admin = new Redis(REDIS_URL);
    try {
      const keys = await admin.keys(`${prefixes[0]}*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.some((k) => k.includes('login-id:'))).toBe(true);
      expect(keys.some((k) => k.includes(user.identification_number))).toBe(false);
    } finally {
      await admin.quit();
    }
  });
});

it('without Redis each process counts alone (why REDIS_URL is needed with several processes)', async () => {
  const p = await processes([undefined, undefined]);
  try {
    const user = await createUser(p.db.db);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) codes.push((await attempt(p.apps[i % 2], user.identification_number)).statusCode);
    // 6 attempts each: under either process's 10
    expect(codes).toEqual(Array(12).fill(401));
  } finally {
    await p.close();
  }
});

it('the per-address limit (RATE_LIMIT_LOGIN_ADDRESS) holds across processes too, and only for that address', async () => {
  const p = await processes([REDIS_URL, REDIS_URL], { RATE_LIMIT_LOGIN_ADDRESS: '6/min' });
  try {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await attempt(p.apps[i % 2], `77700${i}`, 'x', '10.2.2.2')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect((await attempt(p.apps[0], '7770099', 'x', '10.3.3.3')).statusCode).toBe(401);
  } finally {
    await p.close();
  }
});

it('a Redis that does not answer at start: limits in memory, logins work, one warning, health degraded', async () => {
  // nothing listens on port 1
  const p = await processes(['redis://127.0.0.1:1']);
  try {
    const [app] = p.apps;
    const user = await createUser(p.db.db);
    expect((await attempt(app, user.identification_number, TEST_PASSWORD)).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await attempt(app, user.identification_number)).statusCode);
    expect(codes).toEqual(Array(9).fill(401).concat(429));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });
    expect(messages(p.logs, 'Redis unreachable')).toHaveLength(1);
  } finally {
    await p.close();
  }
});

it('Redis going away mid-run and coming back: memory meanwhile, no 5xx, one line each way, then Redis again', async () => {
  const relay = new RedisRelay();
  await relay.up();
  // A reaches Redis through the relay, B directly
  const p = await processes([`redis://127.0.0.1:${relay.port}`, REDIS_URL]);
  try {
    const [a, b] = p.apps;
    const user = await createUser(p.db.db);
    for (let i = 0; i < 3; i++) expect((await attempt(p.apps[i % 2], user.identification_number)).statusCode).toBe(401);

    await relay.down();
    // A counts in its own memory now; B keeps counting in Redis
    const during: number[] = [];
    for (let i = 0; i < 6; i++) during.push((await attempt(a, user.identification_number)).statusCode);
    expect(during).toEqual(Array(6).fill(401));
    expect(a.redis!.usable()).toBe(false);
    expect(messages(p.logs, 'Redis unreachable')).toHaveLength(1);

    await relay.up();
    expect(await a.redis!.waitReady(10_000)).toBe(true);
    expect(messages(p.logs, 'Redis answers again')).toHaveLength(1);
    // Redis holds 3 attempts: 7 more pass on either process, the 8th (the 11th Redis saw) is refused
    const after: number[] = [];
    for (let i = 0; i < 8; i++) after.push((await attempt(p.apps[i % 2], user.identification_number)).statusCode);
    expect(after).toEqual(Array(7).fill(401).concat(429));
    expect((await attempt(b, user.identification_number)).statusCode).toBe(429);
    expect(messages(p.logs, 'Redis unreachable')).toHaveLength(1);
  } finally {
    await p.close();
    await relay.down();
  }
});

describe('the recovery per number, across processes', () => {
  it('counts a number whatever the process and the address', async () => {
    const p = await processes([REDIS_URL, REDIS_URL], { RATE_LIMIT_RECOVERY_ID: '2/h' });
    try {
      const user = await createUser(p.db.db);
      const recover = (app: FastifyInstance, remoteAddress: string) =>
        app.inject({ method: 'POST', url: API.recover, remoteAddress, payload: { identification_number: user.identification_number, email: user.email, ...TEST_CLIENT } });
      expect((await recover(p.apps[0], '10.0.0.1')).statusCode).toBe(200);
      expect((await recover(p.apps[1], '10.0.0.2')).statusCode).toBe(200);
      // over the quota the answer stays the same, and the third is not mailed
      const third = await recover(p.apps[0], '10.0.0.3');
      expect(third.statusCode).toBe(200);
      const rows = await p.db.db.selectFrom('recovery_requests').select('users_id').orderBy('id').execute();
      expect(rows.map((r) => r.users_id)).toEqual([user.id, user.id, null]);
    } finally {
      await p.close();
    }
  });
});
