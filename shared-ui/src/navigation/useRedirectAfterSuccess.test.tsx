import { act, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderUi } from '../test-utils';
import { useRedirectAfterSuccess } from './useRedirectAfterSuccess';

function CreateCity({ to }: { to: string | -1 }) {
  const redirect = useRedirectAfterSuccess();
  return (
    <button type="button" onClick={() => redirect(to)}>
      Guardar
    </button>
  );
}

function App({ to, start = '/admin/create-city' }: { to: string | -1; start?: string }) {
  return (
    <MemoryRouter initialEntries={['/admin/list-cities', start]} initialIndex={1}>
      <Routes>
        <Route path="/admin/create-city" element={<CreateCity to={to} />} />
        <Route path="/admin/list-cities" element={<h1>Lista de Ciudades</h1>} />
        <Route path="/admin/other" element={<h1>Otra</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('useRedirectAfterSuccess (SPEC 2.8, 9: 3000 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('goes to the path after 3 s and not before', async () => {
    const { user } = renderUi(<App to="/admin/list-cities" />, { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.queryByRole('heading', { name: 'Lista de Ciudades' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'Lista de Ciudades' })).toBeInTheDocument();
  });

  it('goes back one screen with -1', async () => {
    const { user } = renderUi(<App to={-1} />, { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('heading', { name: 'Lista de Ciudades' })).toBeInTheDocument();
  });

  it('forgets its timer when the screen goes away', async () => {
    const { user, unmount } = renderUi(<App to="/admin/list-cities" />, { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
