// The reports module's own Spanish texts: the CSV files' names and column titles.
export const REPORT_CSV = {
  pointsFile: 'reporte-puntos.csv',
  pointsHeaders: ['Id', 'Nombre', 'Documento', 'Sucursal', 'Puntos', 'Gastados', 'Vencidos', 'Aprobadas', 'Rechazadas', 'En espera', 'Confirmadas', 'Facturas'],
  invoicesFile: 'reporte-facturas.csv',
  invoicesHeaders: [
    'Fecha', 'Fecha de Registro', '# Factura', 'Participante', 'Documento', 'Sucursal', 'Ciudad', 'Marca', 'Diseño', 'Llanta', 'Código',
    'Cantidad', 'Puntos', 'Estado',
  ],
} as const;
