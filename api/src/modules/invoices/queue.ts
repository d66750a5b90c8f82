// Ours, beyond SPEC: 'Facturas por revisar', the approver's and the administrator's work
// queue (the route allows profiles 1 and 4 only). The invoices in state Creada, oldest registration
// first, each as every invoice call answers it (signed photo link, lines, points) plus its participant
// and its warnings (contract REVIEW_WARNING), which say why in Spanish and name the other invoice or
// the person. Which invoices have a warning is decided in SQL (queue-repository.ts warningSql); this
// file only writes the texts.
import {
  INVOICE_STATE, REVIEW_DATE_NEAR_LIMIT_DAYS, REVIEW_MANY_INVOICES, REVIEW_WARNING,
  type ListPage, type ReviewQueueCount, type ReviewQueueQuery, type ReviewQueueRow, type ReviewWarning,
} from '@portal/contract';
import type { DB } from '../../db/schema';
import type { ImageUrl } from '../../storage/links';
import { toInvoices } from './mapper';
import { isPriceFar } from './price';
import { numberSiblings, type SiblingRow } from './repository';
import { INVOICE_MSG } from '../../messages';
import { countQueue, FIRST_SALE_DATE, pageQueueRows, queueRows, samePhotoMatches, type QueueRow, type SamePhotoRow } from './queue-repository';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' -> '02/05/2023', as a Colombian reader writes a date */
const shownDate = (date: string) => date.split('-').reverse().join('/');

/** whole days from `from` to `to` ('YYYY-MM-DD') */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The 'date-near-limit' text: how many days older the sale date could have been, by the rule that
 * was nearer (SPEC's first date, or the points' lifetime at registration: a lot expiring within
 * (k + 1) days of the registration means the sale could have been at most k days older).
 */
function dateNearLimitText(row: QueueRow): string {
  const candidates: { days: number; text: (days: number) => string }[] = [];
  const fromFirst = daysBetween(FIRST_SALE_DATE, row.sale_date);
  if (fromFirst < REVIEW_DATE_NEAR_LIMIT_DAYS) {
    candidates.push({ days: Math.max(0, fromFirst), text: (d) => INVOICE_MSG.warningDateNearFirst(shownDate(row.sale_date), shownDate(FIRST_SALE_DATE), d) });
  }
  if (row.lot_expires_at !== null) {
    const margin = Date.parse(row.lot_expires_at) - Date.parse(row.created_at);
    if (margin <= REVIEW_DATE_NEAR_LIMIT_DAYS * DAY_MS) {
      candidates.push({ days: Math.max(0, Math.ceil(margin / DAY_MS) - 1), text: (d) => INVOICE_MSG.warningDateNearExpiry(shownDate(row.sale_date), d) });
    }
  }
  const nearest = candidates.sort((a, b) => a.days - b.days)[0];
  return nearest ? nearest.text(nearest.days) : INVOICE_MSG.warningDateNear(shownDate(row.sale_date));
}

/**
 * 'number-claimed': one warning per other invoice of the number at the branch still
 * standing, or, for a claim whose rivals were all rejected, one naming the invoice it claimed.
 */
function numberClaimedWarnings(row: QueueRow, siblings: SiblingRow[]): ReviewWarning[] {
  const claim = row.claim_of !== null;
  const standing = siblings.filter((o) => o.other_state !== INVOICE_STATE.REJECTED);
  const named = standing.length > 0 || !claim ? standing : siblings.filter((o) => o.other_id === row.claim_of);
  return named.map((o) => ({
    code: REVIEW_WARNING.NUMBER_CLAIMED,
    text: claim
      ? INVOICE_MSG.warningClaim(row.number, o.other_user_name ?? '', o.other_state)
      : INVOICE_MSG.warningClaimedByOther(row.number, o.other_user_name ?? '', o.other_state),
    invoice_id: o.other_id,
    user_id: o.other_users_id,
  }));
}

/** the warnings of one invoice, in the contract's order (REVIEW_WARNING_CODES) */
function warningsOf(row: QueueRow, photos: SamePhotoRow[], siblings: SiblingRow[]): ReviewWarning[] {
  const warnings: ReviewWarning[] = numberClaimedWarnings(row, siblings);
  warnings.push(...photos.map((p) => ({ code: REVIEW_WARNING.SAME_PHOTO, text: INVOICE_MSG.warningSamePhoto(p.other_number), invoice_id: p.other_id })));
  if (Number(row.other_branch) === 1) {
    warnings.push({
      code: REVIEW_WARNING.OTHER_BRANCH,
      text: INVOICE_MSG.warningOtherBranch(row.subsidiary_name ?? '', row.user_subsidiary_name ?? ''),
      user_id: row.users_id,
    });
  }
  const recent = Number(row.recent_count);
  if (recent >= REVIEW_MANY_INVOICES.count) {
    warnings.push({ code: REVIEW_WARNING.MANY_INVOICES, text: INVOICE_MSG.warningManyInvoices(recent, REVIEW_MANY_INVOICES.hours), user_id: row.users_id });
  }
  if (Number(row.date_near_limit) === 1) warnings.push({ code: REVIEW_WARNING.DATE_NEAR_LIMIT, text: dateNearLimitText(row) });
  const price = Number(row.price);
  const usual = row.price_usual === null ? null : Number(row.price_usual);
  if (isPriceFar(price, usual)) warnings.push({ code: REVIEW_WARNING.PRICE_FAR, text: INVOICE_MSG.warningPriceFar(price, usual!) });
  return warnings;
}

/** GET /api/invoice/review-queue: one page `{ rows, total }` of the queue */
export async function reviewQueue(db: DB, params: ReviewQueueQuery, imageUrl: ImageUrl): Promise<ListPage<ReviewQueueRow>> {
  const page = await pageQueueRows(db, params, {
    subsidiaryId: params.subsidiary, usersId: params.user, from: params.from, to: params.to, withWarnings: params.warnings === '1',
  });
  const invoices = toInvoices(page, imageUrl);
  const photosOf = new Map<number, SamePhotoRow[]>();
  for (const p of page.photos) photosOf.set(p.invoice_id, [...(photosOf.get(p.invoice_id) ?? []), p]);
  const siblingsOf = new Map<number, SiblingRow[]>();
  for (const o of page.siblings) siblingsOf.set(o.invoice_id, [...(siblingsOf.get(o.invoice_id) ?? []), o]);
  // an invoice decided between the page's ids and its rows is answered as it is now (its state says
  // so; deciding it again is the review's 409)
  const rows = invoices.map((invoice, k): ReviewQueueRow => {
    const row = page.invoices[k];
    return {
      ...invoice,
      participant: { id: row.users_id, name: row.user_name ?? '', identification_number: row.user_identification ?? '' },
      warnings: warningsOf(row, photosOf.get(row.id) ?? [], siblingsOf.get(row.id) ?? []),
    };
  });
  return { rows, total: page.total };
}

/**
 * The warnings one invoice has now, as the queue shows them (the audit row of a decision keeps
 * them). Takes the caller's transaction when there is one.
 */
export async function invoiceWarnings(db: DB, id: number): Promise<ReviewWarning[]> {
  const [rows, photos, siblings] = [await queueRows(db, [id]), await samePhotoMatches(db, [id]), await numberSiblings(db, [id])];
  return rows[0] ? warningsOf(rows[0], photos, siblings) : [];
}

/** GET /api/invoice/review-queue/count */
export async function reviewQueueCount(db: DB): Promise<ReviewQueueCount> {
  return { total: await countQueue(db) };
}
