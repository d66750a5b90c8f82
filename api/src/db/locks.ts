// A sweep that every api process schedules runs in one process at a time: it takes a row of the
// `locks` table by its name (ARCHITECTURE "Growing past one machine"). The row expires, so a holder
// that crashed never blocks the sweep for good; the holder frees it when done. scheduleSweep is the
// one timer every such sweep runs on (the points' expiry, the prizes' delivery alerts).
import crypto from 'node:crypto';
import os from 'node:os';
import type { DB } from './schema';
import { nowIso } from './time';

export interface LockOptions {
  now?: Date;
  /** who holds it (host, process, port); a random one by default */
  holder?: string;
  /** how long the row holds when its holder never frees it; default 15 minutes */
  lockMs?: number;
}

/**
 * Runs `fn` holding the lock row `name`: `{ ran: false }` when another holder has a live one,
 * else `{ ran: true, result }`, the row freed afterwards whatever `fn` did.
 */
export async function withLockRow<T>(db: DB, name: string, options: LockOptions, fn: () => Promise<T>): Promise<{ ran: false } | { ran: true; result: T }> {
  const now = options.now ?? new Date();
  const holder = options.holder ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const expiresAt = nowIso(new Date(now.getTime() + (options.lockMs ?? 15 * 60_000)));
  const taken = await db
    .insertInto('locks')
    .values({ name, holder, acquired_at: nowIso(now), expires_at: expiresAt })
    .onConflict((oc) => oc.column('name').doUpdateSet({ holder, acquired_at: nowIso(now), expires_at: expiresAt }).where('locks.expires_at', '<=', nowIso(now)))
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return { ran: false };
  try {
    return { ran: true, result: await fn() };
  } finally {
    await db.deleteFrom('locks').where('name', '=', name).where('holder', '=', holder).execute();
  }
}

export interface SweepLog {
  info(msg: string): void;
  debug?(msg: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface SweepTimes {
  /** between two sweeps; default one hour */
  intervalMs?: number;
  /** before the first sweep after start-up; default 10 s (the server is listening by then) */
  firstRunMs?: number;
}

/** this process as a lock's holder: host, process and port */
export const holderOf = (port: number) => `${os.hostname()}:${process.pid}:${port}`;

/**
 * Runs `sweep` first after `firstRunMs`, then every `intervalMs`, one run at a time in this
 * process; a run that throws is logged as `failure` and the next one tries again (never out of a
 * timer). Returns stop(): no further run starts, and the promise resolves once a run under way has
 * finished (call it before closing the database).
 */
export function scheduleSweep(sweep: () => Promise<void>, log: SweepLog, failure: string, times: SweepTimes = {}): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || running) return;
    running = (async () => {
      try {
        await sweep();
      } catch (err) {
        log.error({ err }, failure);
      } finally {
        running = null;
      }
    })();
  };
  const first = setTimeout(run, times.firstRunMs ?? 10_000);
  const every = setInterval(run, times.intervalMs ?? 60 * 60_000);
  first.unref();
  every.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    if (running) await running;
  };
}
