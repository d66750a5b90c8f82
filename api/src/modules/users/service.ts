// Reads of users (SPEC 7 GET /api/users/getuser/{id}, GET /api/users/all, and our
// GET /api/users/ledger/{id}): rules of who may read what, and the shown balance at the caller's
// clock.
import { isListQuery, type LedgerEntry, type LedgerQuery, type ListPage, type User, type UserListQuery } from '@portal/contract';
import type { DB } from '../../db/schema';
import type { ImageUrl } from '../../storage/links';
import { HttpError, forbidden, found, notFound } from '../../http/errors';
import type { Mailer } from '../../mail';
import type { AuthUser } from '../auth';
import { toLedgerEntry, toUser } from './mapper';
import { USER_MSG } from '../../messages';
import { findUserRow, listUserRows, pageLedgerRows, pageUserRows, userExists, type UserFilter } from './repository';

/** The administrator reads anyone; any other user only themselves. */
export async function getUser(db: DB, viewer: AuthUser, id: number, now: Date, imageUrl: ImageUrl): Promise<User> {
  // checked before the look-up, so the answer never tells which ids exist
  if (viewer.role !== 'admin' && id !== viewer.id) throw forbidden(USER_MSG.otherUser);
  return toUser(found(await findUserRow(db, id, now), USER_MSG.notFound), imageUrl);
}

/**
 * SPEC 2.5: every user, by name, SPEC 7's plain array; with list parameters a page
 * `{ rows, total }`. The state, branch and profile filters apply either way.
 */
export async function listUsers(db: DB, params: UserListQuery, now: Date, imageUrl: ImageUrl): Promise<User[] | ListPage<User>> {
  const filter: UserFilter = { state: params.state, subsidiaryId: params.subsidiary, profileId: params.profile };
  if (!isListQuery(params)) return (await listUserRows(db, filter, now)).map((row) => toUser(row, imageUrl));
  const page = await pageUserRows(db, params, filter, now);
  return { rows: page.rows.map((row) => toUser(row, imageUrl)), total: page.total };
}

/** one user's points ledger, always a page (page 1 of 10, newest first, when not asked) */
export async function userLedger(db: DB, id: number, params: LedgerQuery): Promise<ListPage<LedgerEntry>> {
  if (!(await userExists(db, id))) throw notFound(USER_MSG.notFound);
  const page = await pageLedgerRows(db, id, { ...params, page: params.page ?? 1 });
  return { rows: page.rows.map(toLedgerEntry), total: page.total };
}

/** the signed-in user as the contact mail names them */
export async function findUser(db: DB, id: number, now: Date): Promise<User | undefined> {
  const row = await findUserRow(db, id, now);
  // the mail names the user; no photo link goes out of the api
  return row && toUser(row, () => null);
}

/**
 * SPEC 7 POST /api/users/contactenos: the message goes to the programme's support mailbox
 * (CONTACT_EMAIL, SPEC 9 "the support line is given in the product"), Reply-To the user.
 * A mail failure is a 503 with a Spanish detail (the error is handed to `deps.log`).
 */
export async function sendContactMail(
  db: DB,
  deps: { mailer: Mailer; to: string; log?: (err: unknown) => void },
  input: { usersId: number; asunto: string; mensaje: string; now: Date },
): Promise<{ message: 'success'; detail: string }> {
  const me = found(await findUser(db, input.usersId, input.now), USER_MSG.notFound);
  try {
    await deps.mailer.sendMail({
      to: deps.to,
      replyTo: me.email,
      subject: USER_MSG.contactSubject(input.asunto),
      text: USER_MSG.contactText({ ...me, profile: me.profile?.name ?? null, subsidiary: me.subsidiary?.name ?? null }, input.mensaje),
    });
  } catch (err) {
    deps.log?.(err);
    throw new HttpError(503, USER_MSG.contactFailed);
  }
  return { message: 'success', detail: USER_MSG.contactSent };
}
