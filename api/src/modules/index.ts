// Every api module, registered explicitly so the routes can be read in code (STYLE: fastify/demo,
// "explicit register calls, no folder autoload magic"). Each module's routes.ts default-exports
// a Fastify plugin declaring its full SPEC 7 paths (from API in @portal/contract).
import type { FastifyInstance } from 'fastify';
import auditRoutes from './audit/routes';
import authRoutes from './auth/routes';
import brandsRoutes from './brands/routes';
import categoriesRoutes from './categories/routes';
import citiesRoutes from './cities/routes';
import designsRoutes from './designs/routes';
import invoicesRoutes from './invoices/routes';
import productsRoutes from './products/routes';
import profilesRoutes from './profiles/routes';
import redemptionsRoutes from './redemptions/routes';
import reportsRoutes from './reports/routes';
import slidesRoutes from './slides/routes';
import subsidiariesRoutes from './subsidiaries/routes';
import tiresRoutes from './tires/routes';
import usersRoutes from './users/routes';

export async function registerModules(app: FastifyInstance): Promise<void> {
  // session (SPEC 7 "Session")
  await app.register(authRoutes);
  // users, branches, profiles
  await app.register(usersRoutes);
  await app.register(subsidiariesRoutes);
  await app.register(profilesRoutes);
  // slides
  await app.register(slidesRoutes);
  // products and categories
  await app.register(productsRoutes);
  await app.register(categoriesRoutes);
  // redemptions
  await app.register(redemptionsRoutes);
  // cities, brands, designs
  await app.register(citiesRoutes);
  await app.register(brandsRoutes);
  await app.register(designsRoutes);
  // tires
  await app.register(tiresRoutes);
  // invoices (SPEC 7 "Invoices and reports") and GET /api/users/historyinvoice/{userId}
  await app.register(invoicesRoutes);
  // reports (SPEC 7 "Invoices and reports")
  await app.register(reportsRoutes);
  // the audit log
  await app.register(auditRoutes);
}
