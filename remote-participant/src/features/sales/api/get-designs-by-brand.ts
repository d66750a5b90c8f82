// SPEC 7: GET /api/design/byBrand/{brand} -> Design[]: a line's designs are those of its brand only
import { useMemo } from 'react';
import { API, type Design } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import { byName } from '@portal/shared-ui';

/** waits while no brand is chosen */
export function useDesignsOfBrand(brandId: string) {
  const read = useApiGet<Design[]>(brandId ? API.designsByBrand(brandId) : null);
  const data = useMemo(() => read.data && byName(read.data), [read.data]);
  return { ...read, data };
}
