// Spanish texts of the branches module (SPEC 7 "Users, branches, profiles", SPEC 2.8 screens). The
// success texts of create and edit are SPEC 8's to the letter; the rest are ours.
const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const SUBSIDIARY_MSG = {
  notFound: 'La sucursal no existe',
  // branch names are unique regardless of capitals and accents (contract searchKey)
  duplicate: 'Ya existe una sucursal con ese nombre',
  unknownCity: 'La ciudad seleccionada no existe; recargue la página y seleccione otra',
  unknownProfile: 'El perfil seleccionado no existe; recargue la página y seleccione otro',
  /** a branch with users or invoices is kept; the detail counts what uses it */
  inUse: (uses: { users: number; invoices: number }) => {
    const parts = [
      uses.users > 0 ? `está asignada a ${plural(uses.users, 'usuario', 'usuarios')}` : null,
      uses.invoices > 0 ? `tiene ${plural(uses.invoices, 'factura registrada', 'facturas registradas')}` : null,
    ].filter((p): p is string => p !== null);
    return `No se puede eliminar la sucursal: ${parts.join(' y ')}.`;
  },
  created: 'Sucursal Creada con Éxito',
  updated: (name: string) => `Sucursal ${name} editada con éxito`,
  deleted: (name: string) => `Sucursal ${name} eliminada`,
  // a stale edit: a save over a newer version
  stale: 'La sucursal fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.',
} as const;
