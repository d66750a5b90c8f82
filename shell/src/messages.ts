// Every text the shell shows, in Spanish (STYLE "one messages module per package"). Texts SPEC quotes
// are copied to the letter; the rest are ours. Two parts are objects of their own, spread into
// `messages`: authMessages (the /auth pages and the shell's start: the login page's own bundle takes
// these, not every text of the shell) and appMessages (the portal as an installed app shows it:
// shell/src/app-manifest.ts, which the shell's build also reads, outside the browser).
import { formatNumber } from '@portal/shared-ui';

// ===== the /auth pages and the shell's start =====

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

// ===== the portal as an installed app (the web app manifest) =====

export const appMessages = {
  app: {
    name: 'Portal de Puntos',
    /** under the icon on a phone's home screen: 12 characters at most are shown whole */
    shortName: 'Puntos',
    description: 'Registre sus ventas de llantas, gane puntos y redímalos por premios del catálogo.',
  },
} as const;

// ===== the admin area: layout, menus, remotes, settings, home, contact =====

export const messages = {
  ...authMessages,
  ...appMessages,
  appNameShort: 'PP',
  checkingSession: 'Verificando sesión...',
  /** the session check got no answer (or a 5xx); the session is kept and asked again */
  sessionRetrying: 'Sin conexión con el servidor, reintentando…',
  /** while the browser has no network: a participant can still register sales (they wait on the phone) */
  offline: { participant: 'Sin conexión. Puede registrar ventas: se enviarán cuando vuelva la señal.', staff: 'Sin conexión.' },
  /** ...and the screen shown needs the api (redemptions, reviews, administration) */
  offlinePage: 'Esta página necesita conexión a internet: se actualizará sola cuando vuelva la señal.',
  closeNotice: 'Cerrar aviso',
  /** 'Cerrar Sesión' with sales kept on the phone asks first */
  pendingLogoutTitle: 'Ventas sin enviar',
  pendingLogout: (n: number) => n === 1
    ? 'Tiene 1 venta sin enviar guardada en este teléfono. Si cierra la sesión ahora, se descartará y no sumará puntos.'
    : `Tiene ${n} ventas sin enviar guardadas en este teléfono. Si cierra la sesión ahora, se descartarán y no sumarán puntos.`,
  pendingLogoutCancel: 'Cancelar',
  pendingLogoutDiscard: (n: number) => (n === 1 ? 'Descartar la venta y cerrar sesión' : `Descartar ${n} ventas y cerrar sesión`),

  admin: {
    navLabel: 'Menú principal',
    sidebarLabel: 'Barra lateral',
    openDrawer: 'Abrir menú',
    closeDrawer: 'Cerrar menú',
    miniOn: 'Minimizar menú',
    miniOff: 'Expandir menú',
    userMenu: 'Menú de usuario',
    myProfile: 'Mi Perfil',
    points: (n: number) => `Puntos: ${formatNumber(n)}`,
    logout: 'Cerrar Sesión',
    photoAlt: (name: string) => `Foto de ${name}`,
    rtlTitle: 'لوحة القيادة',
    /** the first stop of the keyboard on every page, past the menu */
    skipToContent: 'Saltar al contenido principal',
    /** what a screen-reader hears after a menu entry with a count ('Facturas por revisar (3 pendientes)') */
    badge: (n: number) => `${formatNumber(n)} ${n === 1 ? 'pendiente' : 'pendientes'}`,
    badgeLabel: (label: string, n: number) => `${label} (${formatNumber(n)} ${n === 1 ? 'pendiente' : 'pendientes'})`,
  },

  remote: {
    // a remote that could not be fetched (a retry may help) ...
    failed: 'No se pudo cargar este módulo del portal.',
    failedTitle: 'Módulo no disponible',
    loading: 'Cargando módulo...',
    /** ... told apart from one that loaded and then failed (a retry would fail the same way) */
    brokenTitle: 'Ocurrió un error en esta pantalla',
    broken: 'Esta pantalla falló al mostrarse. Puede seguir usando el resto del portal.',
    goHome: 'Ir al inicio',
    /** a remote that needs a newer shared package (React, shared-auth...) than this portal has */
    incompatibleTitle: 'Módulo no compatible',
    incompatible: 'Este módulo necesita una versión más reciente del portal. El resto del portal funciona con normalidad.',
    /** a path no loaded remote declares while some remote's list of screens could not be read */
    listFailed: 'No se pudo saber qué pantallas ofrece este módulo del portal.',
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
