// Demo data for a first start (ARCHITECTURE "npm start ... with demo data on first start").
// Idempotent: every row is found by its natural key before it is inserted, so a second run adds
// nothing; everything happens in one transaction, so a failure leaves no half-seeded database.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { seedAccounts } from './accounts';
import { seedProducts, seedSlides } from './catalogue';
import { seedBranches, seedCities, seedProfiles } from './reference';
import { seedTires } from './tires';
import { DEMO_PASSWORD } from './data';
import type { SeedDeps } from './types';

export type { SeedDeps } from './types';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data';

export async function seedDemoData(db: Kysely<Database>, deps: SeedDeps): Promise<void> {
  const now = new Date();
  await inTransaction(db, async (trx) => {
    await seedProfiles(trx);
    const cities = await seedCities(trx);
    const branches = await seedBranches(trx, cities);
    await seedTires(trx);
    const products = await seedProducts(trx, deps);
    await seedSlides(trx, deps);
    const created = await seedAccounts(trx, deps, branches, products, now);
    deps.log?.(`Datos de demostración listos (${created} cuentas nuevas; contraseña de las cuentas demo: ${DEMO_PASSWORD}).`);
  });
}
