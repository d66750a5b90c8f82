// Every Spanish text shared-auth can put in front of a user (STYLE "one messages module per package").
export const messages = {
  genericError: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
  networkError: 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
  noSession: 'No hay una sesión activa. Inicie sesión de nuevo.',
  loginUnexpected: 'El servidor respondió de forma inesperada al iniciar sesión.',
  // SPEC 8: after recovery an e-mail-sent notice mentions a temporary password. The api answers
  // the same whether or not the data matched an account (issue 6), so the notice cannot promise it.
  recoverySent:
    'Correo enviado con éxito. Si los datos corresponden a una cuenta activa, recibirá una contraseña temporal en su correo; su contraseña actual sigue funcionando hasta que la use.',
  forbiddenTitle: 'Acceso no autorizado',
  forbidden: 'No tiene permisos para ver esta página.',
  configMissing: 'No se pudo cargar la configuración del portal.',
  /** SPEC 2.3 'Registrar Usuario' (the wizard of /auth/register-page and /admin/create-user) */
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
  },
} as const;
