// SPEC 7 "Redemptions". Staff (admin, approver, buyer) see every request; a participant only their
// own (ARCHITECTURE "The api"). A participant requests; the approver (profile 4) approves or
// rejects; the buyer (profile 5) confirms the purchase (SPEC 4, SPEC 6).
// Thin routes (docs/adr/0049-api-modules-in-four-layers.md): schema, access, one service call at app.now().
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API, applyForBody, applyForDetailSchema, applyForSchema, idParam, listAnswerSchema, redemptionApproveBody, redemptionBoughtBody,
  redemptionCreateAnswer, redemptionListQuery, redemptionRejectBody, redemptionReviewAnswer, userIdParam,
} from '@portal/contract';
import { actorOf, currentUser } from '../../http/access';
import {
  approveRedemption, confirmPurchase, createRedemption, getRedemption, listRedemptions, listUserRedemptions, rejectRedemption,
} from './service';

const redemptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['redemptions'];

  // SPEC 2.10 data: newest first; on the list contract when asked
  app.get(API.applyForAll, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      description: 'Staff every request, a participant their own, newest first; with page, pageSize, sort or q (product, ' +
        'participant name, identification number) a page `{ rows, total }`. state filters either way.',
      querystring: redemptionListQuery,
      response: { 200: listAnswerSchema(applyForSchema) },
    },
  }, async (request) => listRedemptions(db, currentUser(request), app.now(), request.query));

  app.post(API.applyFor, {
    config: { access: ['participant'] },
    schema: { tags, body: applyForBody, response: { 200: redemptionCreateAnswer } },
  }, async (request) => createRedemption(db, currentUser(request).id, request.body.product_id, app.now()));

  app.get(API.applyForByUser(':userId'), {
    config: { access: 'authenticated' },
    schema: { tags, params: userIdParam, response: { 200: z.array(applyForSchema) } },
  }, async (request) => listUserRedemptions(db, currentUser(request), request.params.userId, app.now()));

  app.get(API.applyForGet(':id'), {
    config: { access: 'authenticated' },
    schema: {
      tags,
      params: idParam,
      description: 'The request; points_from_unreviewed_invoices: its points paid from invoices still in Creada.',
      response: { 200: applyForDetailSchema },
    },
  }, async (request) => getRedemption(db, currentUser(request), request.params.id, app.now()));

  app.post(API.redemptionApprove(':id'), {
    config: { access: ['approver'] },
    schema: { tags, params: idParam, body: redemptionApproveBody, response: { 200: redemptionReviewAnswer } },
  }, async (request) => approveRedemption(db, request.params.id, actorOf(request), request.body.comment ?? null, app.now()));

  app.post(API.redemptionReject(':id'), {
    config: { access: ['approver'] },
    schema: { tags, params: idParam, body: redemptionRejectBody, response: { 200: redemptionReviewAnswer } },
  }, async (request) => rejectRedemption(db, request.params.id, actorOf(request), request.body.comment, app.now()));

  app.post(API.redemptionBought(':id'), {
    config: { access: ['buyer'] },
    schema: { tags, params: idParam, body: redemptionBoughtBody, response: { 200: redemptionReviewAnswer } },
  }, async (request) => confirmPurchase(db, request.params.id, actorOf(request), request.body, app.now()));
};

export default redemptionsRoutes;
