// SPEC 7 "Products": the product administration calls, one fetcher and hook each (contract/src/products.ts).
// Writes are multipart (`data` JSON and the file `image`) and answer
// { message: 'success', detail, product }; the edit sends back the `version` it loaded (a stale one
// is a 409 with a Spanish detail, docs/adr/0007-versioned-edits.md).
import {
  API, GRID_PAGE_SIZE, PRODUCT_FORM, SEARCH_THRESHOLD, type PRODUCT_SORT,
  type MessageAnswer, type Product, type ProductAnswer, type ProductCategory, type ProductCreateData, type ProductUpdateData, type VersionedProduct,
} from '@portal/contract';
import { http, useApiGet, useRefetch, useServerList, useSubmit } from '@portal/shared-auth';

/** every read of products (the admin grid, the catalogue, a product's detail) is fetched again after a write */
export const PRODUCT_READS = ['/api/products'] as const;

/** the grid's first order: by name, as a person looks for a product */
export const PRODUCT_DEFAULT_SORT = { key: 'name', direction: 'asc' } as const satisfies { key: (typeof PRODUCT_SORT)[number]; direction: 'asc' };

/**
 * GET /api/products/all on the list contract (SPEC 2.8 "Lista de Productos"): 16 per page, `q` only
 * past 3 characters (SPEC 5), `category` the chosen category ('' = every category).
 */
export function useProductPages(category: string) {
  return useServerList<Product>(API.productsAll, {
    pageSize: GRID_PAGE_SIZE,
    // always a sort: with any list parameter the api answers `{ rows, total }`, also for the CSV's every-row read
    defaultSort: PRODUCT_DEFAULT_SORT,
    filters: { category: category || undefined },
    minSearch: SEARCH_THRESHOLD,
  });
}

/** GET /api/products/categories/all (id, name): the grid's filter and the form's dropdown */
export const useProductCategories = () => useApiGet<ProductCategory[]>(API.categoriesAll);

/** GET /api/products/get/{id}: the product plus the `version` its edit sends back */
export const useProduct = (id: string | undefined) => useApiGet<VersionedProduct>(id ? API.productGet(id) : null);

interface Upload {
  /** 0..100 as the body goes up */
  onProgress?(percent: number): void;
}

async function postMultipart(path: string, data: unknown, image: Blob | null | undefined, { onProgress }: Upload): Promise<ProductAnswer> {
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

export interface CreateProductInput extends Upload {
  data: ProductCreateData;
  image: Blob;
}

/** POST /api/products/create multipart: `data` (name, points, state '1', product_categories_id, points_value, estimated_value) and `image` */
export const createProduct = ({ data, image, ...upload }: CreateProductInput) => postMultipart(API.productCreate, data, image, upload);
export const useCreateProduct = () => useSubmit(createProduct, { refetch: PRODUCT_READS });

export interface UpdateProductInput extends Upload {
  id: number;
  data: ProductUpdateData;
  /** SPEC 5: sent only when a new one was picked */
  image?: Blob | null;
}

/** POST /api/products/update/{id} multipart: `data` (the same without state, plus `version`) and `image` only when a new one was picked */
export const updateProduct = ({ id, data, image, ...upload }: UpdateProductInput) => postMultipart(API.productUpdate(id), data, image, upload);
export const useUpdateProduct = () => useSubmit(updateProduct, { refetch: PRODUCT_READS });

/** POST /api/products/delete/{id}, no body; useDeleteFlow shows the answer (SPEC 4, 8) */
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
