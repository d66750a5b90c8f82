// SPEC 2.3 / 5 "Registration", driven as a person: labels, roles, typing. The two calls come in as
// props (shared-auth useRegistrationCalls, tested with the api in shared-auth/src/registration.test.tsx):
// here a branch list as the call gives it, and a registration call the test answers.
import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderUi } from '../test-utils';
import { RegistrationWizard, type Registration, type RegistrationCalls } from './RegistrationWizard';
import { FILLED_REGISTRATION, TEST_BRANCHES, clickNext, fillCredentials, fillGeneral, fillProfile, reachProfile } from './testing';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** the call's answer: the api's success, or its refusal's Spanish detail */
type Reply = { ok: true } | { ok: false; detail: string };

/** as the branch call gives them: sorted by name, ignoring capitals */
const [sur, norte, centro] = TEST_BRANCHES;
const BRANCHES = [centro, norte, sur];

/** the registration call as the data layer hands it over (sending, then the answer or the refusal) */
function useAnsweredCall(send: (registration: Registration) => Promise<Reply>): RegistrationCalls['registration'] {
  const [state, setState] = useState<{ sending: boolean; error: string | null; answer: unknown }>({ sending: false, error: null, answer: null });
  const submit = async (registration: Registration) => {
    setState({ sending: true, error: null, answer: null });
    const reply = await send(registration);
    setState(reply.ok ? { sending: false, error: null, answer: reply } : { sending: false, error: reply.detail, answer: null });
    return reply.ok ? reply : null;
  };
  return { ...state, submit };
}

function renderWizard({ send = async () => ({ ok: true }), branches = { data: BRANCHES, loading: false, error: null } }: {
  send?: (registration: Registration) => Promise<Reply>;
  branches?: RegistrationCalls['branches'];
} = {}) {
  const sent: Registration[] = [];
  function Page() {
    const registration = useAnsweredCall((r) => (sent.push(r), send(r)));
    return <RegistrationWizard branches={branches} registration={registration} redirectTo="/auth/login-page" />;
  }
  const view = renderUi(
    <MemoryRouter initialEntries={['/registro']}>
      <Routes>
        <Route path="/registro" element={<Page />} />
        <Route path="/auth/login-page" element={<h1>Página de inicio de sesión</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return { sent, ...view };
}

const next = clickNext;
const field = (label: string) => screen.getByLabelText(label);

const stepHeading = (name: string) => screen.getByRole('heading', { level: 3, name });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('titled Registrar Usuario with the SPEC 2.3 subtitle, three named steps, first one current', () => {
  renderWizard();
  expect(screen.getByRole('heading', { name: 'Registrar Usuario' })).toBeInTheDocument();
  expect(screen.getByText('Esta información es necesaria para registrarse en el sistema.')).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Pasos' })).getAllByRole('listitem');
  expect(steps.map((s) => s.textContent)).toEqual(['1Información General', '2Credenciales', '3Perfil']);
  expect(steps[0]).toHaveAttribute('aria-current', 'step');
  expect(stepHeading('Información General')).toBeInTheDocument();
  expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
  // no Atrás on the first step, no Guardar before the last
  expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
});

test('step 1: names >= 3 and the email pattern; Siguiente is blocked and every failing field is marked', async () => {
  const { user } = renderWizard();
  await next(user);
  expect(stepHeading('Información General')).toBeInTheDocument();
  expect(field('Nombres')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Nombres')).toHaveAccessibleDescription('Mínimo 3 caracteres');
  expect(field('Apellidos')).toHaveAccessibleDescription('Mínimo 3 caracteres');
  expect(field('Correo electrónico')).toHaveAccessibleDescription('Correo electrónico no válido');
  // SPEC 5 (last line): the failed validation is logged
  expect(warn).toHaveBeenCalled();

  await user.type(field('Nombres'), 'Al');
  await user.type(field('Apellidos'), 'Ríos');
  await user.type(field('Correo electrónico'), 'carolina@example');
  await next(user);
  expect(stepHeading('Información General')).toBeInTheDocument();
  expect(field('Nombres')).toHaveAccessibleDescription('Mínimo 3 caracteres');
  expect(field('Apellidos')).not.toHaveAttribute('aria-invalid');
  expect(field('Correo electrónico')).toHaveAccessibleDescription('Correo electrónico no válido');

  await user.type(field('Nombres'), 'a');
  await user.type(field('Correo electrónico'), '.com');
  await next(user);
  // the focus moves to the new step's title
  expect(stepHeading('Credenciales')).toHaveFocus();
  expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
});

test('step 2: identification >= 5, password >= 1, confirm equals password; Atrás keeps every value', async () => {
  const { user } = renderWizard();
  await fillGeneral(user);
  await next(user);

  await next(user);
  expect(stepHeading('Credenciales')).toBeInTheDocument();
  expect(field('Número de identificación')).toHaveAccessibleDescription('Mínimo 5 caracteres');
  expect(field('Contraseña')).toHaveAccessibleDescription('Requerido');

  await user.type(field('Número de identificación'), '1234');
  await user.type(field('Contraseña'), 'x');
  await user.type(field('Confirmar contraseña'), 'y');
  await next(user);
  expect(stepHeading('Credenciales')).toBeInTheDocument();
  expect(field('Número de identificación')).toHaveAccessibleDescription('Mínimo 5 caracteres');
  expect(field('Contraseña')).not.toHaveAttribute('aria-invalid');
  expect(field('Confirmar contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden');

  await user.click(screen.getByRole('button', { name: 'Atrás' }));
  expect(stepHeading('Información General')).toHaveFocus();
  expect(field('Nombres')).toHaveValue('Carolina');
  expect(field('Apellidos')).toHaveValue('Ríos Gómez');
  expect(field('Correo electrónico')).toHaveValue('carolina@example.com');

  await next(user);
  expect(field('Número de identificación')).toHaveValue('1234');
  expect(field('Confirmar contraseña')).toHaveValue('y');
  await user.type(field('Número de identificación'), '5');
  await user.clear(field('Confirmar contraseña'));
  await user.type(field('Confirmar contraseña'), 'x');
  await next(user);
  expect(stepHeading('Perfil')).toHaveFocus();
});

test('step 3: branch, phone >= 5 and both acceptances are required; nothing is sent', async () => {
  const { user, sent } = renderWizard();
  await reachProfile(user);

  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(stepHeading('Perfil')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveAccessibleDescription('Requerido');
  expect(field('Teléfono celular')).toHaveAccessibleDescription('Mínimo 5 caracteres');
  expect(screen.getByRole('checkbox', { name: 'Aceptar políticas y condiciones' })).toHaveAccessibleDescription('Requerido');
  expect(screen.getByRole('checkbox', { name: 'Aceptar habeas data' })).toHaveAccessibleDescription('Requerido');

  await user.type(field('Teléfono celular'), '3001');
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(field('Teléfono celular')).toHaveAccessibleDescription('Mínimo 5 caracteres');
  expect(sent).toHaveLength(0);
});

test('an acceptance is set only by its modal\'s Aceptar: clicking the box opens the text, Cancelar leaves it unset', async () => {
  const { user } = renderWizard();
  await reachProfile(user);
  const terms = screen.getByRole('checkbox', { name: 'Aceptar políticas y condiciones' });

  await user.click(terms);
  let dialog = screen.getByRole('dialog', { name: 'Políticas Y Condiciones' });
  expect(dialog).toHaveTextContent('Solo pueden participar los vendedores de los distribuidores autorizados');
  expect(terms).not.toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(terms).not.toBeChecked();

  await user.click(terms);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
  expect(terms).toBeChecked();
  expect(terms).not.toHaveAttribute('aria-invalid');

  // the data-protection notice cites the Colombian law; Escape is a Cancelar
  const habeas = screen.getByRole('checkbox', { name: 'Aceptar habeas data' });
  await user.click(habeas);
  dialog = screen.getByRole('dialog', { name: /habeas data/ });
  expect(dialog).toHaveTextContent('Ley Estatutaria 1581 de 2012');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(habeas).not.toBeChecked();
  expect(habeas).toHaveAccessibleDescription('Requerido');
});

test('the branches in the order the call gives them, in a menu at most 250 px high; the city follows the branch', async () => {
  const { user } = renderWizard();
  await reachProfile(user);

  const city = field('Ciudad');
  expect(city).toHaveValue('Bogotá');
  expect(city).toHaveAttribute('readonly');

  const branchBox = screen.getByRole('combobox', { name: 'Sucursal' });
  expect(branchBox).toHaveTextContent('Seleccione un punto de venta');
  await user.click(branchBox);
  const menu = screen.getByRole('listbox', { name: 'Sucursal' });
  expect(within(menu).getAllByRole('option').map((o) => o.textContent)).toEqual(['centro Cali', 'Norte Bogotá', 'Sur Medellín']);
  expect(menu).toHaveStyle({ maxHeight: '250px', overflowY: 'auto' });
  await user.click(within(menu).getByRole('option', { name: 'Sur Medellín' }));
  expect(branchBox).toHaveTextContent('Sur Medellín');
  expect(city).toHaveValue('Medellín');

  // by keyboard: ArrowDown opens on the chosen one, Home goes to the first, Enter picks
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Sur Medellín' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Home}{Enter}');
  expect(branchBox).toHaveTextContent('centro Cali');
  expect(city).toHaveValue('Cali');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  // a letter jumps to the branch that starts with it; Escape closes without a change
  await user.keyboard('{ArrowDown}n{Enter}');
  expect(branchBox).toHaveTextContent('Norte Bogotá');
  await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(branchBox).toHaveTextContent('Norte Bogotá');
  expect(city).toHaveValue('Bogotá');
});

test('Guardar hands the SPEC 3 payload and the picked image to the call, waits while sending, then the login page after 3 s', async () => {
  const reply = deferred<Reply>();
  const { user, sent } = renderWizard({ send: () => reply.promise });
  const photo = new File(['png-bytes'], 'foto.png', { type: 'image/png' });
  const createUrl = jest.fn(() => 'blob:foto');
  Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: jest.fn() });

  await user.upload(field('Imagen de perfil'), photo);
  expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute('src', 'blob:foto');
  await fillGeneral(user);
  await next(user);
  await fillCredentials(user);
  await next(user);
  await fillProfile(user);
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  const sending = screen.getByRole('button', { name: 'Guardando...' });
  expect(sending).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled();

  // the profile is the chosen branch's (SPEC 2.3)
  expect(sent).toEqual([{ data: FILLED_REGISTRATION, image: photo }]);

  jest.useFakeTimers();
  await act(async () => reply.resolve({ ok: true }));
  expect(screen.getByRole('status')).toHaveTextContent('Usuario Registrado con Éxito');
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('heading', { name: 'Registrar Usuario' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.getByRole('heading', { name: 'Página de inicio de sesión' })).toBeInTheDocument();
});

test('without a picked image the call gets none', async () => {
  const { user, sent } = renderWizard();
  await reachProfile(user);
  await fillProfile(user);
  await user.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByText('Usuario Registrado con Éxito')).toBeInTheDocument();
  expect(sent).toEqual([{ data: FILLED_REGISTRATION, image: null }]);
});

test('a branch list that could not be read says so in red; while it comes the menu says it is loading', async () => {
  const { user, unmount } = renderWizard({ branches: { data: undefined, loading: false, error: 'Falla' } });
  await reachProfile(user);
  expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar las sucursales. Recargue la página e inténtelo de nuevo.');
  unmount();

  const loading = renderWizard({ branches: { data: undefined, loading: true, error: null } });
  await reachProfile(loading.user);
  expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveTextContent('Cargando sucursales...');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("a refusal shows the server's detail in red; the person stays on step 3 with every value kept", async () => {
  const { user } = renderWizard({ send: async () => ({ ok: false, detail: 'Ya existe un usuario con ese número de identificación' }) });
  await reachProfile(user);
  await fillProfile(user);
  jest.useFakeTimers({ advanceTimers: true });
  await user.click(screen.getByRole('button', { name: 'Guardar' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Ya existe un usuario con ese número de identificación');
  act(() => jest.advanceTimersByTime(5000));
  expect(stepHeading('Perfil')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  expect(screen.getByRole('combobox', { name: 'Sucursal' })).toHaveTextContent('Sur Medellín');
  expect(field('Ciudad')).toHaveValue('Medellín');
  expect(field('Teléfono celular')).toHaveValue('300 123 4567');
  expect(screen.getByRole('checkbox', { name: 'Aceptar políticas y condiciones' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Aceptar habeas data' })).toBeChecked();

  await user.click(screen.getByRole('button', { name: 'Atrás' }));
  expect(field('Número de identificación')).toHaveValue('52123456');
  expect(field('Contraseña')).toHaveValue('clave secreta');
});
