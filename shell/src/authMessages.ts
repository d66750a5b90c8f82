// The texts of the /auth pages and of the shell's start (the login page's own bundle takes these,
// not every text of the shell); messages.ts spreads them into the shell's one messages object.
export const authMessages = {
  appName: 'Portal de Puntos',
  configError: {
    title: 'No se pudo iniciar el portal',
    message: 'No se pudo leer la configuración del portal. Recargue la página en unos minutos.',
  },
  loading: 'Cargando...',

  auth: {
    menuOpen: 'Abrir menú',
    menuClose: 'Cerrar menú',
    navLabel: 'Navegación de acceso',
    // SPEC 2.2
    loginTitle: 'Iniciar Sesión',
    identification: 'Número de identificación',
    password: 'Contraseña',
    submitLogin: 'Ingresar',
    sending: 'Enviando...',
    forgot: '¿Olvidó su contraseña?',
    register: '¿No tiene cuenta? Registrarse',
    recoveryTitle: 'Recuperar Contraseña',
    recoverySubtitle: 'Le enviaremos una contraseña temporal a su correo electrónico.',
    email: 'Correo electrónico',
    submitRecovery: 'Enviar',
    backToLogin: 'Volver a Iniciar Sesión',
    // the registration wizard's texts (SPEC 2.3) live with it, in shared-auth
    haveAccount: '¿Ya tiene cuenta? Iniciar Sesión',
    loggingOut: 'Cerrando sesión...',
  },
} as const;
