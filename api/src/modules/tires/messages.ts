// Spanish texts of the tires module (SPEC 7 "Tires", SPEC 8). 'Llanta Creada con Éxito' is SPEC 8's
// to the letter; the rest are ours (docs/adr/0006-api-conventions-spec-leaves-open.md: an unknown id in the path is a 404,
// one inside a body a 400 naming the field or line).
const invoices = (n: number) => (n === 1 ? '1 factura' : `${n} facturas`);

export const TIRE_MSG = {
  notFound: 'La llanta no existe',
  /** GET /api/tire/byDesign/{id} with an unknown design (the path's id) */
  designNotFound: 'El diseño no existe',
  /** a body's design_id that does not exist */
  designMissing: 'El diseño seleccionado no existe',
  /** a body's tire_points[n].profiles_id that does not exist (n counted from 1, as the form shows the blocks) */
  profileMissing: (line: number) => `Puntos por perfil #${line}: el perfil no existe`,
  duplicateCode: (code: string) => `Ya existe una llanta con el código ${code}`,
  created: 'Llanta Creada con Éxito',
  updated: (name: string) => `Llanta ${name} editada con éxito`,
  deleted: (name: string) => `Llanta ${name} eliminada`,
  // nothing in use is lost; past invoices keep their lines and points
  inUse: (name: string, invoiceCount: number) =>
    `No se puede eliminar la llanta ${name}: está registrada en ${invoices(invoiceCount)}. Las facturas conservan sus llantas y sus puntos; edite la llanta en lugar de eliminarla.`,
  // docs/adr/0007-versioned-edits.md: a save over a newer version
  stale: 'La llanta fue modificada por otra persona mientras usted la editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.',
} as const;
