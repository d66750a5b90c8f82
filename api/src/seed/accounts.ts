// The five demo accounts (one per profile) with their opening balance and a few redemptions,
// every point moved through the ledger (ARCHITECTURE "Points").
import { REDEMPTION_STATE, USER_STATE } from '@portal/contract';
import type { Trx } from '../db/schema';
import type { ProductIndex } from './catalogue';
import { drawImage } from './images';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, INITIAL_BALANCE_REASON, LOT_LIFETIME_MONTHS, type DemoAccount } from './data';
import { grantLot, spendForRedemption } from './points';
import type { SeedDeps } from './types';

export const redemptionReason = (productName: string) => `Redención de ${productName}`;

async function seedRedemptions(db: Trx, usersId: number, account: DemoAccount,
  products: ProductIndex, now: Date): Promise<void> {
  for (const [i, redemption] of account.redemptions.entries()) {
    const product = products.get(redemption.product);
    if (!product) throw new Error(`seed: unknown product ${redemption.product}`);
    // one second apart so "sorted by creation date" (SPEC 2.10) has a visible order
    const at = new Date(now.getTime() + (i + 1) * 1000).toISOString();
    const approved = redemption.state === REDEMPTION_STATE.APPROVED;
    const row = await db.insertInto('apply_for').values({
      product_id: product.id,
      users_id: usersId,
      points: product.points,
      created_at: at,
      updated_at: at,
      state: redemption.state,
      comment: approved ? (redemption.comment ?? null) : null,
      buyer_comment: null,
      purchase_date: null,
    }).returning('id').executeTakeFirstOrThrow();
    await spendForRedemption(db, usersId, row.id, product.points, redemptionReason(redemption.product), at);
  }
}

/** Creates the missing demo accounts; an account that exists is left exactly as it is. */
const AVATAR_COLORS = [[37, 99, 235], [5, 150, 105], [217, 119, 6], [124, 58, 237], [219, 39, 119]] as const;

/** 'Ana María Pérez' -> 'AP' */
const initialsOf = (name: string) => {
  const words = name.trim().split(/\s+/);
  return `${words[0][0]}${words.length > 1 ? words[words.length - 1][0] : ''}`.toUpperCase();
};

export async function seedAccounts(db: Trx, deps: SeedDeps, branches: Map<string, number>,
  products: ProductIndex, now: Date): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    const found = await db.selectFrom('users').select('id')
      .where('identification_number', '=', account.identification_number).executeTakeFirst();
    if (found) continue;
    const subsidiaryId = account.branch === null ? null : branches.get(account.branch);
    // a profile photo (their initials), so the sidebar and the profile show one: a private upload
    // served through a signed link (issue 6), like a photo a person uploads
    const image = await deps.saveImage(drawImage({ width: 160, height: 160, color: AVATAR_COLORS[created % AVATAR_COLORS.length], text: initialsOf(account.name), scale: 7, discAt: 0.5 }), 'users');
    if (subsidiaryId === undefined) throw new Error(`seed: unknown branch ${account.branch}`);
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
      created_at: now.toISOString(),
      image,
      profiles_id: account.profiles_id,
      subsidiary_id: subsidiaryId,
    }).returning('id').executeTakeFirstOrThrow();
    if (account.startPoints > 0) {
      await grantLot(db, user.id, account.startPoints, INITIAL_BALANCE_REASON, now, deps.lotLifetimeMonths ?? LOT_LIFETIME_MONTHS);
    }
    await seedRedemptions(db, user.id, account, products, now);
    created++;
  }
  return created;
}
