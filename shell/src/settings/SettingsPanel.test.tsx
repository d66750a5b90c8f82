import { screen, within } from '@testing-library/react';
import { renderShell, sessionApi, signIn, userWith } from '../test-utils';
import { APPEARANCE_STORAGE_KEY, useAppearance } from './appearance';

beforeEach(() => signIn(userWith(2)));

test('the gear opens the settings; choices show at once and are kept in localStorage', async () => {
  const { user } = renderShell('/admin/home', { api: sessionApi(userWith(2)) });
  const gear = await screen.findByRole('button', { name: 'Configuración de apariencia' });
  await user.click(gear);
  // a dialog that takes the focus
  const panel = screen.getByRole('dialog', { name: 'Apariencia' });
  expect(panel).toContainElement(document.activeElement as HTMLElement);

  await user.click(within(panel).getByRole('button', { name: 'Verde' }));
  expect(within(panel).getByRole('button', { name: 'Verde' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(panel).getByRole('button', { name: 'Rosa' })).toHaveAttribute('aria-pressed', 'false');

  await user.click(within(panel).getByRole('button', { name: 'Blanco' }));
  await user.click(within(panel).getByRole('button', { name: 'Imagen 3' }));
  await user.click(within(panel).getByRole('checkbox', { name: 'Mostrar imagen de fondo' }));
  expect(within(panel).getByRole('button', { name: 'Imagen 3' })).toBeDisabled();

  const saved = JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? '{}');
  expect(saved.state).toEqual({ color: 'green', background: 'white', showImage: false, image: 2 });

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Apariencia' })).not.toBeInTheDocument();
  expect(gear).toHaveAttribute('aria-expanded', 'false');
  // the focus goes back to the gear, not to <body>
  expect(gear).toHaveFocus();
});

test('the stored choice is read back on start', async () => {
  localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify({ state: { color: 'azure', background: 'blue', showImage: true, image: 1 }, version: 0 }));
  await useAppearance.persist.rehydrate();
  const { user } = renderShell('/admin/home', { api: sessionApi(userWith(2)) });
  await user.click(await screen.findByRole('button', { name: 'Configuración de apariencia' }));
  expect(screen.getByRole('button', { name: 'Azul claro' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Azul' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Imagen 2' })).toHaveAttribute('aria-pressed', 'true');
});
