// SPEC 7: POST /api/products/create multipart: `data` (name, points, state '1', product_categories_id,
// points_value, estimated_value) and `image` -> { message: 'success', detail, product }
import { API, type ProductCreateData } from '@portal/contract';
import { useSubmit } from '@portal/shared-auth';
import { postMultipart, PRODUCT_READS, type Upload } from './shared';

export interface CreateProductInput extends Upload {
  data: ProductCreateData;
  image: Blob;
}

export const createProduct = ({ data, image, ...upload }: CreateProductInput) => postMultipart(API.productCreate, data, image, upload);
export const useCreateProduct = () => useSubmit(createProduct, { refetch: PRODUCT_READS });
