import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { productPayload } from '@portal/contract';
import { assetUrl } from '@portal/shared-auth';
import { ErrorPanel, Loading, useRedirectAfterSuccess } from '@portal/shared-ui';
import { productTexts as t, successMessages } from '../../../messages';
import { productPaths } from '../../../paths';
import { useProduct } from '../api/get-product';
import { useUpdateProduct } from '../api/update-product';
import { productState, type CheckedProduct } from '../product-form';
import { ProductForm } from './ProductForm';

/**
 * /admin/edit-product/{id} 'Editar Producto' (SPEC 2.8, SPEC 7 POST /api/products/update/{id}):
 * the stored product and its image; a new image is sent only when one was picked (SPEC 5). The
 * save carries the `version` loaded here: a change someone saved meanwhile is not overwritten, the
 * api answers 409 and its detail shows in the red panel.
 */
export function EditProduct() {
  const { id } = useParams();
  const { data: product, loading, error, reload } = useProduct(id);
  const { submit, sending, error: saveError, answer } = useUpdateProduct();
  const redirectAfterSuccess = useRedirectAfterSuccess();
  const [progress, setProgress] = useState<number | null>(null);
  const [typedName, setTypedName] = useState('');

  if (error) return <ErrorPanel title={t.loadFailed} message={error} onRetry={reload} />;
  if (loading || !product) return <Loading label={t.loadingOne} />;

  const save = async (values: CheckedProduct) => {
    setTypedName(values.name);
    setProgress(0);
    const saved = await submit({ id: product.id, data: productPayload(values, 'edit', product), image: values.image ?? null, onProgress: setProgress });
    setProgress(null);
    if (saved) redirectAfterSuccess(productPaths.list);
  };

  return (
    <ProductForm
      // another product (or a reload) starts a fresh form with its stored values
      key={product.id}
      mode="edit"
      initial={productState(product)}
      currentImageUrl={assetUrl(product.image)}
      sending={sending}
      progress={progress}
      error={saveError}
      // SPEC 8: 'Producto {name} editado con éxito', with the name as saved
      success={answer ? successMessages.productEdited(answer.product?.name ?? typedName) : null}
      onSubmit={(values) => void save(values)}
    />
  );
}
