// Spanish texts of the user calls (SPEC 7 "Users, branches, profiles"). SPEC 8's are copied to the
// letter; the rest are ours.
import { USER_TEXT } from '@portal/contract';
import { POINTS_MSG } from '../../points';

export const USER_MSG = {
  // SPEC 8
  registered: 'Usuario Registrado con Éxito',
  updated: (name: string) => `User ${name} editado con éxito`,
  contactSent: 'Correo enviado con éxito.',

  notFound: 'El usuario no existe',
  otherUser: 'No puede ver los datos de otro usuario',
  duplicateIdentification: 'Ya existe un usuario registrado con ese número de identificación.',
  subsidiaryNotFound: 'Campo sucursal: la sucursal seleccionada no existe',
  profileNotFound: 'Campo perfil: el perfil seleccionado no existe',
  staffProfile: 'El registro solo es para vendedores: no puede registrarse con un perfil administrativo.',
  staffBranch: 'La sucursal seleccionada no admite el registro de vendedores. Comuníquese con soporte.',
  selfLockout: 'No puede desactivar su propio usuario ni quitarse el perfil de administrador.',
  // the form loaded an older version of the user, or a balance that has moved since
  staleEdit: POINTS_MSG.stale,
  // SPEC 2.6: "Points" is what the user has; the ledger records why it changed
  adjustmentReason: 'Ajuste del administrador',

  // 'Mi Perfil': the own-photo call (POST /api/users/photo)
  photoUpdated: 'Foto de perfil actualizada con éxito',
  photoRequired: `Campo imagen: ${USER_TEXT.selectNewPhoto}`,

  contactSubject: (asunto: string) => `Contáctanos: ${asunto}`,
  contactText: (u: { name: string; identification_number: string; email: string; phone: string; profile: string | null; subsidiary: string | null }, mensaje: string) =>
    [
      'Mensaje recibido desde el formulario Contáctanos del Portal de Puntos.',
      '',
      `Nombre: ${u.name}`,
      `Identificación: ${u.identification_number}`,
      `Correo: ${u.email}`,
      `Teléfono: ${u.phone}`,
      `Perfil: ${u.profile ?? '-'}`,
      `Sucursal: ${u.subsidiary ?? '-'}`,
      '',
      'Mensaje:',
      mensaje,
    ].join('\n'),
  contactFailed: 'No fue posible enviar el correo en este momento. Inténtelo de nuevo más tarde.',
} as const;
