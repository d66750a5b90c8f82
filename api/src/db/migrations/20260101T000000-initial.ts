// The whole model of docs/archive/2026-11-21-team-brief-db.md: tables, foreign keys, uniques, CHECK rules, indexes.
// The CHECKs are the last line of defence of the points rules (ARCHITECTURE "Points").
// A balance may go below zero (a rejected invoice whose points were already redeemed leaves a
// debt), so neither users.points nor points_ledger.balance_after has a `>= 0` CHECK.
import { sql, type Kysely } from 'kysely';
import { bigIntType, fk, withId } from '../dialect';

/** tables in creation order; `down` drops them in reverse */
const TABLES = [
  'profiles', 'cities', 'subsidiaries', 'users', 'access_tokens', 'consents', 'brands', 'designs', 'tires',
  'tire_points', 'product_categories', 'products', 'slides', 'invoices', 'invoice_references', 'apply_for',
  'point_lots', 'lot_allocations', 'points_ledger', 'audit_log', 'locks',
] as const;

/** one index per foreign key column (and the other lookups the api makes) */
const INDEXES: [table: string, columns: string[]][] = [
  ['subsidiaries', ['cities_id']],
  ['subsidiaries', ['profiles_id']],
  ['users', ['profiles_id']],
  ['users', ['subsidiary_id']],
  ['access_tokens', ['users_id']],
  ['consents', ['users_id']],
  ['designs', ['brand_id']],
  ['tires', ['design_id']],
  ['tire_points', ['profiles_id']],
  ['products', ['product_categories_id']],
  ['invoices', ['users_id', 'created_at']],
  ['invoices', ['subsidiary_id']],
  ['invoices', ['image_sha256']],
  ['invoice_references', ['invoice_id']],
  ['invoice_references', ['tire_id']],
  ['apply_for', ['product_id']],
  ['apply_for', ['users_id', 'created_at']],
  ['apply_for', ['state']],
  ['point_lots', ['users_id', 'expires_at']],
  ['lot_allocations', ['apply_for_id']],
  ['lot_allocations', ['lot_id']],
  ['points_ledger', ['users_id', 'created_at']],
  ['points_ledger', ['ref_type', 'ref_id']],
  ['points_ledger', ['lot_id']],
  ['points_ledger', ['actor_id']],
  ['audit_log', ['entity', 'entity_id']],
  ['audit_log', ['actor_id']],
];

const list = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

export async function up(db: Kysely<any>): Promise<void> {
  const money = bigIntType(db);
  const named = async (table: string) => {
    await withId(db, db.schema.createTable(table)).addColumn('name', 'text', (c) => c.notNull()).execute();
  };

  await named('profiles');
  await named('cities');

  await withId(db, db.schema.createTable('subsidiaries'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cities_id', 'integer', fk('cities.id'))
    .addColumn('profiles_id', 'integer', fk('profiles.id'))
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('identification_number', 'text', (c) => c.notNull().unique())
    .addColumn('identification_type', 'text', (c) => c.notNull().defaultTo('CC'))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('profiles_id', 'integer', fk('profiles.id'))
    .addColumn('subsidiary_id', 'integer', fk('subsidiaries.id', { nullable: true }))
    .addCheckConstraint('users_state_flag', sql`state in (0, 1)`)
    .execute();

  await withId(db, db.schema.createTable('access_tokens'))
    .addColumn('users_id', 'integer', fk('users.id', { onDelete: 'cascade' }))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();

  await withId(db, db.schema.createTable('consents'))
    .addColumn('users_id', 'integer', fk('users.id', { onDelete: 'cascade' }))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addColumn('text_version', 'text', (c) => c.notNull())
    .addCheckConstraint('consents_kind', sql`kind in (${list(['terms', 'habeas_data'])})`)
    .execute();

  await named('brands');
  await withId(db, db.schema.createTable('designs'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer', fk('brands.id'))
    .execute();
  await withId(db, db.schema.createTable('tires'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('tire_code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('design_id', 'integer', fk('designs.id'))
    .execute();
  await withId(db, db.schema.createTable('tire_points'))
    .addColumn('tire_id', 'integer', fk('tires.id', { onDelete: 'cascade' }))
    .addColumn('profiles_id', 'integer', fk('profiles.id'))
    .addColumn('points_general', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_uhp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('points_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('tire_points_tire_profile_unique', ['tire_id', 'profiles_id'])
    .addCheckConstraint('tire_points_not_negative', sql`points_general >= 0 and points_uhp >= 0 and points_total >= 0`)
    .execute();

  await named('product_categories');
  await withId(db, db.schema.createTable('products'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('points_value', 'integer', (c) => c.notNull())
    .addColumn('estimated_value', money, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('1'))
    .addColumn('product_categories_id', 'integer', fk('product_categories.id'))
    .addCheckConstraint('products_state', sql`state in ('1', '0')`)
    .addCheckConstraint('products_numbers_not_negative', sql`points >= 0 and points_value >= 0 and estimated_value >= 0`)
    .execute();

  await withId(db, db.schema.createTable('slides'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('responsive', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('slides_position', sql`position in ('Up', 'Down')`)
    .addCheckConstraint('slides_flags', sql`show in (0, 1) and responsive in (0, 1)`)
    .execute();

  await withId(db, db.schema.createTable('invoices'))
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('price', money, (c) => c.notNull())
    .addColumn('sale_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('Creada'))
    .addColumn('image', 'text')
    .addColumn('image_sha256', 'text')
    .addColumn('comment_rejected', 'text')
    .addColumn('users_id', 'integer', fk('users.id'))
    .addColumn('subsidiary_id', 'integer', fk('subsidiaries.id', { nullable: true }))
    .addColumn('request_key', 'text', (c) => c.unique())
    .addUniqueConstraint('invoices_subsidiary_number_unique', ['subsidiary_id', 'number'])
    .addCheckConstraint('invoices_state', sql`state in (${list(['Creada', 'Aprobada', 'Rechazada'])})`)
    .addCheckConstraint('invoices_price_not_negative', sql`price >= 0`)
    .execute();

  await withId(db, db.schema.createTable('invoice_references'))
    .addColumn('invoice_id', 'integer', fk('invoices.id', { onDelete: 'cascade' }))
    .addColumn('tire_id', 'integer', fk('tires.id'))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addCheckConstraint('invoice_references_amount', sql`amount between 1 and 24`)
    .addCheckConstraint('invoice_references_points_not_negative', sql`points >= 0`)
    .execute();

  await withId(db, db.schema.createTable('apply_for'))
    .addColumn('product_id', 'integer', fk('products.id'))
    .addColumn('users_id', 'integer', fk('users.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('espera'))
    .addColumn('comment', 'text')
    .addColumn('buyer_comment', 'text')
    .addColumn('purchase_date', 'text')
    .addCheckConstraint('apply_for_state', sql`state in (${list(['espera', 'aprobado', 'rechazado', 'confirmado'])})`)
    .addCheckConstraint('apply_for_points_not_negative', sql`points >= 0`)
    .execute();

  await withId(db, db.schema.createTable('point_lots'))
    .addColumn('users_id', 'integer', fk('users.id'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict').unique())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('remaining', 'integer', (c) => c.notNull())
    .addColumn('earned_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addCheckConstraint('point_lots_source', sql`source in (${list(['invoice', 'adjustment'])})`)
    .addCheckConstraint('point_lots_points_positive', sql`points > 0`)
    .addCheckConstraint('point_lots_remaining_range', sql`remaining >= 0 and remaining <= points`)
    .addCheckConstraint('point_lots_invoice_source', sql`(source = 'invoice') = (invoice_id is not null)`)
    .execute();

  await withId(db, db.schema.createTable('lot_allocations'))
    .addColumn('apply_for_id', 'integer', fk('apply_for.id'))
    .addColumn('lot_id', 'integer', fk('point_lots.id'))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('refunded_at', 'text')
    .addCheckConstraint('lot_allocations_points_positive', sql`points > 0`)
    .execute();

  await withId(db, db.schema.createTable('points_ledger'))
    .addColumn('users_id', 'integer', fk('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'integer', (c) => c.notNull())
    .addColumn('actor_id', 'integer', fk('users.id', { nullable: true }))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_type', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'integer', (c) => c.notNull())
    .addColumn('lot_id', 'integer', fk('point_lots.id', { nullable: true }))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('points_ledger_kind', sql`kind in (${list(['earn', 'spend', 'refund', 'reversal', 'expiry', 'adjustment'])})`)
    .addCheckConstraint('points_ledger_amount_not_zero', sql`amount <> 0`)
    .addCheckConstraint('points_ledger_ref_type', sql`ref_type in (${list(['invoice', 'apply_for', 'lot', 'user'])})`)
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', fk('users.id', { nullable: true, onDelete: 'set null' }))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer')
    .addColumn('detail', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('locks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('acquired_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  for (const [table, columns] of INDEXES) {
    await db.schema.createIndex(`${table}_${columns.join('_')}_idx`).on(table).columns(columns).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...TABLES].reverse()) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
