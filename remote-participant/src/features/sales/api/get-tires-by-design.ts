// SPEC 7: GET /api/tire/byDesign/{id} -> Tire[] with their points per profile: a line's rines are
// those of its design only
import { useMemo } from 'react';
import { API, type Tire } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import { byName } from '@portal/shared-ui';

/** waits while no design is chosen */
export function useTiresOfDesign(designId: string) {
  const read = useApiGet<Tire[]>(designId ? API.tiresByDesign(designId) : null);
  const data = useMemo(() => read.data && byName(read.data), [read.data]);
  return { ...read, data };
}
