// The five demo accounts (one per profile) with their opening balance, every point moved through
// the ledger (ARCHITECTURE "Points"). The participants' invoices and redemptions: history.ts.
import { USER_STATE } from '@portal/contract';
import type { Trx } from '../db/schema';
import { drawImage } from './images';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, INITIAL_BALANCE_REASON, LOT_LIFETIME_MONTHS, type DemoAccount } from './data';
import { grantLot } from './points';
import type { SeedDeps } from './types';

const AVATAR_COLORS = [[37, 99, 235], [5, 150, 105], [217, 119, 6], [124, 58, 237], [219, 39, 119]] as const;

/** 'Ana María Pérez' -> 'AP' */
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/);
  return `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
};

export interface CreatedAccount { account: DemoAccount; id: number; subsidiaryId: number | null }

/**
 * Creates the missing demo accounts, registered at `since` with their opening balance credited
 * then; an account that exists is left exactly as it is. Returns the accounts created now.
 */
export async function seedAccounts(db: Trx, deps: SeedDeps, branches: Map<string, number>, since: Date): Promise<CreatedAccount[]> {
  const created: CreatedAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const found = await db.selectFrom('users').select('id')
      .where('identification_number', '=', account.identification_number).executeTakeFirst();
    if (found) continue;
    const subsidiaryId = account.branch === null ? null : branches.get(account.branch);
    if (subsidiaryId === undefined) throw new Error(`seed: unknown branch ${account.branch}`);
    // a profile photo (their initials), so the sidebar and the profile show one: a private upload
    // served through a signed link, like a photo a person uploads
    const image = await deps.saveImage(drawImage({ width: 160, height: 160, color: AVATAR_COLORS[created.length % AVATAR_COLORS.length], text: initialsOf(account.name), scale: 7, discAt: 0.5 }), 'users');
    const user = await db.insertInto('users').values({
      name: account.name,
      email: account.email,
      phone: account.phone,
      identification_number: account.identification_number,
      identification_type: 'CC',
      password_hash: await deps.hashPassword(DEMO_PASSWORD),
      // the balance starts at zero and only the ledger moves it
      points: 0,
      state: USER_STATE.ACTIVE,
      created_at: since.toISOString(),
      image,
      profiles_id: account.profiles_id,
      subsidiary_id: subsidiaryId,
    }).returning('id').executeTakeFirstOrThrow();
    if (account.startPoints > 0) {
      await grantLot(db, user.id, account.startPoints, INITIAL_BALANCE_REASON, since, deps.lotLifetimeMonths ?? LOT_LIFETIME_MONTHS);
    }
    created.push({ account, id: user.id, subsidiaryId });
  }
  return created;
}
