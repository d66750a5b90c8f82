// SPEC 7 "Redemptions". Staff (admin, approver, buyer) see every request; a participant only their
// own (ARCHITECTURE "The api"). A participant requests; the approver (profile 4) approves or
// rejects; the buyer (profile 5) confirms the purchase (SPEC 4, SPEC 6).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API, STAFF_ROLES, applyForBody, idParam, redemptionApproveBody, redemptionBoughtBody, redemptionRejectBody,
} from '@portal/contract';
import { currentUser } from '../../http/access';
import { forbidden, found, notFound } from '../../http/errors';
import { MSG } from '../../messages';
import { findApplyFor, listApplyFor } from './repository';
import { approveRedemption, confirmPurchase, createRedemption, rejectRedemption } from './service';

const userIdParam = z.object({ userId: z.coerce.number({ error: 'Id no válido' }).int().positive('Id no válido') });
const createAnswer = z.object({ message: z.literal('success'), detail: z.string(), currentPoints: z.number(), id: z.number() });
const reviewAnswer = z.object({ message: z.literal('success'), detail: z.string() });

const redemptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['redemptions'];

  // SPEC 2.10 data: newest first
  app.get(API.applyForAll, {
    config: { access: 'authenticated' },
    schema: { tags },
  }, async (request) => {
    const user = currentUser(request);
    return listApplyFor(db, STAFF_ROLES.includes(user.role) ? {} : { usersId: user.id });
  });

  app.post(API.applyFor, {
    config: { access: ['participant'] },
    schema: { tags, body: applyForBody, response: { 200: createAnswer } },
  }, async (request) => createRedemption(db, currentUser(request).id, request.body.product_id));

  app.get(API.applyForByUser(':userId'), {
    config: { access: 'authenticated' },
    schema: { tags, params: userIdParam },
  }, async (request) => {
    const user = currentUser(request);
    const { userId } = request.params;
    if (!STAFF_ROLES.includes(user.role) && userId !== user.id) throw forbidden(MSG.redemptionOtherUser);
    if (!(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) throw notFound(MSG.redemptionUserNotFound);
    return listApplyFor(db, { usersId: userId });
  });

  app.get(API.applyForGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam },
  }, async (request) => {
    const user = currentUser(request);
    const row = found(await findApplyFor(db, request.params.id), MSG.redemptionNotFound);
    // another user's request does not exist for a participant (same answer as an unknown id)
    if (!STAFF_ROLES.includes(user.role) && row.users_id !== user.id) throw notFound(MSG.redemptionNotFound);
    return row;
  });

  app.post(API.redemptionApprove(':id'), {
    config: { access: ['approver'] },
    schema: { tags, params: idParam, body: redemptionApproveBody, response: { 200: reviewAnswer } },
  }, async (request) => approveRedemption(db, request.params.id, currentUser(request).id, request.body.comment ?? null));

  app.post(API.redemptionReject(':id'), {
    config: { access: ['approver'] },
    schema: { tags, params: idParam, body: redemptionRejectBody, response: { 200: reviewAnswer } },
  }, async (request) => rejectRedemption(db, request.params.id, currentUser(request).id, request.body.comment));

  app.post(API.redemptionBought(':id'), {
    config: { access: ['buyer'] },
    schema: { tags, params: idParam, body: redemptionBoughtBody, response: { 200: reviewAnswer } },
  }, async (request) => confirmPurchase(db, request.params.id, currentUser(request).id, request.body));
};

export default redemptionsRoutes;
