// Every Spanish text the api answers with, in one module so it can be held against SPEC.md: the
// texts the whole api shares first (MSG, FIELD_LABELS), then the transport's, the points engine's
// and the storage's, then each module's own, by module name (AUTH_MSG ... USER_MSG). Texts SPEC
// quotes are copied to the letter; the rest are ours.
import { INVOICE_TEXT, MAX_IMAGE_BYTES, POINTS_BALANCE_MAX, PRODUCT_TEXT, SLIDE_TEXT, USER_TEXT, groupDigits } from '@portal/contract';

const MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));
/** '1 usuario', '3 usuarios': the counts of the profiles' and branches' in-use answers */
const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * docs/adr/0007-versioned-edits.md: a save over a newer version of the row, said of it ('La marca',
 * 'El diseño'); the article gives the participle's and the pronoun's gender.
 */
function staleSave(row: `La ${string}` | `El ${string}`): string {
  const feminine = row.startsWith('La ');
  return `${row} fue ${feminine ? 'modificada' : 'modificado'} por otra persona mientras usted ${feminine ? 'la' : 'lo'} editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.`;
}

// ===== the texts the whole api shares, by concern, and the fields' Spanish names =====

export const MSG = {
  // --- transport and guard ---
  invalidJson: 'El cuerpo de la petición no es JSON válido',
  emptyJson: 'El cuerpo de la petición está vacío',
  unsupportedMedia: 'Tipo de contenido no soportado',
  bodyTooLarge: 'La petición es demasiado grande',
  sessionInvalid: 'Sesión no válida o expirada',
  forbidden: 'No tiene permisos para esta acción',
  appKeyInvalid: 'Clave de aplicación no válida',
  routeNotFound: 'El recurso solicitado no existe',
  internal: 'Ocurrió un error inesperado. Inténtelo de nuevo más tarde.',
  unavailable: 'El servicio no está disponible en este momento. Inténtelo de nuevo más tarde.',
  tooManyRequests: 'Demasiados intentos. Espere un momento e inténtelo de nuevo.',
  // SQLITE_BUSY / PostgreSQL serialization or deadlock after the retries (503)
  databaseBusy: 'El sistema está ocupado en este momento. Intente de nuevo en unos segundos.',
  invalidField: (field: string, problem: string) => `Campo ${field}: ${problem}`,
  invalidData: 'Los datos enviados no son válidos',
  duplicate: 'Ya existe un registro con esos datos.',
  inUse: 'No se puede completar la operación: el registro está relacionado con otros datos.',
  missingReference: 'Uno de los datos relacionados no existe.',
  // a text with a control character, a line break where one line is expected, or broken
  // Unicode (http/text-input.ts); shown after "Campo <field>: "
  textControlCharacters: 'Contiene caracteres de control no permitidos',
  textOneLine: 'Debe ser una sola línea (sin saltos de línea ni tabulaciones)',
  textInvalidUnicode: 'Contiene caracteres no válidos (texto Unicode mal formado)',

  // --- uploads ---
  invalidImage: 'El archivo no es una imagen válida (PNG, JPG, WEBP o GIF)',
  imageTooLarge: `La imagen supera el tamaño máximo permitido (${MB} MB)`,
  tooManyFiles: 'Solo se permite un archivo por petición',
  multipartDataJson: 'El campo data no contiene JSON válido',
  multipartExpected: 'La petición debe enviarse como formulario (multipart/form-data)',
  // a multipart body cut short or without its boundary (busboy's own errors are English and untyped)
  multipartUnreadable: 'No se pudo leer el formulario enviado (multipart/form-data incompleto o mal formado). Vuelva a enviarlo.',

  // --- session (SPEC 7 "Session") ---
  loginFailed: 'Identificación o contraseña incorrecta',
  userInactive: 'Su usuario está inactivo. Comuníquese con soporte para activarlo.',
  invalidClient: 'Cliente no autorizado',
  invalidGrant: 'Tipo de autorización no soportado',
  // SPEC 8: 'Correo enviado con éxito.'; "after recovery an e-mail-sent notice mentions a temporary password";
  // the same answer whether or not the pair matched: the mail says which
  recoverSent: 'Correo enviado con éxito. Revise su correo: si los datos corresponden a una cuenta activa, allí encontrará una contraseña temporal.',
  recoverSubject: 'Recuperación de contraseña - Portal de Puntos',
  logoutDone: 'Sesión cerrada',

  // --- ids (docs/adr/0006-api-conventions-spec-leaves-open.md); the cities texts are CITY_MSG below ---
  idMismatch: 'El id del cuerpo no coincide con el de la ruta',

  // --- points engine (ARCHITECTURE "Points") ---
  pointsInsufficient: 'Puntos insuficientes para redimir este producto.',
  pointsNegativeBalance: 'Su saldo de puntos es negativo por una factura rechazada: no puede redimir productos hasta que su saldo vuelva a ser positivo.',
  pointsAdjustTooLarge: 'El ajuste no puede quitar más puntos de los que el usuario tiene disponibles.',
  pointsUserNotFound: 'El usuario no existe',

  // --- redemptions (SPEC 7 "Redemptions", SPEC 8) ---
  redemptionCreated: (product: string) => `Producto ${product} Redimido con Éxito`,
  redemptionApproved: 'Aprobado con éxito',
  redemptionRejected: 'Solicitud Rechazada',
  redemptionConfirmed: 'Confirmado con éxito',
  redemptionNotFound: 'La solicitud de redención no existe',
  redemptionProductNotFound: 'El producto no existe',
  redemptionProductInactive: 'El producto no está disponible para redimir',
  redemptionNotPending: 'La solicitud ya fue revisada: solo se puede aprobar o rechazar una solicitud en Espera.',
  redemptionNotApproved: 'Solo se puede confirmar la compra de una solicitud Aprobada.',
  redemptionOtherUser: 'No puede ver las redenciones de otro usuario',
  redemptionUserNotFound: 'El usuario no existe',
  // the prize's way to the participant after the purchase (SPEC 1/9: delivered within one month)
  redemptionDispatched: 'Despachado con éxito',
  redemptionDelivered: 'Entrega registrada con éxito',
  redemptionReceived: 'Recibido con éxito',
  redemptionClaimed: 'Reclamo registrado',
  redemptionNotDelivered: 'Marcado como no entregado',
  redemptionCancelled: 'Solicitud cancelada',
  redemptionNotDispatchable: 'Solo se puede despachar un premio Comprado, No entregado o en Reclamo.',
  redemptionNotDeliverable: 'Solo se puede registrar la entrega de un premio Despachado o en Reclamo.',
  redemptionNotReceivable: 'Solo se puede marcar como recibido un premio Despachado.',
  redemptionNotClaimable: (days: number) => `Solo se puede reclamar un premio Despachado, o Entregado hace ${days} días o menos.`,
  redemptionNotUndeliverable: 'Solo se puede marcar como no entregado un premio Despachado.',
  redemptionNotCancellable: 'Solo se puede cancelar una solicitud Aprobada, Comprada, No entregada o en Reclamo; un premio Entregado no se cancela.',
  redemptionCityNotFound: 'La ciudad de entrega no existe',
  redemptionDispatchBeforePurchase: 'La fecha de despacho no puede ser anterior a la fecha de compra',
  redemptionDeliveryBeforeDispatch: 'La fecha de entrega no puede ser anterior a la fecha de despacho',
  redemptionDateFuture: 'La fecha no puede ser posterior a hoy',
  redemptionProofRequired: 'Adjunte la foto de la entrega',
} as const;

/** Spanish names of the fields a validation message can name (the key itself otherwise). */
export const FIELD_LABELS: Record<string, string> = {
  id: 'id',
  name: 'nombre',
  // the version of the row an edit form loaded
  version: 'versión',
  username: 'identificación',
  password: 'contraseña',
  grant_type: 'grant_type',
  client_id: 'client_id',
  client_secret: 'client_secret',
  identification_number: 'número de identificación',
  email: 'correo',
  phone: 'teléfono',
  points: 'puntos',
  // the edit form's balance shown and the reason of a change of points
  points_seen: 'saldo mostrado',
  points_reason: 'motivo',
  state: 'estado',
  profiles_id: 'perfil',
  subsidiary_id: 'sucursal',
  cities_id: 'ciudad',
  brand_id: 'marca',
  design_id: 'diseño',
  product_id: 'producto',
  product_categories_id: 'categoría',
  points_value: 'costo en puntos',
  estimated_value: 'costo estimado',
  position: 'posición',
  // the list contract's parameters (contract/src/list.ts)
  page: 'página',
  pageSize: 'filas por página',
  sort: 'orden de la lista',
  q: 'búsqueda',
  // slides, the product list's filter, a tire's points per profile
  show: 'mostrar',
  responsive: 'responsive',
  category: 'categoría',
  // the filters of the users, invoice, report and audit lists
  subsidiary: 'sucursal',
  profile: 'perfil',
  city: 'ciudad',
  brand: 'marca',
  actor: 'usuario',
  entity: 'tipo de registro',
  action: 'acción',
  from: 'desde',
  to: 'hasta',
  tire_points: 'puntos por perfil',
  points_general: 'puntos generales',
  points_uhp: 'puntos UHP',
  points_total: 'total',
  order: 'orden',
  comment: 'comentario',
  buyer_comment: 'comentario comprador',
  purchase_date: 'fecha de compra',
  delivery_method: 'método de entrega',
  delivery_address: 'dirección de entrega',
  delivery_city_id: 'ciudad de entrega',
  recipient: 'quién recibe',
  carrier: 'transportadora',
  guide_number: 'número de guía',
  tracking_url: 'enlace de seguimiento',
  dispatch_date: 'fecha de despacho',
  delivery_date: 'fecha de entrega',
  comment_rejected: 'comentario',
  sale_date: 'fecha',
  number: 'número de factura',
  price: 'total',
  tire_code: 'código',
  description: 'descripción',
  image: 'imagen',
  data: 'data',
  // invoice lines (SPEC 2.9: brand, design, size (rin), quantity)
  tires: 'llantas',
  tire_id: 'rin',
  amount: 'cantidad',
  // users (SPEC 2.3 wizard acceptances, SPEC 7 contact body)
  accept_terms: 'políticas y condiciones',
  accept_habeas_data: 'habeas data',
  remove_image: 'eliminar foto',
  asunto: 'asunto',
  mensaje: 'mensaje',
};

// ===== http: the transport protections =====

export const HTTP_MSG = {
  /** overload (@fastify/under-pressure): 503 + Retry-After instead of a growing queue */
  overloaded: 'El portal está atendiendo demasiadas peticiones en este momento. Inténtelo de nuevo en unos segundos.',
} as const;

// ===== points: the points engine =====

// Its texts for stale saves and the balance bound (its other texts are MSG.points* above). Modules
// that answer the same situation reuse these, so a stale save reads the same wherever it happens.
export const POINTS_MSG = {
  /** the form (or the caller) saw a balance or a version that is no longer the current one */
  stale: 'Los datos de este usuario cambiaron mientras tanto. Recargue la página y vuelva a intentarlo.',
  /** overflow: a credit or adjustment would take the balance past POINTS_BALANCE_MAX */
  balanceTooLarge: `El saldo de puntos no puede pasar de ${groupDigits(POINTS_BALANCE_MAX)}.`,
} as const;

// ===== storage: what a person may see of the private uploads =====

export const STORAGE_MSG = {
  // bytes that look like an image (magic bytes) but cannot be read, or a huge canvas
  unreadableImage: 'La imagen está dañada o no se puede leer. Pruebe con otra foto (PNG, JPG, WEBP o GIF).',
  tooManyPixels: 'La imagen es demasiado grande: como máximo 50 megapíxeles (por ejemplo 8000 x 6000).',
  linkRefused: 'El enlace de la imagen no es válido o ya venció. Vuelva a abrir la pantalla para obtener uno nuevo.',
} as const;

// ===== modules/auth =====

// The auth module's own texts (the shared session texts, like loginFailed and recoverSent, are
// MSG's). A recovery changes nothing until the temporary password is used, and the mail says what
// happened whether or not the pair matched.
export const AUTH_MSG = {
  /**
   * The e2e recovery test reads the password with /contraseña temporal[^:]*:\s*(\S+)/, so
   * "Su contraseña temporal es: X" stays the first mention of "contraseña temporal".
   */
  recoverText: (name: string, tempPassword: string, minutes: number) =>
    [
      `Hola ${name},`,
      '',
      'Recibimos una solicitud para recuperar su contraseña del Portal de Puntos.',
      `Su contraseña temporal es: ${tempPassword}`,
      '',
      `Funciona durante ${minutes} minutos. Su contraseña actual sigue funcionando hasta que ingrese con la temporal.`,
      'Cuando ingrese con la contraseña temporal, esta pasa a ser su contraseña y se cierran sus demás sesiones abiertas.',
      'Si usted no solicitó este cambio, ignore este correo: su contraseña actual no cambia y la temporal deja de funcionar sola.',
    ].join('\n'),
} as const;

// ===== modules/brands (SPEC 2.8 screens, SPEC 8 catalogue) =====

// The success texts are SPEC 8's to the letter; the rest are ours.
const brandDesigns = (n: number) => (n === 1 ? 'la usa 1 diseño' : `la usan ${n} diseños`);

export const BRAND_MSG = {
  notFound: 'La marca no existe',
  // names compared by stored keys (docs/adr/0013-names-compared-by-stored-keys.md): brand names are unique regardless of capitals and accents (contract searchKey)
  duplicate: 'Ya existe una marca con ese nombre',
  inUse: (designCount: number) => `No se puede eliminar la marca: ${brandDesigns(designCount)}. Elimine o cambie de marca esos diseños primero.`,
  created: (name: string) => `Marca ${name} Creado con Éxito`,
  updated: (name: string) => `Marca ${name} Editado con Éxito`,
  deleted: (name: string) => `Marca ${name} eliminada`,
  stale: staleSave('La marca'),
} as const;

// ===== modules/categories (SPEC 2.8 screens, SPEC 8 catalogue) =====

// The success texts of create and edit are SPEC 8's to the letter ('Categoría' with its accent on
// create, 'Categoria' without on edit, as written there); the rest are ours.
const categoryProducts = (n: number) => (n === 1 ? 'la usa 1 producto' : `la usan ${n} productos`);

export const CATEGORY_MSG = {
  notFound: 'La categoría no existe',
  // category names are unique regardless of capitals and accents (contract searchKey), like brands
  duplicate: 'Ya existe una categoría con ese nombre',
  inUse: (productCount: number) => `No se puede eliminar la categoría: ${categoryProducts(productCount)}. Elimine o cambie de categoría esos productos primero.`,
  created: 'Categoría Creada con Éxito',
  updated: (name: string) => `Categoria ${name} editada con éxito`,
  deleted: (name: string) => `Categoría ${name} eliminada`,
  stale: staleSave('La categoría'),
} as const;

// ===== modules/cities (SPEC 2.8 screens, SPEC 8 catalogue) =====

// The success texts are SPEC 8's to the letter; the rest are ours.
export const CITY_MSG = {
  notFound: 'La ciudad no existe',
  // names compared by stored keys (docs/adr/0013-names-compared-by-stored-keys.md): city names are unique regardless of capitals and accents (as brands)
  duplicate: 'Ya existe una ciudad con ese nombre',
  inUse: 'No se puede eliminar la ciudad: tiene sucursales asociadas.',
  created: 'Ciudad Creada con Éxito',
  updated: (name: string) => `Ciudad ${name} editada con éxito`,
  deleted: 'Ciudad eliminada',
  stale: staleSave('La ciudad'),
} as const;

// ===== modules/designs (SPEC 2.8 screens, SPEC 8 catalogue) =====

// 'Diseño Creada con Éxito' is SPEC 8's to the letter; SPEC 8 has no design-edit text, so the edit
// says 'Diseño {name} editado con éxito'; the rest are ours.
const designTires = (n: number) => (n === 1 ? 'lo usa 1 llanta' : `lo usan ${n} llantas`);

export const DESIGN_MSG = {
  notFound: 'El diseño no existe',
  /** GET /api/design/byBrand/{brand} of a brand that does not exist (docs/adr/0006-api-conventions-spec-leaves-open.md) */
  brandNotFound: 'La marca no existe',
  /** a body's brand_id that names no brand: a 400 naming the field (docs/adr/0006-api-conventions-spec-leaves-open.md) */
  brandMissing: 'Campo marca: la marca seleccionada no existe',
  // design names are unique within their brand, regardless of capitals and accents (contract searchKey)
  duplicate: 'Ya existe un diseño con ese nombre en esa marca',
  inUse: (tireCount: number) => `No se puede eliminar el diseño: ${designTires(tireCount)}. Elimine o cambie de diseño esas llantas primero.`,
  created: 'Diseño Creada con Éxito',
  updated: (name: string) => `Diseño ${name} editado con éxito`,
  deleted: (name: string) => `Diseño ${name} eliminado`,
  stale: staleSave('El diseño'),
} as const;

// ===== modules/invoices (SPEC 7 "Invoices") =====

// SPEC 8's texts are copied to the letter; the rest are ours.
/** 1850000 -> '$1.850.000', as the demo history writes pesos */
const pesos = (n: number) => `$${groupDigits(Math.round(n))}`;

export const INVOICE_MSG = {
  // SPEC 8
  created: (points: number) => `Factura Creada con Éxito, Se le han agregado ${points} puntos`,
  approved: 'Factura Aprobada',
  rejected: 'Factura Rechazada',

  /** the answer to a claim in dispute (201); SPEC 8's text above stays the normal sale's */
  createdInDispute: (number: string) =>
    `La factura ${number} ya estaba registrada en esta sucursal por otro participante. Su factura quedó registrada como reclamación en disputa: ` +
    'todavía no se le han agregado puntos. Un aprobador revisará las dos facturas y decidirá cuál es válida.',
  /** the comment of an invoice rejected because the approver approved the other of its disputed pair */
  lostDispute: (number: string) =>
    `Factura en disputa: el aprobador validó otro registro de la factura ${number} en esta sucursal, así que este fue rechazado.`,

  notFound: 'La factura no existe',
  userNotFound: 'El usuario no existe',
  subsidiaryNotFound: 'La sucursal seleccionada no existe',
  tiresJson: 'El campo tires no contiene JSON válido',
  imageRequired: `Campo imagen: ${INVOICE_TEXT.selectImage}`,
  otherUser: 'No puede registrar facturas a nombre de otro usuario',
  brandNotFound: (line: number) => `Línea ${line}: la marca no existe`,
  designNotFound: (line: number) => `Línea ${line}: el diseño no existe`,
  tireNotFound: (line: number) => `Línea ${line}: la llanta (rin) no existe`,
  designOfOtherBrand: (line: number) => `Línea ${line}: el diseño no pertenece a la marca seleccionada`,
  tireOfOtherDesign: (line: number) => `Línea ${line}: la llanta (rin) no pertenece al diseño seleccionado`,
  pointsExpired: (months: number) =>
    `La fecha de venta es demasiado antigua: los puntos vencen ${months} meses después de la venta y ya estarían vencidos.`,
  duplicateNumber: (number: string) => `La factura ${number} ya fue registrada para esta sucursal.`,
  duplicateImage: 'La imagen de esta factura ya fue registrada en otra factura.',
  idempotencyKeyInvalid: 'El encabezado Idempotency-Key no es válido (de 1 a 100 caracteres visibles)',
  idempotencyKeyReused: 'El encabezado Idempotency-Key ya se usó para otra factura',
  notReviewable: (number: string, state: string) =>
    `La factura ${number} está en estado ${state}: solo se puede aprobar o rechazar una factura en estado Creada.`,

  // the warnings of 'Facturas por revisar' (contract REVIEW_WARNING), each saying why
  warningSamePhoto: (number: string) => `La misma foto está en la factura ${number}`,
  warningOtherBranch: (invoiceBranch: string, userBranch: string) =>
    `Sucursal distinta a la del participante: la factura es de ${invoiceBranch} y el participante pertenece a ${userBranch}`,
  warningManyInvoices: (count: number, hours: number) =>
    `El participante registró ${count} facturas en las ${hours} horas anteriores o posteriores a esta`,
  warningDateNearFirst: (date: string, first: string, days: number) =>
    days === 0
      ? `La fecha de venta ${date} es la primera que acepta el programa`
      : `La fecha de venta ${date} está a ${days === 1 ? '1 día' : `${days} días`} de la primera que acepta el programa (${first})`,
  warningDateNearExpiry: (date: string, days: number) =>
    days === 0
      ? `La fecha de venta ${date} es la más antigua que se aceptaba al registrar la factura: un día antes y sus puntos ya habrían vencido`
      : `La fecha de venta ${date} está a ${days === 1 ? '1 día' : `${days} días`} de la más antigua que se aceptaba al registrar la factura: ${days + 1} días antes y sus puntos ya habrían vencido`,
  /** 'number-claimed' on a claim: the first registration of its number, by another participant */
  warningClaim: (number: string, otherName: string, otherState: string) =>
    `Reclamación en disputa: ${otherName} registró antes la factura ${number} en esta sucursal (estado ${otherState}). ` +
    (otherState === 'Rechazada'
      ? 'Esa factura ya fue rechazada: aprobar esta le acredita sus puntos.'
      : 'Sus puntos no se han acreditado: aprobar esta factura le acredita sus puntos y rechaza la otra; rechazarla deja la otra como está.'),
  /** 'number-claimed' on the other side of the pair: another participant registered the same number there */
  warningClaimedByOther: (number: string, otherName: string, otherState: string) =>
    otherState === 'Aprobada'
      ? `La factura ${number} de esta sucursal también está registrada y aprobada a nombre de ${otherName}.`
      : `${otherName} también registró la factura ${number} en esta sucursal: aprobar esta rechaza la otra; rechazarla deja la otra pendiente de revisión.`,
  /** 'price-far': the total against the usual total of its tires when it was registered */
  warningPriceFar: (price: number, usual: number) => {
    const more = price > usual;
    const times = (more ? price / usual : usual / price).toFixed(1).replace('.', ',');
    return `Total lejos del precio habitual de sus llantas: la factura dice ${pesos(price)} y esas llantas suelen sumar unos ${pesos(usual)} ` +
      `en las facturas anteriores (${times} veces ${more ? 'más' : 'menos'})`;
  },
  warningDateNear: (date: string) => `La fecha de venta ${date} está cerca del límite que acepta la regla de fechas`,

  // the mail to a participant whose registration became a claim in dispute
  mailDisputeSubject: (number: string) => `Su factura ${number} quedó en disputa`,
  mailDisputeText: (name: string, number: string, points: number) =>
    [
      `Hola ${name}:`,
      '',
      `La factura ${number} ya estaba registrada en esa sucursal por otro participante, así que su registro quedó como reclamación en disputa.`,
      '',
      points > 0
        ? `Todavía no se le han agregado los ${points} puntos de esta factura: se le agregarán si un aprobador confirma que la venta es suya.`
        : 'Esta factura no suma puntos; un aprobador decidirá cuál de los dos registros es válido.',
      '',
      'Portal de Puntos',
    ].join('\n'),

  // the mail to the participant when an invoice is rejected
  mailRejectedSubject: (number: string) => `Su factura ${number} fue rechazada`,
  mailRejectedText: (name: string, number: string, comment: string, reversed: number) =>
    [
      `Hola ${name}:`,
      '',
      `Su factura ${number} fue rechazada.`,
      '',
      `Comentario: ${comment}`,
      '',
      reversed > 0
        ? `Los ${reversed} puntos que le había dado esta factura fueron descontados de su saldo.`
        : 'Esta factura no le había sumado puntos, así que su saldo no cambia.',
      '',
      'Portal de Puntos',
    ].join('\n'),
} as const;

// ===== modules/products (SPEC 7 "Products") =====

// The success texts are SPEC 8's to the letter; the rest are ours.
const productRequests = (n: number) => (n === 1 ? 'tiene 1 solicitud de redención' : `tiene ${n} solicitudes de redención`);

export const PRODUCT_MSG = {
  productNotFound: 'El producto no existe',
  categoryNotFound: 'La categoría no existe',
  // docs/adr/0006-api-conventions-spec-leaves-open.md: an unknown id inside a body is a 400 naming the field
  categoryOfBodyNotFound: 'Campo categoría: la categoría seleccionada no existe',
  imageRequired: `Campo imagen: ${PRODUCT_TEXT.selectImage}`,
  // SPEC 8
  created: 'Producto creado exitosamente',
  updated: (name: string) => `Producto ${name} editado con éxito`,
  deleted: (name: string) => `Producto ${name} eliminado`,
  // nothing in use is lost
  inUse: (name: string, requestCount: number) =>
    `No se puede eliminar el producto ${name}: ${productRequests(requestCount)}, que deben conservar el producto pedido.`,
  stale: staleSave('El producto'),
} as const;

// ===== modules/profiles (SPEC 2.8 'Crear Perfil', 'Editar Perfil', 'Lista de Perfiles') =====

// The success texts of create and edit are SPEC 8's to the letter; the rest are ours.
export const PROFILE_MSG = {
  notFound: 'El perfil no existe',
  // profile names are unique regardless of capitals and accents (contract searchKey)
  duplicate: 'Ya existe un perfil con ese nombre',
  /** SPEC 6: 1, 4 and 5 are the portal's roles (menus and permissions depend on their ids) */
  staff: (name: string) => `No se puede eliminar el perfil ${name}: es un rol del portal (administrador, aprobador o comprador).`,
  /** a profile in use is kept; the detail counts what uses it */
  inUse: (uses: { users: number; subsidiaries: number; tires: number }) => {
    const parts = [
      uses.users > 0 ? plural(uses.users, 'usuario', 'usuarios') : null,
      uses.subsidiaries > 0 ? plural(uses.subsidiaries, 'sucursal', 'sucursales') : null,
      uses.tires > 0 ? `los puntos de ${plural(uses.tires, 'llanta', 'llantas')}` : null,
    ].filter((p): p is string => p !== null);
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}` : parts[0];
    return `No se puede eliminar el perfil: está asignado a ${list}.`;
  },
  created: (name: string) => `Perfil ${name} Creado con Éxito`,
  updated: (name: string) => `Perfil ${name} Editado con Éxito`,
  deleted: (name: string) => `Perfil ${name} eliminado`,
  stale: staleSave('El perfil'),
} as const;

// ===== modules/redemptions: the mail to the participant on each review =====

// The answers of the calls (SPEC 8) are MSG's (redemption*).
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '2026-11-01' -> '1 de noviembre de 2026' */
function spanishDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return `${day} de ${MONTHS[month - 1]} de ${year}`;
}

const letter = (name: string, lines: string[]) => [`Hola ${name}:`, '', ...lines, '', 'Portal de Puntos'].join('\n');

export const REDEMPTION_MSG = {
  mailApprovedSubject: (product: string) => `Su solicitud de ${product} fue aprobada`,
  mailApprovedText: (name: string, product: string, comment: string | null) =>
    letter(name, [
      `Su solicitud de redención del producto ${product} fue aprobada.`,
      ...(comment ? ['', `Comentario: ${comment}`] : []),
      '',
      'Los puntos ya fueron descontados de su saldo; le avisaremos cuando el producto sea comprado.',
    ]),
  mailRejectedSubject: (product: string) => `Su solicitud de ${product} fue rechazada`,
  mailRejectedText: (name: string, product: string, comment: string, refunded: number) =>
    letter(name, [
      `Su solicitud de redención del producto ${product} fue rechazada.`,
      '',
      `Comentario: ${comment}`,
      '',
      `Los ${refunded} puntos de la solicitud fueron devueltos a su saldo.`,
    ]),
  mailBoughtSubject: (product: string) => `Su producto ${product} fue comprado`,
  mailBoughtText: (name: string, product: string, purchaseDate: string, buyerComment: string) =>
    letter(name, [
      `El producto ${product} de su solicitud de redención fue comprado el ${spanishDate(purchaseDate)}.`,
      '',
      `Comentario del comprador: ${buyerComment}`,
    ]),
  // the prize's way to the participant (SPEC 1/9: delivered within one month of the request)
  mailDispatchedSubject: (product: string) => `Su producto ${product} va en camino`,
  mailDispatchedText: (name: string, product: string, d: { method: string; dispatchDate: string; carrier: string | null; guide: string | null; trackingUrl: string | null; address: string | null }) =>
    letter(name, [
      `El producto ${product} de su solicitud de redención fue despachado el ${spanishDate(d.dispatchDate)}.`,
      '',
      `Entrega: ${d.method}`,
      ...(d.address ? [`Dirección: ${d.address}`] : []),
      ...(d.carrier ? [`Transportadora: ${d.carrier}`] : []),
      ...(d.guide ? [`Número de guía: ${d.guide}`] : []),
      ...(d.trackingUrl ? [`Seguimiento: ${d.trackingUrl}`] : []),
      '',
      "Cuando lo reciba, márquelo como 'Recibido' en el portal; si algo no está bien, puede registrar un reclamo.",
    ]),
  mailDeliveredSubject: (product: string) => `Su producto ${product} fue entregado`,
  mailDeliveredText: (name: string, product: string, deliveryDate: string, claimDays: number) =>
    letter(name, [
      `El producto ${product} de su solicitud de redención fue entregado el ${spanishDate(deliveryDate)}.`,
      '',
      `Si no lo recibió o llegó con algún problema, puede registrar un reclamo en el portal durante los ${claimDays} días siguientes a la entrega.`,
    ]),
  mailReceivedSubject: (product: string) => `Recibimos su confirmación: ${product}`,
  mailReceivedText: (name: string, product: string) =>
    letter(name, [`Gracias por confirmar que recibió el producto ${product} de su solicitud de redención.`]),
  mailClaimedSubject: (product: string) => `Recibimos su reclamo: ${product}`,
  mailClaimedText: (name: string, product: string, comment: string) =>
    letter(name, [
      `Registramos su reclamo sobre el producto ${product} de su solicitud de redención.`,
      '',
      `Su comentario: ${comment}`,
      '',
      'El equipo de compras lo revisará y le escribirá con la solución.',
    ]),
  mailNotDeliveredSubject: (product: string) => `Su producto ${product} no pudo ser entregado`,
  mailNotDeliveredText: (name: string, product: string, comment: string) =>
    letter(name, [
      `El producto ${product} de su solicitud de redención no pudo ser entregado.`,
      '',
      `Comentario: ${comment}`,
      '',
      'Lo despacharemos de nuevo o le escribiremos para acordar la entrega.',
    ]),
  mailCancelledSubject: (product: string) => `Su solicitud de ${product} fue cancelada`,
  mailCancelledText: (name: string, product: string, comment: string, refunded: number) =>
    letter(name, [
      `Su solicitud de redención del producto ${product} fue cancelada.`,
      '',
      `Comentario: ${comment}`,
      '',
      `Los ${refunded} puntos de la solicitud fueron devueltos a su saldo.`,
    ]),
  // the alerts to the buyers and administrators (modules/redemptions/alerts.ts)
  mailDueSoonSubject: (id: number, daysLeft: number) => `Premio por entregar: solicitud #${id}, quedan ${daysLeft} días`,
  mailDueSoonText: (name: string, a: { id: number; product: string; participant: string; dueDate: string; daysLeft: number; state: string }) =>
    letter(name, [
      `El premio ${a.product} de la solicitud #${a.id} (${a.participant}) debe entregarse a más tardar el ${spanishDate(a.dueDate)}: quedan ${a.daysLeft} días.`,
      `Estado actual: ${a.state}.`,
      '',
      'El programa promete la entrega dentro del mes siguiente a la redención.',
    ]),
  mailOverdueSubject: (id: number) => `Premio vencido sin entregar: solicitud #${id}`,
  mailOverdueText: (name: string, a: { id: number; product: string; participant: string; dueDate: string; state: string }) =>
    letter(name, [
      `El premio ${a.product} de la solicitud #${a.id} (${a.participant}) debía entregarse a más tardar el ${spanishDate(a.dueDate)} y sigue sin entregar.`,
      `Estado actual: ${a.state}.`,
      '',
      'El programa promete la entrega dentro del mes siguiente a la redención.',
    ]),
} as const;

// ===== modules/reports: the CSV files' names and column titles =====

export const REPORT_CSV = {
  pointsFile: 'reporte-puntos.csv',
  pointsHeaders: ['Id', 'Nombre', 'Documento', 'Sucursal', 'Puntos', 'Gastados', 'Vencidos', 'Aprobadas', 'Rechazadas', 'En espera', 'Confirmadas', 'Facturas'],
  invoicesFile: 'reporte-facturas.csv',
  invoicesHeaders: [
    'Fecha', 'Fecha de Registro', '# Factura', 'Participante', 'Documento', 'Sucursal', 'Ciudad', 'Marca', 'Diseño', 'Llanta', 'Código',
    'Cantidad', 'Puntos', 'Estado',
  ],
} as const;

// ===== modules/slides (SPEC 7 "Slides") =====

// The success text is SPEC 8's to the letter; the rest are ours.
export const SLIDE_MSG = {
  positionInvalid: 'Posición no válida: use up o down',
  responsiveInvalid: 'Valor no válido: use 0 (escritorio) o 1 (móvil)',
  notFound: 'El slide no existe',
  imageRequired: `Campo imagen: ${SLIDE_TEXT.selectImage}`,
  // SPEC 8
  created: 'Slide creado exitosamente',
  // SPEC 4 "Delete flow": the success dialog names the id
  deleted: (id: number) => `Slide ${id} eliminado`,
} as const;

// ===== modules/subsidiaries: the branches (SPEC 7 "Users, branches, profiles", SPEC 2.8 screens) =====

// The success texts of create and edit are SPEC 8's to the letter; the rest are ours.
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
  stale: staleSave('La sucursal'),
} as const;

// ===== modules/tires (SPEC 7 "Tires", SPEC 8) =====

// 'Llanta Creada con Éxito' is SPEC 8's to the letter; the rest are ours
// (docs/adr/0006-api-conventions-spec-leaves-open.md: an unknown id in the path is a 404, one inside
// a body a 400 naming the field or line).
const tireInvoices = (n: number) => (n === 1 ? '1 factura' : `${n} facturas`);

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
    `No se puede eliminar la llanta ${name}: está registrada en ${tireInvoices(invoiceCount)}. Las facturas conservan sus llantas y sus puntos; edite la llanta en lugar de eliminarla.`,
  stale: staleSave('La llanta'),
} as const;

// ===== modules/users (SPEC 7 "Users, branches, profiles") =====

// SPEC 8's texts are copied to the letter; the rest are ours.
export const USER_MSG = {
  // SPEC 8
  registered: 'Usuario Registrado con Éxito',
  updated: (name: string) => `User ${name} editado con éxito`,
  contactSent: 'Correo enviado con éxito.',

  notFound: 'El usuario no existe',
  otherUser: 'No puede ver los datos de otro usuario',
  duplicateIdentification: 'Ya existe un usuario registrado con ese número de identificación.',
  subsidiaryNotFound: 'Campo sucursal: la sucursal seleccionada no existe',
  profileNotFound: 'Campo perfil: el perfil seleccionado no existe',
  staffProfile: 'El registro solo es para vendedores: no puede registrarse con un perfil administrativo.',
  staffBranch: 'La sucursal seleccionada no admite el registro de vendedores. Comuníquese con soporte.',
  selfLockout: 'No puede desactivar su propio usuario ni quitarse el perfil de administrador.',
  // the form loaded an older version of the user, or a balance that has moved since
  staleEdit: POINTS_MSG.stale,
  // SPEC 2.6: "Points" is what the user has; the ledger records why it changed
  adjustmentReason: 'Ajuste del administrador',

  // 'Mi Perfil': the own-photo call (POST /api/users/photo)
  photoUpdated: 'Foto de perfil actualizada con éxito',
  photoRequired: `Campo imagen: ${USER_TEXT.selectNewPhoto}`,

  contactSubject: (asunto: string) => `Contáctanos: ${asunto}`,
  contactText: (u: { name: string; identification_number: string; email: string; phone: string; profile: string | null; subsidiary: string | null }, mensaje: string) =>
    [
      'Mensaje recibido desde el formulario Contáctanos del Portal de Puntos.',
      '',
      `Nombre: ${u.name}`,
      `Identificación: ${u.identification_number}`,
      `Correo: ${u.email}`,
      `Teléfono: ${u.phone}`,
      `Perfil: ${u.profile ?? '-'}`,
      `Sucursal: ${u.subsidiary ?? '-'}`,
      '',
      'Mensaje:',
      mensaje,
    ].join('\n'),
  contactFailed: 'No fue posible enviar el correo en este momento. Inténtelo de nuevo más tarde.',
} as const;
