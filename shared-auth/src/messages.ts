// Every Spanish text shared-auth can put in front of a user (STYLE "one messages module per package").
export const messages = {
  genericError: 'Ocurrió un error inesperado. Inténtelo de nuevo.',
  networkError: 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
  /** the same, while the browser says it has no network (shared-ui's NeedsConnectionNote says it too) */
  needsConnection: 'Esta acción necesita conexión a internet. Inténtelo de nuevo cuando vuelva la señal.',
  noSession: 'No hay una sesión activa. Inicie sesión de nuevo.',
  loginUnexpected: 'El servidor respondió de forma inesperada al iniciar sesión.',
  // SPEC 8: after recovery an e-mail-sent notice mentions a temporary password. The api answers
  // the same whether or not the data matched an account, so the notice cannot promise it.
  recoverySent:
    'Correo enviado con éxito. Si los datos corresponden a una cuenta activa, recibirá una contraseña temporal en su correo; su contraseña actual sigue funcionando hasta que la use.',
  forbiddenTitle: 'Acceso no autorizado',
  forbidden: 'No tiene permisos para ver esta página.',
  // the sales kept on the phone while there is no signal
  salesSent: (count: number, points: string) =>
    count === 1 ? `1 venta enviada, se le han agregado ${points} puntos` : `${count} ventas enviadas, se le han agregado ${points} puntos`,
  storageRefused:
    'No se pudo guardar la venta en este teléfono: el navegador no dio espacio o bloqueó el almacenamiento. La venta sigue en el formulario; envíela cuando vuelva la señal.',
  alreadyKept: 'Esta factura ya está guardada en este teléfono y se enviará cuando vuelva la señal.',
} as const;
