// Exactly once: two api processes started together on an empty database migrate and
// seed it once (server.ts takes the start-up lock of db/migrate.ts), on PostgreSQL (a fresh schema
// of this test) and on SQLite (a fresh folder).
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from './config';
import { createDb, dropSchema, ensureSchema } from './db/connection';
import { DEMO_ACCOUNTS } from './seed';
import { startServer, type Started } from './server';

const postgres = process.env.PORTAL_TEST_DB === 'postgres';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

it('two processes started together on an empty database seed it once', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
  // PostgreSQL: an empty schema that both processes reach through the search path of their URL
  const admin = postgres ? createDb({ databaseUrl: process.env.PORTAL_TEST_DATABASE_URL }) : null;
  if (admin) await ensureSchema(admin, schema);
  const databaseUrl = postgres ? `${process.env.PORTAL_TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}` : undefined;
  const banner = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  const started: Started[] = [];
  try {
    const configs = await Promise.all([0, 1].map(async () => loadConfig({
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      WEB_ROOT: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    })));
    const results = await Promise.allSettled(configs.map((config) => startServer(config)));
    for (const r of results) if (r.status === 'fulfilled') started.push(r.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'started'))).toEqual(['started', 'started']);

    const db = started[0].db;
    const users = await db.selectFrom('users').select(['identification_number']).execute();
    expect(users).toHaveLength(DEMO_ACCOUNTS.length);
    expect(users.map((u) => u.identification_number).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.identification_number).sort());
    // every migration recorded once
    const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(new Set(migrations.rows.map((m) => m.name)).size).toBe(migrations.rows.length);
    // both serve
    for (const s of started) {
      const res = await fetch(`${s.url}/api/health`);
      expect(res.status).toBe(200);
    }
  } finally {
    banner.mockRestore();
    for (const s of started) await s.close();
    if (admin) {
      await dropSchema(admin, schema);
      await admin.destroy();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
