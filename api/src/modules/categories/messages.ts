// Spanish texts of the product categories module (SPEC 2.8 screens, SPEC 8 catalogue). The success
// texts of create and edit are SPEC 8's to the letter ('Categoría' with its accent on create,
// 'Categoria' without on edit, as written there); the rest are ours.
const products = (n: number) => (n === 1 ? 'la usa 1 producto' : `la usan ${n} productos`);

export const CATEGORY_MSG = {
  notFound: 'La categoría no existe',
  // category names are unique regardless of capitals and accents (contract searchKey), like brands
  duplicate: 'Ya existe una categoría con ese nombre',
  inUse: (productCount: number) => `No se puede eliminar la categoría: ${products(productCount)}. Elimine o cambie de categoría esos productos primero.`,
  created: 'Categoría Creada con Éxito',
  updated: (name: string) => `Categoria ${name} editada con éxito`,
  deleted: (name: string) => `Categoría ${name} eliminada`,
  // docs/adr/0007-versioned-edits.md: a save over a newer version
  stale: 'La categoría fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.',
} as const;
