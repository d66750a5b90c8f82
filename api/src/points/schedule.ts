// The expiry sweep in the running server: a scheduled sweep writes one expiry row per
// lot. Every api process schedules it; runExpirySweep takes the 'points-expiry' lock row, so with
// several processes on one PostgreSQL only one sweeps at a time (ARCHITECTURE "Growing past one
// machine"). Reads never depend on it: availablePoints leaves due lots out before the sweep runs.
import type { Config } from '../config';
import { holderOf, scheduleSweep, type SweepLog, type SweepTimes } from '../db/locks';
import type { DB } from '../db/schema';
import { runExpirySweep } from './expiry';

/** Starts the hourly sweep (db/locks.ts scheduleSweep); returns its stop(). */
export function startExpirySchedule(db: DB, config: Pick<Config, 'PORT'>, log: SweepLog, times: SweepTimes = {}): () => Promise<void> {
  const holder = holderOf(config.PORT);
  return scheduleSweep(async () => {
    const result = await runExpirySweep(db, { holder });
    if (result.ran && result.lots > 0) log.info(`Vencimiento de puntos: ${result.lots} lotes cerrados, ${result.points} puntos vencidos`);
    if (!result.ran) log.debug?.('Vencimiento de puntos: otro proceso tiene el turno');
  }, log, 'points expiry sweep failed', times);
}
