// Spanish texts of the products module (SPEC 7 "Products" reads).
export const PRODUCT_MSG = {
  productNotFound: 'El producto no existe',
  categoryNotFound: 'La categoría no existe',
} as const;
