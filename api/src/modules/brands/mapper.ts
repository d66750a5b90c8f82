import type { Brand } from '@portal/contract';
import type { BrandRow } from './repository';

/** Row -> SPEC 3 Brand. */
export function toBrand(row: BrandRow): Brand {
  return { id: row.id, name: row.name };
}
