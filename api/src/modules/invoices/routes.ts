// SPEC 7 "Invoices": create (participants), lists and detail (staff all, a participant their own),
// approve / reject (profiles 1 and 4, SPEC 4/6), and GET /api/users/historyinvoice/{userId}
// (SPEC 2.11's 'Lista de Ventas' of the requesting user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, IDEMPOTENCY_KEY_HEADER, STAFF_ROLES, idParam, invoiceRejectBody } from '@portal/contract';
import { currentUser } from '../../http/access';
import { forbidden, found, notFound } from '../../http/errors';
import { createInvoice, requestKeyOf } from './create';
import { readInvoiceForm } from './form';
import { INVOICE_MSG } from './messages';
import { findInvoice, listInvoices } from './repository';
import { approveInvoice, rejectInvoice } from './review';
import { createAnswerSchema, invoiceSchema, reviewAnswerSchema, userIdParam } from './schemas';

// a reject without any body is the same mistake as an empty comment: say which field
const rejectBody = z.preprocess((v) => v ?? {}, invoiceRejectBody);

const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['invoices'];

  app.post(API.invoiceCreate, {
    config: { access: ['participant'] },
    schema: {
      tags,
      description: 'Participants. multipart/form-data: data (JSON {sale_date, number, price, subsidiary_id}), tires (JSON [{brand_id, design_id, tire_id, amount}]), image (file). Optional Idempotency-Key header.',
      response: { 200: createAnswerSchema },
    },
  }, async (request) => {
    const user = currentUser(request);
    const requestKey = requestKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER], user.id);
    const form = await readInvoiceForm(request);
    return createInvoice(app, user, form, requestKey);
  });

  app.get(API.invoicesAll, {
    config: { access: 'authenticated' },
    schema: { tags, response: { 200: z.array(invoiceSchema) } },
  }, async (request) => {
    const user = currentUser(request);
    return listInvoices(db, STAFF_ROLES.includes(user.role) ? {} : { usersId: user.id });
  });

  app.get(API.invoiceGet(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: invoiceSchema } },
  }, async (request) => {
    const user = currentUser(request);
    const invoice = found(await findInvoice(db, request.params.id), INVOICE_MSG.notFound);
    // another user's invoice does not exist for a participant (same answer as an unknown id)
    if (!STAFF_ROLES.includes(user.role) && invoice.users_id !== user.id) throw notFound(INVOICE_MSG.notFound);
    return invoice;
  });

  app.post(API.invoiceApprove(':id'), {
    config: { access: ['admin', 'approver'] },
    schema: { tags, params: idParam, response: { 200: reviewAnswerSchema } },
  }, async (request) => approveInvoice(db, request.params.id, currentUser(request).id));

  app.post(API.invoiceReject(':id'), {
    config: { access: ['admin', 'approver'] },
    schema: { tags, params: idParam, body: rejectBody, response: { 200: reviewAnswerSchema } },
  }, async (request) => rejectInvoice(db, request.params.id, currentUser(request).id, request.body.comment_rejected));

  app.get(API.userInvoiceHistory(':userId'), {
    config: { access: 'authenticated' },
    schema: { tags, params: userIdParam, response: { 200: z.array(invoiceSchema) } },
  }, async (request) => {
    const user = currentUser(request);
    const { userId } = request.params;
    if (!STAFF_ROLES.includes(user.role) && userId !== user.id) throw forbidden();
    if (!(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) throw notFound(INVOICE_MSG.userNotFound);
    return listInvoices(db, { usersId: userId });
  });
};

export default invoicesRoutes;
