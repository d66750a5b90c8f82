// SPEC 7 "Session": login, password recovery, the session check and logout, as plain functions of
// the database and a few values (docs/adr/0049-api-modules-in-four-layers.md), so tests and commands can
// call them without Fastify.
import { GRANT_TYPE, type LoginUser, type MessageAnswer, type SessionAnswer, type SessionUser } from '@portal/contract';
import { recordAudit } from '../../audit';
import { nowIso } from '../../db/time';
import { inTransaction } from '../../db/transaction';
import type { DB } from '../../db/schema';
import { HttpError, badRequest, unauthorized } from '../../http/errors';
import type { Mailer } from '../../mail';
import type { ImageUrl } from '../../storage/links';
import { MSG } from '../../messages';
import { shownBalance } from '../../points';
import { toSessionUser } from './mapper';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { findActiveByIdentificationAndEmail, findLoginAccount, findSessionUserRow, insertRecoveryRequest, promoteTemporaryPassword } from './repository';
import { issueToken, refreshToken, revokeAllTokens, revokeToken } from './tokens';

export interface AuthDeps {
  /** SPEC 6: the fixed client identifier and secret of login and recovery */
  client: { id: string; secret: string };
  tokenTtlHours: number;
  /** a session ends this many days after its login (config SESSION_MAX_DAYS; default 30) */
  sessionMaxDays?: number;
  /** how long a recovery's temporary password works */
  recoveryTtlMinutes: number;
  mailer: Mailer;
  now: () => Date;
  /** the profile photo is private: a signed link (storage/links.ts) */
  imageUrl: ImageUrl;
  /** where a refused login's audit row that could not be written is reported (the answer stays the same) */
  log?: { error(obj: object, msg: string): void };
  /**
   * counts one recovery of the typed number, in the owner's quota when the pair matched
   * and under a key of its own otherwise (the same work either way); false once the quota is spent
   */
  recoveryQuota?: (matched: boolean) => Promise<boolean>;
}

/** what login and recovery carry besides their own fields (SPEC 6, SPEC 7) */
interface ClientFields { grant_type: string; client_id: string; client_secret: string }

/** SPEC 6: login and recovery carry the fixed client identifier and secret in the body */
function checkClient(body: ClientFields, deps: AuthDeps): void {
  if (body.client_id !== deps.client.id || body.client_secret !== deps.client.secret) throw unauthorized(MSG.invalidClient);
  if (body.grant_type !== GRANT_TYPE) throw badRequest(MSG.invalidGrant);
}

// SPEC 7: "message on error"; the same text whether the number, the password or an expired
// temporary password was wrong
const loginFailed = () => new HttpError(401, MSG.loginFailed, MSG.loginFailed);

async function sessionUser(db: DB, usersId: number, now: Date, imageUrl: ImageUrl): Promise<SessionUser | undefined> {
  const row = await findSessionUserRow(db, usersId);
  return row && toSessionUser(row, await shownBalance(db, usersId, now), imageUrl);
}

/** the most of a typed identification number a refused login's audit row keeps */
const TYPED_IDENTIFICATION_MAX = 100;

/**
 * Every refused login leaves an audit row, the same for an unknown number and a wrong
 * password (`reason: 'password'`, no actor: the row must not tell which numbers exist), or for an
 * inactive account whose password was right (`reason: 'inactive'`, as its 403 already tells). The
 * typed number is kept in `detail`. Every refusal writes exactly one row, so the time taken still
 * tells nothing; a row that cannot be written is logged and the answer stays the refusal.
 */
async function auditRefusedLogin(db: DB, typed: string, reason: 'password' | 'inactive', ip: string | null, deps: AuthDeps): Promise<void> {
  try {
    await recordAudit(db, {
      actorId: null, ip, action: 'login_refused', entity: 'session', entityId: null,
      detail: { identification_number: typed.slice(0, TYPED_IDENTIFICATION_MAX), reason },
    });
  } catch (err) {
    deps.log?.error({ err }, 'could not write the audit row of a refused login');
  }
}

/**
 * POST /api/login with the password or a live temporary one. A failed attempt always
 * costs two hash checks (password, then temporary or a dummy), whether or not the number exists
 * or a recovery is pending, so the time taken tells neither. `ip`: the client's address, kept in
 * the audit rows a login writes.
 */
export async function login(db: DB, body: ClientFields & { username: string; password: string }, deps: AuthDeps, ip: string | null): Promise<LoginUser[]> {
  checkClient(body, deps);
  const now = deps.now();
  const account = await findLoginAccount(db, body.username);
  const passwordOk = account ? await verifyPassword(account.password_hash, body.password) : await verifyAgainstNothing(body.password);
  let temporaryHash: string | null = null;
  if (!passwordOk) {
    const live = account?.temp_password_hash && account.temp_password_expires_at && account.temp_password_expires_at > nowIso(now) ? account.temp_password_hash : null;
    if (live ? await verifyPassword(live, body.password) : await verifyAgainstNothing(body.password)) temporaryHash = live;
  }
  if (!account || (!passwordOk && !temporaryHash)) {
    await auditRefusedLogin(db, body.username, 'password', ip, deps);
    throw loginFailed();
  }
  // docs/product/accounts.md "Login": the password is checked before the active flag
  if (account.state !== 1) {
    await auditRefusedLogin(db, body.username, 'inactive', ip, deps);
    throw new HttpError(403, MSG.userInactive);
  }

  let replaced = false;
  const issued = temporaryHash
    ? // using the temporary password makes it the password and ends every other session
      await inTransaction(db, async (trx) => {
        if (!(await promoteTemporaryPassword(trx, account.id, temporaryHash))) {
          replaced = true;
          throw loginFailed();
        }
        await revokeAllTokens(trx, account.id, now);
        await recordAudit(trx, { actorId: account.id, ip, action: 'recover_password', entity: 'users', entityId: account.id });
        return issueToken(trx, account.id, deps.tokenTtlHours, now);
      }).catch(async (err: unknown) => {
        // a recovery replaced the temporary password meanwhile: refused like a wrong password
        if (replaced) await auditRefusedLogin(db, body.username, 'password', ip, deps);
        throw err;
      })
    : await issueToken(db, account.id, deps.tokenTtlHours, now);
  const user = (await sessionUser(db, account.id, now, deps.imageUrl))!;
  return [{ ...user, access_token: issued.token, expires_at: issued.expiresAt }];
}

/**
 * POST /api/users/recover (SPEC 7). Inside the request: one lookup, one count
 * in the rate-limit store and one `recovery_requests` row, whether or not the pair matched, and the
 * same answer. Only a matching active pair within the owner's quota (`RATE_LIMIT_RECOVERY_ID`)
 * names the account in its row; the sender (recovery-queue.ts) mails the temporary password to the
 * address on file after the answer. A pair that does not match, or one over the quota, mails
 * nobody and changes nothing. The quota is counted only for matching pairs, so somebody who does
 * not know the address cannot spend it; the rest are counted under their own key.
 */
export async function recover(db: DB, body: ClientFields & { identification_number: string; email: string }, deps: AuthDeps): Promise<MessageAnswer> {
  checkClient(body, deps);
  const user = await findActiveByIdentificationAndEmail(db, body.identification_number, body.email);
  const withinQuota = deps.recoveryQuota ? await deps.recoveryQuota(user !== undefined) : true;
  await insertRecoveryRequest(db, user && withinQuota ? user.id : null, nowIso(deps.now()));
  return { message: 'success', detail: MSG.recoverSent };
}

/** GET /api/session (ours): slides the token's expiry and answers the current user */
export async function refreshSession(db: DB, auth: { usersId: number; tokenId: number }, deps: Pick<AuthDeps, 'tokenTtlHours' | 'sessionMaxDays' | 'now' | 'imageUrl'>): Promise<SessionAnswer> {
  const now = deps.now();
  const expiresAt = await refreshToken(db, auth.tokenId, deps.tokenTtlHours, now, deps.sessionMaxDays);
  const user = await sessionUser(db, auth.usersId, now, deps.imageUrl);
  if (!user) throw unauthorized();
  return { user, expires_at: expiresAt };
}

/** POST /api/logout (ours): the token stops working */
export async function logout(db: DB, tokenId: number, deps: Pick<AuthDeps, 'now'>): Promise<MessageAnswer> {
  await revokeToken(db, tokenId, deps.now());
  return { message: 'success', detail: MSG.logoutDone };
}
