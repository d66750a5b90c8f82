// SPEC 2.3 / SPEC 7 POST /api/users/create: self-registration of a participant with the application
// key (or by an administrator through /admin/create-user, which is the same wizard).
import { CONSENT_TEXT_VERSION, USER_STATE, roleOf, type UserCreateAnswer, type UserRegistrationValues } from '@portal/contract';
import { recordAudit } from '../../audit';
import { hashPassword } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import { nowIso } from '../../db/time';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import type { DB } from '../../db/schema';
import type { Storage } from '../../storage';
import { USER_MSG } from '../../messages';
import { findSubsidiaryRow, identificationTaken, insertConsents, insertUser } from './repository';

export interface RegisterUserInput {
  /** the parsed `data` JSON (contract userRegistrationData) */
  data: UserRegistrationValues;
  image: UploadedFile | null;
  /** the administrator registering someone through /admin/create-user; null: self-registration */
  registrarId: number | null;
  /** the client's address, kept in the audit row (request.ip) */
  ip: string | null;
}

export async function registerUser(db: DB, deps: { storage: Storage }, input: RegisterUserInput): Promise<UserCreateAnswer> {
  const { storage } = deps;
  const { data, image, registrarId, ip } = input;

  // SPEC 2.3: the profile is the chosen branch's. A staff profile sent by the client is refused
  // outright (nobody registers as administrator, approver or buyer); any other is ignored.
  if (data.profiles_id !== null && data.profiles_id !== undefined && roleOf(data.profiles_id) !== 'participant') {
    throw forbidden(USER_MSG.staffProfile);
  }
  const branch = await findSubsidiaryRow(db, data.subsidiary_id);
  if (!branch) throw badRequest(USER_MSG.subsidiaryNotFound);
  // a branch an administrator linked to a staff profile must not turn registrants into staff
  if (roleOf(branch.profiles_id) !== 'participant') throw forbidden(USER_MSG.staffBranch);

  // the slow parts (argon2, writing the file) run before the transaction, which then stays short.
  // The image is checked (and stored) before the identification number is looked up, so
  // a bad body answers the same 400 whether or not the number exists, and the hash is paid either way.
  const passwordHash = await hashPassword(data.password);
  const imagePath = image ? await storage.saveImage(image.buffer, 'users') : null;

  try {
    if (await identificationTaken(db, data.identification_number)) throw conflict(USER_MSG.duplicateIdentification);
    const id = await inTransaction(db, async (trx) => {
      const now = nowIso();
      const usersId = await insertUser(trx, {
        name: data.name,
        email: data.email,
        phone: data.phone,
        identification_number: data.identification_number,
        password_hash: passwordHash,
        // a new user has 0 points: the balance is the sum of a ledger that has no rows yet
        points: 0,
        state: USER_STATE.ACTIVE,
        created_at: now,
        image: imagePath,
        profiles_id: branch.profiles_id,
        subsidiary_id: branch.id,
      });
      // SPEC 2.3: 'Aceptar políticas y condiciones' and 'Aceptar habeas data', kept as evidence
      await insertConsents(trx, [
        { users_id: usersId, kind: 'terms', accepted_at: now, text_version: CONSENT_TEXT_VERSION },
        { users_id: usersId, kind: 'habeas_data', accepted_at: now, text_version: CONSENT_TEXT_VERSION },
      ]);
      await recordAudit(trx, {
        actorId: registrarId ?? usersId,
        ip,
        action: 'create',
        entity: 'users',
        entityId: usersId,
        detail: { via: registrarId !== null ? 'admin' : 'registration', subsidiary_id: branch.id, profiles_id: branch.profiles_id, image: imagePath !== null },
      });
      return usersId;
    });
    return { message: 'success', detail: USER_MSG.registered, id };
  } catch (err) {
    await storage.remove(imagePath).catch(() => undefined);
    // two registrations of the same number at once: the unique index decides
    if (isUniqueViolation(err)) throw conflict(USER_MSG.duplicateIdentification);
    throw err;
  }
}
