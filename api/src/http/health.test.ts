// /api/health (database and Redis reachable) for the load balancer, on both databases.
import crypto from 'node:crypto';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDb, dropSchema, ensureSchema } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { createTestDb, buildTestApp } from '../test/helper';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

it('answers ok with no Redis configured: public, no key, no session, never rate limited, not cached', async () => {
  const t = await buildTestApp({ RATE_LIMIT_LOGIN_ADDRESS: '2/min' });
  try {
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok', redis: 'absent' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  } finally {
    await t.close();
  }
});

it('answers ok with the real Redis, degraded (still 200) with a Redis that does not answer', async () => {
  const up = await buildTestApp({ REDIS_URL, REDIS_PREFIX: `test:${crypto.randomBytes(4).toString('hex')}:` });
  try {
    const res = await up.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  } finally {
    await up.close();
  }
  const down = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  try {
    const res = await down.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'down' });
  } finally {
    await down.close();
  }
});

it('answers 503 once the database does not answer', async () => {
  // an app on a database of its own, which the test then closes under it
  const holder = await createTestDb();
  const config = loadConfig({ DATA_DIR: holder.dir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' });
  const postgres = holder.kind === 'postgres';
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  const db = postgres
    ? createDb({ databaseUrl: process.env.PORTAL_TEST_DATABASE_URL, schema, poolSize: 2 })
    : createDb({ sqliteFile: `${holder.dir}/health.sqlite` });
  if (postgres) await ensureSchema(db, schema);
  await migrateToLatest(db, postgres ? { schema } : {});
  const app = await buildApp({ config, db, logger: false });
  try {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    if (postgres) await dropSchema(db, schema);
    await db.destroy();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', database: 'down', redis: 'absent' });
  } finally {
    await app.close();
    await holder.close();
  }
});
