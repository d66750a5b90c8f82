// The contract's product and slide forms (contract/src/products.ts), which the 'Ingresar Producto',
// 'Editar Producto' and 'Ingresar Slide' screens check before sending: SPEC 5 texts to the letter,
// and the payloads they build pass the api's own `data` schemas. No database involved.
import {
  productCreateData, productFormSchema, productPayload, productUpdateData, slideCreateData, slideFormSchema, slidePayload,
} from './index';

const picture = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('productFormSchema', () => {
  const typed = { name: 'Termo', points: '1200', points_value: '1200', estimated_value: '45000', product_categories_id: '3' };

  it('create: every field and the picture required, SPEC 5 texts', () => {
    expect(messagesOf(productFormSchema('create').safeParse({ name: 'ab', points: '12a', points_value: '', estimated_value: '4.5', product_categories_id: '', image: null }))).toEqual({
      name: 'Mínimo 3 caracteres',
      points: 'Solo números',
      points_value: 'Requerido',
      estimated_value: 'Solo números',
      product_categories_id: 'Seleccione Una Categoría',
      image: 'Seleccione Una Imagen',
    });
  });

  it('edit: the picture optional, the category text of the edit screen', () => {
    expect(productFormSchema('edit').safeParse({ ...typed, image: null }).success).toBe(true);
    expect(messagesOf(productFormSchema('edit').safeParse({ ...typed, product_categories_id: '' }))).toEqual({ product_categories_id: 'Seleccione una categoría' });
  });

  it('builds the data the api takes: state 1 on create, the loaded version on edit', () => {
    const created = productPayload(productFormSchema('create').parse({ ...typed, image: picture }), 'create');
    expect(created).toEqual({ name: 'Termo', points: 1200, points_value: 1200, estimated_value: 45000, product_categories_id: 3, state: '1' });
    expect(productCreateData.safeParse(created).success).toBe(true);
    const edited = productPayload(productFormSchema('edit').parse(typed), 'edit', { version: 4 });
    expect(edited).toMatchObject({ version: 4 });
    expect(edited).not.toHaveProperty('state');
    expect(productUpdateData.safeParse(edited).success).toBe(true);
  });
});

describe('slideFormSchema', () => {
  it('SPEC 5 "Slides": order digits only, position and picture required', () => {
    expect(messagesOf(slideFormSchema.safeParse({ position: '', order: '1a', show: true, responsive: false, image: undefined }))).toEqual({
      position: 'Seleccione Una Posición',
      order: 'Solo números',
      image: 'Seleccione Una Imagen',
    });
  });

  it('builds the data the api takes, each checkbox as 1 or 0 (SPEC 4)', () => {
    const data = slidePayload(slideFormSchema.parse({ position: 'Down', order: '2', show: true, responsive: false, image: picture }));
    expect(data).toEqual({ position: 'Down', order: 2, show: 1, responsive: 0 });
    expect(slideCreateData.parse(data)).toEqual(data);
  });
});
