// The reads of SPEC 7 "brands" the 'Ingresar Venta' form needs (SPEC 2.9: brand -> design -> rin).
// Any signed-in user reads them (the routes check who). Functions take `db` and plain values
// (docs/decisions.md "Module layout of the api").
import type { Brand } from '@portal/contract';
import type { DB } from '../../db/schema';
import { toBrand } from './mapper';
import { listBrandRows } from './repository';

export async function listBrands(db: DB): Promise<Brand[]> {
  return (await listBrandRows(db)).map(toBrand);
}
