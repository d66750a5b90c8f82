import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { TextField } from '../forms/TextField';
import { Wizard } from './Wizard';

const finished = jest.fn();

/** two steps; the first may be left only with a name typed */
function TwoSteps({ sending = false, locked = false }: { sending?: boolean; locked?: boolean }) {
  const [name, setName] = useState('');
  const [city, setCity] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Wizard
      title="Registrar Usuario"
      subtitle="Subtítulo"
      steps={[
        { title: 'Datos', content: <TextField label="Nombre" name="name" value={name} onChange={setName} error={error} /> },
        { title: 'Lugar', content: <TextField label="Ciudad" name="city" value={city} onChange={setCity} /> },
      ]}
      canLeave={(i) => {
        const ok = i !== 0 || name.length > 0;
        setError(ok ? null : 'Requerido');
        return ok;
      }}
      onFinish={finished}
      sending={sending}
      locked={locked}
      status={<p>Panel de estado</p>}
    />
  );
}

beforeEach(() => finished.mockReset());

test('Siguiente is refused while the step fails; then the next step shows, its title takes the focus', async () => {
  const { user } = renderUi(<TwoSteps />);
  expect(screen.getByRole('region', { name: 'Registrar Usuario' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Datos' })).not.toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  expect(screen.getByRole('heading', { name: 'Datos' })).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Requerido');

  await user.type(screen.getByLabelText('Nombre'), 'Ana');
  await user.click(screen.getByRole('button', { name: 'Siguiente' }));
  expect(screen.getByRole('heading', { name: 'Lugar' })).toHaveFocus();
  expect(screen.getByText('Paso 2 de 2')).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Pasos' })).getAllByRole('listitem');
  expect(steps[1]).toHaveAttribute('aria-current', 'step');
  expect(steps[0]).toHaveTextContent('(completado)');
  expect(finished).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Atrás' }));
  expect(screen.getByRole('heading', { name: 'Datos' })).toHaveFocus();
});

test('keyboard: Enter in a field is Siguiente, and Guardar on the last step; the caller\'s panel shows above the buttons', async () => {
  const { user } = renderUi(<TwoSteps />);
  await user.type(screen.getByLabelText('Nombre'), 'Ana{Enter}');
  expect(screen.getByRole('heading', { name: 'Lugar' })).toHaveFocus();

  // Tab from the title reaches the field, then Atrás, then Guardar
  await user.tab();
  expect(screen.getByLabelText('Ciudad')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Atrás' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Guardar' })).toHaveFocus();
  expect(screen.getByText('Panel de estado')).toBeInTheDocument();

  await user.keyboard('{Enter}');
  expect(finished).toHaveBeenCalledTimes(1);
});

test('while sending Guardar waits and says so; locked, nothing can be pressed', async () => {
  const { user, rerender } = renderUi(<TwoSteps />);
  await user.type(screen.getByLabelText('Nombre'), 'Ana{Enter}');
  rerender(<TwoSteps sending />);
  // rerender keeps the state of the same component tree
  const waiting = screen.getByRole('button', { name: 'Guardando...' });
  expect(waiting).toBeDisabled();
  expect(waiting).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Atrás' })).toBeDisabled();

  rerender(<TwoSteps locked />);
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await user.type(screen.getByLabelText('Ciudad'), 'Cali{Enter}');
  expect(finished).not.toHaveBeenCalled();
});

test('the layout changes at the 600 px wizard breakpoint (SPEC 2.3)', () => {
  renderUi(<TwoSteps />);
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
  // below 600 px the buttons stack at full width and the other steps' names fold into numbers
  expect(css).toMatch(/@media \(max-width: 599px\)\{[^@]*flex-direction:column-reverse/);
  expect(css).toMatch(/@media \(max-width: 599px\)\{[^@]*display:none/);
});
