// SPEC 7: POST /api/product/applyfor body { product_id } -> { message, detail, currentPoints, id }
// (SPEC 8 'Producto X Redimido con Éxito'); a refusal (balance short, product gone) is a 4xx whose
// Spanish detail goes to the red panel.
import { API, type RedemptionCreateAnswer } from '@portal/contract';
import { http, useSubmit } from '@portal/shared-auth';

export async function redeemProduct(productId: number): Promise<RedemptionCreateAnswer> {
  return (await http.post<RedemptionCreateAnswer>(API.applyFor, { product_id: productId })).data;
}

// after a request: the redeem lists show it, and every user read ('/api/users/getuser/{id}',
// '/api/users/all') its new balance
export const useRedeemProduct = () => useSubmit(redeemProduct, { refetch: [API.applyFor, '/api/users'] });
