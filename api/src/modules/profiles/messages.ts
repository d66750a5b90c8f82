// Spanish texts of the profiles module (SPEC 2.8 'Crear Perfil', 'Editar Perfil', 'Lista de
// Perfiles'). The success texts of create and edit are SPEC 8's to the letter; the rest are
// ours.
import type { ProfileUses } from './repository';

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const PROFILE_MSG = {
  notFound: 'El perfil no existe',
  // profile names are unique regardless of capitals and accents (contract searchKey)
  duplicate: 'Ya existe un perfil con ese nombre',
  /** SPEC 6: 1, 4 and 5 are the portal's roles (menus and permissions depend on their ids) */
  staff: (name: string) => `No se puede eliminar el perfil ${name}: es un rol del portal (administrador, aprobador o comprador).`,
  /** a profile in use is kept; the detail counts what uses it */
  inUse: (uses: ProfileUses) => {
    const parts = [
      uses.users > 0 ? plural(uses.users, 'usuario', 'usuarios') : null,
      uses.subsidiaries > 0 ? plural(uses.subsidiaries, 'sucursal', 'sucursales') : null,
      uses.tires > 0 ? `los puntos de ${plural(uses.tires, 'llanta', 'llantas')}` : null,
    ].filter((p): p is string => p !== null);
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} y ${parts[parts.length - 1]}` : parts[0];
    return `No se puede eliminar el perfil: está asignado a ${list}.`;
  },
  created: (name: string) => `Perfil ${name} Creado con Éxito`,
  updated: (name: string) => `Perfil ${name} Editado con Éxito`,
  deleted: (name: string) => `Perfil ${name} eliminado`,
  // a stale edit: a save over a newer version
  stale: 'El perfil fue modificado por otra persona mientras usted lo editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.',
} as const;
