import type { City } from '@portal/contract';
import type { CityRow } from '../../db/schema';

/** Row -> SPEC 3 City, with the `version` an edit sends back. */
export function toCity(row: CityRow): City {
  return { id: row.id, name: row.name, version: Number(row.version) };
}
