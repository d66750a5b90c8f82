// SPEC 7 "Users, branches, profiles": registration (application key), one user (the administrator
// any, a user themselves), the users list and the edit (administrator), and the contact mail (any
// signed-in user), the own-photo call of 'Mi Perfil' (ours) and one user's points ledger
// (ours, administrator). GET
// /api/users/historyinvoice/{userId} lives with the invoices.
// Thin routes (docs/adr/0049-api-modules-in-four-layers.md): schema, access, one service call.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API, USER_PHOTO_FORM, contactBody, idParam, ledgerEntrySchema, ledgerQuery, listAnswerSchema, pageSchema, userListQuery, userPhotoAnswer,
  userRegistrationData, userSchema, userUpdateAnswer, userUpdateData,
} from '@portal/contract';
import { currentUser } from '../../http/access';
import { readDataAndImage, readMultipart, uploadRoutes } from '../../http/multipart';
import { changeOwnPhoto } from './photo';
import { registerUser } from './register';
import { getUser, listUsers, sendContactMail, userLedger } from './service';
import { updateUser } from './update';

const successAnswer = z.object({ message: z.literal('success'), detail: z.string() });
const MULTIPART = 'multipart/form-data: data (JSON, see contract/src/users.ts) and an optional file image.';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  /** profile photos are private: answered as short-lived signed links (storage/links.ts) */
  const imageUrl = (storedPath: string | null) => app.fileLinks.url(storedPath);
  const { db } = app;
  const tags = ['users'];

  await app.register(uploadRoutes(async (app) => {
    app.post(API.userCreate, {
      // SPEC 6: the wizard has no session yet; the public application key is all it has, so the
      // login's per-address limit applies (each registration costs an argon2 hash; the
      // looser RATE_LIMIT_LOGIN_ADDRESS, so an office can register its sales staff)
      config: { access: 'appKey', rateLimit: app.rateLimits.address },
      schema: {
        tags,
        description: `Application key (or a session). ${MULTIPART} The profile is the chosen branch's (SPEC 2.3).`,
        response: { 200: successAnswer.extend({ id: z.number() }) },
      },
    }, async (request) => {
      const { data, image } = await readDataAndImage(request, userRegistrationData);
      return registerUser(db, { storage: app.storage }, { data, image, registrarId: request.user?.id ?? null, ip: request.ip });
    });
  }));

  app.get(API.userGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: userSchema } },
  }, async (request) => getUser(db, currentUser(request), request.params.id, app.now(), imageUrl));

  app.get(API.usersAll, {
    config: { access: ['admin'] },
    schema: {
      tags,
      description: 'Administrator. Every user, by name; with page, pageSize, sort or q a page `{ rows, total }`. ' +
        'state, subsidiary and profile filter either way.',
      querystring: userListQuery,
      response: { 200: listAnswerSchema(userSchema) },
    },
  }, async (request) => listUsers(db, request.query, app.now(), imageUrl));

  // ours: the edit screen's history of the user's points
  app.get(API.userLedger(':id'), {
    config: { access: ['admin'] },
    schema: {
      tags,
      description: "Administrator. The user's points ledger rows, newest first, always a page `{ rows, total }` (page 1 of 10 when not asked).",
      params: idParam,
      querystring: ledgerQuery,
      response: { 200: pageSchema(ledgerEntrySchema) },
    },
  }, async (request) => userLedger(db, request.params.id, request.query));

  await app.register(uploadRoutes(async (app) => {
    app.post(API.userUpdate(':id'), {
      config: { access: ['admin'] },
      schema: {
        tags,
        params: idParam,
        description: `Administrator. ${MULTIPART} data carries the version the form loaded and, with points, the balance it showed ` +
          '(points_seen) and a reason when they differ (a stale save is refused with 409). A change of points is an adjustment in the points ledger.',
        response: { 200: userUpdateAnswer },
      },
    }, async (request) => {
      const { data, image } = await readDataAndImage(request, userUpdateData);
      return updateUser(
        db,
        { storage: app.storage, expiryMonths: app.config.POINTS_EXPIRY_MONTHS, warn: (err, message) => request.log.warn({ err }, message) },
        { id: request.params.id, actor: currentUser(request), ip: request.ip, data, image, now: app.now() },
      );
    });
  }));

  // 'Mi Perfil': the caller's own photo; no id in the path, so nobody changes another's
  await app.register(uploadRoutes(async (app) => {
    app.post(API.userPhoto, {
      config: { access: 'authenticated' },
      schema: {
        tags,
        description: 'Any signed-in user, their own photo. multipart/form-data with the file image (PNG, JPG, WEBP or GIF). Answers the new photo as a signed link.',
        response: { 200: userPhotoAnswer },
      },
    }, async (request) => {
      const form = await readMultipart(request);
      const image = form.files.find((f) => f.fieldname === USER_PHOTO_FORM.image) ?? null;
      return changeOwnPhoto(
        db,
        { storage: app.storage, imageUrl, warn: (err, message) => request.log.warn({ err }, message) },
        { usersId: currentUser(request).id, image, ip: request.ip },
      );
    });
  }));

  app.post(API.contact, {
    // per signed-in user (the guard ran before this limit), RATE_LIMIT_LOGIN mails a window
    config: { access: 'authenticated', rateLimit: { ...app.rateLimits.login, keyGenerator: (request) => `contact:${request.user?.id ?? request.ip}` } },
    schema: { tags, body: contactBody, response: { 200: successAnswer } },
  }, async (request) => sendContactMail(
    db,
    { mailer: app.mailer, to: app.config.CONTACT_EMAIL, log: (err) => request.log.error({ err }, 'contact mail failed') },
    { usersId: currentUser(request).id, ...request.body, now: app.now() },
  ));
};

export default usersRoutes;
