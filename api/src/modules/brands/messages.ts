// Spanish texts of the brands module (SPEC 2.8 screens, SPEC 8 catalogue). The success texts are
// SPEC 8's to the letter; the rest are ours.
const designs = (n: number) => (n === 1 ? 'la usa 1 diseño' : `la usan ${n} diseños`);

export const BRAND_MSG = {
  notFound: 'La marca no existe',
  // names compared by stored keys (docs/adr/0013-names-compared-by-stored-keys.md): brand names are unique regardless of capitals and accents (contract searchKey)
  duplicate: 'Ya existe una marca con ese nombre',
  inUse: (designCount: number) => `No se puede eliminar la marca: ${designs(designCount)}. Elimine o cambie de marca esos diseños primero.`,
  created: (name: string) => `Marca ${name} Creado con Éxito`,
  updated: (name: string) => `Marca ${name} Editado con Éxito`,
  deleted: (name: string) => `Marca ${name} eliminada`,
  // a stale edit: a save over a newer version
  stale: 'La marca fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.',
} as const;
