// Texts of the pieces every remote shares: its placeholder screens, its build footer, its
// standalone dev host.
import type { RemoteName } from '@portal/contract';

export const remoteKitMessages = {
  placeholder: {
    notice: 'Pantalla en construcción',
    detail: 'Esta pantalla estará disponible en una próxima versión del portal.',
  },
  moduleName: { participant: 'Módulo participante', admin: 'Módulo administración', review: 'Módulo revisión' } satisfies Record<RemoteName, string>,
  version: 'versión',
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
