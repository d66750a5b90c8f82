// The users' texts, limits and form names (SPEC 2.5, 2.6, 5 "Registration", "Edit user"; 'Mi
// Perfil'), apart from their zod rules (users.ts): a screen that only shows a user ('Mi Perfil')
// reads these without downloading and running zod and the contract's schemas. Plain values.
import { POINTS_BALANCE_MAX, POINTS_INPUT_MAX } from './constants';
import { groupDigits } from './grouping';

/** SPEC 5 texts (copied to the letter) and ours for the rest. */
export const USER_TEXT = {
  selectProfile: 'Seleccione un perfil',
  selectBranch: 'Seleccione un punto de venta',
  selectState: 'Seleccione un estado',
  selectNewPhoto: 'Seleccione una nueva foto de perfil',
  passwordsDiffer: 'Las contraseñas no coinciden',
  invalidPhone: 'Teléfono no válido',
  pointsWhole: 'Los puntos deben ser un número entero',
  pointsNegative: 'Los puntos no pueden ser negativos',
  pointsTooLarge: `Los puntos no pueden pasar de ${groupDigits(POINTS_BALANCE_MAX)}`,
  pointsChangeMax: `Un ajuste no puede pasar de ${groupDigits(POINTS_INPUT_MAX)} puntos`,
  pointsSeenRequired: 'Falta el saldo que mostraba el formulario: recargue la página',
  versionRequired: 'Falta la versión de los datos que mostraba el formulario: recargue la página',
  max: (n: number) => `Máximo ${n} caracteres`,
} as const;

/** SPEC 2.5: 'Stado' column, from the state flag */
export const USER_STATE_LABEL: Record<number, string> = { 1: 'ACTIVO', 0: 'DESACTIVADO' };
/** SPEC 2.6: state selector options (Activo=1, Inactivo=0) */
export const USER_STATE_OPTIONS = [{ value: 1, label: 'Activo' }, { value: 0, label: 'Inactivo' }] as const;

/**
 * Version of the texts a participant accepts in the wizard (terms and habeas data, shell/src/legal.ts);
 * stored with each consent row, so a later change of the texts can tell who accepted which.
 */
export const CONSENT_TEXT_VERSION = '2026-01';

export const USER_LIMITS = { nameMax: 150, identificationMax: 20, phoneMax: 30, passwordMax: 200, emailMax: 200 } as const;

/**
 * POST /api/users/photo (ours, 'Mi Perfil'): multipart/form-data with the one file field
 * `image`; it replaces the caller's own photo (there is no id: nobody changes another's photo).
 */
export const USER_PHOTO_FORM = { image: 'image' } as const;
/** the new photo's signed link (docs/adr/0008-private-uploads-through-signed-links.md), for the sidebar to show at once */
export interface UserPhotoAnswer { message: 'success'; detail: string; image: string }
