// The auth module's own Spanish texts (the shared session texts, like loginFailed and recoverSent,
// stay in src/messages.ts). A recovery changes nothing until the temporary password is used, and
// the mail says what happened whether or not the pair matched.
export const AUTH_MSG = {
  /**
   * The e2e recovery test reads the password with /contraseña temporal[^:]*:\s*(\S+)/, so
   * "Su contraseña temporal es: X" stays the first mention of "contraseña temporal".
   */
  recoverText: (name: string, tempPassword: string, minutes: number) =>
    [
      `Hola ${name},`,
      '',
      'Recibimos una solicitud para recuperar su contraseña del Portal de Puntos.',
      `Su contraseña temporal es: ${tempPassword}`,
      '',
      `Funciona durante ${minutes} minutos. Su contraseña actual sigue funcionando hasta que ingrese con la temporal.`,
      'Cuando ingrese con la contraseña temporal, esta pasa a ser su contraseña y se cierran sus demás sesiones abiertas.',
      'Si usted no solicitó este cambio, ignore este correo: su contraseña actual no cambia y la temporal deja de funcionar sola.',
    ].join('\n'),
} as const;
