// The rules of SPEC 7 "Cities": reads for any signed-in user, writes by the administrator (the
// routes check who), each write audited. Functions take `db` and plain values (docs/adr/0049-api-modules-in-four-layers.md).
import { isListQuery, type City, type CityAnswer, type ListPage, type ListQuery } from '@portal/contract';
import { recordAudit, type Actor } from '../../audit';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, found } from '../../http/errors';
import { CITY_MSG, MSG } from '../../messages';
import { toCity } from './mapper';
import * as repo from './repository';

/**
 * PostgreSQL: a write checks what other rows hold (a create or an edit: no other city has the name;
 * a delete: no branch is in the city) and then writes; serializable isolation makes two such writes
 * at once behave as one after the other (the loser is run again by inTransaction and then sees the
 * winner's row), so one name is stored once. SQLite writers are already one at a time. As brands.
 */
const CHECKED_WRITE = { isolation: 'serializable' } as const;

/** GET /api/city: SPEC 7's plain array, or a page `{ rows, total }` when list parameters are sent */
export async function listCities(db: DB, params?: ListQuery): Promise<City[] | ListPage<City>> {
  if (!params || !isListQuery(params)) return (await repo.listCities(db)).map(toCity);
  const page = await repo.pageCities(db, params);
  return { rows: page.rows.map(toCity), total: page.total };
}

export async function getCity(db: DB, id: number): Promise<City> {
  return toCity(found(await repo.findCity(db, id), CITY_MSG.notFound));
}

export function createCity(db: DB, actor: Actor, name: string): Promise<CityAnswer> {
  return inTransaction(db, async (trx) => {
    if (await repo.findCityByName(trx, name)) throw conflict(CITY_MSG.duplicate);
    const row = await repo.insertCity(trx, name);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'create', entity: 'cities', entityId: row.id, detail: { name } });
    return { message: 'success', detail: CITY_MSG.created, city: toCity(row) };
  }, CHECKED_WRITE);
}

/** What the edit form sends (SPEC 7: body id, name) plus the version it loaded. */
export interface CityEdit { id?: number; name: string; version: number }

export async function updateCity(db: DB, actor: Actor, id: number, edit: CityEdit): Promise<CityAnswer> {
  // SPEC 7 sends the id in the body as well; when present it must be the same city
  if (edit.id !== undefined && edit.id !== id) throw badRequest(MSG.idMismatch);
  return inTransaction(db, async (trx) => {
    const before = found(await repo.findCity(trx, id), CITY_MSG.notFound);
    // someone saved the city after this form loaded it; their change stays, nothing is written
    if (Number(before.version) !== edit.version) throw conflict(CITY_MSG.stale);
    if (await repo.findCityByName(trx, edit.name, id)) throw conflict(CITY_MSG.duplicate);
    const row = await repo.updateCityAtVersion(trx, id, edit.name, edit.version);
    // PostgreSQL: an edit committed between the read above and this write
    if (!row) throw conflict(CITY_MSG.stale);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'update', entity: 'cities', entityId: id, detail: { before: before.name, after: edit.name } });
    return { message: 'success', detail: CITY_MSG.updated(row.name), city: toCity(row) };
  }, CHECKED_WRITE);
}

export function deleteCity(db: DB, actor: Actor, id: number): Promise<CityAnswer> {
  return inTransaction(db, async (trx) => {
    const row = found(await repo.findCity(trx, id), CITY_MSG.notFound);
    if ((await repo.countSubsidiariesOfCity(trx, id)) > 0) throw conflict(CITY_MSG.inUse);
    await repo.deleteCity(trx, id);
    await recordAudit(trx, { actorId: actor.id, ip: actor.ip, action: 'delete', entity: 'cities', entityId: id, detail: { name: row.name } });
    return { message: 'success', detail: CITY_MSG.deleted, city: toCity(row) };
  }, CHECKED_WRITE);
}
