// The reads of SPEC 7 "Tires" the 'Ingresar Venta' form needs (SPEC 2.9: the rin list follows the
// design; issue 7: the form shows the points the invoice will earn from the tires' points for the
// participant's profile, so every tire comes with its points per profile). Any signed-in user
// reads them (the routes check who). Functions take `db` and plain values (docs/decisions.md
// "Module layout of the api").
import type { Tire } from '@portal/contract';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toTires } from './mapper';
import { TIRE_MSG } from './messages';
import { designExists, listTirePointRows, listTireRowsOfDesign } from './repository';

/** GET /api/tire/byDesign/{id}: an unknown design is a 404, a design without tires an empty list */
export async function listTiresOfDesign(db: DB, designId: number): Promise<Tire[]> {
  const tires = await listTireRowsOfDesign(db, designId);
  if (tires.length === 0 && !(await designExists(db, designId))) throw notFound(TIRE_MSG.designNotFound);
  return toTires(tires, await listTirePointRows(db, tires.map((t) => t.id)));
}
