// Spanish texts of the cities module (SPEC 2.8 screens, SPEC 8 catalogue). The success texts are
// SPEC 8's to the letter; the rest are ours.
export const CITY_MSG = {
  notFound: 'La ciudad no existe',
  // names compared by stored keys (docs/adr/0013-names-compared-by-stored-keys.md): city names are unique regardless of capitals and accents (as brands)
  duplicate: 'Ya existe una ciudad con ese nombre',
  inUse: 'No se puede eliminar la ciudad: tiene sucursales asociadas.',
  created: 'Ciudad Creada con Éxito',
  updated: (name: string) => `Ciudad ${name} editada con éxito`,
  deleted: 'Ciudad eliminada',
  // a save over a newer version (someone edited the city after the form loaded it)
  stale: 'La ciudad fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.',
} as const;
