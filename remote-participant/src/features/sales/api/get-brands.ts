// SPEC 7: GET /api/brand/all -> Brand[] (the first list of a tire line)
import { useMemo } from 'react';
import { API, type Brand } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import { byName } from '@portal/shared-ui';

export function useBrands() {
  const read = useApiGet<Brand[]>(API.brandsAll);
  const data = useMemo(() => read.data && byName(read.data), [read.data]);
  return { ...read, data };
}
