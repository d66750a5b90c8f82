// SPEC 7 "Users, branches, profiles": registration (application key), one user (the administrator
// any, a user themselves), the users list and the edit (administrator), and the contact mail (any
// signed-in user). GET /api/users/historyinvoice/{userId} lives with the invoices.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, contactBody, idParam, type User } from '@portal/contract';
import { currentUser } from '../../http/access';
import { HttpError, forbidden, found } from '../../http/errors';
import { namedSchema } from '../products/schemas';
import { USER_MSG } from './messages';
import { registerUser } from './register';
import { findUser, listUsers } from './repository';
import { updateUser } from './update';

const userSchema: z.ZodType<User> = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  identification_number: z.string(),
  identification_type: z.string(),
  points: z.number(),
  state: z.number(),
  created_at: z.string(),
  image: z.string().nullable(),
  profile: namedSchema.nullable(),
  profiles_id: z.number(),
  subsidiary: namedSchema.extend({ city: namedSchema.nullable() }).nullable(),
  subsidiary_id: z.number().nullable(),
});

const successAnswer = z.object({ message: z.literal('success'), detail: z.string() });
const MULTIPART = 'multipart/form-data: data (JSON, see contract/src/users.ts) and an optional file image.';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['users'];

  app.post(API.userCreate, {
    // SPEC 6: the wizard has no session yet; the public application key is all it has, so the
    // login rate limit applies (each registration costs an argon2 hash)
    config: { access: 'appKey', rateLimit: app.rateLimits.login },
    schema: {
      tags,
      description: `Application key (or a session). ${MULTIPART} The profile is the chosen branch's (SPEC 2.3).`,
      response: { 200: successAnswer.extend({ id: z.number() }) },
    },
  }, async (request) => registerUser(app, request));

  app.get(API.userGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: userSchema } },
  }, async (request) => {
    const user = currentUser(request);
    // checked before the look-up, so the answer never tells which ids exist
    if (user.role !== 'admin' && request.params.id !== user.id) throw forbidden(USER_MSG.otherUser);
    return found(await findUser(db, request.params.id), USER_MSG.notFound);
  });

  app.get(API.usersAll, {
    config: { access: ['admin'] },
    schema: { tags, response: { 200: z.array(userSchema) } },
  }, async () => listUsers(db));

  app.post(API.userUpdate(':id'), {
    config: { access: ['admin'] },
    schema: {
      tags,
      params: idParam,
      description: `Administrator. ${MULTIPART} A change of points is an adjustment in the points ledger.`,
      response: { 200: successAnswer.extend({ points: z.number() }) },
    },
  }, async (request) => updateUser(app, request, request.params.id, currentUser(request)));

  app.post(API.contact, {
    config: { access: 'authenticated', rateLimit: app.rateLimits.login },
    schema: { tags, body: contactBody, response: { 200: successAnswer } },
  }, async (request) => {
    const me = found(await findUser(db, currentUser(request).id), USER_MSG.notFound);
    const { asunto, mensaje } = request.body;
    try {
      // SPEC 9: "the support line is given in the product": the programme's support mailbox (CONTACT_EMAIL)
      await app.mailer.sendMail({
        to: app.config.CONTACT_EMAIL,
        replyTo: me.email,
        subject: USER_MSG.contactSubject(asunto),
        text: USER_MSG.contactText({ ...me, profile: me.profile?.name ?? null, subsidiary: me.subsidiary?.name ?? null }, mensaje),
      });
    } catch (err) {
      request.log.error({ err }, 'contact mail failed');
      throw new HttpError(503, USER_MSG.contactFailed);
    }
    return { message: 'success' as const, detail: USER_MSG.contactSent };
  });
};

export default usersRoutes;
