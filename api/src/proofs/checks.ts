// What "no half-written request or lot" means, row by row, on top of the engine's own invariant
// checker (checkPointsInvariants): every invoice has its references, its one lot (worth the sum of
// the references, with its 'earn' row) and its stored image file; every redemption request has
// allocations and 'spend' ledger rows adding up to its cost; no allocation or reference lacks its
// parent row. Each broken rule is named with its row ids; [] when sound.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../db/schema';

const LIMIT = 20;
const ids = (rows: { id: number }[]) => rows.slice(0, LIMIT).map((r) => r.id).join(', ') + (rows.length > LIMIT ? ` ... (${rows.length})` : '');

export async function halfWrittenRows(db: DB, options: { storageDir?: string } = {}): Promise<string[]> {
  const problems: string[] = [];

  const noRefs = await db.selectFrom('invoices').select('invoices.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('invoice_references as r').select('r.id').whereRef('r.invoice_id', '=', 'invoices.id'))))
    .orderBy('invoices.id').execute();
  if (noRefs.length) problems.push(`invoices without invoice_references: ${ids(noRefs)}`);

  // a claim in dispute earns its lot only when it is approved (docs/adr/0033-disputed-claims-instead-of-a-lock-out.md)
  const noLot = await db.selectFrom('invoices').select('invoices.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('point_lots as l').select('l.id').whereRef('l.invoice_id', '=', 'invoices.id'))))
    .where((eb) => eb.or([eb('invoices.claim_of', 'is', null), eb('invoices.state', '=', 'Aprobada')]))
    .orderBy('invoices.id').execute();
  if (noLot.length) problems.push(`invoices without their point lot: ${ids(noLot)}`);

  const manyLots = await db.selectFrom('point_lots').select('invoice_id as id').where('invoice_id', 'is not', null)
    .groupBy('invoice_id').having(sql`count(*)`, '>', 1).execute();
  if (manyLots.length) problems.push(`invoices with more than one lot: ${ids(manyLots as { id: number }[])}`);

  const refSums = await db.selectFrom('invoice_references').select(['invoice_id', sql<number>`sum(points)`.as('points')]).groupBy('invoice_id').execute();
  const lots = await db.selectFrom('point_lots').select(['id', 'invoice_id', 'points']).where('invoice_id', 'is not', null).execute();
  const lotByInvoice = new Map(lots.map((l) => [l.invoice_id!, l]));
  const wrongLot = refSums.filter((r) => lotByInvoice.has(r.invoice_id) && Number(lotByInvoice.get(r.invoice_id)!.points) !== Number(r.points));
  if (wrongLot.length) {
    problems.push(`invoices whose lot is not the sum of their references: ${wrongLot.slice(0, LIMIT).map((r) => `${r.invoice_id} (lot ${lotByInvoice.get(r.invoice_id)!.points}, references ${r.points})`).join(', ')}`);
  }

  const earnRows = await db.selectFrom('points_ledger').select(['lot_id']).where('kind', '=', 'earn').where('lot_id', 'is not', null).execute();
  const earned = new Set(earnRows.map((r) => r.lot_id));
  const lotsNoEarn = lots.filter((l) => !earned.has(l.id));
  if (lotsNoEarn.length) problems.push(`invoice lots without their 'earn' ledger row: ${ids(lotsNoEarn)}`);

  const noAlloc = await db.selectFrom('apply_for').select('apply_for.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('lot_allocations as a').select('a.id').whereRef('a.apply_for_id', '=', 'apply_for.id'))))
    .orderBy('apply_for.id').execute();
  if (noAlloc.length) problems.push(`apply_for rows without lot_allocations: ${ids(noAlloc)}`);

  const noSpend = await db.selectFrom('apply_for').select('apply_for.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('points_ledger as g').select('g.id')
      .where('g.kind', '=', 'spend').where('g.ref_type', '=', 'apply_for').whereRef('g.ref_id', '=', 'apply_for.id'))))
    .orderBy('apply_for.id').execute();
  if (noSpend.length) problems.push(`apply_for rows without 'spend' ledger rows: ${ids(noSpend)}`);

  // what a request took when it was made: its 'spend' rows add up to its cost (allocations may later
  // move between lots when an invoice is rejected; the engine's checker proves what they hold now)
  const spent = await db.selectFrom('points_ledger').select(['ref_id', sql<number>`sum(amount)`.as('amount')])
    .where('kind', '=', 'spend').where('ref_type', '=', 'apply_for').groupBy('ref_id').execute();
  const spentByRequest = new Map(spent.map((r) => [r.ref_id, -Number(r.amount)]));
  const requests = await db.selectFrom('apply_for').select(['id', 'points']).execute();
  const wrongSpend = requests.filter((r) => spentByRequest.has(r.id) && spentByRequest.get(r.id) !== Number(r.points));
  if (wrongSpend.length) {
    problems.push(`apply_for rows whose 'spend' rows do not add up to their cost: ${wrongSpend.slice(0, LIMIT).map((r) => `${r.id} (${spentByRequest.get(r.id)} of ${r.points})`).join(', ')}`);
  }

  const orphans = await db.selectFrom('lot_allocations').select('lot_allocations.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('apply_for as f').select('f.id').whereRef('f.id', '=', 'lot_allocations.apply_for_id'))))
    .execute();
  if (orphans.length) problems.push(`lot_allocations without their apply_for: ${ids(orphans)}`);

  const orphanRefs = await db.selectFrom('invoice_references').select('invoice_references.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('invoices as i').select('i.id').whereRef('i.id', '=', 'invoice_references.invoice_id'))))
    .execute();
  if (orphanRefs.length) problems.push(`invoice_references without their invoice: ${ids(orphanRefs)}`);

  if (options.storageDir) {
    const images = await db.selectFrom('invoices').select(['id', 'image']).where('image', 'is not', null).execute();
    const missing = images.filter((i) => {
      const rel = i.image!.replace(/^\/uploads\//, '');
      return !fs.existsSync(path.join(options.storageDir!, rel));
    });
    if (missing.length) problems.push(`invoices whose image file is missing from storage: ${ids(missing)}`);
  }

  return problems;
}
