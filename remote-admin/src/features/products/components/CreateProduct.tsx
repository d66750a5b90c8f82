import { useState } from 'react';
import { productPayload } from '@portal/contract';
import { useRedirectAfterSuccess } from '@portal/shared-ui';
import { successMessages } from '../../../messages';
import { productPaths } from '../../../paths';
import { useCreateProduct } from '../api/create-product';
import { emptyProduct, type CheckedProduct } from '../product-form';
import { ProductForm } from './ProductForm';

/**
 * /admin/create-product 'Ingresar Producto' (SPEC 2.8, SPEC 7 POST /api/products/create): the
 * multipart form with the image required and state '1' (SPEC 4); 'Producto creado exitosamente'
 * and the list after 3 s.
 */
export function CreateProduct() {
  const { submit, sending, error, answer } = useCreateProduct();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const [progress, setProgress] = useState<number | null>(null);
  const [initial] = useState(emptyProduct);

  const save = async (values: CheckedProduct) => {
    // the create schema made the image required: it is there
    const image = values.image as Blob;
    setProgress(0);
    const created = await submit({ data: productPayload({ ...values, image }, 'create'), image, onProgress: setProgress });
    setProgress(null);
    if (created) redirectAfterSuccess(productPaths.list);
  };

  return (
    <ProductForm
      mode="create"
      initial={initial}
      sending={sending}
      progress={progress}
      error={error}
      success={answer ? successMessages.productCreated : null}
      onSubmit={(values) => void save(values)}
    />
  );
}
