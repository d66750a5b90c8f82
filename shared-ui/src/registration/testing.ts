// Test helpers for the registration wizard (import from
// '@portal/shared-ui/registration/testing' in tests only): the branch list the fake api
// answers and a person's way through the three steps.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Subsidiary } from '@portal/contract';

const branch = (id: number, name: string, city: string, profiles_id: number): Subsidiary => ({
  id, name, city: { id: id * 10, name: city }, profile: { id: profiles_id, name: `Perfil ${profiles_id}` }, cities_id: id * 10, profiles_id,
});

/** out of order on purpose, one in lower case: the branch call (shared-auth useRegistrationCalls) sorts by name, ignoring capitals */
export const TEST_BRANCHES: Subsidiary[] = [branch(3, 'Sur Medellín', 'Medellín', 2), branch(1, 'Norte Bogotá', 'Bogotá', 3), branch(2, 'centro Cali', 'Cali', 6)];

/** the `data` the steps below send (branch 'Sur Medellín', whose profile is 2) */
export const FILLED_REGISTRATION = {
  name: 'Carolina Ríos Gómez',
  password: 'clave secreta',
  email: 'carolina@example.com',
  phone: '300 123 4567',
  identification_number: '52123456',
  subsidiary_id: 3,
  profiles_id: 2,
  accept_terms: true,
  accept_habeas_data: true,
};

const field = (label: string) => screen.getByLabelText(label);
export const clickNext = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Siguiente' }));

export async function fillGeneral(user: UserEvent) {
  await user.type(field('Nombres'), 'Carolina');
  await user.type(field('Apellidos'), 'Ríos Gómez');
  await user.type(field('Correo electrónico'), 'carolina@example.com');
}

export async function fillCredentials(user: UserEvent) {
  await user.type(field('Número de identificación'), '52123456');
  await user.type(field('Contraseña'), 'clave secreta');
  await user.type(field('Confirmar contraseña'), 'clave secreta');
}

export async function chooseBranch(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Sucursal' }));
  await user.click(await screen.findByRole('option', { name }));
}

/** ticks the box, which opens the text, and presses its Aceptar */
export async function acceptIn(user: UserEvent, checkbox: string) {
  await user.click(screen.getByRole('checkbox', { name: checkbox }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
}

export async function fillProfile(user: UserEvent) {
  await chooseBranch(user, 'Sur Medellín');
  await user.type(field('Teléfono celular'), '300 123 4567');
  await acceptIn(user, 'Aceptar políticas y condiciones');
  await acceptIn(user, 'Aceptar habeas data');
}

/** steps 1 and 2 filled and left: the person is on 'Perfil' */
export async function reachProfile(user: UserEvent) {
  await fillGeneral(user);
  await clickNext(user);
  await fillCredentials(user);
  await clickNext(user);
  await screen.findByRole('heading', { name: 'Perfil' });
}

/** the whole wizard filled, up to (not including) Guardar */
export async function fillRegistration(user: UserEvent) {
  await reachProfile(user);
  await fillProfile(user);
}
