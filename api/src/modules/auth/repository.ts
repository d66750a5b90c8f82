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
