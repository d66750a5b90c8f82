// The SPEC 5 "Registration" and "Edit user" rules as the screens will use them.
import { registerStep1, registerStep2, registerStep3, registrationPayload, userRegistrationData, userUpdateData, userUpdatePayload } from './users';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));

describe('registration wizard steps', () => {
  it('step 1: first and last name at least 3, e-mail pattern', () => {
    expect(messages(registerStep1.safeParse({ first_name: 'Al', last_name: 'Pérez', email: 'x@' }))).toEqual({ first_name: 'Mínimo 3 caracteres', email: 'Correo electrónico no válido' });
    expect(registerStep1.safeParse({ first_name: 'María', last_name: 'Pérez', email: 'maria@example.com' }).success).toBe(true);
  });

  it('step 2: identification at least 5 digits, password at least 1, confirmation equal', () => {
    expect(messages(registerStep2.safeParse({ identification_number: '1234', password: '', confirm_password: '' }))).toEqual({ identification_number: 'Mínimo 5 caracteres', password: 'Requerido' });
    expect(messages(registerStep2.safeParse({ identification_number: '123456', password: 'abc', confirm_password: 'abd' }))).toEqual({ confirm_password: 'Las contraseñas no coinciden' });
  });

  it('step 3: branch, phone and both acceptances required (Requerido)', () => {
    expect(messages(registerStep3.safeParse({ subsidiary_id: '', phone: '300', accept_terms: false }))).toEqual({
      subsidiary_id: 'Requerido', phone: 'Mínimo 5 caracteres', accept_terms: 'Requerido', accept_habeas_data: 'Requerido',
    });
  });

  it('the payload joins first and last name and passes the api schema', () => {
    const payload = registrationPayload({ first_name: ' María ', last_name: 'Pérez', email: 'maria@example.com', identification_number: '123456', password: 'x', confirm_password: 'x', subsidiary_id: '3', phone: '3001234567', accept_terms: true, accept_habeas_data: true });
    expect(payload.name).toBe('María Pérez');
    expect(userRegistrationData.parse(payload)).toMatchObject({ name: 'María Pérez', subsidiary_id: 3, profiles_id: null });
  });
});

describe('edit user payload', () => {
  const form = { name: 'Andrés Rojas', email: 'a@example.com', phone: '3001234567', points: '250', password: '', confirm_password: '', profiles_id: '2', subsidiary_id: '4', state: '1' };

  const loaded = { version: 3, points: 250 };

  it('sends the password only when it equals its confirmation (SPEC 5)', () => {
    expect(userUpdatePayload(form, loaded)).not.toHaveProperty('password');
    expect(userUpdatePayload({ ...form, password: 'nueva', confirm_password: 'otra' }, loaded)).not.toHaveProperty('password');
    expect(userUpdatePayload({ ...form, password: 'nueva', confirm_password: 'nueva' }, loaded).password).toBe('nueva');
  });

  it('builds data the api accepts, points as a whole number', () => {
    expect(userUpdateData.parse(userUpdatePayload(form, loaded))).toEqual({ name: 'Andrés Rojas', email: 'a@example.com', phone: '3001234567', version: 3, points: 250, points_seen: 250, state: 1, profiles_id: 2, subsidiary_id: 4 });
    expect(userUpdatePayload({ ...form, points: 'abc' }, loaded)).not.toHaveProperty('points');
  });

  it('sends the version and the balance it showed; a change of points needs a reason and stays within the bounds', () => {
    const changed = userUpdatePayload({ ...form, points: '400', points_reason: ' Bono de fin de año ' }, loaded);
    expect(changed).toMatchObject({ version: 3, points: 400, points_seen: 250, points_reason: 'Bono de fin de año' });
    expect(userUpdateData.safeParse(changed).success).toBe(true);
    const base = { name: 'Andrés Rojas', email: 'a@example.com', phone: '3001234567', state: 1, profiles_id: 2 };
    expect(messages(userUpdateData.safeParse({ ...base, points: 400, points_seen: 250 }))).toEqual({ version: 'Falta la versión de los datos que mostraba el formulario: recargue la página' });
    expect(messages(userUpdateData.safeParse({ ...base, version: 1, points: 400 }))).toEqual({ points_seen: 'Falta el saldo que mostraba el formulario: recargue la página' });
    expect(messages(userUpdateData.safeParse({ ...base, version: 1, points: 400, points_seen: 250, points_reason: 'no' }))).toEqual({ points_reason: 'Mínimo 3 caracteres' });
    expect(messages(userUpdateData.safeParse({ ...base, version: 1, points: -1, points_seen: 0, points_reason: 'abc' }))).toEqual({ points: 'Los puntos no pueden ser negativos' });
    expect(messages(userUpdateData.safeParse({ ...base, version: 1, points: 100_000_001, points_seen: 0, points_reason: 'abc' }))).toEqual({ points: 'Un ajuste no puede pasar de 100.000.000 puntos' });
    // the same number as shown: no reason needed, a debt (negative balance) shown is accepted
    expect(userUpdateData.safeParse({ ...base, version: 1, points: 250, points_seen: 250 }).success).toBe(true);
    expect(userUpdateData.safeParse({ ...base, version: 1, points: 0, points_seen: -40, points_reason: 'Condonar deuda' }).success).toBe(true);
  });
});
