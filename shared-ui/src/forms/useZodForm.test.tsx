import { act, screen } from '@testing-library/react';
import { z } from 'zod';
import { renderUi } from '../test-utils';
import { TextField } from './TextField';
import { lazySchema, useZodForm } from './useZodForm';

const schema = z
  .object({
    name: z.string().trim().min(3, 'Mínimo 3 caracteres'),
    email: z.string().email('Correo electrónico no válido'),
    password: z.string().min(1, 'Requerido'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: 'Las contraseñas no coinciden', path: ['confirm'] });

let result: boolean | null = null;
let parsed: unknown = 'unset';

function Wizard() {
  const form = useZodForm(schema, { name: '', email: '', password: '', confirm: '' });
  return (
    <div>
      <TextField label="Nombre" {...form.field('name')} />
      <TextField label="Correo" {...form.field('email')} />
      <TextField label="Contraseña" type="password" {...form.field('password')} />
      <TextField label="Confirmar contraseña" type="password" {...form.field('confirm')} />
      <button type="button" onClick={() => (result = form.validateFields(['name', 'email']))}>
        Siguiente
      </button>
      <button type="button" onClick={() => (result = form.validateAll())}>
        Guardar
      </button>
      <button type="button" onClick={() => (parsed = form.parse())}>
        Enviar
      </button>
    </div>
  );
}

describe('useZodForm', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    result = null;
    parsed = 'unset';
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('validateAll marks every failing field as error, logs a console message and answers false', async () => {
    const { user } = renderUi(<Wizard />);
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(result).toBe(false);
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Mínimo 3 caracteres');
    expect(screen.getByLabelText('Correo')).toHaveAccessibleDescription('Correo electrónico no válido');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden');
    expect(screen.getByLabelText('Contraseña')).not.toHaveAttribute('aria-invalid');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][1]).toEqual({
      name: 'Mínimo 3 caracteres',
      email: 'Correo electrónico no válido',
      confirm: 'Las contraseñas no coinciden',
    });
  });

  it('validateAll answers true, logs nothing, and parse gives the trimmed data once all is right', async () => {
    const { user } = renderUi(<Wizard />);
    await user.type(screen.getByLabelText('Nombre'), '  Ana  ');
    await user.type(screen.getByLabelText('Correo'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'x');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(result).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(parsed).toEqual({ name: 'Ana', email: 'ana@example.com', password: 'x', confirm: 'x' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('validateFields checks one wizard step only (SPEC 2.3)', async () => {
    const { user } = renderUi(<Wizard />);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(result).toBe(false);
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Correo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Contraseña')).not.toHaveAttribute('aria-invalid');
    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Correo'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(result).toBe(true);
  });
});

// A form drawn before its rules' code has come (zod in a chunk of its own)
describe('useZodForm with a schema that comes later', () => {
  const nameOnly = z.object({ name: z.string().trim().min(3, 'Mínimo 3 caracteres') });
  let arrive: (s: typeof nameOnly) => void = () => undefined;
  let fail: (err: Error) => void = () => undefined;
  let asked = 0;
  let sent: unknown = 'unset';

  function LateForm() {
    const late = lazySchema(() => {
      asked += 1;
      return new Promise<typeof nameOnly>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      });
    });
    const form = useZodForm(late, { name: '' });
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void form.parseWhenReady().then((data) => (sent = data));
        }}
      >
        <TextField label="Nombre" {...form.field('name')} />
        <p>{form.ready ? 'Reglas listas' : 'Sin reglas aún'}</p>
        {form.rulesError && <p role="alert">{form.rulesError}</p>}
        <button type="submit">Enviar</button>
      </form>
    );
  }

  let warn: jest.SpyInstance;
  beforeEach(() => {
    sent = 'unset';
    asked = 0;
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is drawn with no rules asked for; the first move asks for them once; a submit before they come waits, then refuses what they refuse', async () => {
    const { user } = renderUi(<LateForm />);
    expect(screen.getByText('Sin reglas aún')).toBeInTheDocument();
    expect(asked).toBe(0);
    await user.type(screen.getByLabelText('Nombre'), 'Al');
    expect(asked).toBe(1);
    expect(screen.getByLabelText('Nombre')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // nothing decided before the rules are here
    expect(sent).toBe('unset');

    await act(async () => arrive(nameOnly));
    expect(await screen.findByText('Reglas listas')).toBeInTheDocument();
    expect(sent).toBeNull();
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Mínimo 3 caracteres');

    await user.type(screen.getByLabelText('Nombre'), 'ba');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await act(async () => undefined);
    expect(sent).toEqual({ name: 'Alba' });
  });

  it('rules that do not come are said, nothing is sent, and the next move asks again', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderUi(<LateForm />);
    await user.type(screen.getByLabelText('Nombre'), 'Alba');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await act(async () => fail(new Error('ChunkLoadError')));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las reglas del formulario. Inténtelo de nuevo.');
    expect(sent).toBeNull();
    expect(asked).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(asked).toBe(2);
    await act(async () => arrive(nameOnly));
    await act(async () => undefined);
    expect(sent).toEqual({ name: 'Alba' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
