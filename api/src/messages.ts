// Every Spanish text the api answers with, in one place so it can be held against SPEC.md.
// Texts SPEC quotes are copied to the letter; the rest are ours.
import { MAX_IMAGE_BYTES } from '@portal/contract';

const MB = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

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

  // --- ids (docs/adr/0006-api-conventions-spec-leaves-open.md); the cities texts live in modules/cities/messages.ts ---
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
