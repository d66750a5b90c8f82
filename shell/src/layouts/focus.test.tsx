// Focus management in one place: a skip link is the first stop of the keyboard, and a move
// to another page puts the focus on that page's heading (a screen reader reads it), never the first.
import { screen, waitFor, within } from '@testing-library/react';
import { renderShell, sessionApi, signIn, userWith } from '../test-utils';
import { focusContentStart, markMoveIntoShell } from './focusOnNavigation';

test("the first Tab stop is 'Saltar al contenido principal'; it takes the focus past the menu to the page's heading", async () => {
  await signIn(userWith(2));
  const { user } = renderShell('/admin/politics', { api: sessionApi(userWith(2)) });
  await screen.findByRole('heading', { level: 1, name: 'Políticas Y Condiciones' });
  // the top bar holds the page's title (h1); the page itself starts at its own heading in <main>
  const heading = within(screen.getByRole('main')).getByRole('heading', { name: 'Políticas Y Condiciones' });
  // the first page of a visit: the focus is left where the browser puts it
  expect(document.body).toHaveFocus();
  await user.tab();
  const skip = screen.getByRole('link', { name: 'Saltar al contenido principal' });
  expect(skip).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(heading).toHaveFocus();
  // the address is the page's, not '#contenido-principal'
  expect(window.location.hash).toBe('');
});

test("the skip link's target: the page's heading, but the content's start when a control comes before the heading (the home's carousel)", () => {
  const main = document.createElement('main');
  main.tabIndex = -1;
  main.innerHTML = '<button type="button">Pausar el carrusel</button><h2>Llantas destacadas</h2>';
  document.body.append(main);
  try {
    focusContentStart(main);
    expect(main).toHaveFocus();
    main.innerHTML = '<h2>Lista de Ventas</h2><button type="button">Detalles</button>';
    focusContentStart(main);
    expect(within(main).getByRole('heading')).toHaveFocus();
  } finally {
    main.remove();
  }
});

test("a move from the menu puts the focus on the new page's heading once it is drawn", async () => {
  await signIn(userWith(2));
  const { user } = renderShell('/admin/politics', { api: sessionApi(userWith(2)) });
  await screen.findByRole('heading', { level: 1, name: 'Políticas Y Condiciones' });
  await user.click(screen.getByRole('link', { name: 'Portal de Puntos' }));
  await screen.findByRole('heading', { level: 1, name: 'Inicio' });
  const main = screen.getByRole('main');
  await waitFor(() => expect(within(main).getAllByRole('heading')[0]).toHaveFocus());
  expect(main).toContainElement(document.activeElement as HTMLElement);
});

test("the shell's first page after the home handed a move over to it puts the focus on its heading, not on <body>", async () => {
  await signIn(userWith(2));
  // the home's menu link, pressed: it goes with the home, and the shell starts in the same page
  markMoveIntoShell();
  renderShell('/admin/politics', { api: sessionApi(userWith(2)) });
  await screen.findByRole('heading', { level: 1, name: 'Políticas Y Condiciones' });
  const main = screen.getByRole('main');
  await waitFor(() => expect(within(main).getByRole('heading', { name: 'Políticas Y Condiciones' })).toHaveFocus());
  // the mark is taken once: a later first page (a new document) is left alone again
  expect(document.documentElement).not.toHaveAttribute('data-moved-into-shell');
});
