import { useId, useMemo, type FormEvent } from 'react';
import { IMAGE_TYPES, PRODUCT_TEXT } from '@portal/contract';
import { Alert, Button, Card, CardBody, CardFooter, CardHeader, ErrorPanel, FieldHint, FileField, FormColumns, FormProgress, LockedFieldset, ProgressBar, SelectField, TextField, useZodForm } from '@portal/shared-ui';
import { messages, productTexts as t } from '../../../messages';
import { useProductCategories } from '../api/get-product-categories';
import { productSchemaFor, type CheckedProduct, type ProductFormMode, type ProductFormState, type ProductSchema } from '../product-form';

const acceptedImages = IMAGE_TYPES.join(',');

export interface ProductFormProps {
  mode: ProductFormMode;
  initial: ProductFormState;
  /** the stored image (edit), shown until a new one is picked */
  currentImageUrl?: string | null;
  sending: boolean;
  /** 0..100 while the form goes up, else null */
  progress: number | null;
  /** SPEC 8: the red panel's text; everything typed stays */
  error: string | null;
  /** SPEC 2.8: the green panel's text; the form stays locked until the redirect */
  success: string | null;
  /** called with the checked values; nothing is sent while a rule fails (SPEC 5) */
  onSubmit(values: CheckedProduct): void;
}

/** 'Ingresar Producto' / 'Editar Producto' (SPEC 2.8, SPEC 5 "Names" and "Product"). */
export function ProductForm({ mode, initial, currentImageUrl, sending, progress, error, success, onSubmit }: ProductFormProps) {
  const titleId = useId();
  const schema = useMemo(() => productSchemaFor(mode), [mode]);
  const form = useZodForm<ProductSchema, ProductFormState>(schema, initial);
  const categories = useProductCategories();
  const options = useMemo(() => (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })), [categories.data]);
  // SPEC 5: 'Seleccione Una Categoría' on create, 'Seleccione una categoría' on edit
  const selectCategory = mode === 'create' ? PRODUCT_TEXT.selectCategory : PRODUCT_TEXT.selectCategoryEdit;
  const locked = sending || success !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const checked = form.parse();
    if (checked) onSubmit(checked);
  };

  const number = (key: 'points' | 'points_value' | 'estimated_value', label: string) => (
    <TextField label={label} required inputMode="numeric" autoComplete="off" hint={t.digitsHint} {...form.field(key)} />
  );

  return (
    <Card>
      <CardHeader title={mode === 'create' ? t.createTitle : t.editTitle} icon={mode === 'create' ? 'add' : 'edit'} titleId={titleId} />
      <form aria-labelledby={titleId} noValidate onSubmit={submit}>
        <CardBody>
          <LockedFieldset disabled={locked}>
            <FormColumns>
              <TextField label={t.fields.name} required autoComplete="off" {...form.field('name')} />
              <SelectField
                label={t.fields.category}
                required
                options={options}
                placeholder={categories.loading ? t.categoriesLoading : selectCategory}
                {...form.field('product_categories_id')}
                // the options' own read failing is said under the field; the form can not be sent without a pick
                error={form.errors.product_categories_id ?? (categories.error ? t.categoriesFailed : null)}
                touched={Boolean(form.touched.product_categories_id || categories.error)}
              />
              {number('points', t.fields.points)}
              {number('points_value', t.fields.pointsValue)}
              {number('estimated_value', t.fields.estimatedValue)}
              <div>
                <FileField
                  label={t.fields.image}
                  name="image"
                  file={form.values.image}
                  currentUrl={currentImageUrl}
                  onChange={(file) => form.set('image', file)}
                  onBlur={() => form.touch('image')}
                  accept={acceptedImages}
                  error={form.errors.image}
                  touched={Boolean(form.touched.image)}
                  disabled={locked}
                />
                {mode === 'edit' && <FieldHint>{t.imageEditHint}</FieldHint>}
              </div>
            </FormColumns>
          </LockedFieldset>
          <ErrorPanel message={error} calmOffline />
          {success && <Alert variant="success">{success}</Alert>}
        </CardBody>
        <CardFooter>
          {progress !== null && (
            <FormProgress>
              <ProgressBar value={progress} label={t.uploadProgress} />
            </FormProgress>
          )}
          <Button type="submit" disabled={locked} aria-busy={sending}>
            {sending ? messages.actions.saving : messages.actions.save}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
