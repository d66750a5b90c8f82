// Every Spanish text the review remote shows, side by side with SPEC.md.

export const messages = {
  placeholder: {
    notice: 'Pantalla en construcción',
    detail: 'Esta pantalla estará disponible en una próxima versión del portal.',
  },
  redeemList: {
    // SPEC 2.10
    title: 'Lista de Redenciones',
    empty: 'No ha ingresado ventas',
    columns: {
      id: 'ID',
      city: 'Ciudad',
      subsidiary: 'Punto de venta',
      product: 'Producto',
      points: 'Puntos',
      user: 'Usuario',
      identification: '# Cédula',
      createdAt: 'Fecha Creación',
      state: 'Estado',
      actions: 'Acciones',
    },
    view: 'Ver Solicitud',
    loadFailed: 'No se pudieron cargar las redenciones',
  },
  devHost: {
    loginTitle: 'Iniciar Sesión',
    identification: 'Número de identificación',
    password: 'Contraseña',
    login: 'Ingresar',
    loggingIn: 'Ingresando...',
    logout: 'Cerrar Sesión',
    configFailed: 'No se pudo cargar la configuración del portal. ¿Está el api corriendo en el puerto 8080?',
  },
} as const;
