// The reports' filter error texts, apart from their zod rules (reports.ts): a list's period filter
// (shared-ui PeriodFilter, on 'Facturas por revisar' among others) shows them without downloading
// and running zod and the contract's schemas before the screen's first paint. Plain values.

export const REPORT_TEXT = {
  dateFilter: 'Fecha no válida: use el formato AAAA-MM-DD',
  periodInverted: 'La fecha inicial no puede ser posterior a la fecha final',
  subsidiaryFilter: 'Sucursal no válida',
  cityFilter: 'Ciudad no válida',
  brandFilter: 'Marca no válida',
  actorFilter: 'Usuario no válido',
  entityFilter: 'Tipo de registro no válido',
  actionFilter: 'Acción no válida',
  stateFilter: 'Estado no válido: use Creada, Aprobada o Rechazada',
} as const;
