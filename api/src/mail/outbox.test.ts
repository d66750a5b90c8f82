// The mail outbox sender on SQLite and PostgreSQL: queued inside a transaction (none on
// rollback), two senders at once send a row once, backoff 1/5/30 min then hourly, given up after 10.
import { inTransaction } from '../db/transaction';
import { createTestDb, type TestDb } from '../test/helper';
import type { Mailer, MailMessage } from './index';
import { MAIL_MAX_ATTEMPTS, createMailOutbox, mailRetryDelayMs, queueMail, sendDueMail } from './outbox';

let t: TestDb;
beforeAll(async () => { t = await createTestDb(); });
afterAll(async () => t.close());
beforeEach(async () => { await t.db.deleteFrom('mail_outbox').execute(); });

const MAIL = { to: 'ana@example.com', subject: 'Asunto', text: 'Cuerpo con tildes: acción' };
const quietLog = () => ({ warn: jest.fn(), error: jest.fn() });
const rows = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

/** a mailer that records what it sends, slowly (so two senders overlap) */
function recordingMailer(delayMs = 20): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async sendMail(message) {
      await new Promise((r) => setTimeout(r, delayMs));
      sent.push(message);
      return { messageId: `<${sent.length}@test>` };
    },
    close: () => undefined,
  };
}

it('is written by the transaction: none when it rolls back', async () => {
  await inTransaction(t.db, (trx) => queueMail(trx, MAIL));
  await expect(inTransaction(t.db, async (trx) => { await queueMail(trx, { ...MAIL, to: 'otro@example.com' }); throw new Error('decision failed'); })).rejects.toThrow('decision failed');
  expect((await rows()).map((r) => [r.to_address, r.attempts, r.sent_at])).toEqual([['ana@example.com', 0, null]]);
});

it('two senders at once send each due row once', async () => {
  for (let i = 0; i < 5; i += 1) await inTransaction(t.db, (trx) => queueMail(trx, { ...MAIL, to: `u${i}@example.com` }));
  const mailer = recordingMailer();
  const [a, b] = await Promise.all([sendDueMail(t.db, mailer, quietLog()), sendDueMail(t.db, mailer, quietLog())]);
  expect(a.sent + b.sent).toBe(5);
  expect(mailer.sent.map((m) => m.to).sort()).toEqual(['u0@example.com', 'u1@example.com', 'u2@example.com', 'u3@example.com', 'u4@example.com']);
  expect((await rows()).every((r) => r.sent_at !== null)).toBe(true);
  expect(await sendDueMail(t.db, mailer, quietLog())).toEqual({ sent: 0, failed: 0 });
  expect(mailer.sent).toHaveLength(5);
});

it('two outboxes woken at once (two processes) send a row once', async () => {
  await inTransaction(t.db, (trx) => queueMail(trx, MAIL));
  const mailer = recordingMailer();
  const one = createMailOutbox(t.db, mailer, quietLog());
  const two = createMailOutbox(t.db, mailer, quietLog());
  one.wake();
  two.wake();
  one.wake();
  await Promise.all([one.idle(), two.idle()]);
  expect(mailer.sent).toHaveLength(1);
  await Promise.all([one.stop(), two.stop()]);
});

it('retries after 1, 5, 30 min then hourly, logs a warning each time and an error when it gives up after 10', async () => {
  expect([1, 2, 3, 4, 9].map(mailRetryDelayMs)).toEqual([60_000, 300_000, 1_800_000, 3_600_000, 3_600_000]);
  const start = new Date('2026-01-10T12:00:00.000Z');
  await inTransaction(t.db, (trx) => queueMail(trx, MAIL, start));
  const failing: Mailer = { sendMail: async () => { throw new Error('connection refused'); }, close: () => undefined };
  const log = quietLog();
  let clock = start.getTime();
  const delays: number[] = [];
  for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
    expect(await sendDueMail(t.db, failing, log, () => new Date(clock))).toEqual({ sent: 0, failed: 1 });
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: attempt, last_error: 'connection refused', sent_at: null });
    const next = new Date(row.next_attempt_at).getTime();
    delays.push(next - clock);
    // not due a moment before its time
    expect(await sendDueMail(t.db, failing, log, () => new Date(next - 1))).toEqual({ sent: 0, failed: 0 });
    clock = next;
  }
  expect(delays.slice(0, 4)).toEqual([60_000, 300_000, 1_800_000, 3_600_000]);
  expect(log.warn).toHaveBeenCalledTimes(MAIL_MAX_ATTEMPTS - 1);
  expect(log.error).toHaveBeenCalledTimes(1);
  // given up: never tried again
  expect(await sendDueMail(t.db, failing, log, () => new Date(clock + 86_400_000))).toEqual({ sent: 0, failed: 0 });
  expect((await rows())[0].attempts).toBe(MAIL_MAX_ATTEMPTS);
});

it('a row claimed by a sender that died is sent once its lease ends', async () => {
  const at = new Date('2026-01-10T12:00:00.000Z');
  const id = await inTransaction(t.db, (trx) => queueMail(trx, MAIL, at));
  // as a claim leaves it: due again 15 minutes later
  await t.db.updateTable('mail_outbox').set({ next_attempt_at: new Date(at.getTime() + 15 * 60_000).toISOString() }).where('id', '=', id).execute();
  const mailer = recordingMailer(0);
  expect(await sendDueMail(t.db, mailer, quietLog(), () => new Date(at.getTime() + 60_000))).toEqual({ sent: 0, failed: 0 });
  expect(await sendDueMail(t.db, mailer, quietLog(), () => new Date(at.getTime() + 16 * 60_000))).toEqual({ sent: 1, failed: 0 });
  expect(mailer.sent).toHaveLength(1);
});

it('its migration goes down and up again on this database', async () => {
  const migration = await import('../db/migrations/20260108T000000-mail-outbox');
  const anyDb = t.db as unknown as import('kysely').Kysely<any>;
  await migration.down(anyDb);
  // up creates the table and index without IF NOT EXISTS: it fails unless down removed them
  await migration.up(anyDb);
  await inTransaction(t.db, (trx) => queueMail(trx, MAIL));
  expect(await rows()).toHaveLength(1);
});
