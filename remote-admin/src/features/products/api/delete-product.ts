// SPEC 7: POST /api/products/delete/{id}, no body; useDeleteFlow shows the answer (SPEC 4, 8)
import { API, type MessageAnswer } from '@portal/contract';
import { http, useRefetch } from '@portal/shared-auth';
import { PRODUCT_READS } from './shared';

export async function deleteProduct(id: number): Promise<MessageAnswer> {
  return (await http.post<MessageAnswer>(API.productDelete(id))).data;
}

/**
 * After a delete (which useDeleteFlow runs itself), every read of products is fetched again: the
 * grid's page (a row moves up from the next page), the other cached pages and the catalogue.
 */
export function useRefetchProducts(): () => void {
  return useRefetch(PRODUCT_READS);
}
