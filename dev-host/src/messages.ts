// Texts of the standalone dev host every remote shares.
export const devHostMessages = {
  loginTitle: 'Iniciar Sesión',
  identification: 'Número de identificación',
  password: 'Contraseña',
  login: 'Ingresar',
  loggingIn: 'Ingresando...',
  logout: 'Cerrar Sesión',
  configFailed: 'No se pudo cargar la configuración del portal. ¿Está el api corriendo en el puerto 8080?',
} as const;
