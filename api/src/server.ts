// Start-up: config -> database (opened and migrated) -> demo data on an empty database -> app.
// migrations and the demo seed run under a database lock, so several api processes
// started together on an empty database migrate and seed it exactly once.
import type { FastifyInstance } from 'fastify';
import { roleOf } from '@portal/contract';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { createDb } from './db/connection';
import { migrateToLatest, withStartupLock } from './db/migrate';
import { optimizeDatabase, startOptimizeSchedule } from './db/optimize';
import type { DB } from './db/schema';
import { hashPassword, purgeOldTokens } from './modules/auth';
import { startDeliveryAlertSchedule } from './modules/redemptions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed';
import { createStorage } from './storage';
import { startExpirySchedule } from './points';
import { startOrphanSweep } from './storage/orphans';
import { startMailSchedule } from './mail/outbox';

export interface Started {
  app: FastifyInstance;
  db: DB;
  config: Config;
  url: string;
  /** closes the server, then the database */
  close(): Promise<void>;
}

export function openDatabase(config: Config): DB {
  return createDb({ databaseUrl: config.DATABASE_URL, sqliteFile: config.SQLITE_FILE });
}

async function hasUsers(db: DB): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function startServer(config: Config = loadConfig()): Promise<Started> {
  const db = openDatabase(config);
  // closed again when the start fails after it was built (its Redis connection would keep the process alive)
  let built: FastifyInstance | undefined;
  try {
    const storage = createStorage(config.STORAGE_DIR);
    const app = await withStartupLock(db, { sqliteFile: config.DATABASE_URL ? undefined : config.SQLITE_FILE }, async () => {
      await migrateToLatest(db);
      // sessions long dead are of no use to anyone
      await purgeOldTokens(db);
      built = await buildApp({ config, db, storage, serveFrontends: true });
      const log = built.log;

      // demo data only into an empty database, so real data is never mixed with it; a process
      // that waited for the lock finds the users another one seeded
      const seeded = config.DEMO_DATA && !(await hasUsers(db));
      if (seeded) {
        await seedDemoData(db, {
          saveImage: (buffer, folder) => storage.saveImage(buffer, folder),
          hashPassword,
          log: (message) => log.info(message),
          lotLifetimeMonths: config.POINTS_EXPIRY_MONTHS,
        });
      }
      return built;
    });

    // SQLite plans the reports with statistics (db/optimize.ts); refreshed every few hours
    await optimizeDatabase(db);
    const stopOptimize = startOptimizeSchedule(db, app.log);

    await app.listen({ port: config.PORT, host: config.HOST });
    const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
    const url = `http://${shownHost}:${config.PORT}`;
    printBanner(config, url);
    // ARCHITECTURE "Points": lots expire; the sweep takes a database lock so one process runs it
    const stopExpiry = startExpirySchedule(db, config, app.log, { intervalMs: config.EXPIRY_SWEEP_INTERVAL_MS, firstRunMs: config.EXPIRY_SWEEP_DELAY_MS });
    // SPEC 1/9 delivery within one month: the staff are mailed of prizes due soon or overdue, on the same rhythm and lock pattern
    const stopAlerts = startDeliveryAlertSchedule(db, config, app.log, { intervalMs: config.EXPIRY_SWEEP_INTERVAL_MS, firstRunMs: config.EXPIRY_SWEEP_DELAY_MS, now: () => app.now() });
    // mail queued by decisions is sent right after each one; this minute's run retries the rest
    const stopMail = startMailSchedule(app.mailOutbox);
    // files stored by requests that died before their row was written
    const stopOrphans = startOrphanSweep(db, storage, app.log);
    return {
      app,
      db,
      config,
      url,
      async close() {
        await stopExpiry();
        await stopAlerts();
        await stopMail();
        await stopOrphans();
        stopOptimize();
        await app.close();
        await db.destroy();
      },
    };
  } catch (err) {
    await built?.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    throw err;
  }
}

function roleLabel(profilesId: number): string {
  const role = roleOf(profilesId);
  if (role === 'admin') return 'administrador';
  if (role === 'approver') return 'aprobador';
  if (role === 'buyer') return 'comprador';
  return `participante perfil ${profilesId}`;
}

function printBanner(config: Config, url: string) {
  const lines = [
    '',
    `  Portal de Puntos: ${url}`,
    `  API docs:         ${url}/api/docs`,
    `  Database:         ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : config.SQLITE_FILE}`,
    `  Mail:             ${config.SMTP_URL ? 'SMTP (SMTP_URL)' : `written to ${config.OUTBOX_DIR}`}`,
  ];
  if (config.DEMO_DATA) {
    lines.push('', `  Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.identification_number}  ${roleLabel(account.profiles_id).padEnd(24)} ${account.name}`);
    }
  }
  lines.push('');
  console.log(lines.join('\n'));
}
