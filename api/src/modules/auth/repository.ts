// Queries of the session calls (SPEC 7 "Session"): accounts, recoveries and the access tokens
// (tokens.ts and recovery-queue.ts decide, these read and write; docs/adr/0049-api-modules-in-four-layers.md).
import type { Insertable } from 'kysely';
import { selectDataVersions } from '../../db/data-versions';
import { preparedQuery } from '../../db/prepared';
import type { AccessTokensTable, DB, Trx } from '../../db/schema';
import { nowIso } from '../../db/time';

/** The account a login names, with its pending temporary password, if any. */
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
 * One recovery row, the one write a recovery request makes whatever the pair: for a
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

// --- access tokens (tokens.ts) --------------------------------------------------------------------

export async function insertAccessToken(db: DB, values: Insertable<AccessTokensTable>): Promise<void> {
  await db.insertInto('access_tokens').values(values).execute();
}

interface TokenRow { tokenId: number; created_at: string; expires_at: string; last_used_at: string | null; id: number; name: string; profiles_id: number }
/** a live token's row and its user, with the data versions it selected as well (db/data-versions.ts) */
export type LookedUpToken = TokenRow & Record<string, unknown>;

/**
 * The token check of every request: one indexed lookup (token_hash is unique) joined to
 * its user, compiled once (db/prepared.ts), which also reads the data versions (db/data-versions.ts)
 * so that a route's cache costs no statement more.
 */
const tokenLookup = preparedQuery<'hash' | 'now', LookedUpToken>((db: DB, param) => db
  .selectFrom('access_tokens as t')
  .innerJoin('users as u', 'u.id', 't.users_id')
  .select(['t.id as tokenId', 't.created_at', 't.expires_at', 't.last_used_at', 'u.id', 'u.name', 'u.profiles_id'])
  .select(selectDataVersions())
  .where('t.token_hash', '=', param('hash'))
  .where('t.revoked_at', 'is', null)
  .where('t.expires_at', '>', param('now'))
  .where('u.state', '=', 1));

/** the token's row as the database has it now (live, not revoked, its user active) */
export function lookUpToken(db: DB, hash: string, now: Date): Promise<LookedUpToken | undefined> {
  return tokenLookup.executeTakeFirst(db, { hash, now: nowIso(now) });
}

export async function touchAccessToken(db: DB, tokenId: number, at: string): Promise<void> {
  await db.updateTable('access_tokens').set({ last_used_at: at }).where('id', '=', tokenId).execute();
}

export function findAccessTokenLogin(db: DB, tokenId: number) {
  return db.selectFrom('access_tokens').select('created_at').where('id', '=', tokenId).executeTakeFirst();
}

export async function setAccessTokenExpiry(db: DB, tokenId: number, expiresAt: string, at: string): Promise<void> {
  await db.updateTable('access_tokens').set({ expires_at: expiresAt, last_used_at: at }).where('id', '=', tokenId).execute();
}

export async function revokeAccessToken(db: DB, tokenId: number, at: string): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: at }).where('id', '=', tokenId).where('revoked_at', 'is', null).execute();
}

/** revokes every open token of the user: how many */
export async function revokeUserAccessTokens(db: DB, usersId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: at })
    .where('users_id', '=', usersId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** deletes the tokens expired or revoked before `before` */
export async function deleteAccessTokensEndedBefore(db: DB, before: string): Promise<void> {
  await db.deleteFrom('access_tokens').where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)])).execute();
}
