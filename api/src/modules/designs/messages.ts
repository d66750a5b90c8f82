// Spanish texts of the designs module (SPEC 2.8 screens, SPEC 8 catalogue). 'Diseño Creada con
// Éxito' is SPEC 8's to the letter; SPEC 8 has no design-edit text, so the edit says
// 'Diseño {name} editado con éxito'; the rest are ours.
const tires = (n: number) => (n === 1 ? 'lo usa 1 llanta' : `lo usan ${n} llantas`);

export const DESIGN_MSG = {
  notFound: 'El diseño no existe',
  /** GET /api/design/byBrand/{brand} of a brand that does not exist (docs/adr/0006-api-conventions-spec-leaves-open.md) */
  brandNotFound: 'La marca no existe',
  /** a body's brand_id that names no brand: a 400 naming the field (docs/adr/0006-api-conventions-spec-leaves-open.md) */
  brandMissing: 'Campo marca: la marca seleccionada no existe',
  // design names are unique within their brand, regardless of capitals and accents (contract searchKey)
  duplicate: 'Ya existe un diseño con ese nombre en esa marca',
  inUse: (tireCount: number) => `No se puede eliminar el diseño: ${tires(tireCount)}. Elimine o cambie de diseño esas llantas primero.`,
  created: 'Diseño Creada con Éxito',
  updated: (name: string) => `Diseño ${name} editado con éxito`,
  deleted: (name: string) => `Diseño ${name} eliminado`,
  // docs/adr/0007-versioned-edits.md: a save over a newer version
  stale: 'El diseño fue modificado por otra persona mientras usted lo editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.',
} as const;
