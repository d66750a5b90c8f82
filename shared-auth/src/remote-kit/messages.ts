// Texts of the standalone dev host every remote shares.
export const remoteKitMessages = {
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
