// SPEC 2.6 / SPEC 7 POST /api/users/update/{id}: the administrator edits a user. A change of points
// is never an overwrite of users.points: it is an 'adjustment' through the points engine
// (ARCHITECTURE "Points"), in the same transaction as the rest of the edit and its audit row.
//
// A stale edit form must not move points: the form sends back the user's `version` it loaded and,
// with points, the balance it showed (`points_seen`). A save over a newer version is refused (409,
// nothing changed); the same number as shown means "points not touched", whatever the balance is
// now; a different number is an adjustment of points - points_seen, refused (409) when the balance
// moved since the form loaded.
import { USER_STATE, roleOf, type UserUpdateAnswer, type UserUpdateValues } from '@portal/contract';
import { recordAudit } from '../../audit';
import type { DB, UserUpdate } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, found } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { Storage } from '../../storage';
import { adjustPoints, lockUser, shownBalance } from '../../points';
import { hashPassword, type AuthUser } from '../auth';
import { refreshReviewFlags } from '../invoices/queue-repository';
import { USER_MSG } from '../../messages';
import { findProfileRow, findSubsidiaryRow, getUserRow, revokeUserTokens, updateUserRow, userExists, userPoints } from './repository';

/** the fields the audit row compares (never the password hash) */
const AUDITED = ['name', 'email', 'phone', 'state', 'profiles_id', 'subsidiary_id', 'image'] as const;

export interface UpdateUserDeps {
  storage: Storage;
  /** config POINTS_EXPIRY_MONTHS: the lifetime of a lot an adjustment credits */
  expiryMonths: number;
  /** told when the replaced photo could not be removed (the edit itself succeeded) */
  warn?: (err: unknown, message: string) => void;
}

export interface UpdateUserInput {
  id: number;
  actor: AuthUser;
  /** the client's address, kept in the audit row (request.ip) */
  ip: string | null;
  /** the parsed `data` JSON (contract userUpdateData) */
  data: UserUpdateValues;
  image: UploadedFile | null;
  now: Date;
}

export async function updateUser(db: DB, deps: UpdateUserDeps, input: UpdateUserInput): Promise<UserUpdateAnswer> {
  const { id, actor, ip, data, image, now } = input;
  found(await userExists(db, id), USER_MSG.notFound);

  if (!(await findProfileRow(db, data.profiles_id))) throw badRequest(USER_MSG.profileNotFound);
  if (data.subsidiary_id !== undefined && data.subsidiary_id !== null && !(await findSubsidiaryRow(db, data.subsidiary_id))) {
    throw badRequest(USER_MSG.subsidiaryNotFound);
  }
  // the last administrator must not be able to lock everyone out by editing themselves
  if (id === actor.id && (data.state !== USER_STATE.ACTIVE || roleOf(data.profiles_id) !== 'admin')) throw conflict(USER_MSG.selfLockout);

  // the slow parts (argon2, writing the file) run before the transaction, which then stays short
  const passwordHash = data.password !== undefined ? await hashPassword(data.password) : null;
  const newImage = image ? await deps.storage.saveImage(image.buffer, 'users') : null;

  let result: { oldImage: string | null; balance: number; version: number };
  try {
    result = await inTransaction(db, async (trx) => {
      // the user row is locked first (the engine's lock order), then read for the audit's "before"
      await lockUser(trx, id);
      const before = await getUserRow(trx, id);
      // someone saved this user after the form loaded it; a forged version is refused alike
      if (data.version !== before.version) throw conflict(USER_MSG.staleEdit);

      // the same number as the form showed: the administrator did not touch the points
      if (data.points !== undefined && data.points_seen !== undefined && data.points !== data.points_seen) {
        await adjustPoints(trx, {
          usersId: id,
          delta: data.points - data.points_seen,
          seenBalance: data.points_seen,
          actorId: actor.id,
          reason: data.points_reason!,
          expiryMonths: deps.expiryMonths,
          now,
        });
      }

      const changes: UserUpdate = { name: data.name, email: data.email, phone: data.phone, state: data.state, profiles_id: data.profiles_id };
      if (data.subsidiary_id !== undefined) changes.subsidiary_id = data.subsidiary_id;
      if (newImage) changes.image = newImage;
      else if (data.remove_image) changes.image = null;
      if (passwordHash) changes.password_hash = passwordHash;
      const version = before.version + 1;
      await updateUserRow(trx, id, { ...changes, version });
      // 'other-branch' of their waiting invoices follows the participant's branch
      if (changes.subsidiary_id !== undefined && changes.subsidiary_id !== before.subsidiary_id) await refreshReviewFlags(trx, { usersId: id });

      // a deactivated user, or one whose password changed, keeps no open session (the
      // administrator changing their own password keeps the session they are using)
      const deactivated = before.state === USER_STATE.ACTIVE && data.state === USER_STATE.INACTIVE;
      if (deactivated || passwordHash) await revokeUserTokens(trx, id, id === actor.id ? actor.tokenId : undefined);

      const pointsAfter = await userPoints(trx, id);
      const changed: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of AUDITED) {
        if (changes[field] !== undefined && changes[field] !== before[field]) changed[field] = { from: before[field], to: changes[field] };
      }
      if (Number(pointsAfter) !== Number(before.points)) changed.points = { from: Number(before.points), to: Number(pointsAfter) };
      await recordAudit(trx, {
        actorId: actor.id,
        ip,
        action: 'update',
        entity: 'users',
        entityId: id,
        detail: { changed, password_changed: passwordHash !== null, ...(changed.points ? { points_reason: data.points_reason } : {}) },
      });
      const replaced = changes.image !== undefined && before.image !== null && before.image !== changes.image;
      // the balance answered is the spendable one
      return { oldImage: replaced ? before.image : null, balance: await shownBalance(trx, id, now), version };
    });
  } catch (err) {
    await deps.storage.remove(newImage).catch(() => undefined);
    throw err;
  }
  // the old photo goes only once the new path is committed
  if (result.oldImage) await deps.storage.remove(result.oldImage).catch((err: unknown) => deps.warn?.(err, 'could not remove the old user image'));
  return { message: 'success', detail: USER_MSG.updated(data.name), points: result.balance, version: result.version };
}
