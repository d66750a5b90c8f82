// Spanish texts of the catalogue modules (products, categories, slides, subsidiaries, profiles).
// Kept apart only until they are merged into api/src/messages.ts (the api's one messages module).
export const CATALOGUE_MSG = {
  productNotFound: 'El producto no existe',
  categoryNotFound: 'La categoría no existe',
  subsidiaryNotFound: 'La sucursal no existe',
} as const;
