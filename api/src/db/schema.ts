// Kysely table interfaces: the database model of docs/archive/2026-11-21-team-brief-db.md, written once.
// Ids are autoincrement integers, dates ISO-8601 text ('YYYY-MM-DD' for dates without time),
// booleans integer 0/1, points integers (bigint on PostgreSQL). Columns typed Generated<> have a database default.
import type { Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DeliveryMethod, InvoiceState, LedgerKind, RedemptionState } from '@portal/contract';

type Id = Generated<number>;

export interface ProfilesTable { id: Id; name: string; version: Generated<number>; name_key: Generated<string> }
export interface CitiesTable {
  id: Id;
  name: string;
  /** raised by every edit; an edit must send the one it loaded (PUT /api/city/{id}) */
  version: Generated<number>;
  /** the name as lists compare it (migration 20260111T000000-list-keys) */
  name_key: Generated<string>;
}
export interface SubsidiariesTable { id: Id; name: string; cities_id: number; profiles_id: number; version: Generated<number>; name_key: Generated<string> }

export interface UsersTable {
  id: Id;
  name: string;
  email: string;
  phone: string;
  identification_number: string;
  identification_type: Generated<string>;
  password_hash: string;
  /** cached balance: always equal to the sum of the user's points_ledger amounts */
  points: Generated<number>;
  /** 1 active, 0 inactive */
  state: Generated<number>;
  created_at: string;
  image: string | null;
  profiles_id: number;
  subsidiary_id: number | null;
  /** a recovery's temporary password (argon2id) and its expiry; null when none is pending */
  temp_password_hash: Generated<string | null>;
  temp_password_expires_at: Generated<string | null>;
  /** bumped by every successful edit (POST /api/users/update), never by points; a stale form gets 409 */
  version: Generated<number>;
  /** the columns as lists compare them (migration 20260113T000000-people-list-keys) */
  name_key: Generated<string>;
  email_key: Generated<string>;
}

export interface AccessTokensTable {
  id: Id;
  users_id: number;
  /** sha256 hex of the token; the token itself is never stored */
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export type ConsentKind = 'terms' | 'habeas_data';
export interface ConsentsTable { id: Id; users_id: number; kind: ConsentKind; accepted_at: string; text_version: string }

export interface BrandsTable { id: Id; name: string; version: Generated<number>; name_key: Generated<string> }
export interface DesignsTable { id: Id; name: string; brand_id: number; version: Generated<number>; name_key: Generated<string> }
export interface TiresTable {
  id: Id; name: string; tire_code: string; description: string; design_id: number; version: Generated<number>;
  /** the columns as lists compare them (migration 20260111T000000-list-keys) */
  name_key: Generated<string>; tire_code_key: Generated<string>; description_key: Generated<string>;
}
export interface TirePointsTable {
  id: Id;
  tire_id: number;
  profiles_id: number;
  points_general: number;
  points_uhp: number;
  points_total: number;
}

export interface ProductCategoriesTable { id: Id; name: string; version: Generated<number>; name_key: Generated<string> }
export interface ProductsTable {
  id: Id;
  name: string;
  points: number;
  points_value: number;
  /** COP */
  estimated_value: number;
  image: string | null;
  /** '1' active, '0' inactive (SPEC 4) */
  state: Generated<'1' | '0'>;
  product_categories_id: number;
  version: Generated<number>;
  name_key: Generated<string>;
}

export interface SlidesTable {
  id: Id;
  path: string;
  position: 'Up' | 'Down';
  /** SPEC "order" (a reserved word in SQL) */
  sort_order: number;
  show: number;
  responsive: number;
}

export interface InvoicesTable {
  id: Id;
  number: string;
  price: number;
  /** YYYY-MM-DD */
  sale_date: string;
  created_at: string;
  state: InvoiceState;
  image: string | null;
  image_sha256: string | null;
  comment_rejected: string | null;
  users_id: number;
  subsidiary_id: number | null;
  /** client-chosen key so a retried create is answered, not duplicated */
  request_key: string | null;
  /** the number as lists compare it (migration 20260113T000000-people-list-keys) */
  number_key: Generated<string>;
  /** the first registration of this number at this branch, which this claim disputes (null: not a claim) */
  claim_of: number | null;
  /** the usual total of its tires when it was registered (contract REVIEW_PRICE_FAR); null: too little history */
  price_usual: number | null;
  /**
   * the invoice's review warnings while it waits, one bit per contract REVIEW_WARNING_CODES
   * code (queue-repository.ts REVIEW_FLAG); null: never judged (written without the api)
   */
  review_flags: Generated<number | null>;
}
export interface InvoiceReferencesTable { id: Id; invoice_id: number; tire_id: number; amount: number; points: number }

export interface ApplyForTable {
  id: Id;
  product_id: number;
  users_id: number;
  points: number;
  created_at: string;
  updated_at: string;
  state: RedemptionState;
  comment: string | null;
  buyer_comment: string | null;
  /** YYYY-MM-DD */
  purchase_date: string | null;
  /** YYYY-MM-DD: the request's Colombian date plus one calendar month (db/time.ts redemptionDueDate) */
  due_date: string | null;
  delivery_method: DeliveryMethod | null;
  delivery_address: string | null;
  delivery_city_id: number | null;
  recipient: string | null;
  carrier: string | null;
  guide_number: string | null;
  tracking_url: string | null;
  /** YYYY-MM-DD */
  dispatch_date: string | null;
  /** YYYY-MM-DD */
  delivery_date: string | null;
  /** stored path of the delivery photo (private folder 'deliveries') */
  proof_image: string | null;
  /** ISO instant of the participant's 'Recibido' */
  received_at: string | null;
  claim_comment: string | null;
  claim_at: string | null;
  /** why the prize was not delivered or was cancelled */
  delivery_comment: string | null;
  /** when the sweep mailed the staff that the prize is due within DELIVERY_ALERT_DAYS / overdue */
  alert_soon_at: string | null;
  alert_overdue_at: string | null;
}

export type LotSource = 'invoice' | 'adjustment';
export interface PointLotsTable {
  id: Id;
  users_id: number;
  source: LotSource;
  invoice_id: number | null;
  /** original points, > 0 */
  points: number;
  /** 0..points */
  remaining: number;
  earned_at: string;
  expires_at: string;
  created_at: string;
  /** set when the lot expired or was reversed */
  closed_at: string | null;
}
export interface LotAllocationsTable {
  id: Id;
  apply_for_id: number;
  lot_id: number;
  points: number;
  created_at: string;
  refunded_at: string | null;
}

export type LedgerRefType = 'invoice' | 'apply_for' | 'lot' | 'user';
export interface PointsLedgerTable {
  id: Id;
  users_id: number;
  kind: LedgerKind;
  /** signed, never 0 */
  amount: number;
  balance_after: number;
  /** 'adjustment' rows: the balance the actor saw before this row (= balance_after - amount); null for other kinds */
  seen_balance: number | null;
  /** null: the system (expiry sweep) */
  actor_id: number | null;
  reason: string;
  ref_type: LedgerRefType;
  ref_id: number;
  lot_id: number | null;
  created_at: string;
}

export interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: number | null;
  /** JSON text */
  detail: string | null;
  created_at: string;
  /** the client's address (request.ip), null outside a request */
  ip: string | null;
}

/** secrets the api makes itself (storage/links.ts) */
export interface AppSecretsTable { name: string; value: string }

/** mail written in the transaction of the decision it tells about, sent by mail/outbox.ts */
/** password recoveries waiting to be mailed (modules/auth/recovery-queue.ts) */
export interface RecoveryRequestsTable {
  id: Id;
  /** the matching active account; null when nothing is to be mailed (written done) */
  users_id: number | null;
  created_at: string;
  attempts: Generated<number>;
  /** not tried before this instant (also the lease of the sender that claimed it) */
  next_attempt_at: string;
  done_at: string | null;
  last_error: Generated<string | null>;
}

export interface MailOutboxTable {
  id: Id;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
  /** failed sends so far */
  attempts: Generated<number>;
  /** not sent before this instant (also the lease of a sender that claimed the row) */
  next_attempt_at: string;
  sent_at: Generated<string | null>;
  last_error: Generated<string | null>;
}

export interface LocksTable { name: string; holder: string; acquired_at: string; expires_at: string }

export interface Database {
  profiles: ProfilesTable;
  cities: CitiesTable;
  subsidiaries: SubsidiariesTable;
  users: UsersTable;
  access_tokens: AccessTokensTable;
  consents: ConsentsTable;
  brands: BrandsTable;
  designs: DesignsTable;
  tires: TiresTable;
  tire_points: TirePointsTable;
  product_categories: ProductCategoriesTable;
  products: ProductsTable;
  slides: SlidesTable;
  invoices: InvoicesTable;
  invoice_references: InvoiceReferencesTable;
  apply_for: ApplyForTable;
  point_lots: PointLotsTable;
  lot_allocations: LotAllocationsTable;
  points_ledger: PointsLedgerTable;
  audit_log: AuditLogTable;
  locks: LocksTable;
  app_secrets: AppSecretsTable;
  mail_outbox: MailOutboxTable;
  recovery_requests: RecoveryRequestsTable;
}

/** The database handle repositories take first; a Transaction is one too. */
export type DB = Kysely<Database>;
export type Trx = Transaction<Database>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
/** a city as the api reads it (its list key stays in the database) */
export type CityRow = Omit<Selectable<CitiesTable>, 'name_key'>;
export type AccessTokenRow = Selectable<AccessTokensTable>;
export type ApplyForRow = Selectable<ApplyForTable>;
export type PointLotRow = Selectable<PointLotsTable>;
export type LedgerRow = Selectable<PointsLedgerTable>;
