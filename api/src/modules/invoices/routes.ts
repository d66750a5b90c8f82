// SPEC 7 "Invoices": create (participants), lists and detail (staff all, a participant their own),
// approve / reject (profiles 1 and 4, SPEC 4/6), and GET /api/users/historyinvoice/{userId}
// (SPEC 2.11's 'Lista de Ventas' of the requesting user); ours: the review queue and its count.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API, IDEMPOTENCY_KEY_HEADER, idParam, invoiceListQuery, invoiceSchema, invoiceCreateAnswer, invoiceRejectBody, invoiceReviewAnswer,
  listAnswerSchema, pageSchema, reviewQueueCountSchema, reviewQueueQuery, reviewQueueRowSchema, userIdParam,
} from '@portal/contract';
import { actorOf, currentUser } from '../../http/access';
import { uploadRoutes } from '../../http/multipart';
import { createInvoice, requestKeyOf } from './create';
import { readInvoiceForm } from './form';
import { reviewQueue, reviewQueueCount } from './queue';
import { approveInvoice, rejectInvoice } from './review';
import { invoiceFor, invoiceHistory, invoicesFor } from './service';

// a reject without any body is the same mistake as an empty comment: say which field
const rejectBody = z.preprocess((v) => v ?? {}, invoiceRejectBody);

const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['invoices'];
  /** invoice photos are private: answered as short-lived signed links (storage/links.ts) */
  const imageUrl = (storedPath: string | null) => app.fileLinks.url(storedPath);

  await app.register(uploadRoutes(async (app) => {
    app.post(API.invoiceCreate, {
      config: { access: ['participant'] },
      schema: {
        tags,
        description: 'Participants. multipart/form-data: data (JSON {sale_date, number, price, subsidiary_id}), tires (JSON [{brand_id, design_id, tire_id, amount}]), image (file). Optional Idempotency-Key header.',
        // 201 when the number was another participant's at the branch (a claim in dispute, nothing credited)
        response: { 200: invoiceCreateAnswer, 201: invoiceCreateAnswer },
      },
    }, async (request, reply) => {
      const user = currentUser(request);
      const requestKey = requestKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER], user.id);
      const form = await readInvoiceForm(request);
      const answer = await createInvoice(db, { storage: app.storage, log: request.log, expiryMonths: app.config.POINTS_EXPIRY_MONTHS, now: app.now() }, user, form, requestKey);
      if (answer.dispute) reply.code(201);
      return answer;
    });
  }));

  app.get(API.invoicesAll, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      description: 'Staff every invoice, a participant their own, newest registration first; with page, pageSize, sort or q a page ' +
        '`{ rows, total }`. state, subsidiary and from/to (sale date, both included) filter either way.',
      querystring: invoiceListQuery,
      response: { 200: listAnswerSchema(invoiceSchema) },
    },
  }, async (request) => invoicesFor(db, currentUser(request), request.query, imageUrl));

  app.get(API.invoiceGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: invoiceSchema } },
  }, async (request) => invoiceFor(db, currentUser(request), request.params.id, imageUrl));

  // ours: 'Facturas por revisar', for those who decide (SPEC 4: profiles 1 and 4)
  app.get(API.invoiceReviewQueue, {
    config: { access: ['admin', 'approver'] },
    schema: {
      tags,
      description: 'Roles: admin, approver. The invoices in state Creada, oldest registration first, always a page `{ rows, total }` ' +
        '(page 1 of 10 by default): page, pageSize, sort, q (number, participant name or identification), subsidiary, from/to (sale date, ' +
        'both included), user (participant id), warnings=1 (only those with a warning). Each row: the invoice, its participant and its warnings.',
      querystring: reviewQueueQuery,
      response: { 200: pageSchema(reviewQueueRowSchema) },
    },
  }, async (request) => reviewQueue(db, request.query, imageUrl));

  app.get(API.invoiceReviewQueueCount, {
    config: { access: ['admin', 'approver'] },
    schema: { tags, description: 'Roles: admin, approver. How many invoices wait for review (state Creada), for the menu.', response: { 200: reviewQueueCountSchema } },
  }, async () => reviewQueueCount(db));

  app.post(API.invoiceApprove(':id'), {
    config: { access: ['admin', 'approver'] },
    schema: { tags, params: idParam, response: { 200: invoiceReviewAnswer } },
  }, async (request) => approveInvoice(db, request.params.id, actorOf(request), { expiryMonths: app.config.POINTS_EXPIRY_MONTHS, now: app.now() }));

  app.post(API.invoiceReject(':id'), {
    config: { access: ['admin', 'approver'] },
    schema: { tags, params: idParam, body: rejectBody, response: { 200: invoiceReviewAnswer } },
  }, async (request) => rejectInvoice(db, request.params.id, actorOf(request), request.body.comment_rejected, { now: app.now() }));

  app.get(API.userInvoiceHistory(':userId'), {
    config: { access: 'authenticated' },
    schema: { tags, params: userIdParam, response: { 200: z.array(invoiceSchema) } },
  }, async (request) => invoiceHistory(db, currentUser(request), request.params.userId, imageUrl));
};

export default invoicesRoutes;
