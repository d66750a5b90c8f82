// Every Spanish text the admin remote shows, side by side with SPEC.md, in one module: `messages`
// (the shared actions and the catalogue screens; a new screen's texts go in it), one section per
// feature with screens of its own (invoiceTexts, productTexts, reportTexts, slideTexts, tireTexts,
// userTexts), and SPEC 8's success texts and delete titles of the admin screens at the end.
import { LEDGER_KIND_LABEL } from '@portal/contract';
import { formatNumber, formatSigned } from '@portal/shared-ui';

// ===== the shared actions and the catalogue screens (cities, brands, designs, categories, branches, profiles) =====

export const messages = {
  actions: {
    save: 'Guardar',
    saving: 'Guardando...',
    edit: 'Editar',
    delete: 'Borrar',
    /** accessible names of a row's buttons, so each row's button says whose it is */
    editNamed: (name: string) => `Editar ${name}`,
    deleteNamed: (name: string) => `Borrar ${name}`,
  },
  cities: {
    // SPEC 2.8 "Cities"
    listTitle: 'Lista de Ciudades',
    createTitle: 'Crear Ciudad',
    editTitle: 'Editar Ciudad',
    createButton: 'Crear Ciudad',
    /** SPEC 2.8 "Empty-table texts" */
    empty: 'No hay ciudades registradas',
    columns: { id: 'ID', name: 'Nombre', actions: 'Acciones' },
    nameLabel: 'Nombre de la ciudad',
    loading: 'Cargando ciudad...',
    loadFailed: 'No se pudo cargar la ciudad',
    listFailed: 'No se pudieron cargar las ciudades',
  },
  brands: {
    // SPEC 2.8 "Brands"
    listTitle: 'Lista de Marcas',
    createTitle: 'Crear Marca',
    editTitle: 'Editar Marca',
    createButton: 'Crear Marca',
    /** SPEC 2.8 "Empty-table texts" */
    empty: 'No hay marcas',
    columns: { id: 'ID', name: 'Nombre', actions: 'Acciones' },
    nameLabel: 'Nombre de la marca',
    loading: 'Cargando marca...',
    loadFailed: 'No se pudo cargar la marca',
    listFailed: 'No se pudieron cargar las marcas',
    /** SPEC 8: brand delete network failure */
    deleteFailed: 'Ocurrió un error eliminando la marca. Inténtelo de nuevo.',
  },
  designs: {
    // SPEC 2.8 "Designs": the list shows id, design, brand
    listTitle: 'Lista de Diseños',
    createTitle: 'Crear Diseño',
    editTitle: 'Editar Diseño',
    createButton: 'Crear Diseño',
    /** SPEC 2.8 "Empty-table texts" */
    empty: 'No hay diseños registrados',
    columns: { id: 'ID', name: 'Diseño', brand: 'Marca', actions: 'Acciones' },
    nameLabel: 'Nombre del diseño',
    brandLabel: 'Marca',
    /** SPEC 5 "Design": brand required */
    selectBrand: 'Seleccione Una Marca',
    loading: 'Cargando diseño...',
    loadFailed: 'No se pudo cargar el diseño',
    listFailed: 'No se pudieron cargar los diseños',
    brandsFailed: 'No se pudieron cargar las marcas',
    /** SPEC 8 has no design-edit text: the api's own answer (api/src/messages.ts DESIGN_MSG) */
    edited: (name: string) => `Diseño ${name} editado con éxito`,
    /** the edit screen also lists the tires of the design */
    tires: {
      title: 'Llantas de este diseño',
      columns: { name: 'Medida', code: 'Código', points: 'Puntos por perfil' },
      empty: 'Este diseño no tiene llantas',
      failed: 'No se pudieron cargar las llantas del diseño',
      /** one profile's points: general + UHP = total (SPEC 2.8 "Tires") */
      points: (profile: string, general: number, uhp: number, total: number) => `${profile}: ${general} + ${uhp} UHP = ${total}`,
    },
  },
  categories: {
    // SPEC 2.8 "Categories"
    listTitle: 'Lista de Categorias',
    createTitle: 'Crear Categoría',
    editTitle: 'Editar Categoría',
    createButton: 'Crear Categoría',
    /** SPEC 2.8 "Empty-table texts" gives the categories list 'No hay usuarios', to the letter */
    empty: 'No hay usuarios',
    columns: { id: 'ID', name: 'Nombre', actions: 'Acciones' },
    nameLabel: 'Nombre de la categoría',
    loading: 'Cargando categoría...',
    loadFailed: 'No se pudo cargar la categoría',
    listFailed: 'No se pudieron cargar las categorías',
  },
  subsidiaries: {
    // SPEC 2.8 "Subsidiaries": the list shows id, name, city, profile
    listTitle: 'Lista de Sucursales',
    createTitle: 'Crear Sucursal',
    editTitle: 'Editar Sucursal',
    createButton: 'Crear Sucursal',
    /** SPEC 2.8 "Empty-table texts" */
    empty: 'No hay sucursales registradas',
    columns: { id: 'ID', name: 'Nombre', city: 'Ciudad', profile: 'Perfil', actions: 'Acciones' },
    nameLabel: 'Nombre de la sucursal',
    cityLabel: 'Ciudad',
    profileLabel: 'Perfil',
    loading: 'Cargando sucursal...',
    loadFailed: 'No se pudo cargar la sucursal',
    listFailed: 'No se pudieron cargar las sucursales',
    citiesFailed: 'No se pudieron cargar las ciudades',
    profilesFailed: 'No se pudieron cargar los perfiles',
  },
  profiles: {
    // SPEC 2.8 "Profiles": the list shows id, name
    listTitle: 'Lista de Perfiles',
    createTitle: 'Crear Perfil',
    editTitle: 'Editar Perfil',
    createButton: 'Crear Perfil',
    /** SPEC 2.8 "Empty-table texts" */
    empty: 'No hay perfiles',
    columns: { id: 'ID', name: 'Nombre', actions: 'Acciones' },
    nameLabel: 'Nombre del perfil',
    loading: 'Cargando perfil...',
    loadFailed: 'No se pudo cargar el perfil',
    listFailed: 'No se pudieron cargar los perfiles',
  },
} as const;

// ===== invoices: SPEC 2.4 / 2.9 'Lista de Ventas' for the administrator =====

// Every text of the list of every participant's invoices. The columns both 'Lista de Ventas' show
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

// ===== products (SPEC 2.8 "Products", SPEC 3, SPEC 5) =====

// SPEC's texts to the letter, ours clear and specific. SPEC 8's success texts and delete titles are
// successMessages and deleteTexts below.
export const productTexts = {
  listTitle: 'Lista de Productos',
  createTitle: 'Ingresar Producto',
  editTitle: 'Editar Producto',
  createButton: 'Ingresar Producto',
  gridLabel: 'Productos',
  searchLabel: 'Buscar producto por nombre',
  searchPlaceholder: 'Buscar producto...',
  /** SPEC 5 / 9: the search applies once more than 3 characters are typed */
  searchHint: 'La búsqueda se aplica con más de 3 caracteres.',
  categoryFilterLabel: 'Categoría',
  categoryFilterPlaceholder: 'Filtrar por categoría',
  allCategories: 'Todas las categorías',
  empty: 'No hay productos registrados',
  noMatches: 'Ningún producto coincide con la búsqueda',
  loading: 'Cargando productos...',
  listFailed: 'No se pudieron cargar los productos',
  categoriesLoading: 'Cargando categorías...',
  categoriesFailed: 'No se pudieron cargar las categorías',
  noImage: 'Producto sin imagen',
  noCategory: 'Sin categoría',
  points: (n: number) => `${formatNumber(n)} puntos`,
  /** SPEC 2.8: 'Exportar a CSV' (shared-ui's text) -> productos.csv */
  exportFailed: 'No se pudo exportar la lista de productos',
  csvFile: 'productos.csv',
  /** SPEC 3 "CSV export columns for products", to the letter */
  csvHeaders: ['ID', 'Nombre', 'Puntos', 'Valor por puntos', 'Categoria', 'Valor estimado', 'Stado'],
  /** SPEC 3: the CSV shows ACTIVO or DESACTIVADO */
  active: 'ACTIVO',
  inactive: 'DESACTIVADO',
  /** the form (SPEC 3: points_value displayed as 'Costo en puntos'; estimated_value in COP) */
  fields: {
    name: 'Nombre del producto',
    points: 'Puntos',
    pointsValue: 'Costo en puntos',
    estimatedValue: 'Costo estimado (COP)',
    category: 'Categoría',
    image: 'Imagen del producto',
  },
  digitsHint: 'Escriba solo dígitos, sin puntos ni comas.',
  imageEditHint: 'Deje la imagen actual o seleccione una nueva para reemplazarla.',
  uploadProgress: 'Progreso de carga del producto',
  loadingOne: 'Cargando producto...',
  loadFailed: 'No se pudo cargar el producto',
} as const;

// ===== reports: /admin/points, /admin/invoices, their charts, and the audit log (/admin/audit-log) =====

// SPEC 3 "Report user row" names the points report's fields; the Spanish titles are ours. The error
// texts of a refused filter are the api's (contract REPORT_TEXT).
export const reportTexts = {
  /** both reports and the audit log */
  common: {
    all: { branches: 'Todas las sucursales', cities: 'Todas las ciudades', brands: 'Todas las marcas', states: 'Todos los estados' },
    branch: 'Sucursal',
    city: 'Ciudad',
    brand: 'Marca',
    state: 'Estado',
    clear: 'Limpiar filtros',
    optionsLoading: 'Cargando...',
    branchesFailed: 'No se pudieron cargar las sucursales',
    citiesFailed: 'No se pudieron cargar las ciudades',
    brandsFailed: 'No se pudieron cargar las marcas',
    /** the server's CSV: the button keeps its SPEC text 'Exportar a CSV'; these say how it goes */
    exporting: (file: string) => `Preparando ${file}...`,
    exportFailed: 'No se pudo descargar el archivo CSV',
    none: '—',
  },

  points: {
    title: 'Reporte de Puntos',
    subtitle: 'Puntos, redenciones y facturas de cada participante',
    tableLabel: 'Puntos por participante',
    empty: 'No hay participantes registrados',
    loading: 'Cargando reporte...',
    loadFailed: 'No se pudo cargar el reporte de puntos',
    period: 'Periodo de los movimientos',
    /** with a period, the movement figures are those of the period; the balance is always today's */
    periodHint: 'Con un periodo, Gastados, Vencidos, las solicitudes y las facturas cuentan solo ese periodo; Puntos es el saldo de hoy.',
    csvFile: 'reporte-puntos.csv',
    /** SPEC 3 "Report user row", in Spanish */
    columns: {
      id: 'Id',
      name: 'Nombre',
      document: 'Documento',
      subsidiary: 'Sucursal',
      points: 'Puntos',
      gastados: 'Gastados',
      vencidos: 'Vencidos',
      approved: 'Aprobadas',
      rejected: 'Rechazadas',
      pending: 'En espera',
      invoices: 'Facturas',
    },
    noBranch: 'Sin sucursal',
  },

  invoices: {
    title: 'Reporte de Facturas',
    subtitle: 'Cada línea de factura con su participante, sucursal, llanta y puntos',
    tableLabel: 'Líneas de factura',
    empty: 'No hay facturas registradas',
    loading: 'Cargando reporte...',
    loadFailed: 'No se pudo cargar el reporte de facturas',
    period: 'Fecha de venta',
    csvFile: 'reporte-facturas.csv',
    columns: {
      date: 'Fecha',
      number: '# Factura',
      user: 'Participante',
      subsidiary: 'Sucursal',
      city: 'Ciudad',
      brand: 'Marca',
      design: 'Diseño',
      tire: 'Llanta',
      amount: 'Cantidad',
      points: 'Puntos',
      state: 'Estado',
      created: 'Fecha de Registro',
    },
  },

  charts: {
    title: 'Gráficas',
    /** the charts follow the filters of the table above (not its search box) */
    pointsNote: 'Según los filtros de la tabla: sucursal, ciudad y periodo.',
    invoicesNote: 'Según los filtros de la tabla: estado, sucursal, marca y fecha de venta (no la búsqueda).',
    loading: 'Cargando gráficas...',
    drawing: 'Dibujando gráfica...',
    failed: 'No se pudieron cargar las gráficas',
    chartFailed: 'No se pudo dibujar la gráfica; las cifras están en la tabla.',
    empty: 'No hay datos para este filtro',
    numbersOf: (title: string) => `Cifras de «${title}»`,
    month: 'Mes',
    points: 'Puntos',
    requests: 'Solicitudes',
    invoices: 'Facturas',
    state: 'Estado',
    product: 'Producto',
    branch: 'Sucursal',
    tire: 'Llanta',
    pointsByMonth: 'Movimientos de puntos por mes',
    redemptionsByState: 'Redenciones por estado',
    topProducts: 'Productos más redimidos',
    invoicesByState: 'Facturas por estado',
    invoicePointsByMonth: 'Puntos ganados por mes (fecha de venta)',
    topBranches: 'Sucursales con más puntos',
    topTires: 'Llantas con más puntos',
    /** the ledger's kinds as the user's 'Historial de puntos' names them */
    earned: LEDGER_KIND_LABEL.earn,
    spent: LEDGER_KIND_LABEL.spend,
    refunded: LEDGER_KIND_LABEL.refund,
    reversed: LEDGER_KIND_LABEL.reversal,
    expired: LEDGER_KIND_LABEL.expiry,
  },

  audit: {
    title: 'Registro de Auditoría',
    subtitle: 'Quién hizo qué, sobre qué registro y cuándo',
    tableLabel: 'Registro de Auditoría',
    empty: 'No hay registros de auditoría',
    loading: 'Cargando registro...',
    loadFailed: 'No se pudo cargar el registro de auditoría',
    entity: 'Tipo de registro',
    allEntities: 'Todos los registros',
    action: 'Acción',
    allActions: 'Todas las acciones',
    actor: 'Id del usuario',
    actorHint: 'El número de Id de quien hizo el cambio (Lista de Usuarios).',
    actorInvalid: 'Escriba un número de Id (solo dígitos)',
    period: 'Fecha',
    system: 'Sistema',
    columns: { date: 'Fecha', actor: 'Usuario', address: 'Dirección IP', action: 'Acción', record: 'Registro', detail: 'Detalle' },
    /** 'Usuarios #12' */
    record: (entity: string, id: number | null) => (id === null ? entity : `${entity} #${id}`),
    /** the summary of a long detail; the whole text opens under it */
    more: 'ver todo',
    yes: 'sí',
    no: 'no',
    emptyValue: 'vacío',
  },
} as const;

// ===== slides (SPEC 2.7, SPEC 3 Slide, SPEC 5 "Slides") =====

// SPEC's texts to the letter, ours clear and specific. SPEC 8's success text and delete title are
// successMessages and deleteTexts below, the position names and field messages the contract's (SLIDE_TEXT).
export const slideTexts = {
  listTitle: 'Lista de Slides',
  createTitle: 'Ingresar Slide',
  createButton: 'Ingresar Slide',
  /** SPEC 2.7 columns: #, image, path, position, index/order, show yes/no, responsive yes/no, options */
  columns: {
    id: '#',
    image: 'Imagen',
    path: 'Ruta',
    position: 'Posición',
    order: 'Orden',
    show: 'Mostrar',
    responsive: 'Responsive',
    actions: 'Opciones',
  },
  yes: 'Sí',
  no: 'No',
  /** SPEC 2.7: the slides list shows 'Loading...' until slides exist */
  loading: 'Loading...',
  empty: 'No hay slides registrados',
  listFailed: 'No se pudieron cargar los slides',
  imageAlt: (id: number) => `Slide ${id}`,
  deleteNamed: (id: number) => `Borrar slide ${id}`,
  fields: {
    position: 'Posición',
    order: 'Orden',
    image: 'Imagen del slide',
    show: 'Mostrar en el inicio',
    responsive: 'Responsive (versión para celular)',
  },
  orderHint: 'Solo números: los slides de un carrusel se muestran de menor a mayor orden.',
  flagsHint:
    'Un slide responsive se muestra en el carrusel de pantallas pequeñas; sin marcar, en el de escritorio. Sin "Mostrar en el inicio" queda guardado pero no aparece.',
  uploadProgress: 'Progreso de carga del slide',
} as const;

// ===== tires (SPEC 2.8 "Tires") =====

// SPEC's own texts ('Llanta Creada con Éxito', the delete titles) are successMessages and
// deleteTexts below; the titles are the route titles of screens.ts; the form rules' messages are
// the contract's (tireFormSchema).
export const tireTexts = {
  listTitle: 'Lista de Llantas',
  createTitle: 'Crear Llanta',
  editTitle: 'Editar Llanta',
  createButton: 'Crear Llanta',
  empty: 'No hay llantas registradas',
  columns: { id: 'ID', name: 'Medida', code: 'Código', description: 'Descripción', design: 'Diseño', brand: 'Marca', actions: 'Acciones' },
  /** the CSV's points columns, one set per profile ('Vendedor - Puntos General') */
  csvPoints: {
    general: (profile: string) => `${profile} - Puntos General`,
    uhp: (profile: string) => `${profile} - Puntos UHP`,
    total: (profile: string) => `${profile} - Total`,
    /** when the profiles could not be read: every block of the tire in one cell */
    all: 'Puntos por perfil',
    one: (profile: string, general: number, uhp: number, total: number) => `${profile}: ${general} + ${uhp} UHP = ${total}`,
  },
  fields: {
    name: 'Medida',
    nameHint: 'La medida de la llanta, p. ej. 205/55 R16',
    code: 'Código',
    description: 'Descripción',
    design: 'Diseño',
  },
  /** SPEC 5 "Tire": design required */
  selectDesign: 'Seleccione Una Diseño',
  designsLoading: 'Cargando diseños...',
  designsFailed: 'No se pudieron cargar los diseños',
  /** the label of a design in the dropdown: its name and its brand */
  designOption: (design: string, brand: string | null | undefined) => (brand ? `${design} (${brand})` : design),
  points: {
    title: 'Puntos por perfil',
    intro: 'Los puntos que gana cada perfil por cada llanta vendida. El total es la suma de los puntos generales y UHP.',
    general: 'Puntos General',
    uhp: 'Puntos UHP',
    total: 'Total',
    /** a block whose profile is no longer in the profile list */
    unknownProfile: (id: number) => `Perfil ${id}`,
    noProfiles: 'No hay perfiles registrados: la llanta se guardará sin puntos.',
  },
  profilesFailed: 'No se pudieron cargar los perfiles',
  loading: 'Cargando llanta...',
  loadingForm: 'Cargando formulario...',
  loadFailed: 'No se pudo cargar la llanta',
  listFailed: 'No se pudieron cargar las llantas',
  /** ours: SPEC 8 has only the create text; the api answers the same words */
  edited: (name: string) => `Llanta ${name} editada con éxito`,
} as const;

// ===== users: SPEC 2.5 'Lista de Usuarios', SPEC 2.6 edit user, SPEC 5 "Edit user" =====

// Every text of the user screens. SPEC's success text ('User {name} editado con éxito') is
// successMessages.userEdited below.
export const userTexts = {
  listTitle: 'Lista de Usuarios',
  editTitle: 'Editar Usuario',
  createButton: 'Registrar Usuario',
  /** SPEC 2.5 */
  empty: 'No hay usuarios',
  listFailed: 'No se pudieron cargar los usuarios',
  csvFile: 'usuarios.csv',
  /** SPEC 2.5 columns, to the letter ('Stado' included) */
  columns: {
    name: 'Nombre',
    subsidiary: 'Sucursal',
    document: 'Documento',
    documentType: 'Tipo Doc.',
    email: 'Correo',
    phone: 'Teléfono',
    points: 'Puntos',
    profile: 'Perfil',
    state: 'Stado',
    actions: 'Acciones',
  },
  editNamed: (name: string) => `Editar ${name}`,
  filters: {
    state: 'Estado',
    allStates: 'Todos los estados',
    profile: 'Perfil',
    allProfiles: 'Todos los perfiles',
  },

  loading: 'Cargando usuario...',
  loadFailed: 'No se pudo cargar el usuario',
  reload: 'Recargar datos',
  fields: {
    id: 'Id',
    document: 'Documento',
    createdAt: 'Fecha de registro',
    name: 'Nombre',
    email: 'Correo',
    phone: 'Teléfono',
    points: 'Puntos',
    pointsReason: 'Motivo del cambio de puntos',
    password: 'Nueva contraseña',
    confirmPassword: 'Confirmar contraseña',
    profile: 'Perfil',
    subsidiary: 'Punto de venta',
    state: 'Estado',
    photo: 'Foto de perfil',
  },
  passwordHint: 'Déjela vacía para conservar la contraseña actual.',
  /** SPEC 5: a password that differs from its confirmation is left out of the save, and the screen says so */
  passwordsDiffer: 'Las contraseñas no coinciden: la contraseña no se cambiará.',
  photoRemoved: 'La foto actual se borrará al guardar.',
  pointsHint: 'Saldo disponible del usuario. Un cambio queda en su historial de puntos como un ajuste a su nombre.',
  /** what the ledger will record when the points change (an adjustment row, never an overwrite) */
  adjustmentPreview: (delta: number, from: number, to: number) =>
    `Se registrará un ajuste de ${formatSigned(delta)} puntos (saldo ${formatNumber(from)} → ${formatNumber(to)}).`,
  subsidiariesFailed: 'No se pudieron cargar los puntos de venta',
  profilesFailed: 'No se pudieron cargar los perfiles',
  optionsLoading: 'Cargando...',
  uploadProgress: 'Subiendo la foto',

  ledger: {
    title: 'Historial de puntos',
    empty: 'Este usuario no tiene movimientos de puntos',
    failed: 'No se pudo cargar el historial de puntos',
    system: 'Sistema',
    columns: { date: 'Fecha', kind: 'Movimiento', amount: 'Puntos', balance: 'Saldo', actor: 'Hecho por', reason: 'Motivo' },
  },
} as const;

// ===== SPEC 8: success texts and delete titles of the admin screens =====

/**
 * SPEC 8 "Success messages" of the admin screens, to the letter. A `{name}` (or N, X) in SPEC
 * becomes the function's argument.
 */
export const successMessages = {
  userEdited: (name: string) => `User ${name} editado con éxito`,
  slideCreated: 'Slide creado exitosamente',
  profileCreated: (name: string) => `Perfil ${name} Creado con Éxito`,
  profileEdited: (name: string) => `Perfil ${name} Editado con Éxito`,
  productCreated: 'Producto creado exitosamente',
  productEdited: (name: string) => `Producto ${name} editado con éxito`,
  categoryCreated: 'Categoría Creada con Éxito',
  categoryEdited: (name: string) => `Categoria ${name} editada con éxito`,
  cityCreated: 'Ciudad Creada con Éxito',
  cityEdited: (name: string) => `Ciudad ${name} editada con éxito`,
  subsidiaryCreated: 'Sucursal Creada con Éxito',
  subsidiaryEdited: (name: string) => `Sucursal ${name} editada con éxito`,
  brandCreated: (name: string) => `Marca ${name} Creado con Éxito`,
  brandEdited: (name: string) => `Marca ${name} Editado con Éxito`,
  designCreated: 'Diseño Creada con Éxito',
  tireCreated: 'Llanta Creada con Éxito',
} as const;

/**
 * SPEC 8: delete confirmation titles ("whether the user is sure") and success titles per entity.
 * The slide and tire titles are SPEC's; the others follow them. Spread into shared-ui's `confirmDelete`.
 */
export const deleteTexts = {
  slide: { title: 'Está seguro que desea borrar este slide?', successTitle: 'Eliminado!' },
  tire: { title: 'Está seguro que desea borrar esta Llanta?', successTitle: 'Eliminada!' },
  city: { title: 'Está seguro que desea borrar esta Ciudad?', successTitle: 'Eliminada!' },
  subsidiary: { title: 'Está seguro que desea borrar esta Sucursal?', successTitle: 'Eliminada!' },
  profile: { title: 'Está seguro que desea borrar este Perfil?', successTitle: 'Eliminado!' },
  brand: { title: 'Está seguro que desea borrar esta Marca?', successTitle: 'Eliminada!' },
  design: { title: 'Está seguro que desea borrar este Diseño?', successTitle: 'Eliminado!' },
  category: { title: 'Está seguro que desea borrar esta Categoría?', successTitle: 'Eliminada!' },
  product: { title: 'Está seguro que desea borrar este Producto?', successTitle: 'Eliminado!' },
  user: { title: 'Está seguro que desea borrar este Usuario?', successTitle: 'Eliminado!' },
} as const satisfies Record<string, { title: string; successTitle: 'Eliminado!' | 'Eliminada!' }>;
