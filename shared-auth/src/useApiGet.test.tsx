import { act, renderHook, waitFor } from '@testing-library/react';
import { installFakeApi } from './testing';
import { useApiGet } from './useApiGet';

test('loads, exposes the data, and reloads on demand', async () => {
  let n = 0;
  installFakeApi({ 'GET /api/city': () => ({ body: [{ id: ++n, name: 'Cali' }] }) });
  const { result } = renderHook(() => useApiGet<{ id: number; name: string }[]>('/api/city'));
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.data).toEqual([{ id: 1, name: 'Cali' }]);

  act(() => result.current.reload());
  await waitFor(() => expect(result.current.data?.[0].id).toBe(2));

  act(() => result.current.setData((d) => d?.filter((c) => c.id !== 2)));
  expect(result.current.data).toEqual([]);
});

test('a failed read gives the server\'s Spanish text; a null path waits', async () => {
  const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const calls = installFakeApi({ 'GET /api/city': { status: 403, body: { message: 'error', detail: 'No autorizado', statusCode: 403 } } });
  const { result, rerender } = renderHook(({ path }: { path: string | null }) => useApiGet(path), { initialProps: { path: null as string | null } });
  expect(result.current.loading).toBe(false);
  expect(calls).toHaveLength(0);
  rerender({ path: '/api/city' });
  await waitFor(() => expect(result.current.error).toBe('No autorizado'));
  expect(result.current.data).toBeUndefined();
  err.mockRestore();
});
