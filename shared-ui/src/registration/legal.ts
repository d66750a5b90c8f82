// SPEC 1 programme terms and the data-protection notice, in Spanish: one source for /admin/politics
// (the shell) and the registration wizard's 'Aceptar políticas y condiciones' / 'Aceptar habeas
// data' modals (shell and admin remote). The version a participant accepts is CONSENT_TEXT_VERSION
// (contract/src/users.ts): change it with these texts.

export const TERMS_TITLE = 'Políticas Y Condiciones';

/** SPEC 1 "Programme terms"; the two brands are the ones the portal's catalogue carries (Nexen, Roadstone). */
export const PROGRAMME_TERMS: readonly string[] = [
  'El programa inicia a partir de la comunicación formal al distribuidor y estará vigente hasta que la compañía decida darlo por terminado.',
  'Solo pueden participar los vendedores de los distribuidores autorizados y validados por la compañía.',
  'Las ventas se deben ingresar mensualmente y están sujetas a auditoría por parte de la compañía.',
  'Los premios redimidos se entregarán dentro del mes siguiente a la fecha de la redención.',
  'Solo suman puntos las llantas de automóvil y camioneta liviana de las marcas Nexen y Roadstone.',
  'Las llantas UHP o de rin 17 en adelante otorgan puntos adicionales. Estos puntos adicionales no son acumulables entre sí y no aplican para llantas utilitarias.',
  'La compañía podrá enviar información sobre sus marcas y políticas a los datos de contacto que el participante registre en el portal.',
];

export const DATA_PROTECTION_TITLE = 'Autorización para el tratamiento de datos personales (habeas data)';

/** SPEC 1: the notice cites the Colombian data-protection law (Ley Estatutaria 1581 de 2012). */
export const DATA_PROTECTION: readonly string[] = [
  'En cumplimiento de la Ley Estatutaria 1581 de 2012 y sus decretos reglamentarios, al registrarse en el portal usted autoriza de manera previa, expresa e informada a la compañía para recolectar, almacenar, usar y tratar sus datos personales (nombre, identificación, correo electrónico, teléfono, punto de venta y ventas registradas).',
  'Sus datos se usarán para administrar su participación en el programa de puntos: validar sus ventas, asignar y redimir puntos, entregar premios, atender sus solicitudes y enviarle información sobre marcas, productos y políticas del programa.',
  'Como titular de los datos usted tiene derecho a conocer, actualizar, rectificar y suprimir su información, a solicitar prueba de la autorización otorgada y a revocarla, y a presentar quejas ante la Superintendencia de Industria y Comercio.',
  'Para ejercer estos derechos o actualizar sus datos comuníquese con la línea de soporte del programa.',
];
