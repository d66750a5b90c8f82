// The one way a review moves a row out of a state (SPEC 4 "States and transitions": an invoice only
// from Creada, a redemption request from Espera or, by the buyer, from Aprobado): the UPDATE
// carries the state it moves from, so of two reviewers at once exactly one changes the row
// (docs/product/points.md "Two requests at once": reviews are UPDATE ... WHERE state = <expected>).
import type { Updateable } from 'kysely';
import type { Database, Trx } from './schema';

/** the tables whose rows are reviewed from state to state */
export type ReviewedTable = 'invoices' | 'apply_for';

/**
 * `set` on row `id` of `table` only while it is still in `from`: whether the UPDATE changed it.
 * `id` is the primary key, so at most one row changes; "not 0" (rather than "exactly 1") answers
 * whether the UPDATE did change something, which is what the caller goes on from.
 */
export async function updateInState<T extends ReviewedTable>(
  trx: Trx, table: T, id: number, from: Database[T]['state'], set: Updateable<Database[T]>,
): Promise<boolean> {
  // Kysely cannot build a query on a table picked by a type parameter (its `set` is a union of
  // incompatible signatures): the query is typed as on one of them. The signature above checks
  // `from` and `set` against `table`, and both tables have `id` and `state`.
  const query = trx.updateTable(table as 'invoices').set(set as Updateable<Database['invoices']>);
  const result = await query.where('id', '=', id).where('state', '=', from as Database['invoices']['state']).executeTakeFirst();
  return Number(result.numUpdatedRows) !== 0;
}
