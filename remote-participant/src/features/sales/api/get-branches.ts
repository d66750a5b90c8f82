// SPEC 7: GET /api/subsidiary (with the bearer) -> Subsidiary[]; SPEC 9: sorted by name
import { useMemo } from 'react';
import { API, type Subsidiary } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import { byName } from '@portal/shared-ui';

export function useBranches() {
  const read = useApiGet<Subsidiary[]>(API.subsidiaries);
  const data = useMemo(() => read.data && byName(read.data), [read.data]);
  return { ...read, data };
}
