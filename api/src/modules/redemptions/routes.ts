// SPEC 7 "Redemptions". Staff (admin, approver, buyer) see every request; a participant only their
// own (ARCHITECTURE "The api"). A participant requests; the approver (profile 4) approves or
// rejects; the buyer (profile 5) confirms the purchase (SPEC 4, SPEC 6). Then the prize goes to the
// participant within one month of the request (SPEC 1/9, fulfilment.ts): the buyer or an
// administrator dispatches it, records its delivery, marks it not delivered or cancels it; the
// participant confirms it received or claims.
// Thin routes (docs/adr/0049-api-modules-in-four-layers.md): schema, access, one service call at app.now().
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API, applyForBody, applyForDetailSchema, applyForSchema, idParam, listAnswerSchema, redemptionApproveBody, redemptionBoughtBody, redemptionClaimBody,
  redemptionCreateAnswer, redemptionDeliveryData, redemptionDispatchBody, redemptionFulfilmentAnswer, redemptionFulfilmentCommentBody,
  redemptionListQuery, redemptionRejectBody, redemptionReviewAnswer, userIdParam,
} from '@portal/contract';
import { actorOf, currentUser } from '../../http/access';
import { readDataAndImage, uploadRoutes } from '../../http/multipart';
import { cancelRedemption, claimPrize, confirmReceipt, dispatchPrize, markNotDelivered, recordDelivery } from './fulfilment';
import {
  approveRedemption, confirmPurchase, createRedemption, getRedemption, listRedemptions, listUserRedemptions, rejectRedemption,
} from './service';

const redemptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['redemptions'];
  /** delivery photos are private: answered as short-lived signed links (storage/links.ts) */
  const imageUrl = (storedPath: string | null) => app.fileLinks.url(storedPath);

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
  }, async (request) => listRedemptions(db, currentUser(request), app.now(), imageUrl, request.query));

  app.post(API.applyFor, {
    config: { access: ['participant'] },
    schema: { tags, body: applyForBody, response: { 200: redemptionCreateAnswer } },
  }, async (request) => createRedemption(db, currentUser(request).id, request.body.product_id, app.now()));

  app.get(API.applyForByUser(':userId'), {
    config: { access: 'authenticated' },
    schema: { tags, params: userIdParam, response: { 200: z.array(applyForSchema) } },
  }, async (request) => listUserRedemptions(db, currentUser(request), request.params.userId, app.now(), imageUrl));

  app.get(API.applyForGet(':id'), {
    config: { access: 'authenticated' },
    schema: {
      tags,
      params: idParam,
      description: 'The request; points_from_unreviewed_invoices: its points paid from invoices still in Creada; due_date (the request\'s ' +
        'Colombian date plus one calendar month) and days_left (negative when overdue); proof_image a signed link.',
      response: { 200: applyForDetailSchema },
    },
  }, async (request) => getRedemption(db, currentUser(request), request.params.id, app.now(), imageUrl));

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

  // --- the prize's way to the participant (SPEC 1/9) ----------------------------------------------

  app.post(API.redemptionDispatch(':id'), {
    config: { access: ['admin', 'buyer'] },
    schema: {
      tags,
      description: 'Roles: admin, buyer. Comprado (confirmado), No entregado or Reclamo -> despachado. delivery_method branch | address | voucher; ' +
        'address needs delivery_address, delivery_city_id and recipient; branch and address need carrier and guide_number, a voucher refuses both; ' +
        'tracking_url optional http(s); dispatch_date not before the purchase date nor after Colombia\'s today. Only a dispatch sets the delivery data.',
      params: idParam,
      body: redemptionDispatchBody,
      response: { 200: redemptionFulfilmentAnswer },
    },
  }, async (request) => dispatchPrize(db, app.storage, request.params.id, actorOf(request), request.body, app.now()));

  await app.register(uploadRoutes(async (app) => {
    app.post(API.redemptionDelivered(':id'), {
      config: { access: ['admin', 'buyer'] },
      schema: {
        tags,
        description: 'Roles: admin, buyer. Despachado or Reclamo -> entregado. multipart/form-data: data (JSON {delivery_date}: not before the ' +
          'dispatch date nor after Colombia\'s today) and image (the delivery photo, required: PNG, JPG, WEBP or GIF by its content, private).',
        params: idParam,
        response: { 200: redemptionFulfilmentAnswer },
      },
    }, async (request) => {
      const { data, image } = await readDataAndImage(request, redemptionDeliveryData);
      const deps = { storage: app.storage, claimDays: app.config.DELIVERY_CLAIM_DAYS, now: app.now(), warn: (err: unknown, message: string) => request.log.warn({ err }, message) };
      return recordDelivery(db, deps, request.params.id, actorOf(request), data, image);
    });
  }));

  app.post(API.redemptionReceived(':id'), {
    config: { access: ['participant'] },
    schema: {
      tags,
      description: 'Roles: participant, on their own request only (another\'s answers 404). \'Recibido\': despachado -> entregado.',
      params: idParam,
      response: { 200: redemptionFulfilmentAnswer },
    },
  }, async (request) => confirmReceipt(db, request.params.id, actorOf(request), app.now()));

  app.post(API.redemptionClaim(':id'), {
    config: { access: ['participant'] },
    schema: {
      tags,
      description: 'Roles: participant, on their own request only (another\'s answers 404). Despachado, or Entregado until DELIVERY_CLAIM_DAYS ' +
        'after its delivery date -> Reclamo; comment of at least 10 characters.',
      params: idParam,
      body: redemptionClaimBody,
      response: { 200: redemptionFulfilmentAnswer },
    },
  }, async (request) => claimPrize(db, request.params.id, actorOf(request), request.body.comment, { claimDays: app.config.DELIVERY_CLAIM_DAYS, now: app.now() }));

  app.post(API.redemptionNotDelivered(':id'), {
    config: { access: ['admin', 'buyer'] },
    schema: {
      tags,
      description: 'Roles: admin, buyer. Despachado -> No entregado, with a comment (at least 3 characters); a new dispatch or a cancel follows.',
      params: idParam,
      body: redemptionFulfilmentCommentBody,
      response: { 200: redemptionFulfilmentAnswer },
    },
  }, async (request) => markNotDelivered(db, request.params.id, actorOf(request), request.body.comment, app.now()));

  app.post(API.redemptionCancel(':id'), {
    config: { access: ['admin', 'buyer'] },
    schema: {
      tags,
      description: 'Roles: admin, buyer. Aprobado, Comprado, No entregado or Reclamo -> cancelado, with a comment (at least 3 characters); ' +
        'the points go back to the lots they came from. Never after Entregado.',
      params: idParam,
      body: redemptionFulfilmentCommentBody,
      response: { 200: redemptionFulfilmentAnswer },
    },
  }, async (request) => cancelRedemption(db, request.params.id, actorOf(request), request.body.comment, app.now()));
};

export default redemptionsRoutes;
