// The expiry sweep in the running server: a scheduled sweep writes one expiry row per
// lot. Every api process schedules it; runExpirySweep takes the 'points-expiry' lock row, so with
// several processes on one PostgreSQL only one sweeps at a time (ARCHITECTURE "Growing past one
// machine"). Reads never depend on it: availablePoints leaves due lots out before the sweep runs.
import os from 'node:os';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { runExpirySweep } from './expiry';

export interface ScheduleLog {
  info(msg: string): void;
  debug?(msg: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface ScheduleOptions {
  /** between two sweeps; default one hour */
  intervalMs?: number;
  /** before the first sweep after start-up; default 10 s (the server is listening by then) */
  firstRunMs?: number;
}

/**
 * Starts the hourly sweep. Returns stop(): no further sweep starts, and the promise resolves once a
 * sweep under way has finished (call it before closing the database).
 */
export function startExpirySchedule(db: DB, config: Pick<Config, 'PORT'>, log: ScheduleLog, options: ScheduleOptions = {}): () => Promise<void> {
  const intervalMs = options.intervalMs ?? 60 * 60_000;
  const holder = `${os.hostname()}:${process.pid}:${config.PORT}`;
  let running: Promise<void> | null = null;
  let stopped = false;

  const sweep = () => {
    if (stopped || running) return; // one sweep at a time in this process
    running = (async () => {
      try {
        const result = await runExpirySweep(db, { holder });
        if (result.ran && result.lots > 0) log.info(`Vencimiento de puntos: ${result.lots} lotes cerrados, ${result.points} puntos vencidos`);
        if (!result.ran) log.debug?.('Vencimiento de puntos: otro proceso tiene el turno');
      } catch (err) {
        // never out of a timer: the next hour tries again
        log.error({ err }, 'points expiry sweep failed');
      } finally {
        running = null;
      }
    })();
  };

  const first = setTimeout(sweep, options.firstRunMs ?? 10_000);
  const every = setInterval(sweep, intervalMs);
  first.unref();
  every.unref();

  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(every);
    if (running) await running;
  };
}
