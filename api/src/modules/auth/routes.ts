// SPEC 7 "Session": login, password recovery, and our session check/refresh and logout
// (SPEC: "Logout and session refresh calls are not shown").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, GRANT_TYPE, loginBody, recoverBody, type LoginUser } from '@portal/contract';
import { recordAudit } from '../../audit';
import { hashPassword, temporaryPassword, verifyAgainstNothing, verifyPassword } from '../../auth/passwords';
import { issueToken, refreshToken, revokeAllTokens, revokeToken } from '../../auth/tokens';
import { inTransaction } from '../../db/transaction';
import { currentUser } from '../../http/access';
import { HttpError, badRequest, unauthorized } from '../../http/errors';
import { MSG } from '../../messages';
import { findSessionUser } from '../../users/session-user';
import { loginAnswer, messageAnswer, sessionAnswer } from './schemas';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  /** SPEC 6: login and recovery carry the fixed client identifier and secret in the body */
  function checkClient(body: { grant_type: string; client_id: string; client_secret: string }) {
    if (body.client_id !== config.CLIENT_ID || body.client_secret !== config.CLIENT_SECRET) throw unauthorized(MSG.invalidClient);
    if (body.grant_type !== GRANT_TYPE) throw badRequest(MSG.invalidGrant);
  }

  app.post(API.login, {
    config: { access: 'public', rateLimit: app.rateLimits.login },
    schema: { tags: ['session'], body: loginBody, response: { 200: loginAnswer } },
  }, async (request) => {
    const body = request.body;
    checkClient(body);
    const user = await db
      .selectFrom('users')
      .select(['id', 'password_hash', 'state'])
      .where('identification_number', '=', body.username)
      .executeTakeFirst();
    const ok = user ? await verifyPassword(user.password_hash, body.password) : await verifyAgainstNothing(body.password);
    // SPEC 7: "message on error"; the same text whether the number or the password was wrong
    if (!user || !ok) throw new HttpError(401, MSG.loginFailed, MSG.loginFailed);
    if (user.state !== 1) throw new HttpError(403, MSG.userInactive);

    const { token, expiresAt } = await issueToken(db, user.id, config.TOKEN_TTL_HOURS);
    const sessionUser = (await findSessionUser(db, user.id))!;
    const answer: LoginUser = { ...sessionUser, access_token: token, expires_at: expiresAt };
    return [answer];
  });

  app.post(API.recover, {
    config: { access: 'public', rateLimit: app.rateLimits.login },
    schema: { tags: ['session'], body: recoverBody, response: { 200: messageAnswer } },
  }, async (request) => {
    const body = request.body;
    checkClient(body);
    const user = await db
      .selectFrom('users')
      .select(['id', 'name', 'email'])
      .where('identification_number', '=', body.identification_number)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email.toLowerCase()))
      .where('state', '=', 1)
      .executeTakeFirst();
    if (!user) throw new HttpError(404, MSG.recoverNoMatch);

    const temp = temporaryPassword();
    const passwordHash = await hashPassword(temp);
    // the mail goes first: if it cannot be sent, the old password keeps working
    await app.mailer.sendMail({ to: user.email, subject: MSG.recoverSubject, text: MSG.recoverText(user.name, temp) });
    await inTransaction(db, async (trx) => {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      await revokeAllTokens(trx, user.id);
      await recordAudit(trx, { actorId: user.id, action: 'recover_password', entity: 'users', entityId: user.id });
    });
    return { message: 'success', detail: MSG.recoverSent };
  });

  app.get(API.session, {
    config: { access: 'authenticated' },
    schema: { tags: ['session'], response: { 200: sessionAnswer } },
  }, async (request) => {
    const auth = currentUser(request);
    const expiresAt = await refreshToken(db, auth.tokenId, config.TOKEN_TTL_HOURS);
    const user = await findSessionUser(db, auth.id);
    if (!user) throw unauthorized();
    return { user, expires_at: expiresAt };
  });

  app.post(API.logout, {
    config: { access: 'authenticated' },
    schema: { tags: ['session'], response: { 200: messageAnswer } },
  }, async (request) => {
    await revokeToken(db, currentUser(request).tokenId);
    return { message: 'success', detail: MSG.logoutDone };
  });
};

export default authRoutes;
