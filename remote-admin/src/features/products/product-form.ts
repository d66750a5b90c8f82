// The 'Ingresar Producto' / 'Editar Producto' form (SPEC 2.8, SPEC 5 "Product"): what it holds and
// the contract's rules it is checked with (productFormSchema, the same fields the api checks).
import type { z } from 'zod';
import { productFormSchema, type VersionedProduct } from '@portal/contract';

export type ProductFormMode = 'create' | 'edit';

/** What the fields hold: text as typed, the category id as the select gives it ('' until chosen). */
export interface ProductFormState {
  name: string;
  points: string;
  points_value: string;
  estimated_value: string;
  product_categories_id: string;
  /** a newly picked file; on edit null keeps the stored image */
  image: File | null;
}

/** The edit schema's type covers both modes: the create one only narrows `image` to required. */
export type ProductSchema = ReturnType<typeof productFormSchema<'edit'>>;
export type CheckedProduct = z.output<ProductSchema>;

/** SPEC 5: on create the image is required ('Seleccione Una Imagen'); on edit it is optional. */
export const productSchemaFor = (mode: ProductFormMode): ProductSchema =>
  (mode === 'create' ? productFormSchema('create') : productFormSchema('edit')) as unknown as ProductSchema;

export const emptyProduct = (): ProductFormState => ({
  name: '',
  points: '',
  points_value: '',
  estimated_value: '',
  product_categories_id: '',
  image: null,
});

/** The stored product as the edit form starts (the image stays the stored one until another is picked). */
export const productState = (p: VersionedProduct): ProductFormState => ({
  name: p.name,
  points: String(p.points),
  points_value: String(p.points_value),
  estimated_value: String(p.estimated_value),
  // a product whose category no longer exists must be given one (SPEC 5: 'Seleccione una categoría')
  product_categories_id: p.product_category ? String(p.product_categories_id) : '',
  image: null,
});
