// Every text shared-ui shows, in Spanish, side by side with SPEC.md. Texts SPEC quotes are copied to
// the letter (accents, capitals, punctuation); the rest are ours.

export const messages = {
  /** Default label of Spinner / Loading. */
  loading: 'Cargando...',
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
  period: {
    from: 'Desde',
    to: 'Hasta',
  },
  /** a date field (DateField), typed or picked from its calendar */
  date: {
    /** how a day is typed, whatever the browser's language */
    format: 'dd/mm/aaaa',
    /** a typed text that is no day: said in the form the field asks for (the api's own 400 names AAAA-MM-DD) */
    badDate: 'Fecha no válida: use el formato dd/mm/aaaa',
    /** the name of the button at the end of the field that opens its calendar */
    calendar: (label: string) => `Elegir en el calendario: ${label}`,
  },
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
    /** a form's rules load on the person's first move (useLazyModule); they did not come */
    rulesFailed: 'No se pudieron cargar las reglas del formulario. Inténtelo de nuevo.',
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
    cancelled: 'Cancelled',
    running: 'Eliminando...',
    successBody: (id: number | string) => `El registro con id ${id} fue eliminado.`,
  },
  error: { retry: 'Reintentar' },
  /** what a screen shown from the copy kept on the phone says while there is no signal */
  offline: {
    staleData: 'Sin conexión: estos datos son los de su última visita y pueden no estar al día.',
    needsConnection: 'Esta acción necesita conexión a internet. Inténtelo de nuevo cuando vuelva la señal.',
  },
  empty: 'No hay datos para mostrar',
  carousel: {
    label: 'Galería de imágenes',
    previous: 'Imagen anterior',
    next: 'Imagen siguiente',
    first: 'Esta es la primera imagen',
    last: 'Esta es la última imagen',
    bullet: 'Ir a la imagen {{index}}',
    /** WCAG 2.2.2: the control that stops and restarts the slides moving by themselves */
    pause: 'Pausar el carrusel',
    play: 'Reanudar el carrusel',
  },
  /** the two 'Lista de Ventas' tables (table/invoice-cells.tsx): the participant's own, the administrator's every invoice (SPEC 2.4, 2.9) */
  invoices: {
    columns: {
      number: '# Factura',
      saleDate: 'Fecha',
      createdAt: 'Fecha de Registro',
      price: 'Total (COP)',
      state: 'Estado',
    },
    rejectedReason: (comment: string) => `Motivo: ${comment}`,
    // ours: an invoice of a disputed pair, while no approver has decided which stands
    inDispute: 'En disputa: otra persona registró este número en la sucursal; un aprobador decidirá',
    inDisputeClaim: 'En disputa: otra persona ya había registrado este número en la sucursal; un aprobador decidirá (sin puntos hasta entonces)',
  },
  /** SPEC 2.3 'Registrar Usuario' (registration/: the wizard of /auth/register-page and /admin/create-user) */
  registration: {
    title: 'Registrar Usuario',
    // SPEC 2.3 subtitle ("this information is necessary to register in the system")
    subtitle: 'Esta información es necesaria para registrarse en el sistema.',
    steps: { general: 'Información General', credentials: 'Credenciales', profile: 'Perfil' },
    image: 'Imagen de perfil',
    firstName: 'Nombres',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    identification: 'Número de identificación',
    password: 'Contraseña',
    confirmPassword: 'Confirmar contraseña',
    branch: 'Sucursal',
    branchesLoading: 'Cargando sucursales...',
    branchesFailed: 'No se pudieron cargar las sucursales. Recargue la página e inténtelo de nuevo.',
    city: 'Ciudad',
    phone: 'Teléfono celular',
    acceptTerms: 'Aceptar políticas y condiciones',
    acceptHabeasData: 'Aceptar habeas data',
    /** SPEC 8 "Success messages", to the letter */
    registered: 'Usuario Registrado con Éxito',
  },
} as const;
