// Builds a fresh app on a fresh database for one test file (fastify/demo test/helper.ts), on the
// database of the jest project: SQLite in a temp folder, or PostgreSQL in a schema of its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { PROFILE, ROLES, type Role } from '@portal/contract';
import { buildApp, type BuildAppOptions } from '../app';
import { hashPassword, issueToken } from '../modules/auth';
import { loadConfig, type Config } from '../config';
import { createDb, dropSchema, ensureSchema } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { DB } from '../db/schema';
import { nowIso } from '../db/time';

export const TEST_PASSWORD = 'clave-de-prueba';
export const TEST_CLIENT = { client_id: 'portal-web', client_secret: 'demo-client-secret', grant_type: 'password' } as const;
export const TEST_APP_KEY = 'demo-app-key';

export interface TestDb {
  db: DB;
  kind: 'sqlite' | 'postgres';
  /** temp folder of this test database (SQLite file, storage, outbox) */
  dir: string;
  close(): Promise<void>;
}

export interface TestDbOptions {
  /** SQLite busy_timeout (ms) of the test database (db/connection.ts; default 5000) */
  sqliteBusyTimeoutMs?: number;
}

/** A migrated, empty database of the current jest project. */
export async function createTestDb(dbOptions: TestDbOptions = {}): Promise<TestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-'));
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  if (process.env.PORTAL_TEST_DB === 'postgres') {
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const db = createDb({ databaseUrl: process.env.PORTAL_TEST_DATABASE_URL, schema, poolSize: 4 });
    await ensureSchema(db, schema);
    await migrateToLatest(db, { schema });
    return {
      db,
      kind: 'postgres',
      dir,
      async close() {
        await dropSchema(db, schema);
        await db.destroy();
        cleanup();
      },
    };
  }
  const db = createDb({ sqliteFile: path.join(dir, 'portal.sqlite'), sqliteBusyTimeoutMs: dbOptions.sqliteBusyTimeoutMs });
  await migrateToLatest(db);
  return {
    db,
    kind: 'sqlite',
    dir,
    async close() {
      await db.destroy();
      cleanup();
    },
  };
}

/** a second connection to the same test database: what another api process reads and writes through */
export async function secondConnection(t: TestDb): Promise<DB> {
  if (t.kind === 'postgres') {
    const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0].schema;
    return createDb({ databaseUrl: process.env.PORTAL_TEST_DATABASE_URL, schema, poolSize: 2 });
  }
  return createDb({ sqliteFile: path.join(t.dir, 'portal.sqlite') });
}

export interface TestApp extends TestDb {
  app: FastifyInstance;
  config: Config;
}

/** A fresh app on a fresh database. `env` overrides config variables (as strings, like the environment). */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'config' | 'db'> & TestDbOptions = {},
): Promise<TestApp> {
  const { sqliteBusyTimeoutMs, ...appOptions } = options;
  const testDb = await createTestDb({ sqliteBusyTimeoutMs });
  const config = loadConfig({
    DATA_DIR: testDb.dir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_LOGIN: '1000/min',
    RATE_LIMIT_LOGIN_ADDRESS: '1000/min',
    RATE_LIMIT_LOGIN_ID: '1000/min',
    // the overload guard off: the tests' bursts (200 submissions at once, the client on the
    // server's own event loop) are what the calls must survive, not an overload to shed; the guard's
    // own tests (http/limits.test.ts) set their threshold
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildApp({ config, db: testDb.db, logger: false, ...appOptions });
  await app.ready();
  return {
    ...testDb,
    app,
    config,
    async close() {
      await app.close();
      await testDb.close();
    },
  };
}

// --- fixtures -------------------------------------------------------------------------------

let passwordHash: Promise<string> | undefined;
/** the argon2 hash of TEST_PASSWORD, computed once per test file */
export const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

const ROLE_PROFILE: Record<Exclude<Role, 'participant'>, number> = {
  admin: PROFILE.ADMIN,
  approver: PROFILE.APPROVER,
  buyer: PROFILE.BUYER,
};

/** A participant profile (any id other than 1, 4, 5), created on first use. */
export async function participantProfile(db: DB, name = 'Vendedor Prueba'): Promise<number> {
  const found = await db.selectFrom('profiles').select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  return (await db.insertInto('profiles').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

export interface TestUser {
  id: number;
  name: string;
  identification_number: string;
  email: string;
  password: string;
  profiles_id: number;
  /** bearer token of a fresh session */
  token: string;
  /** { authorization: 'Bearer ...' } */
  auth: { authorization: string };
}

let sequence = 0;

/** A user of the given role (or explicit profile) with a session token. */
export async function createUser(
  db: DB,
  options: { role?: Role; profilesId?: number; state?: 0 | 1; name?: string; email?: string; identification?: string; subsidiaryId?: number | null; points?: number } = {},
): Promise<TestUser> {
  const role = options.role ?? 'participant';
  const profilesId = options.profilesId ?? (role === 'participant' ? await participantProfile(db) : ROLE_PROFILE[role]);
  sequence += 1;
  const identification = options.identification ?? `9${String(Date.now() % 1e8).padStart(8, '0')}${sequence}`;
  const name = options.name ?? `Usuario Prueba ${sequence}`;
  const email = options.email ?? `usuario${sequence}.${identification}@example.com`;
  const row = await db
    .insertInto('users')
    .values({
      name,
      email,
      phone: '3000000000',
      identification_number: identification,
      password_hash: await testPasswordHash(),
      state: options.state ?? 1,
      points: options.points ?? 0,
      created_at: nowIso(),
      image: null,
      profiles_id: profilesId,
      subsidiary_id: options.subsidiaryId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await issueToken(db, row.id, 12);
  return { id: row.id, name, identification_number: identification, email, password: TEST_PASSWORD, profiles_id: profilesId, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * One user of each role (contract ROLES), each with a session: what a test of who may call what
 * starts from (SPEC 6). The participant is of a participant profile (participantProfile).
 */
export async function createRoleUsers(db: DB): Promise<Record<Role, TestUser>> {
  const users: Partial<Record<Role, TestUser>> = {};
  for (const role of ROLES) users[role] = await createUser(db, { role });
  return users as Record<Role, TestUser>;
}

export async function createCity(db: DB, name = `Ciudad ${++sequence}`): Promise<number> {
  return (await db.insertInto('cities').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function createSubsidiary(db: DB, citiesId: number, profilesId: number, name = `Sucursal ${++sequence}`): Promise<number> {
  return (await db.insertInto('subsidiaries').values({ name, cities_id: citiesId, profiles_id: profilesId }).returning('id').executeTakeFirstOrThrow()).id;
}

/** rows of audit_log for an entity, oldest first */
export function auditOf(db: DB, entity: string, entityId: number) {
  return db.selectFrom('audit_log').selectAll().where('entity', '=', entity).where('entity_id', '=', entityId).orderBy('id').execute();
}

