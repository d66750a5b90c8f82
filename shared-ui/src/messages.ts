// Every text shared-ui shows, in Spanish, side by side with SPEC.md. Texts SPEC quotes are copied to
// the letter (accents, capitals, punctuation); the rest are ours.

export const messages = {
  /** Default label of Spinner / Loading. */
  loading: 'Cargando...',
  /** SPEC 2.7: the slides list shows 'Loading...' until slides exist. */
  loadingSlides: 'Loading...',
  table: {
    /** SPEC 2.5, 2.8 */
    exportCsv: 'Exportar a CSV',
    filterLabel: 'Filtrar tabla',
    filterPlaceholder: 'Buscar...',
    noMatches: 'Ningún registro coincide con la búsqueda',
    sortBy: (header: string) => `Ordenar por ${header}`,
    summary: (from: number, to: number, total: number) => `Mostrando ${from} a ${to} de ${total} registros`,
  },
  pagination: {
    label: 'Paginación',
    /** SPEC 2.8: paginator ATRAS, page numbers, SIGUIENTE. */
    previous: 'ATRAS',
    next: 'SIGUIENTE',
    page: (n: number) => `Página ${n}`,
  },
  search: { label: 'Buscar', placeholder: 'Buscar...' },
  /** a list's period filter (PeriodFilter); its error texts are the api's (contract REPORT_TEXT) */
  period: { from: 'Desde', to: 'Hasta' },
  form: {
    valid: 'Campo válido',
    selectPlaceholder: 'Seleccione una opción',
    datePlaceholder: 'Seleccione una fecha',
    selectImage: 'Seleccionar imagen',
    changeImage: 'Cambiar imagen',
    removeImage: 'Quitar imagen',
    preview: 'Vista previa de la imagen',
    uploadProgress: 'Progreso de carga',
    /** SPEC 5 (last line) and SPEC 8 ("console message"): logged, not shown, when a form fails. */
    invalidConsole: 'No se enviaron los datos: hay campos requeridos sin diligenciar o inválidos.',
  },
  /** react-datepicker's screen-reader texts, in Spanish. */
  datePicker: {
    calendar: 'Elegir fecha',
    chooseDay: 'Elegir',
    dayNotAvailable: 'No disponible',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    previousYear: 'Año anterior',
    nextYear: 'Año siguiente',
    month: 'Mes',
    week: 'Semana',
  },
  dialog: { accept: 'Aceptar', cancel: 'Cancelar', close: 'Cerrar' },
  /** SPEC 2.3: the wizard's buttons Siguiente, Atrás, Guardar; the rest are ours. */
  wizard: {
    next: 'Siguiente',
    back: 'Atrás',
    finish: 'Guardar',
    sending: 'Guardando...',
    steps: 'Pasos',
    stepOf: (n: number, total: number) => `Paso ${n} de ${total}`,
    done: 'completado',
  },
  /** SPEC 4 "Delete flow" and SPEC 8. */
  delete: {
    confirm: 'Sí, borrar!',
    cancel: 'Cancelar',
    body: 'Después de eliminada no podrá recuperar la Información',
    deleted: 'Eliminado!',
    deletedFeminine: 'Eliminada!',
    cancelled: 'Cancelled',
    running: 'Eliminando...',
    successBody: (id: number | string) => `El registro con id ${id} fue eliminado.`,
    /** SPEC 8: brand delete network failure. */
    brandNetworkError: 'Ocurrió un error eliminando la marca. Inténtelo de nuevo.',
  },
  error: { title: 'Ocurrió un error', retry: 'Reintentar' },
  empty: 'No hay datos para mostrar',
  carousel: {
    label: 'Galería de imágenes',
    previous: 'Imagen anterior',
    next: 'Imagen siguiente',
    first: 'Esta es la primera imagen',
    last: 'Esta es la última imagen',
    bullet: 'Ir a la imagen {{index}}',
  },
} as const;

/**
 * SPEC 8 "Success messages", to the letter, so every screen shows the same words.
 * A `{name}` (or N, X) in SPEC becomes the function's argument.
 */
export const successMessages = {
  userRegistered: 'Usuario Registrado con Éxito',
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
  invoiceRejected: 'Factura Rechazada',
  invoiceApproved: 'Factura Aprobada',
  mailSent: 'Correo enviado con éxito.',
  invoiceCreated: (points: number | string) => `Factura Creada con Éxito, Se le han agregado ${points} puntos`,
  productRedeemed: (name: string) => `Producto ${name} Redimido con Éxito`,
  redeemApproved: 'Aprobado con éxito',
  redeemConfirmed: 'Confirmado con éxito',
  redeemRejected: 'Solicitud Rechazada',
} as const;

/**
 * SPEC 8: delete confirmation titles ("whether the user is sure") and success titles per entity.
 * The slide and tire titles are SPEC's; the others follow them. Spread into `confirmDelete`.
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
