// Every text the shell shows, in Spanish (STYLE "one messages module per package"). Texts SPEC quotes
// are copied to the letter; the rest are ours.
export const messages = {
  appName: 'Portal de Puntos',
  appNameShort: 'PP',
  configError: {
    title: 'No se pudo iniciar el portal',
    message: 'No se pudo leer la configuración del portal. Recargue la página en unos minutos.',
  },
  loading: 'Cargando...',
  checkingSession: 'Verificando sesión...',

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

  admin: {
    navLabel: 'Menú principal',
    sidebarLabel: 'Barra lateral',
    openDrawer: 'Abrir menú',
    closeDrawer: 'Cerrar menú',
    miniOn: 'Minimizar menú',
    miniOff: 'Expandir menú',
    userMenu: 'Menú de usuario',
    myProfile: 'Mi Perfil',
    points: (n: number) => `Puntos: ${n.toLocaleString('es-CO')}`,
    logout: 'Cerrar Sesión',
    photoAlt: (name: string) => `Foto de ${name}`,
    rtlTitle: 'لوحة القيادة',
  },

  remote: {
    // team brief: a remote that is down or throws
    failed: 'No se pudo cargar este módulo del portal.',
    failedTitle: 'Módulo no disponible',
    loading: 'Cargando módulo...',
  },
  forbidden: {
    title: 'Acceso no autorizado',
    message: 'No tiene permisos para ver esta página.',
  },

  settings: {
    open: 'Configuración de apariencia',
    title: 'Apariencia',
    sidebarColor: 'Color del menú',
    background: 'Fondo del menú',
    image: 'Imagen de fondo',
    showImage: 'Mostrar imagen de fondo',
    chooseImage: (n: number) => `Imagen ${n}`,
    colors: { purple: 'Morado', azure: 'Azul claro', green: 'Verde', orange: 'Naranja', danger: 'Rojo', rose: 'Rosa' },
    backgrounds: { black: 'Negro', white: 'Blanco', blue: 'Azul' },
  },

  home: {
    title: 'Inicio',
    topSlides: 'Promociones destacadas',
    bottomSlides: 'Novedades del programa',
    featured: 'Llantas destacadas',
  },
  contact: {
    opening: 'Abriendo el enlace de contacto en una nueva pestaña...',
    link: 'Si no se abrió, haga clic aquí para ir a Contáctanos',
  },
} as const;
