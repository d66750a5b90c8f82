// A mail that cannot be sent never undoes or blocks the decision it tells about.
// The decision writes its mail as a `mail_outbox` row inside its own transaction (queueMail), so a
// decision that commits always has its mail and a rolled-back one has none. The sender (run) then
// mails the due rows through the Mailer: right after the decision (wakeMailOutbox, fire-and-forget,
// never awaited by the request) and every minute (startMailSchedule, server.ts).
// Several processes may send at once: a row is claimed with a conditional UPDATE ... WHERE
// sent_at IS NULL AND next_attempt_at <= now that moves next_attempt_at one lease ahead, so of two
// senders exactly one claims it (PostgreSQL re-checks the WHERE after the first commits; SQLite
// writes one after the other). A process that dies while sending leaves the row to be retried when
// the lease ends.
import { sql, type Selectable } from 'kysely';
import type { DB, MailOutboxTable, Trx } from '../db/schema';
import { nowIso } from '../db/time';
import type { Mailer } from './index';

/** after this many failed sends the row is given up (an error in the log, the row kept) */
export const MAIL_MAX_ATTEMPTS = 10;
/** how long a claimed row is not due for other senders: past any SMTP timeout of nodemailer */
export const MAIL_LEASE_MS = 15 * 60_000;
const BATCH = 50;

/** wait before the next attempt after `attempts` failures: 1 min, 5 min, 30 min, then hourly */
export function mailRetryDelayMs(attempts: number): number {
  const minutes = [1, 5, 30][attempts - 1] ?? 60;
  return minutes * 60_000;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** Writes the mail inside the caller's transaction; it is sent once the transaction commits. */
export async function queueMail(trx: Trx, mail: OutboxMail, now: Date = new Date()): Promise<number> {
  const at = nowIso(now);
  const row = await trx
    .insertInto('mail_outbox')
    .values({ to_address: mail.to, subject: mail.subject, body: mail.text, created_at: at, next_attempt_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface OutboxLog {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

export interface SendResult {
  sent: number;
  failed: number;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'error';

/**
 * A table of work sent after the request that wrote it (the mail outbox; the password
 * recoveries, modules/auth/recovery-queue.ts): one way to send it. Each due row is leased by a
 * conditional UPDATE (of two senders exactly one gets it), sent, and then finished; a send that
 * throws is retried with the mail's backoff and given up after MAIL_MAX_ATTEMPTS.
 */
export interface LeasedQueue<Row extends { attempts: number }> {
  /** ids due at `at` (not done, next attempt passed, attempts left), after `afterId`, in order */
  dueIds(at: string, afterId: number, limit: number): Promise<{ id: number }[]>;
  /** leases row `id` until `leaseUntil` if it is still due at `at`; false when another sender has it */
  claim(id: number, at: string, leaseUntil: string): Promise<boolean>;
  read(id: number): Promise<Row>;
  /** the row's work: throws to be retried; false when there was nothing left to send */
  send(row: Row): Promise<boolean>;
  /** after the send (or nothing to send): the row is done */
  finish(id: number, row: Row): Promise<void>;
  fail(id: number, attempts: number, error: string, nextAt: string): Promise<void>;
  /** the log's fields naming the row, and its two messages */
  logFields(id: number, row: Row): object;
  gaveUp: string;
  willRetry: string;
}

/** Sends every row of `queue` due at `now()` once (a row that fails is left for its next attempt). */
export async function sendLeasedQueue<Row extends { attempts: number }>(queue: LeasedQueue<Row>, log: OutboxLog, now: () => Date): Promise<SendResult> {
  const result: SendResult = { sent: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const due = await queue.dueIds(nowIso(now()), afterId, BATCH);
    for (const { id } of due) {
      afterId = id;
      const claimedAt = now();
      // another sender has it, or it was sent
      if (!(await queue.claim(id, nowIso(claimedAt), nowIso(new Date(claimedAt.getTime() + MAIL_LEASE_MS))))) continue;
      const row = await queue.read(id);
      let sent: boolean;
      try {
        sent = await queue.send(row);
      } catch (err) {
        const attempts = row.attempts + 1;
        await queue.fail(id, attempts, errorText(err), nowIso(new Date(now().getTime() + mailRetryDelayMs(attempts))));
        result.failed += 1;
        if (attempts >= MAIL_MAX_ATTEMPTS) log.error({ err, ...queue.logFields(id, row), attempts }, queue.gaveUp);
        else log.warn({ err, ...queue.logFields(id, row), attempts }, queue.willRetry);
        continue;
      }
      await queue.finish(id, row);
      if (sent) result.sent += 1;
    }
    if (due.length < BATCH) return result;
  }
}

/** Sends every mail due at `now()` once (a row that fails is left for its next attempt). */
export function sendDueMail(db: DB, mailer: Mailer, log: OutboxLog, now: () => Date = () => new Date()): Promise<SendResult> {
  return sendLeasedQueue<Selectable<MailOutboxTable>>(
    {
      dueIds: (at, afterId, limit) =>
        db
          .selectFrom('mail_outbox')
          .select('id')
          .where(sql<boolean>`sent_at is null`)
          .where('next_attempt_at', '<=', at)
          .where('attempts', '<', MAIL_MAX_ATTEMPTS)
          .where('id', '>', afterId)
          .orderBy('id')
          .limit(limit)
          .execute(),
      claim: async (id, at, leaseUntil) => {
        const claim = await db
          .updateTable('mail_outbox')
          .set({ next_attempt_at: leaseUntil })
          .where('id', '=', id)
          .where(sql<boolean>`sent_at is null`)
          .where('next_attempt_at', '<=', at)
          .where('attempts', '<', MAIL_MAX_ATTEMPTS)
          .executeTakeFirst();
        return Number(claim.numUpdatedRows) === 1;
      },
      read: (id) => db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      send: async (row) => {
        await mailer.sendMail({ to: row.to_address, subject: row.subject, text: row.body });
        return true;
      },
      finish: async (id) => {
        await db.updateTable('mail_outbox').set({ sent_at: nowIso(now()) }).where('id', '=', id).execute();
      },
      fail: async (id, attempts, error, nextAt) => {
        await db.updateTable('mail_outbox').set({ attempts, last_error: error, next_attempt_at: nextAt }).where('id', '=', id).execute();
      },
      logFields: (id, row) => ({ mailId: id, to: row.to_address }),
      gaveUp: 'mail given up after repeated failures',
      willRetry: 'mail send failed; will retry',
    },
    log,
    now,
  );
}

export interface MailOutbox {
  /** starts a run in the background (or one more after the run under way); never throws */
  wake(): void;
  /** one run, awaited (the schedule, tests); a run already under way is waited for first */
  run(): Promise<SendResult>;
  /** resolves when no run is under way or asked for */
  idle(): Promise<void>;
  /** no further run starts; resolves once the run under way has finished (before closing the database) */
  stop(): Promise<void>;
}

/** another queue sent by the same runs (the password recoveries, modules/auth/recovery-queue.ts) */
export type OutboxJob = (db: DB, mailer: Mailer, log: OutboxLog, now: () => Date) => Promise<SendResult>;

export function createMailOutbox(db: DB, mailer: Mailer, log: OutboxLog, options: { now?: () => Date; jobs?: OutboxJob[] } = {}): MailOutbox {
  const now = options.now ?? (() => new Date());
  const jobs = options.jobs ?? [];
  let running: Promise<SendResult> | null = null;
  let again = false;
  let stopped = false;

  const start = (): Promise<SendResult> => {
    const current = (async () => {
      try {
        const total = { sent: 0, failed: 0 };
        for (const send of [sendDueMail, ...jobs]) {
          try {
            const one = await send(db, mailer, log, now);
            total.sent += one.sent;
            total.failed += one.failed;
          } catch (err) {
            // a database error: the rows stay due, the next wake or minute tries again
            log.error({ err }, 'mail outbox run failed');
          }
        }
        return total;
      } finally {
        running = null;
        // a mail queued while this run was reading may have been missed: one more run
        if (again && !stopped) {
          again = false;
          running = start();
        }
      }
    })();
    return current;
  };

  const outbox: MailOutbox = {
    wake() {
      if (stopped) return;
      if (running) again = true;
      else running = start();
    },
    async run() {
      await outbox.idle();
      if (stopped) return { sent: 0, failed: 0 };
      running = start();
      const result = await running;
      await outbox.idle();
      return result;
    },
    async idle() {
      while (running) await running;
    },
    async stop() {
      stopped = true;
      again = false;
      await outbox.idle();
      if (bound.get(db) === outbox) bound.delete(db);
    },
  };
  return outbox;
}

// The outbox of the app that owns a database handle, so a service that queued a mail can wake it
// without taking Fastify's app (docs "Module layout of the api"); app.ts binds it.
const bound = new WeakMap<object, MailOutbox>();

export function bindMailOutbox(db: DB, outbox: MailOutbox): void {
  bound.set(db, outbox);
}

/** After a committed decision: send its mail now, in the background (the minute's run is the fallback). */
export function wakeMailOutbox(db: DB): void {
  bound.get(db)?.wake();
}

export interface MailScheduleOptions {
  /** between two runs; default one minute */
  intervalMs?: number;
  /** before the first run after start-up; default 5 s */
  firstRunMs?: number;
}

/** Runs the outbox every minute. Returns stop(): no further run starts, the one under way is awaited. */
export function startMailSchedule(outbox: MailOutbox, options: MailScheduleOptions = {}): () => Promise<void> {
  const first = setTimeout(() => outbox.wake(), options.firstRunMs ?? 5_000);
  const every = setInterval(() => outbox.wake(), options.intervalMs ?? 60_000);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await outbox.idle();
  };
}
