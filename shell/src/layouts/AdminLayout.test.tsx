import { act, screen, waitFor } from '@testing-library/react';
import { useSession } from '@portal/shared-auth';
import type { FakeReply } from '@portal/shared-auth/testing';
import { contrast } from '@portal/shared-ui/theme/testing';
import { renderShell, sessionApi, signIn, userWith } from '../test-utils';
import { retryDelay } from './useSessionCheck';

test('without a session /admin/home goes through /auth/logout-page to the login page', async () => {
  await signIn(null);
  const { calls } = renderShell('/admin/home');
  expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Llantas destacadas' })).not.toBeInTheDocument();
  // no token: neither a session check nor a logout call is needed
  expect(calls).toHaveLength(0);
});

test('a session the server rejects is ended and the login page shown', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await signIn(userWith(2));
  const { calls } = renderShell('/admin/list-cities', {
    api: { 'GET /api/session': { status: 401, body: { message: 'error', detail: 'Sesión vencida', statusCode: 401 } } },
  });
  expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  expect(useSession.getState().token).toBeNull();
  expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /api/session');
  warn.mockRestore();
});

test('a valid session is checked (and refreshed) once, then the page shows with the fresh points', async () => {
  await signIn(userWith(2, { points: 10 }));
  const { user, calls } = renderShell('/admin/politics', { api: sessionApi(userWith(2, { points: 2500 })) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Políticas Y Condiciones' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Carolina Ríos' }));
  expect(screen.getByText('Puntos: 2.500')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === '/api/session')).toHaveLength(1);
});

describe('a session check that cannot reach the api', () => {
  const RETRYING = 'Sin conexión con el servidor, reintentando…';
  /** the calm line under the top bar, in its live region */
  const retryBanner = () => screen.queryAllByRole('status').find((s) => s.textContent === RETRYING) ?? null;
  const badGateway: FakeReply = { status: 502, body: { message: 'error', detail: 'Bad Gateway', statusCode: 502 } };
  const dropped = (): FakeReply => {
    // what fetch throws when the server cannot be reached
    throw new TypeError('Failed to fetch');
  };
  const refused = (status: 401 | 403): FakeReply => ({ status, body: { message: 'error', detail: 'Sesión vencida', statusCode: status } });

  /** answers the session checks in turn, noting when each came (on the fake clock) and whether the banner was up */
  function sessionChecks(answers: (() => FakeReply)[]) {
    const asked: { at: number; bannerShown: boolean }[] = [];
    const route = () => {
      asked.push({ at: Date.now(), bannerShown: retryBanner() !== null });
      return answers[asked.length - 1]();
    };
    return { asked, route };
  }

  let warn: jest.SpyInstance;
  beforeEach(() => {
    // the pauses between checks run on jest's clock, never the real one
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    jest.useRealTimers();
  });

  test('a 502, then a dropped connection: the person keeps the page and sees the banner; asked again after 2 s and 4 s; the banner goes when the api answers', async () => {
    await signIn(userWith(2, { points: 10 }));
    const fresh = userWith(2, { points: 2500 });
    const { asked, route } = sessionChecks([() => badGateway, dropped, () => sessionApi(fresh)['GET /api/session'] as FakeReply]);
    renderShell('/admin/politics', { api: sessionApi(fresh, { 'GET /api/session': route }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Políticas Y Condiciones' })).toBeInTheDocument();
    // the 502 is handled without the clock moving (waitFor would move it 50 ms a try)
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(retryBanner()).not.toBeNull();
    expect(useSession.getState().token).toBe('tok-carolina');

    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(asked).toHaveLength(2);
    expect(retryBanner()).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Políticas Y Condiciones' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Iniciar Sesión' })).not.toBeInTheDocument();
    expect(useSession.getState().token).toBe('tok-carolina');

    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(asked).toHaveLength(3);
    expect(retryBanner()).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Políticas Y Condiciones' })).toBeInTheDocument();
    expect(useSession.getState().user?.points).toBe(2500);
    expect(asked.map((a) => a.at - asked[0].at)).toEqual([0, 2000, 6000]);
    expect(asked.map((a) => a.bannerShown)).toEqual([false, true, true]);
  });

  test('the browser coming back online asks again at once', async () => {
    await signIn(userWith(2));
    const { asked, route } = sessionChecks([dropped, () => sessionApi(userWith(2))['GET /api/session'] as FakeReply]);
    renderShell('/admin/politics', { api: sessionApi(userWith(2), { 'GET /api/session': route }) });
    await waitFor(() => expect(retryBanner()).not.toBeNull());

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(retryBanner()).toBeNull());
    expect(asked).toHaveLength(2);
    expect(asked[1].at - asked[0].at).toBeLessThan(2000);
  });

  test('a 401 while asking again still ends the session on the login page (SPEC 8)', async () => {
    await signIn(userWith(2));
    const { asked, route } = sessionChecks([() => ({ ...badGateway, status: 503 }), () => refused(401)]);
    renderShell('/admin/politics', { api: sessionApi(userWith(2), { 'GET /api/session': route }) });
    await waitFor(() => expect(retryBanner()).not.toBeNull());

    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(retryBanner()).toBeNull();
    expect(asked).toHaveLength(2);
  });

  test('a 403 from the session check ends the session too', async () => {
    await signIn(userWith(2));
    const { asked, route } = sessionChecks([() => refused(403)]);
    renderShell('/admin/politics', { api: sessionApi(userWith(2), { 'GET /api/session': route }) });
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(useSession.getState().token).toBeNull();
    expect(asked).toHaveLength(1);
  });

  test('the banner is dark text on a light tint: at least 4.5:1 (WCAG AA)', async () => {
    await signIn(userWith(2));
    renderShell('/admin/politics', { api: sessionApi(userWith(2), { 'GET /api/session': () => badGateway }) });
    await waitFor(() => expect(retryBanner()).not.toBeNull());
    const text = retryBanner()!.firstElementChild!;
    const { color, backgroundColor } = getComputedStyle(text);
    expect([color, backgroundColor]).toEqual([expect.stringMatching(/^rgb/), expect.stringMatching(/^rgb/)]);
    expect(contrast(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});

test('the pause between checks doubles from 2 s and stops growing at 30 s', () => {
  expect([1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});

describe('with no network', () => {
  const banner = () => screen.queryAllByRole('status').map((s) => s.textContent).find((t) => t?.startsWith('Sin conexión')) ?? null;
  let onLine: jest.SpyInstance;
  beforeEach(() => {
    onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  });
  afterEach(() => onLine.mockRestore());

  test('a participant on a screen that works offline is told they can still register sales', async () => {
    await signIn(userWith(2));
    renderShell('/admin/register-sale', { api: sessionApi(userWith(2)) });
    await waitFor(() => expect(banner()).toBe('Sin conexión. Puede registrar ventas: se enviarán cuando vuelva la señal.'));
  });

  test('a screen that needs the api says so calmly, to a participant and to the staff', async () => {
    await signIn(userWith(2));
    const first = renderShell('/admin/redeem-list', { api: sessionApi(userWith(2)) });
    await waitFor(() => expect(banner()).toBe(
      'Sin conexión. Puede registrar ventas: se enviarán cuando vuelva la señal. Esta página necesita conexión a internet: se actualizará sola cuando vuelva la señal.',
    ));
    first.unmount();
    await signIn(userWith(1));
    renderShell('/admin/list-users', { api: sessionApi(userWith(1)) });
    await waitFor(() => expect(banner()).toBe('Sin conexión. Esta página necesita conexión a internet: se actualizará sola cuando vuelva la señal.'));
    // no alert: nothing went wrong, nothing is asked of the person
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('the banner goes when the network returns', async () => {
    await signIn(userWith(1));
    renderShell('/admin/home', { api: sessionApi(userWith(1)) });
    await waitFor(() => expect(banner()).toBe('Sin conexión. Esta página necesita conexión a internet: se actualizará sola cuando vuelva la señal.'));
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(banner()).toBeNull());
  });
});
