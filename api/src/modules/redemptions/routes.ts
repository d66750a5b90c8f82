// SPEC 7 "Redemptions". This issue: the list behind /admin/redeem-list (SPEC 2.10).
// Staff (admin, approver, buyer) see every request; a participant only their own
// (ARCHITECTURE "The api").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API, STAFF_ROLES } from '@portal/contract';
import { currentUser } from '../../http/access';
import { listApplyFor } from './repository';

const redemptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(API.applyForAll, {
    config: { access: 'authenticated' },
    schema: { tags: ['redemptions'] },
  }, async (request) => {
    const user = currentUser(request);
    return listApplyFor(db, STAFF_ROLES.includes(user.role) ? {} : { usersId: user.id });
  });
};

export default redemptionsRoutes;
