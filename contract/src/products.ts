// The product and slide administration calls of SPEC 7 "Products" and "Slides": the `data`
// JSON of their multipart forms, the forms the 'Ingresar Producto', 'Editar Producto' and
// 'Ingresar Slide' screens check before sending (the same rules, SPEC 5 texts to the letter), the
// answers, and the list parameters of GET /api/products/all.
//
// POST /api/products/create, POST /api/products/update/{id} and POST /api/slides/create are
// multipart/form-data:
//   data   JSON of ProductCreateData / ProductUpdateData / SlideCreateData
//   image  the picture (PNG, JPG, WEBP or GIF, at most MAX_IMAGE_BYTES); required on create,
//          optional on the product edit (SPEC 5: "sent only if a new one is picked")
// Product and slide images are public (the catalogue and the home carousel show them).
import { z } from 'zod';
import { POINTS_INPUT_MAX } from './constants';
import type { Product } from './entities';
import { listQuery } from './list';
import { productSchema, slideSchema } from './schemas';
import { nameField, pickedId, versionField } from './validation';
import { groupDigits } from './grouping';
import { DIGITS_ONLY, PRODUCT_TEXT, REQUIRED, SLIDE_ORDER_MAX, SLIDE_TEXT } from './texts';

/** Field names of the multipart forms. */
export const PRODUCT_FORM = { data: 'data', image: 'image' } as const;
export const SLIDE_FORM = PRODUCT_FORM;

/** largest estimated value accepted, in COP (the invoice total's ceiling) */
export const PRODUCT_ESTIMATED_MAX = 999_999_999_999;

/**
 * SPEC 5/9 "numeric fields digits only": a whole number >= `min` written with digits only, as a
 * JSON number or its digits as text (form values). Empty is 'Requerido'; a sign, a decimal point or
 * anything else 'Solo números'.
 */
function digitsNumber(max: number, min: { value: number; message: string } = { value: 0, message: DIGITS_ONLY }) {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const text = v.trim();
      if (text === '') return undefined;
      return /^\d+$/.test(text) ? Number(text) : v;
    },
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : DIGITS_ONLY) })
      .int(DIGITS_ONLY)
      .min(0, { error: DIGITS_ONLY, abort: true })
      .min(min.value, { error: min.message, abort: true })
      .max(max, PRODUCT_TEXT.tooLarge(max)),
  );
}

// --- Products (SPEC 3 Product, SPEC 5 "Names" and "Product", SPEC 7 "Products") ---------------

/** The fields a product form edits, per mode (SPEC 5: name >= 3 both ways; the category's text differs). */
function productFields(mode: 'create' | 'edit') {
  return {
    name: nameField('product', mode),
    // the cost of a redemption (docs/product/points.md): a free product would be a hole
    points: digitsNumber(POINTS_INPUT_MAX, { value: 1, message: PRODUCT_TEXT.pointsMin }),
    /** 'Costo en puntos' */
    points_value: digitsNumber(POINTS_INPUT_MAX),
    /** 'Costo estimado', COP */
    estimated_value: digitsNumber(PRODUCT_ESTIMATED_MAX),
    product_categories_id: pickedId(mode === 'create' ? PRODUCT_TEXT.selectCategory : PRODUCT_TEXT.selectCategoryEdit),
  };
}

/**
 * The `data` JSON of POST /api/products/create (SPEC 7: name, points, state, product_categories_id,
 * points_value, estimated_value). SPEC 4: created with state '1'; `state` may be left out.
 */
export const productCreateData = z.object({
  ...productFields('create'),
  state: z.preprocess((v) => (v === 1 ? '1' : v), z.literal('1', { error: PRODUCT_TEXT.stateOnCreate }).optional()),
});
export type ProductCreateData = z.input<typeof productCreateData>;
export type ProductCreateValues = z.output<typeof productCreateData>;

/**
 * The `data` JSON of POST /api/products/update/{id} (SPEC 7: the same without state) plus the
 * `version` the form loaded (docs/adr/0007-versioned-edits.md: a save over a newer one is a 409).
 */
export const productUpdateData = z.object({ ...productFields('edit'), version: versionField });
export type ProductUpdateData = z.input<typeof productUpdateData>;
export type ProductUpdateValues = z.output<typeof productUpdateData>;

/** A picked file: the browser's File (a Blob); 'Seleccione Una Imagen' when none. */
const imageFile = z.custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob, PRODUCT_TEXT.selectImage);

const productForms = {
  create: z.object({ ...productFields('create'), image: imageFile }),
  // SPEC 5: optional on edit, sent only if a new one is picked
  edit: z.object({ ...productFields('edit'), image: imageFile.nullable().optional() }),
};

/**
 * What the 'Ingresar Producto' / 'Editar Producto' form checks before sending (SPEC 5), the api's
 * own field rules plus the image: required on create, optional on edit.
 */
export function productFormSchema<M extends 'create' | 'edit'>(mode: M): (typeof productForms)[M] {
  return productForms[mode];
}
export type ProductFormValues = z.input<(typeof productForms)['create']>;

/** The form's checked values -> the `data` JSON; `loaded` is the product the edit form loaded. */
export function productPayload(values: z.output<(typeof productForms)['create']>, mode: 'create'): ProductCreateData;
export function productPayload(values: z.output<(typeof productForms)['edit']>, mode: 'edit', loaded: { version: number }): ProductUpdateData;
export function productPayload(
  values: z.output<(typeof productForms)['edit']>,
  mode: 'create' | 'edit',
  loaded?: { version: number },
): ProductCreateData | ProductUpdateData {
  const fields = {
    name: values.name,
    points: values.points,
    points_value: values.points_value,
    estimated_value: values.estimated_value,
    product_categories_id: values.product_categories_id,
  };
  return mode === 'create' ? { ...fields, state: '1' } : { ...fields, version: loaded!.version };
}

/** SPEC 3 Product plus `version`, which the edit sends back (GET /api/products/get/{id}). */
export type VersionedProduct = Product & { version: number };
export const versionedProductSchema = productSchema.extend({ version: z.number() }) satisfies z.ZodType<VersionedProduct>;

/** SPEC 7/8: a product write answers `{ message: 'success', detail, product }`. */
export const productAnswerSchema = z.object({ message: z.literal('success'), detail: z.string(), product: versionedProductSchema });
export type ProductAnswer = z.infer<typeof productAnswerSchema>;

/**
 * GET /api/products/all on the list contract (contract/src/list.ts): the columns it sorts by (the
 * first is the plain answer's order) and `category`, a product_categories_id filter that works with
 * or without paging. `q` looks in the product name (SPEC 5: the screens send it past 3 characters).
 */
export const PRODUCT_SORT = ['id', 'name', 'points', 'category'] as const satisfies readonly [string, ...string[]];
export const productListQuery = listQuery(PRODUCT_SORT).extend({
  category: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number({ error: PRODUCT_TEXT.categoryFilter }).int(PRODUCT_TEXT.categoryFilter).positive(PRODUCT_TEXT.categoryFilter)
      .max(2 ** 31 - 1, PRODUCT_TEXT.categoryFilter).optional(),
  ),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

// --- Slides (SPEC 2.7, SPEC 3 Slide, SPEC 4, SPEC 5 "Slides", SPEC 7 "Slides") -----------------

/** SPEC 3: Up or Down (any capitals accepted); required ('Seleccione Una Posición') */
const slidePosition = z.preprocess(
  (v) => (typeof v === 'string' ? ({ up: 'Up', down: 'Down' } as Record<string, string>)[v.trim().toLowerCase()] ?? v : v),
  z.enum(['Up', 'Down'], { error: SLIDE_TEXT.selectPosition }),
);

/** SPEC 4: 1 if the checkbox was ticked, else 0 (left out counts as not ticked) */
const slideFlag = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '' || v === false || v === 0 || v === '0' || v === 'false') return 0;
    if (v === true || v === 1 || v === '1' || v === 'true') return 1;
    return v;
  },
  z.union([z.literal(0), z.literal(1)], { error: SLIDE_TEXT.flagInvalid }),
);

/** SPEC 5 "Slides": order digits only */
const slideOrder = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : DIGITS_ONLY) })
    .int(DIGITS_ONLY)
    .min(0, { error: DIGITS_ONLY, abort: true })
    .max(SLIDE_ORDER_MAX, SLIDE_TEXT.orderTooLarge),
);

/** The `data` JSON of POST /api/slides/create (SPEC 7: position, order, responsive, show). */
export const slideCreateData = z.object({ position: slidePosition, order: slideOrder, show: slideFlag, responsive: slideFlag });
export type SlideCreateData = z.input<typeof slideCreateData>;
export type SlideCreateValues = z.output<typeof slideCreateData>;

/** What the 'Ingresar Slide' form checks before sending (SPEC 5 "Slides": all must be valid). */
export const slideFormSchema = z.object({
  position: slidePosition,
  order: slideOrder,
  show: z.boolean(),
  responsive: z.boolean(),
  image: z.custom<Blob>((v) => typeof Blob !== 'undefined' && v instanceof Blob, SLIDE_TEXT.selectImage),
});
export type SlideFormValues = z.input<typeof slideFormSchema>;

/** The form's checked values -> the `data` JSON (SPEC 4: each checkbox as 1 or 0). */
export function slidePayload(values: z.output<typeof slideFormSchema>): SlideCreateData {
  return { position: values.position, order: values.order, show: values.show ? 1 : 0, responsive: values.responsive ? 1 : 0 };
}

/** SPEC 7/8: a slide write answers `{ message: 'success', detail, slide }`. */
export const slideAnswerSchema = z.object({ message: z.literal('success'), detail: z.string(), slide: slideSchema });
export type SlideAnswer = z.infer<typeof slideAnswerSchema>;
