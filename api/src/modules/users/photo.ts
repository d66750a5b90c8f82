// POST /api/users/photo (ours, 'Mi Perfil', SPEC 2.4): the signed-in user replaces their own
// profile photo. A call of its own, not POST /api/users/update/{id}: that one is the administrator's
// and carries points, state and profile (docs/product/accounts.md). There is no id: the photo
// changed is always the caller's.
//
// As in update.ts: the file is checked and stored before the transaction (storage checks content
// and size: 400/413, nothing stored), the row changes inside it with its audit row, the new file
// goes again if the transaction fails, and the old file goes only once the new path is committed.
import type { UserPhotoAnswer } from '@portal/contract';
import { recordAudit } from '../../audit';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, found } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { lockUser } from '../../points';
import type { Storage } from '../../storage';
import type { ImageUrl } from '../../storage/links';
import { USER_MSG } from '../../messages';
import { findUserImage, setUserImage } from './repository';

export interface ChangeOwnPhotoDeps {
  storage: Storage;
  /** turns the stored path into the signed link answered (app.fileLinks.url) */
  imageUrl: ImageUrl;
  /** told when the replaced photo could not be removed (the change itself succeeded) */
  warn?: (err: unknown, message: string) => void;
}

export async function changeOwnPhoto(db: DB, deps: ChangeOwnPhotoDeps, input: { usersId: number; image: UploadedFile | null; ip: string | null }): Promise<UserPhotoAnswer> {
  const { storage } = deps;
  // 'Seleccione una nueva foto de perfil' when none is chosen
  if (!input.image) throw badRequest(USER_MSG.photoRequired);
  const newImage = await storage.saveImage(input.image.buffer, 'users');

  let oldImage: string | null;
  try {
    oldImage = await inTransaction(db, async (trx) => {
      // the row is locked first (the engine's lock order, as the administrator's edit does), so two
      // changes at once replace one another in turn and each removes the photo it replaced
      await lockUser(trx, input.usersId);
      const before = found(await findUserImage(trx, input.usersId), USER_MSG.notFound);
      const version = await setUserImage(trx, input.usersId, newImage);
      await recordAudit(trx, {
        actorId: input.usersId,
        ip: input.ip,
        action: 'update',
        entity: 'users',
        entityId: input.usersId,
        detail: { via: 'own_photo', changed: { image: { from: before.image, to: newImage } }, version },
      });
      return before.image;
    });
  } catch (err) {
    await storage.remove(newImage).catch(() => undefined);
    throw err;
  }
  if (oldImage && oldImage !== newImage) {
    await storage.remove(oldImage).catch((err: unknown) => deps.warn?.(err, 'could not remove the old user image'));
  }
  return { message: 'success', detail: USER_MSG.photoUpdated, image: deps.imageUrl(newImage)! };
}
