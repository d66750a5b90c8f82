// SPEC 2.5 'Lista de Usuarios', SPEC 2.6 edit user, SPEC 5 "Edit user": every text of the user
// screens. SPEC's success text ('User {name} editado con éxito') is the remote's successMessages (src/messages.ts).
import { formatNumber, formatSigned } from '@portal/shared-ui';

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
