import { act, renderHook, waitFor } from '@testing-library/react';
import { TestDataProvider } from './render-remote';
import { installFakeApi } from './testing';
import { http } from './http';
import { useApiGet } from './useApiGet';
import { useSubmit } from './useSubmit';

test('loads, exposes the data, and reloads on demand', async () => {
  let n = 0;
  installFakeApi({ 'GET /api/city': () => ({ body: [{ id: ++n, name: 'Cali' }] }) });
  const { result } = renderHook(() => useApiGet<{ id: number; name: string }[]>('/api/city'), { wrapper: TestDataProvider });
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.data).toEqual([{ id: 1, name: 'Cali' }]);

  act(() => result.current.reload());
  await waitFor(() => expect(result.current.data?.[0].id).toBe(2));

  act(() => result.current.setData((d) => d?.filter((c) => c.id !== 2)));
  await waitFor(() => expect(result.current.data).toEqual([]));
});

test('a failed read gives the server\'s Spanish text; a null path waits', async () => {
  const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const calls = installFakeApi({ 'GET /api/city': { status: 403, body: { message: 'error', detail: 'No autorizado', statusCode: 403 } } });
  const { result, rerender } = renderHook(({ path }: { path: string | null }) => useApiGet(path), { initialProps: { path: null as string | null }, wrapper: TestDataProvider });
  expect(result.current.loading).toBe(false);
  expect(calls).toHaveLength(0);
  rerender({ path: '/api/city' });
  await waitFor(() => expect(result.current.error).toBe('No autorizado'));
  expect(result.current.data).toBeUndefined();
  err.mockRestore();
});

test('one cache: two readers of one path make one request, and a write refetches the paths it names', async () => {
  let n = 0;
  const calls = installFakeApi({
    'GET /api/invoice/all': () => ({ body: [{ id: ++n }] }),
    'POST /api/invoice/create': { body: { message: 'success', detail: 'Factura Creada con Éxito, Se le han agregado 10 puntos' } },
  });
  const { result } = renderHook(
    () => ({
      a: useApiGet<{ id: number }[]>('/api/invoice/all'),
      b: useApiGet<{ id: number }[]>('/api/invoice/all'),
      save: useSubmit(() => http.post('/api/invoice/create', {}).then((r) => r.data), { refetch: ['/api/invoice'] }),
    }),
    { wrapper: TestDataProvider },
  );
  await waitFor(() => expect(result.current.b.data).toEqual([{ id: 1 }]));
  expect(result.current.a.data).toEqual([{ id: 1 }]);
  expect(calls.filter((c) => c.method === 'GET')).toHaveLength(1);

  await act(async () => {
    await result.current.save.submit(undefined);
  });
  await waitFor(() => expect(result.current.a.data).toEqual([{ id: 2 }]));
  expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
});

test('a write that names no paths refetches every cached read (nothing is left stale)', async () => {
  let n = 0;
  const calls = installFakeApi({
    'GET /api/city': () => ({ body: [{ id: 1, name: ++n === 1 ? 'Villavicencio' : 'Villavo' }] }),
    'PUT /api/city/1': { body: { message: 'success', detail: 'Ciudad Villavo editada con éxito' } },
  });
  const { result } = renderHook(
    () => ({ list: useApiGet<{ id: number; name: string }[]>('/api/city'), save: useSubmit(() => http.put('/api/city/1', {}).then((r) => r.data)) }),
    { wrapper: TestDataProvider },
  );
  await waitFor(() => expect(result.current.list.data?.[0].name).toBe('Villavicencio'));
  await act(async () => {
    await result.current.save.submit(undefined);
  });
  await waitFor(() => expect(result.current.list.data?.[0].name).toBe('Villavo'));
  expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2);
});
