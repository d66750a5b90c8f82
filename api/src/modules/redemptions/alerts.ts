// SPEC 1/9: a prize is delivered within one month of its request. The buyers (profile 5) and the
// administrators (profile 1) are mailed, once each, when a prize still owed (any state but
// entregado, cancelado and rechazado) has DELIVERY_ALERT_DAYS days or fewer left, and again when it is
// overdue. Each alert is marked on the request (alert_soon_at, alert_overdue_at) in the transaction
// that queues its mails, by an UPDATE that only changes an unmarked row, so no alert goes twice.
// A prize found already overdue (the server was down past both thresholds) gets the overdue alert
// only, and both marks. Every api process schedules the sweep, which takes the lock row
// 'delivery-alerts' (db/locks.ts) as the points-expiry sweep takes its own: one process at a time.
import { REDEMPTION_OPEN_STATES, redemptionStateLabel } from '@portal/contract';
import type { Config } from '../../config';
import { holderOf, scheduleSweep, withLockRow, type LockOptions, type SweepLog, type SweepTimes } from '../../db/locks';
import type { DB } from '../../db/schema';
import { addDays, colombiaDate, daysUntil, nowIso } from '../../db/time';
import { inTransaction } from '../../db/transaction';
import { queueMail, wakeMailOutbox } from '../../mail/outbox';
import { REDEMPTION_MSG } from '../../messages';
import { findFulfilmentStaff, findUnalerted, markAlerted } from './repository';

/** "due soon": this many days left or fewer */
export const DELIVERY_ALERT_DAYS = 7;
export const DELIVERY_ALERT_LOCK = 'delivery-alerts';

export interface AlertResult { ran: boolean; soon: number; overdue: number }

/** Queues the alerts due at `now` (without the lock: runDeliveryAlertSweep takes it). */
export async function sendDeliveryAlerts(db: DB, now: Date): Promise<{ soon: number; overdue: number }> {
  const today = colombiaDate(now);
  const at = nowIso(now);
  const staff = await findFulfilmentStaff(db);
  let overdue = 0;
  let soon = 0;
  // overdue first: a prize past its due date is marked for both alerts and mailed the overdue one
  for (const r of await findUnalerted(db, REDEMPTION_OPEN_STATES, addDays(today, -1), 'alert_overdue_at')) {
    const facts = { id: r.id, product: r.product, participant: r.participant, dueDate: r.due_date!, state: redemptionStateLabel(r.state) };
    await inTransaction(db, async (trx) => {
      if (!(await markAlerted(trx, r.id, 'alert_overdue_at', { alert_overdue_at: at, alert_soon_at: r.alert_soon_at ?? at }))) return;
      for (const s of staff) await queueMail(trx, { to: s.email, subject: REDEMPTION_MSG.mailOverdueSubject(r.id), text: REDEMPTION_MSG.mailOverdueText(s.name, facts) }, now);
      overdue += 1;
    });
  }
  for (const r of await findUnalerted(db, REDEMPTION_OPEN_STATES, addDays(today, DELIVERY_ALERT_DAYS), 'alert_soon_at')) {
    const daysLeft = daysUntil(r.due_date!, now);
    const facts = { id: r.id, product: r.product, participant: r.participant, dueDate: r.due_date!, daysLeft, state: redemptionStateLabel(r.state) };
    await inTransaction(db, async (trx) => {
      if (!(await markAlerted(trx, r.id, 'alert_soon_at', { alert_soon_at: at }))) return;
      for (const s of staff) await queueMail(trx, { to: s.email, subject: REDEMPTION_MSG.mailDueSoonSubject(r.id, daysLeft), text: REDEMPTION_MSG.mailDueSoonText(s.name, facts) }, now);
      soon += 1;
    });
  }
  if (overdue + soon > 0) wakeMailOutbox(db);
  return { soon, overdue };
}

/** Takes the 'delivery-alerts' lock and sends the alerts due; another live holder -> { ran: false }. */
export async function runDeliveryAlertSweep(db: DB, options: LockOptions = {}): Promise<AlertResult> {
  const now = options.now ?? new Date();
  const swept = await withLockRow(db, DELIVERY_ALERT_LOCK, { ...options, now }, () => sendDeliveryAlerts(db, now));
  return swept.ran ? { ran: true, ...swept.result } : { ran: false, soon: 0, overdue: 0 };
}

/**
 * Starts the sweep on the points-expiry sweep's rhythm (config EXPIRY_SWEEP_INTERVAL_MS, first
 * after EXPIRY_SWEEP_DELAY_MS; db/locks.ts scheduleSweep), at the app's clock; returns its stop().
 */
export function startDeliveryAlertSchedule(db: DB, config: Pick<Config, 'PORT'>, log: SweepLog, options: SweepTimes & { now?: () => Date } = {}): () => Promise<void> {
  const holder = holderOf(config.PORT);
  const clock = options.now ?? (() => new Date());
  return scheduleSweep(async () => {
    const result = await runDeliveryAlertSweep(db, { holder, now: clock() });
    if (result.ran && result.soon + result.overdue > 0) log.info(`Alertas de entrega: ${result.soon} por vencer, ${result.overdue} vencidas`);
    if (!result.ran) log.debug?.('Alertas de entrega: otro proceso tiene el turno');
  }, log, 'delivery alerts sweep failed', options);
}
