// SPEC 2.6 / SPEC 7 POST /api/users/update/{id}: the administrator edits a user. A change of points
// is never an overwrite of users.points: it is an 'adjustment' through the points engine
// (ARCHITECTURE "Points"), in the same transaction as the rest of the edit and its audit row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_STATE, roleOf, userUpdateData, type UserUpdateAnswer } from '@portal/contract';
import type { AuthUser } from '../../auth/tokens';
import { recordAudit } from '../../audit';
import { hashPassword } from '../../auth/passwords';
import type { UserUpdate } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, found } from '../../http/errors';
import { readDataAndImage } from '../../http/multipart';
import { adjustPoints, expireDueLots, lockUser } from '../../points';
import { USER_MSG } from './messages';
import { findProfileRow, findSubsidiaryRow, revokeUserTokens } from './repository';

/** the fields the audit row compares (never the password hash) */
const AUDITED = ['name', 'email', 'phone', 'state', 'profiles_id', 'subsidiary_id', 'image'] as const;

export async function updateUser(app: FastifyInstance, request: FastifyRequest, id: number, actor: AuthUser): Promise<UserUpdateAnswer> {
  const { db, storage, config } = app;
  found(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst(), USER_MSG.notFound);
  const { data, image } = await readDataAndImage(request, userUpdateData);

  if (!(await findProfileRow(db, data.profiles_id))) throw badRequest(USER_MSG.profileNotFound);
  if (data.subsidiary_id !== undefined && data.subsidiary_id !== null && !(await findSubsidiaryRow(db, data.subsidiary_id))) {
    throw badRequest(USER_MSG.subsidiaryNotFound);
  }
  // the last administrator must not be able to lock everyone out by editing themselves
  if (id === actor.id && (data.state !== USER_STATE.ACTIVE || roleOf(data.profiles_id) !== 'admin')) throw conflict(USER_MSG.selfLockout);

  // the slow parts (argon2, writing the file) run before the transaction, which then stays short
  const passwordHash = data.password !== undefined ? await hashPassword(data.password) : null;
  const newImage = image ? await storage.saveImage(image.buffer, 'users') : null;

  let oldImage: string | null = null;
  let balance: number;
  try {
    ({ oldImage, balance } = await inTransaction(db, async (trx) => {
      const now = new Date();
      // the user row is locked first (the engine's lock order), then read for the audit's "before"
      const locked = await lockUser(trx, id);
      const before = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

      let points = locked.points;
      // the form sends back the balance it showed: the same number means "points not touched"
      if (data.points !== undefined && data.points !== locked.points) {
        // lots already due go first, so the balance reached is exactly the one the administrator typed
        await expireDueLots(trx, { usersId: id, now });
        const current = (await lockUser(trx, id)).points;
        points = current;
        if (data.points !== current) {
          ({ balance: points } = await adjustPoints(trx, {
            usersId: id,
            delta: data.points - current,
            actorId: actor.id,
            reason: USER_MSG.adjustmentReason,
            expiryMonths: config.POINTS_EXPIRY_MONTHS,
            now,
          }));
        }
      }

      const changes: UserUpdate = { name: data.name, email: data.email, phone: data.phone, state: data.state, profiles_id: data.profiles_id };
      if (data.subsidiary_id !== undefined) changes.subsidiary_id = data.subsidiary_id;
      if (newImage) changes.image = newImage;
      else if (data.remove_image) changes.image = null;
      if (passwordHash) changes.password_hash = passwordHash;
      await trx.updateTable('users').set(changes).where('id', '=', id).execute();

      // a deactivated user, or one whose password changed, keeps no open session (the
      // administrator changing their own password keeps the session they are using)
      const deactivated = before.state === USER_STATE.ACTIVE && data.state === USER_STATE.INACTIVE;
      if (deactivated || passwordHash) await revokeUserTokens(trx, id, id === actor.id ? actor.tokenId : undefined);

      const changed: Record<string, { from: unknown; to: unknown }> = {};
      for (const field of AUDITED) {
        if (changes[field] !== undefined && changes[field] !== before[field]) changed[field] = { from: before[field], to: changes[field] };
      }
      if (points !== Number(before.points)) changed.points = { from: Number(before.points), to: points };
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'update',
        entity: 'users',
        entityId: id,
        detail: { changed, password_changed: passwordHash !== null },
      });
      const replaced = changes.image !== undefined && before.image !== null && before.image !== changes.image;
      return { oldImage: replaced ? before.image : null, balance: points };
    }));
  } catch (err) {
    await storage.remove(newImage).catch(() => undefined);
    throw err;
  }
  // the old photo goes only once the new path is committed
  if (oldImage) await storage.remove(oldImage).catch((err: unknown) => request.log.warn({ err }, 'could not remove the old user image'));
  return { message: 'success', detail: USER_MSG.updated(data.name), points: balance };
}
