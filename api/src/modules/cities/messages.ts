// Spanish texts of the cities module (SPEC 2.8 screens, SPEC 8 catalogue). The success texts are
// SPEC 8's to the letter; the rest are ours (docs/decisions.md).
export const CITY_MSG = {
  notFound: 'La ciudad no existe',
  // docs/decisions.md: city names are unique regardless of capitals and accents (as brands)
  duplicate: 'Ya existe una ciudad con ese nombre',
  inUse: 'No se puede eliminar la ciudad: tiene sucursales asociadas.',
  created: 'Ciudad Creada con Éxito',
  updated: (name: string) => `Ciudad ${name} editada con éxito`,
  deleted: 'Ciudad eliminada',
  // issue 6: a save over a newer version (someone edited the city after the form loaded it)
  stale: 'La ciudad fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.',
} as const;
