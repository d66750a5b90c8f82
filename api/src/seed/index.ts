// Demo data for a first start (ARCHITECTURE "npm start ... with demo data on first start").
// Idempotent: every row is found by its natural key before it is inserted, so a second run adds
// nothing; everything happens in one transaction, so a failure leaves no half-seeded database.
// A participant's history (invoices and redemptions) is written with the account, so an
// account that exists already keeps exactly what it has.
import type { Kysely } from 'kysely';
import { PROFILE } from '@portal/contract';
import type { Database, Trx } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { seedAccounts } from './accounts';
import { seedProducts, seedSlides } from './catalogue';
import { seedBranches, seedCities, seedProfiles } from './reference';
import { seedTires } from './tires';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, LOT_LIFETIME_MONTHS } from './data';
import { dayAt, seedHistory } from './history';
import { refreshReviewFlags } from '../modules/invoices/queue-repository';
import { ACCOUNT_SINCE_DAYS, DEMO_HISTORY } from './history-data';
import type { SeedDeps } from './types';

export type { SeedDeps } from './types';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './data';

/** the demo account of a staff profile, if it exists */
async function demoStaffId(trx: Trx, profilesId: number): Promise<number | null> {
  const account = DEMO_ACCOUNTS.find((a) => a.profiles_id === profilesId);
  if (!account) return null;
  const row = await trx.selectFrom('users').select('id').where('identification_number', '=', account.identification_number).executeTakeFirst();
  return row?.id ?? null;
}

export async function seedDemoData(db: Kysely<Database>, deps: SeedDeps): Promise<void> {
  const now = new Date();
  const lifetimeMonths = deps.lotLifetimeMonths ?? LOT_LIFETIME_MONTHS;
  await inTransaction(db, async (trx) => {
    await seedProfiles(trx);
    const cities = await seedCities(trx);
    const branches = await seedBranches(trx, cities);
    await seedTires(trx);
    const products = await seedProducts(trx, deps);
    await seedSlides(trx, deps);
    const created = await seedAccounts(trx, deps, branches, dayAt(now, ACCOUNT_SINCE_DAYS, 8));
    const approverId = await demoStaffId(trx, PROFILE.APPROVER);
    const buyerId = await demoStaffId(trx, PROFILE.BUYER);
    for (const { account, id, subsidiaryId } of created) {
      const history = DEMO_HISTORY[account.identification_number];
      if (!history || subsidiaryId === null) continue;
      await seedHistory(trx, deps, { usersId: id, profilesId: account.profiles_id, subsidiaryId, approverId, buyerId }, { now, lifetimeMonths }, products, history, branches);
    }
    // the demo's waiting invoices, written here without the api, get their warnings stored
    await refreshReviewFlags(trx, { all: true });
    deps.log?.(`Datos de demostración listos (${created.length} cuentas nuevas; contraseña de las cuentas demo: ${DEMO_PASSWORD}).`);
  });
}
