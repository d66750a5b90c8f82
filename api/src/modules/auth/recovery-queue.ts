// The sender of password recoveries. The request only writes a
// `recovery_requests` row (service.ts `recover`); this makes the temporary password, mails it to
// the address on file and then stores its hash, after the answer has gone: woken by the route's
// onResponse and by the mail outbox's run every minute (mail/outbox.ts `jobs`), so a recovery
// written just before a restart is mailed after it. Sent as the mail outbox is (mail/outbox.ts
// sendLeasedQueue: a conditional UPDATE leasing each row, the same backoff, given up after the same
// number of attempts). The temporary password exists in clear only in this process and the mail.
import type { DB } from '../../db/schema';
import { nowIso } from '../../db/time';
import { inTransaction } from '../../db/transaction';
import type { Mailer } from '../../mail';
import { MAIL_MAX_ATTEMPTS, sendLeasedQueue, type OutboxLog, type SendResult } from '../../mail/outbox';
import { AUTH_MSG, MSG } from '../../messages';
import { hashPassword, temporaryPassword } from './passwords';
import { claimRecovery, dueRecoveryIds, failRecovery, finishRecovery, recoveryWithAccount, storeTemporaryPassword } from './repository';

export interface RecoverySenderDeps {
  recoveryTtlMinutes: number;
}

/** Mails every recovery due at `now()` once; a failed one waits for its next attempt. */
export function sendDueRecoveries(db: DB, mailer: Mailer, log: OutboxLog, now: () => Date, deps: RecoverySenderDeps): Promise<SendResult> {
  return sendLeasedQueue(
    {
      dueIds: (at, afterId, limit) => dueRecoveryIds(db, at, MAIL_MAX_ATTEMPTS, afterId, limit),
      claim: (id, at, leaseUntil) => claimRecovery(db, id, at, leaseUntil, MAIL_MAX_ATTEMPTS),
      // the claimed recovery, with a temporary password made for it when its account is still active
      read: async (id) => {
        const row = await recoveryWithAccount(db, id);
        if (row.users_id === null || row.email === null || row.name === null) return { ...row, account: null };
        const temp = temporaryPassword();
        return { ...row, account: { id: row.users_id, email: row.email, name: row.name, temp, tempHash: await hashPassword(temp) } };
      },
      send: async ({ account }) => {
        // the account was deactivated (or removed) since: nothing to mail
        if (!account) return false;
        // the mail goes first: if it cannot be sent nothing changes, and of two recoveries the one
        // stored last is the one whose mail arrived (a new recovery replaces the earlier one)
        await mailer.sendMail({ to: account.email, subject: MSG.recoverSubject, text: AUTH_MSG.recoverText(account.name, account.temp, deps.recoveryTtlMinutes) });
        return true;
      },
      finish: async (id, { account }) => {
        if (!account) return finishRecovery(db, id, nowIso(now()));
        const expiresAt = nowIso(new Date(now().getTime() + deps.recoveryTtlMinutes * 60_000));
        // in a transaction for inTransaction's retries: a busy database must not leave a mailed password unstored
        await inTransaction(db, async (trx) => {
          await storeTemporaryPassword(trx, account.id, account.tempHash, expiresAt);
          await finishRecovery(trx, id, nowIso(now()));
        });
      },
      fail: (id, attempts, error, nextAt) => failRecovery(db, id, attempts, error, nextAt),
      logFields: (id) => ({ recoveryId: id }),
      gaveUp: 'recovery mail given up after repeated failures',
      willRetry: 'recovery mail failed; will retry',
    },
    log,
    now,
  );
}
