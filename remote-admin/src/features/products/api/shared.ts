// SPEC 7 "Products": what the product writes share (contract/src/products.ts). The create and the edit
// are multipart (`data` JSON and the file `image`) and answer { message: 'success', detail, product };
// after any write, the delete included, every read of products is fetched again.
import { PRODUCT_FORM, type ProductAnswer } from '@portal/contract';
import { http } from '@portal/shared-auth';

/** every read of products (the admin grid, the catalogue, a product's detail) is fetched again after a write */
export const PRODUCT_READS = ['/api/products'] as const;

export interface Upload {
  /** 0..100 as the body goes up */
  onProgress?(percent: number): void;
}

export async function postMultipart(path: string, data: unknown, image: Blob | null | undefined, { onProgress }: Upload): Promise<ProductAnswer> {
  const body = new FormData();
  body.append(PRODUCT_FORM.data, JSON.stringify(data));
  if (image) body.append(PRODUCT_FORM.image, image, image instanceof File ? image.name : 'imagen');
  const answer = await http.post<ProductAnswer>(path, body, {
    onUploadProgress: (event) => {
      const share = event.progress ?? (event.total ? event.loaded / event.total : undefined);
      if (share !== undefined) onProgress?.(share * 100);
    },
  });
  return answer.data;
}
