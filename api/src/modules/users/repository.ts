// Reads of users in the SPEC 3 User shape (profile {id, name}, subsidiary {id, name, city}), the
// small look-ups the writes need, and the writes of registration and edit (register.ts, update.ts).
// Repository functions take `db` (a Kysely or a transaction) first.
import type { Insertable, SelectQueryBuilder } from 'kysely';
import type { ListPage, ListQuery } from '@portal/contract';
import { inChunks } from '../../db/chunks';
import { nowIso } from '../../db/time';
import type { ConsentsTable, DB, NewUser, Trx, UserRow, UserUpdate } from '../../db/schema';
import { listAll, listPage, listPageByIds, type ListSpec } from '../../http/list';
import { dueLotsByUser, shownPoints } from '../../points';

/**
 * LIST_SORT of 'Lista de Usuarios' (contract USER_SORT): by name (the default and the plain
 * answer's order), id, document, e-mail, branch or profile name, state. `q` looks in the name,
 * e-mail, branch and profile names by their stored keys, and in the identification number and phone
 * as stored (digits and separators, which searchKey leaves as they are).
 */
const LIST: ListSpec = {
  sortable: {
    name: { column: 'u.name', text: true },
    id: { column: 'u.id' },
    document: { column: 'u.identification_number' },
    email: { column: 'u.email', text: true },
    // staff have no branch
    subsidiary: { column: 's.name', text: true, nullable: true },
    profile: { column: 'p.name', text: true },
    state: { column: 'u.state' },
  },
  searchable: ['u.name', 'u.email', 's.name', 'p.name'],
  searchableAsIs: ['u.identification_number', 'u.phone'],
  defaultSort: 'name',
  idColumn: 'u.id',
};

/** the filters of the users list (contract userListQuery), with or without paging */
export interface UserFilter {
  state?: number;
  subsidiaryId?: number;
  profileId?: number;
}

/** users with profile, branch and city; `points` left to the caller */
function joinedUsers(db: DB) {
  return db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.id', 'u.profiles_id')
    .leftJoin('subsidiaries as s', 's.id', 'u.subsidiary_id')
    .leftJoin('cities as c', 'c.id', 's.cities_id')
    .select([
      'u.id', 'u.name', 'u.email', 'u.phone', 'u.identification_number', 'u.identification_type', 'u.state',
      'u.created_at', 'u.image', 'u.profiles_id', 'u.subsidiary_id', 'u.version',
      'p.name as profile_name', 's.name as subsidiary_name', 'c.id as city_id', 'c.name as city_name',
    ]);
}

/** `query` (a select over `users as u`) narrowed to the filter */
function filtered<Q extends SelectQueryBuilder<any, any, any>>(query: Q, filter: UserFilter): Q {
  let out: SelectQueryBuilder<any, any, any> = query;
  if (filter.state !== undefined) out = out.where('u.state', '=', filter.state);
  if (filter.subsidiaryId !== undefined) out = out.where('u.subsidiary_id', '=', filter.subsidiaryId);
  if (filter.profileId !== undefined) out = out.where('u.profiles_id', '=', filter.profileId);
  return out as Q;
}

/**
 * One query for one user or all of them. `points` is the shown balance: users.points less
 * the user's open lots already due at `now` (joined, grouped, so a list stays one query).
 */
function userQuery(db: DB, now: Date) {
  return joinedUsers(db)
    .leftJoin(dueLotsByUser(db, now).as('due'), 'due.users_id', 'u.id')
    .select(shownPoints('u.points').as('points'));
}

export type UserJoinRow = Awaited<ReturnType<ReturnType<typeof userQuery>['executeTakeFirstOrThrow']>>;

export function findUserRow(db: DB, id: number, now: Date): Promise<UserJoinRow | undefined> {
  return userQuery(db, now).where('u.id', '=', id).executeTakeFirst();
}

/** SPEC 2.5: every user (or those of the filter), by name as the list compares names. */
export function listUserRows(db: DB, filter: UserFilter, now: Date): Promise<UserJoinRow[]> {
  return listAll(filtered(userQuery(db, now), filter), LIST);
}

/** the ids of the filter's users, joined only to what `q` and the sort read (branch, profile) */
function userIds(db: DB, filter: UserFilter, joins: { branch: boolean; profile: boolean }) {
  let query: SelectQueryBuilder<any, any, { id: number }> = db.selectFrom('users as u').select('u.id');
  if (joins.branch) query = query.leftJoin('subsidiaries as s', 's.id', 'u.subsidiary_id');
  if (joins.profile) query = query.leftJoin('profiles as p', 'p.id', 'u.profiles_id');
  return filtered(query, filter);
}

/**
 * The list contract's page of users: the page's ids and the count first (users' indexes only,
 * unless `q` or the sort reads the branch or profile), then the page's rows. The due lots (the
 * shown balance) are summed for the page's users alone, so a page never groups the open lots of
 * every user.
 */
export async function pageUserRows(db: DB, params: ListQuery, filter: UserFilter, now: Date): Promise<ListPage<UserJoinRow>> {
  const sort = (params.sort ?? LIST.defaultSort).replace(/^-/, '');
  const search = Boolean(params.q?.trim());
  const ids = userIds(db, filter, { branch: search || sort === 'subsidiary', profile: search || sort === 'profile' });
  return listPageByIds(ids, params, LIST, async (pageIds) => {
    // the rows and their due lots need only the ids: asked at once (PostgreSQL's pool answers them together)
    const [rows, dueRows] = await Promise.all([
      inChunks(pageIds, (chunk) => joinedUsers(db).select('u.points').where('u.id', 'in', chunk).execute()),
      inChunks(pageIds, (chunk) => dueLotsByUser(db, now).where('users_id', 'in', chunk).execute()),
    ]);
    const due = new Map(dueRows.map((row) => [row.users_id, Number(row.due_points)]));
    return rows.map((r) => ({ ...r, points: Number(r.points) - (due.get(r.id) ?? 0) }));
  });
}

/** the signed-in administrator's view of one user's points ledger: newest first by default */
const LEDGER_LIST: ListSpec = {
  sortable: { id: { column: 'l.id' } },
  searchable: [],
  defaultSort: '-id',
  idColumn: 'l.id',
};

function ledgerQuery(db: DB, usersId: number) {
  return db
    .selectFrom('points_ledger as l')
    .leftJoin('users as a', 'a.id', 'l.actor_id')
    .select(['l.id', 'l.kind', 'l.amount', 'l.balance_after', 'l.actor_id', 'a.name as actor_name', 'l.reason', 'l.ref_type', 'l.ref_id', 'l.created_at'])
    .where('l.users_id', '=', usersId);
}
export type LedgerJoinRow = Awaited<ReturnType<ReturnType<typeof ledgerQuery>['executeTakeFirstOrThrow']>>;

/** one page of the user's ledger rows (contract ledgerQuery: sort by id only, no search) */
export function pageLedgerRows(db: DB, usersId: number, params: ListQuery): Promise<ListPage<LedgerJoinRow>> {
  return listPage(ledgerQuery(db, usersId), params, LEDGER_LIST);
}

export async function userExists(db: DB, id: number): Promise<boolean | undefined> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) ? true : undefined;
}

export async function identificationTaken(db: DB, identification: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('users').select('id').where('identification_number', '=', identification);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function findSubsidiaryRow(db: DB, id: number) {
  return db.selectFrom('subsidiaries').select(['id', 'name', 'profiles_id']).where('id', '=', id).executeTakeFirst();
}

export function findProfileRow(db: DB, id: number) {
  return db.selectFrom('profiles').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** Ends the user's open sessions, except (optionally) the one making the request. */
export async function revokeUserTokens(db: DB, usersId: number, keepTokenId?: number): Promise<number> {
  let query = db.updateTable('access_tokens').set({ revoked_at: nowIso() }).where('users_id', '=', usersId).where('revoked_at', 'is', null);
  if (keepTokenId !== undefined) query = query.where('id', '!=', keepTokenId);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** the stored photo path of a user (null: none); undefined when the user does not exist */
export function findUserImage(db: DB, id: number) {
  return db.selectFrom('users').select('image').where('id', '=', id).executeTakeFirst();
}

/**
 * Sets the user's photo and raises the version (docs/adr/0007-versioned-edits.md: an edit form
 * loaded before the change must reload before it saves). Returns the new version.
 */
export async function setUserImage(db: DB, id: number, image: string): Promise<number> {
  const row = await db.updateTable('users').set((eb) => ({ image, version: eb('version', '+', 1) })).where('id', '=', id).returning('version').executeTakeFirstOrThrow();
  return Number(row.version);
}

// --- registration (register.ts) and edit (update.ts) ----------------------------------------------

/** the new user's id */
export async function insertUser(trx: Trx, values: NewUser): Promise<number> {
  return (await trx.insertInto('users').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertConsents(trx: Trx, rows: Insertable<ConsentsTable>[]): Promise<void> {
  await trx.insertInto('consents').values(rows).execute();
}

/** the whole stored row (the edit's "before"; the password hash too, never answered) */
export function getUserRow(db: DB, id: number): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** users.points as stored (the cached balance, due lots included) */
export async function userPoints(db: DB, id: number): Promise<number> {
  return (await db.selectFrom('users').select('points').where('id', '=', id).executeTakeFirstOrThrow()).points;
}

export async function updateUserRow(trx: Trx, id: number, set: UserUpdate): Promise<void> {
  await trx.updateTable('users').set(set).where('id', '=', id).execute();
}
