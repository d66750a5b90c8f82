// The reads of SPEC 7 "designs" the 'Ingresar Venta' form needs (SPEC 2.9: each list filtered by
// the one before). Any signed-in user reads them (the routes check who). Functions take `db` and
// plain values (docs/decisions.md "Module layout of the api").
import type { Design } from '@portal/contract';
import type { DB } from '../../db/schema';
import { notFound } from '../../http/errors';
import { toDesign } from './mapper';
import { DESIGN_MSG } from './messages';
import { brandExists, listDesignRowsOfBrand } from './repository';

/** GET /api/design/byBrand/{brand}: an unknown brand is a 404, a brand without designs an empty list */
export async function listDesignsOfBrand(db: DB, brandId: number): Promise<Design[]> {
  const rows = await listDesignRowsOfBrand(db, brandId);
  if (rows.length === 0 && !(await brandExists(db, brandId))) throw notFound(DESIGN_MSG.brandNotFound);
  return rows.map(toDesign);
}
