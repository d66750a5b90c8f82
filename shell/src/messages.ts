// Every text the shell shows, in Spanish (STYLE "one messages module per package"). Texts SPEC quotes
// are copied to the letter; the rest are ours.
import { formatNumber } from '@portal/shared-ui';
import { appMessages } from './appMessages';
import { authMessages } from './authMessages';

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
