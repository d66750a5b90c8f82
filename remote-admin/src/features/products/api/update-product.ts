// SPEC 7: POST /api/products/update/{id} multipart: `data` (the create's without state, plus the
// `version` it loaded; a stale one is a 409 with a Spanish detail, docs/adr/0007-versioned-edits.md)
// and `image` only when a new one was picked -> { message: 'success', detail, product }
import { API, type ProductUpdateData } from '@portal/contract';
import { useSubmit } from '@portal/shared-auth';
import { postMultipart, PRODUCT_READS, type Upload } from './shared';

export interface UpdateProductInput extends Upload {
  id: number;
  data: ProductUpdateData;
  /** SPEC 5: sent only when a new one was picked */
  image?: Blob | null;
}

export const updateProduct = ({ id, data, image, ...upload }: UpdateProductInput) => postMultipart(API.productUpdate(id), data, image, upload);
export const useUpdateProduct = () => useSubmit(updateProduct, { refetch: PRODUCT_READS });
