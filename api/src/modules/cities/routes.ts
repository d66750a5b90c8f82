// SPEC 7 "Cities": GET /api/city, GET /api/city/{id}, POST /api/city, PUT /api/city/{id},
// DELETE /api/city/{id}. Reads: any signed-in user (branches show city names); writes: admin.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API, cityCreateBody, cityUpdateBody, idParam } from '@portal/contract';
import { recordAudit } from '../../audit';
import { inTransaction } from '../../db/transaction';
import { currentUser } from '../../http/access';
import { badRequest, conflict, found } from '../../http/errors';
import { MSG } from '../../messages';
import { countSubsidiariesOfCity, deleteCity, findCity, findCityByName, insertCity, listCities, updateCity } from './repository';

const city = z.object({ id: z.number(), name: z.string() });
const written = z.object({ message: z.literal('success'), detail: z.string(), city });

const citiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['cities'];

  app.get(API.cities, {
    config: { access: 'authenticated' },
    schema: { tags, response: { 200: z.array(city) } },
  }, async () => listCities(db));

  app.get(API.city(':id'), {
    config: { access: 'authenticated' },
    schema: { tags, params: idParam, response: { 200: city } },
  }, async (request) => found(await findCity(db, request.params.id), MSG.cityNotFound));

  app.post(API.cities, {
    config: { access: ['admin'] },
    schema: { tags, body: cityCreateBody, response: { 200: written } },
  }, async (request) => {
    const actor = currentUser(request);
    const { name } = request.body;
    const created = await inTransaction(db, async (trx) => {
      if (await findCityByName(trx, name)) throw conflict(MSG.cityDuplicate);
      const row = await insertCity(trx, name);
      await recordAudit(trx, { actorId: actor.id, action: 'create', entity: 'cities', entityId: row.id, detail: { name } });
      return row;
    });
    return { message: 'success' as const, detail: MSG.cityCreated, city: created };
  });

  app.put(API.city(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, body: cityUpdateBody, response: { 200: written } },
  }, async (request) => {
    const actor = currentUser(request);
    const { id } = request.params;
    const { name } = request.body;
    // SPEC 7 sends the id in the body as well; when present it must be the same city
    if (request.body.id !== undefined && request.body.id !== id) throw badRequest(MSG.idMismatch);
    const updated = await inTransaction(db, async (trx) => {
      const before = found(await findCity(trx, id), MSG.cityNotFound);
      if (await findCityByName(trx, name, id)) throw conflict(MSG.cityDuplicate);
      const row = (await updateCity(trx, id, name))!;
      await recordAudit(trx, { actorId: actor.id, action: 'update', entity: 'cities', entityId: id, detail: { before: before.name, after: name } });
      return row;
    });
    return { message: 'success' as const, detail: MSG.cityUpdated(updated.name), city: updated };
  });

  app.delete(API.city(':id'), {
    config: { access: ['admin'] },
    schema: { tags, params: idParam, response: { 200: written } },
  }, async (request) => {
    const actor = currentUser(request);
    const { id } = request.params;
    const deleted = await inTransaction(db, async (trx) => {
      const row = found(await findCity(trx, id), MSG.cityNotFound);
      if ((await countSubsidiariesOfCity(trx, id)) > 0) throw conflict(MSG.cityInUse);
      await deleteCity(trx, id);
      await recordAudit(trx, { actorId: actor.id, action: 'delete', entity: 'cities', entityId: id, detail: { name: row.name } });
      return row;
    });
    return { message: 'success' as const, detail: MSG.cityDeleted, city: deleted };
  });
};

export default citiesRoutes;
