// Every Spanish text the participant remote shows, side by side with SPEC.md.
import { INVOICE_TEXT, MAX_IMAGE_BYTES, TIRE_QUANTITY } from '@portal/contract';
import { formatNumber } from '@portal/shared-ui';

/** what a save button says while its save is on its way (every form says it) */
const SAVING = 'Guardando...';

export const messages = {
  catalogue: {
    // SPEC 2.4 / 2.12
    title: 'Catálogo de Productos',
    gridLabel: 'Productos',
    searchLabel: 'Buscar producto por nombre',
    searchPlaceholder: 'Buscar producto...',
    /** SPEC 5: the search filters only once more than 3 characters are typed */
    searchHint: 'Escriba más de 3 letras para buscar',
    empty: 'No hay productos',
    noMatches: 'Ningún producto coincide con la búsqueda',
    loading: 'Cargando productos...',
    loadFailed: 'No se pudo cargar el catálogo de productos',
    points: (points: number) => `${formatNumber(points)} puntos`,
    noImage: 'Producto sin imagen',
    redeem: 'Redimir',
    redeemNamed: (name: string) => `Redimir ${name}`,
    /** a product the balance does not cover says so (the card still opens its detail) */
    missing: (points: number) => `Le faltan ${formatNumber(points)} puntos`,
  },
  sales: {
    sending: SAVING,
    // SPEC 2.4 / 2.9 'Ingresar Venta'; SPEC 5 field messages come from the contract (INVOICE_TEXT)
    title: 'Ingresar Venta',
    subtitle: 'Registre la factura de su venta y las llantas vendidas para ganar puntos',
    dateLabel: 'Fecha de la venta',
    numberLabel: 'Número de factura',
    /** SPEC 2.9, to the letter in the contract */
    numberHint: INVOICE_TEXT.numberHint,
    priceLabel: 'Total de la factura (COP)',
    /** typed as in Colombia, with '.' for thousands (contract pesosToNumber) */
    priceHint: 'En pesos, por ejemplo 1.850.000',
    imageLabel: 'Imagen de la factura',
    imageHint: `PNG, JPG, WEBP o GIF, máximo ${Math.round(MAX_IMAGE_BYTES / (1024 * 1024))} MB`,
    /** the api's own words for the same refusals (api/src/messages.ts) */
    imageType: 'El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)',
    imageTooLarge: `La imagen supera el tamaño máximo permitido (${Math.round(MAX_IMAGE_BYTES / (1024 * 1024))} MB)`,
    branchLabel: 'Sucursal',
    branchPlaceholder: 'Seleccione un punto de venta',
    branchesLoading: 'Cargando sucursales...',
    tiresTitle: 'Llantas vendidas',
    line: (n: number) => `Llanta ${n}`,
    brandLabel: 'Marca',
    designLabel: 'Diseño',
    rinLabel: 'Rin',
    quantityLabel: 'Cantidad',
    brandPlaceholder: 'Seleccione una marca',
    designPlaceholder: 'Seleccione un diseño',
    rinPlaceholder: 'Seleccione un rin',
    quantityPlaceholder: `De ${TIRE_QUANTITY.min} a ${TIRE_QUANTITY.max}`,
    pickBrandFirst: 'Elija primero la marca',
    pickDesignFirst: 'Elija primero el diseño',
    listLoading: 'Cargando...',
    /** a list with no answer and no network: never a 'Cargando...' that waits for ever */
    listOffline: 'Sin conexión: esta lista no está guardada en el teléfono',
    noDesigns: 'Esta marca no tiene diseños',
    noTires: 'Este diseño no tiene rines',
    addLine: 'Agregar llanta',
    /** SPEC 2.9: a new line only once the last one is complete */
    addLineHint: 'Complete la última llanta para agregar otra',
    removeLine: (n: number) => `Quitar llanta ${n}`,
    /** live total of the lines, for the participant's profile */
    pointsToEarn: (points: number) => `Puntos a ganar: ${formatNumber(points)}`,
    pointsNote: 'Los puntos se abonan al registrar la factura y quedan sujetos a su revisión',
    submit: 'Guardar',
    uploadProgress: 'Progreso de envío de la factura',
    /** SPEC 8 "Success messages", to the letter, when the api's answer has no detail */
    created: (points: number | string) => `Factura Creada con Éxito, Se le han agregado ${points} puntos`,
    /** no network, the sale waits on the phone */
    keptOffline: 'Sin conexión: la venta quedó guardada en este teléfono y se enviará sola cuando vuelva la señal.',
    /** a kept sale the api refused, opened again to be corrected */
    correcting: (number: string) => `Corrigiendo la venta ${number} guardada en este teléfono. Al guardarla se reemplaza la anterior.`,
  },
  invoices: {
    // SPEC 2.4 / 2.9 / 2.11 'Lista de Ventas' (the participant's own invoices); the columns both
    // 'Lista de Ventas' show (# Factura, Fecha, Fecha de Registro, Total, Estado) are shared-ui's
    title: 'Lista de Ventas',
    /** SPEC 2.10: the empty text of the sales tables */
    empty: 'No ha ingresado ventas',
    loading: 'Cargando ventas...',
    loadFailed: 'No se pudieron cargar sus ventas',
    columns: {
      earned: 'Puntos Obtenidos',
      used: 'Puntos Usados',
      remaining: 'Puntos Restantes',
      image: 'Imagen',
    },
    /** SPEC 2.11 */
    viewInvoice: 'Ver Factura',
    viewInvoiceOf: (number: string) => `Ver Factura ${number}`,
    noImage: 'Sin imagen',
    // the sales kept on the phone, above the table
    pendingTitle: 'Ventas guardadas en este teléfono',
    pendingState: 'Pendiente de envío',
    refusedState: 'No aceptada',
    pendingNote: 'Se enviarán solas cuando vuelva la señal.',
    sendingNow: 'Enviando...',
    pendingSale: (number: string) => `Factura ${number}`,
    pendingLine: (amount: number, brand: string, design: string, tire: string) => `${amount} × ${brand} ${design} ${tire}`,
    pendingPoints: (points: number) => `Puntos a ganar: ${formatNumber(points)}`,
    keptAt: 'Guardada el',
    refusedReason: 'Motivo:',
    correct: 'Corregir y reenviar',
    correctOf: (number: string) => `Corregir y reenviar la factura ${number}`,
    remove: 'Eliminar',
    removeOf: (number: string) => `Eliminar la factura ${number} guardada en este teléfono`,
    removeTitle: '¿Eliminar esta venta?',
    removeBody: (number: string) => `La factura ${number} no se ha enviado. Si la elimina, no se registrará ni sumará puntos.`,
    removeConfirm: 'Sí, eliminar',
    cancel: 'Cancelar',
  },
  redeem: {
    // SPEC 2.4 / 2.12 'Redimir Producto'; the success text is the server's (SPEC 8 'Producto X Redimido con Éxito'), else `redeemed`
    title: 'Redimir Producto',
    loading: 'Cargando producto...',
    notFoundTitle: 'Producto no disponible',
    notFound: 'El producto no existe',
    noImage: 'Producto sin imagen',
    figures: 'Puntos de la redención',
    cost: 'Costo en puntos',
    balance: 'Su saldo',
    after: 'Saldo después de redimir',
    points: (points: number) => `${formatNumber(points)} puntos`,
    short: (points: number) => `Saldo insuficiente: le faltan ${formatNumber(points)} puntos para redimir este producto.`,
    redeem: 'Redimir',
    sending: 'Redimiendo...',
    backToCatalogue: 'Volver al catálogo',
    /** 'Redimir' asks first, saying what it costs and the balance after */
    confirmTitle: '¿Redimir este producto?',
    confirmBody: (cost: number, after: number) =>
      `Se descontarán ${formatNumber(cost)} puntos. Su saldo quedará en ${formatNumber(after)} puntos.`,
    confirm: 'Sí, redimir',
    cancel: 'Cancelar',
    /** SPEC 8 "Success messages", to the letter, when the api's answer has no detail */
    redeemed: (name: string) => `Producto ${name} Redimido con Éxito`,
  },
  profile: {
    // SPEC 1 / 2.4 'Mi Perfil'; SPEC 5 'Seleccione una nueva foto de perfil' is the contract's USER_TEXT
    title: 'Mi Perfil',
    subtitle: 'Sus datos registrados en el programa',
    loading: 'Cargando perfil...',
    loadFailed: 'No se pudo cargar su perfil',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      identificationType: 'Tipo de documento',
      identificationNumber: 'Número de documento',
      phone: 'Teléfono',
      branch: 'Punto de venta',
      city: 'Ciudad',
      profile: 'Perfil',
      state: 'Estado',
      createdAt: 'Fecha de registro',
    },
    none: 'Sin asignar',
    active: 'Activo',
    inactive: 'Inactivo',
    /** SPEC 1: the profile page states that data changes require contacting support */
    supportNote: 'Para cambiar sus datos debe comunicarse con soporte:',
    contact: 'Contáctanos',
    photoCard: 'Foto de perfil',
    photoOf: (name: string) => `Foto de perfil de ${name}`,
    noPhoto: 'Sin foto de perfil',
    balance: 'Saldo de puntos',
    points: (points: number) => `${formatNumber(points)} puntos`,
    photoForm: 'Cambiar foto de perfil',
    newPhoto: 'Nueva foto de perfil',
    savePhoto: 'Guardar foto',
    sending: SAVING,
  },
} as const;
