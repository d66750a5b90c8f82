// Queries of the session calls (SPEC 7 "Session"). Tokens have their own file (tokens.ts).
import type { DB, Trx } from '../../db/schema';

/** The account a login names, with its pending temporary password (issue 6), if any. */
export function findLoginAccount(db: DB, identification: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash', 'state', 'temp_password_hash', 'temp_password_expires_at'])
    .where('identification_number', '=', identification)
    .executeTakeFirst();
}

/** SPEC 7 recovery: the active user with this identification number and this e-mail (any capitals). */
export function findActiveByIdentificationAndEmail(db: DB, identification: string, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('identification_number', '=', identification)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('state', '=', 1)
    .executeTakeFirst();
}

/** Stores a recovery's temporary password, replacing any earlier one; the password itself stays. */
export async function storeTemporaryPassword(db: DB, usersId: number, hash: string, expiresAt: string): Promise<void> {
  await db.updateTable('users').set({ temp_password_hash: hash, temp_password_expires_at: expiresAt }).where('id', '=', usersId).execute();
}

/**
 * The temporary password becomes the password. Only if it is still the one that was verified: a
 * recovery that replaced it in between wins, and this answers false.
 */
export async function promoteTemporaryPassword(trx: Trx, usersId: number, tempHash: string): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set({ password_hash: tempHash, temp_password_hash: null, temp_password_expires_at: null })
    .where('id', '=', usersId)
    .where('temp_password_hash', '=', tempHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findSessionUserRow(db: DB, usersId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'image', 'profiles_id', 'identification_number', 'email'])
    .where('id', '=', usersId)
    .executeTakeFirst();
}
export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUserRow>>>;

/**
 * Issue 25: one recovery row, the one write a recovery request makes whatever the pair: for a
 * match `usersId` (due now), otherwise null, written done (nothing is ever mailed for it).
 */
export async function insertRecoveryRequest(db: DB, usersId: number | null, at: string): Promise<void> {
  await db
    .insertInto('recovery_requests')
    .values({ users_id: usersId, created_at: at, next_attempt_at: at, done_at: usersId === null ? at : null })
    .execute();
}

/** ids of the recoveries due at `at`, after `afterId`, in order */
export function dueRecoveryIds(db: DB, at: string, maxAttempts: number, afterId: number, limit: number) {
  return db
    .selectFrom('recovery_requests')
    .select('id')
    .where('done_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where('attempts', '<', maxAttempts)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** claims a due recovery for one lease (of two senders exactly one gets true) */
export async function claimRecovery(db: DB, id: number, at: string, leaseUntil: string, maxAttempts: number): Promise<boolean> {
  const result = await db
    .updateTable('recovery_requests')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where('attempts', '<', maxAttempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** the claimed recovery with the account it names, if that account is still active */
export function recoveryWithAccount(db: DB, id: number) {
  return db
    .selectFrom('recovery_requests as r')
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'r.users_id').on('u.state', '=', 1))
    .select(['r.id', 'r.attempts', 'u.id as users_id', 'u.name', 'u.email'])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function finishRecovery(db: DB, id: number, at: string): Promise<void> {
  await db.updateTable('recovery_requests').set({ done_at: at }).where('id', '=', id).execute();
}

export async function failRecovery(db: DB, id: number, attempts: number, error: string, nextAt: string): Promise<void> {
  await db.updateTable('recovery_requests').set({ attempts, last_error: error, next_attempt_at: nextAt }).where('id', '=', id).execute();
}
