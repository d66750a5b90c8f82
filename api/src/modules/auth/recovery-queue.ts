// Issue 25 (defect 5): the sender of password recoveries. The request only writes a
// `recovery_requests` row (service.ts `recover`); this makes the temporary password, mails it to
// the address on file and then stores its hash, after the answer has gone: woken by the route's
// onResponse and by the mail outbox's run every minute (mail/outbox.ts `jobs`), so a recovery
// written just before a restart is mailed after it. Rows are claimed like the mail outbox's
// (conditional UPDATE leasing the row), retried with the same backoff, given up after the same
// number of attempts. The temporary password exists in clear only in this process and the mail.
import type { DB } from '../../db/schema';
import { nowIso } from '../../db/time';
import { inTransaction } from '../../db/transaction';
import type { Mailer } from '../../mail';
import { MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS, mailRetryDelayMs, type OutboxLog, type SendResult } from '../../mail/outbox';
import { MSG } from '../../messages';
import { AUTH_MSG } from './messages';
import { hashPassword, temporaryPassword } from './passwords';
import { claimRecovery, dueRecoveryIds, failRecovery, finishRecovery, recoveryWithAccount, storeTemporaryPassword } from './repository';

const BATCH = 50;

export interface RecoverySenderDeps {
  recoveryTtlMinutes: number;
}

/** Mails every recovery due at `now()` once; a failed one waits for its next attempt. */
export async function sendDueRecoveries(db: DB, mailer: Mailer, log: OutboxLog, now: () => Date, deps: RecoverySenderDeps): Promise<SendResult> {
  const result: SendResult = { sent: 0, failed: 0 };
  let afterId = 0;
  for (;;) {
    const due = await dueRecoveryIds(db, nowIso(now()), MAIL_MAX_ATTEMPTS, afterId, BATCH);
    for (const { id } of due) {
      afterId = id;
      const claimedAt = now();
      if (!(await claimRecovery(db, id, nowIso(claimedAt), nowIso(new Date(claimedAt.getTime() + MAIL_LEASE_MS)), MAIL_MAX_ATTEMPTS))) continue;
      const row = await recoveryWithAccount(db, id);
      // the account was deactivated (or removed) since: nothing to mail
      if (row.users_id === null || row.email === null || row.name === null) {
        await finishRecovery(db, id, nowIso(now()));
        continue;
      }
      const temp = temporaryPassword();
      const tempHash = await hashPassword(temp);
      try {
        // the mail goes first: if it cannot be sent nothing changes, and of two recoveries the one
        // stored last is the one whose mail arrived (a new recovery replaces the earlier one)
        await mailer.sendMail({ to: row.email, subject: MSG.recoverSubject, text: AUTH_MSG.recoverText(row.name, temp, deps.recoveryTtlMinutes) });
      } catch (err) {
        const attempts = row.attempts + 1;
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000) || 'error';
        await failRecovery(db, id, attempts, message, nowIso(new Date(now().getTime() + mailRetryDelayMs(attempts))));
        result.failed += 1;
        if (attempts >= MAIL_MAX_ATTEMPTS) log.error({ err, recoveryId: id, attempts }, 'recovery mail given up after repeated failures');
        else log.warn({ err, recoveryId: id, attempts }, 'recovery mail failed; will retry');
        continue;
      }
      const expiresAt = nowIso(new Date(now().getTime() + deps.recoveryTtlMinutes * 60_000));
      // in a transaction for inTransaction's retries: a busy database must not leave a mailed password unstored
      await inTransaction(db, async (trx) => {
        await storeTemporaryPassword(trx, row.users_id!, tempHash, expiresAt);
        await trx.updateTable('recovery_requests').set({ done_at: nowIso(now()) }).where('id', '=', id).execute();
      });
      result.sent += 1;
    }
    if (due.length < BATCH) return result;
  }
}
