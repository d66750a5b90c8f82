// SPEC 2.4 / 2.9 'Lista de Ventas' for the administrator (remote-admin's):
// every text of the list of every participant's invoices. The columns both 'Lista de Ventas' show
// (# Factura, Fecha, Total (COP), Estado, Fecha de Registro) are shared-ui's (messages.invoices).
export const invoiceTexts = {
  title: 'Lista de Ventas',
  subtitle: 'Facturas de todos los participantes',
  /** no invoice at all; with a filter set the table says noMatches instead */
  empty: 'No hay ventas registradas',
  noMatches: 'Ninguna venta coincide con los filtros',
  loading: 'Cargando ventas...',
  loadFailed: 'No se pudieron cargar las ventas',
  filters: 'Filtrar ventas',
  searchLabel: 'Buscar por número de factura, participante o cédula',
  searchPlaceholder: 'Buscar factura, participante o cédula...',
  stateLabel: 'Estado',
  allStates: 'Todos los estados',
  branchLabel: 'Sucursal',
  allBranches: 'Todas las sucursales',
  branchesLoading: 'Cargando sucursales...',
  branchesFailed: 'No se pudieron cargar las sucursales',
  /** the sale-date period (shared-ui PeriodFilter: 'Desde', 'Hasta') */
  period: 'Fecha de venta',
  clear: 'Limpiar filtros',
  columns: {
    user: 'Participante',
    subsidiary: 'Sucursal',
    points: 'Puntos',
    actions: 'Acciones',
  },
  /** the CSV's extra column: the rejection comment, shown in the table under the state */
  rejectedComment: 'Motivo de Rechazo',
  csvId: 'ID',
  csvFile: 'ventas.csv',
  noUser: 'Sin participante',
  noBranch: 'Sin sucursal',
  details: 'Detalles',
  detailsOf: (number: string, user: string | null | undefined) => (user ? `Detalles de la factura ${number} de ${user}` : `Detalles de la factura ${number}`),
} as const;
