import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { ListboxField } from './ListboxField';

const OPTIONS = [
  { value: 1, label: 'Armenia' },
  { value: 2, label: 'Barranquilla' },
  { value: 3, label: 'Bogotá' },
];

function Picker({ error, onBlur }: { error?: string; onBlur?(): void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <ListboxField label="Ciudad" name="city" value={value} onChange={setValue} onBlur={onBlur} options={OPTIONS} placeholder="Seleccione una ciudad" menuMaxHeight={120} error={error} />
      <output aria-label="elegida">{value}</output>
      <button type="button">Después</button>
    </>
  );
}

test('a labelled combobox; the menu opens on click, is limited in height, and a click picks', async () => {
  const { user } = renderUi(<Picker />);
  const box = screen.getByRole('combobox', { name: 'Ciudad' });
  expect(box).toHaveTextContent('Seleccione una ciudad');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

  await user.click(box);
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('listbox', { name: 'Ciudad' })).toHaveStyle({ maxHeight: '120px' });
  await user.click(screen.getByRole('option', { name: 'Barranquilla' }));
  expect(screen.getByRole('status', { name: 'elegida' })).toHaveTextContent('2');
  expect(box).toHaveTextContent('Barranquilla');
  expect(box).toHaveFocus();
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test('keys: arrows move the active option (aria-activedescendant), Enter picks, End, letters, Tab leaves unchanged', async () => {
  const blurred = jest.fn();
  const { user } = renderUi(<Picker onBlur={blurred} />);
  const box = screen.getByRole('combobox', { name: 'Ciudad' });
  await user.tab();
  expect(box).toHaveFocus();

  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Armenia' }).id);
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
  // stops at the last option
  expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Bogotá' }).id);
  await user.keyboard('{ArrowUp}{Enter}');
  expect(box).toHaveTextContent('Barranquilla');

  await user.keyboard(' ');
  expect(screen.getByRole('option', { name: 'Barranquilla' })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('b');
  expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Bogotá' }).id);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
  expect(box).toHaveTextContent('Barranquilla');
  expect(blurred).toHaveBeenCalled();
});

test('an error marks the field and describes it', () => {
  renderUi(<Picker error="Requerido" />);
  const box = screen.getByRole('combobox', { name: 'Ciudad' });
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(box).toHaveAccessibleDescription('Requerido');
});
