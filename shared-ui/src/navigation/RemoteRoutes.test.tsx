import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ScreenDeclaration } from '@portal/contract';
import { renderUi } from '@portal/shared-ui/test-utils';
import { lazyScreen, RemoteRoutes } from './RemoteRoutes';

const declared: ScreenDeclaration[] = [
  { path: '/admin/list-cities', title: 'Lista de Ciudades', roles: ['admin'] },
  { path: '/admin/edit-city/:id', title: 'Editar Ciudad', roles: ['admin'] },
];

function renderAt(path: string, components: Record<string, ComponentType>) {
  return renderUi(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<RemoteRoutes screens={declared} components={components} />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a declared screen is mounted at its path, relative to /admin, with its parameters', () => {
  renderAt('/admin/edit-city/7', { '/admin/list-cities': () => <h2>Ciudades</h2>, '/admin/edit-city/:id': () => <h2>Ciudad a editar</h2> });
  expect(screen.getByRole('heading', { name: 'Ciudad a editar' })).toBeInTheDocument();
});

test("a path the remote does not declare is not this remote's to show, even with a component", () => {
  const { container } = renderAt('/admin/redeem-list', { '/admin/list-cities': () => <h2>Ciudades</h2>, '/admin/redeem-list': () => <h2>Otro</h2> });
  expect(container).toBeEmptyDOMElement();
});

test('a declared screen without a component fails while rendering (the shell shows its failure panel), naming the path', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => renderAt('/admin/edit-city/7', { '/admin/list-cities': () => <h2>Ciudades</h2> })).toThrow(
    'The screen /admin/edit-city/:id is declared but has no component',
  );
  jest.restoreAllMocks();
});

// A screen in a chunk of its own shows the loading state until its code is in, then itself
test('a lazily loaded screen shows "Cargando..." until its code arrives, then the screen', async () => {
  let arrive!: (module: { EditCity: ComponentType }) => void;
  const code = new Promise<{ EditCity: ComponentType }>((resolve) => (arrive = resolve));
  renderAt('/admin/edit-city/7', { '/admin/list-cities': () => <h2>Ciudades</h2>, '/admin/edit-city/:id': lazyScreen(() => code, (m) => m.EditCity) });
  expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  arrive({ EditCity: () => <h2>Ciudad a editar</h2> });
  expect(await screen.findByRole('heading', { name: 'Ciudad a editar' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
