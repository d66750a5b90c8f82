// SPEC 6 / 7: the registration wizard's two calls (shared-ui RegistrationWizard draws the screen),
// against the fake api: both with the application key, the branches sorted by name, the multipart
// body of POST /api/users/create.
import { act, renderHook, waitFor } from '@testing-library/react';
import { FILLED_REGISTRATION, TEST_BRANCHES } from '@portal/shared-ui/registration/testing';
import { useRegistrationCalls } from './registration';
import { TestDataProvider } from './render-remote';
import { installFakeApi } from './testing';

const renderCalls = () => renderHook(() => useRegistrationCalls(), { wrapper: TestDataProvider });

test('the branch list is read with the application key and sorted by name, ignoring capitals (SPEC 2.3)', async () => {
  const calls = installFakeApi({ 'GET /api/subsidiary': { body: TEST_BRANCHES } });
  const { result } = renderCalls();
  expect(result.current.branches.loading).toBe(true);
  await waitFor(() => expect(result.current.branches.data?.map((b) => b.name)).toEqual(['centro Cali', 'Norte Bogotá', 'Sur Medellín']));
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/subsidiary']);
  expect(calls[0].headers['x-app-key']).toBe('test-app-key');
});

test('submit posts `data` (the SPEC 3 payload as JSON) and the image as multipart with the application key; without an image only `data`', async () => {
  const calls = installFakeApi({
    'GET /api/subsidiary': { body: TEST_BRANCHES },
    'POST /api/users/create': { body: { message: 'success', detail: 'Usuario registrado', id: 41 } },
  });
  const { result } = renderCalls();
  const photo = new File(['png-bytes'], 'foto.png', { type: 'image/png' });

  let answer: unknown;
  await act(async () => {
    answer = await result.current.registration.submit({ data: FILLED_REGISTRATION, image: photo });
  });
  expect(answer).toEqual({ message: 'success', detail: 'Usuario registrado', id: 41 });
  expect(result.current.registration.answer).toEqual(answer);
  const [post] = calls.filter((c) => c.method === 'POST');
  expect(post.path).toBe('/api/users/create');
  expect(post.headers['x-app-key']).toBe('test-app-key');
  const form = post.body as FormData;
  expect(form).toBeInstanceOf(FormData);
  expect(JSON.parse(form.get('data') as string)).toEqual(FILLED_REGISTRATION);
  expect((form.get('image') as File).name).toBe('foto.png');

  await act(async () => {
    await result.current.registration.submit({ data: FILLED_REGISTRATION, image: null });
  });
  expect([...(calls.filter((c) => c.method === 'POST')[1].body as FormData).keys()]).toEqual(['data']);
});

test("a refusal resolves to null and gives the server's Spanish detail", async () => {
  installFakeApi({
    'GET /api/subsidiary': { body: TEST_BRANCHES },
    'POST /api/users/create': { status: 409, body: { message: 'error', detail: 'Ya existe un usuario con ese número de identificación', statusCode: 409 } },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { result } = renderCalls();
  let answer: unknown;
  await act(async () => {
    answer = await result.current.registration.submit({ data: FILLED_REGISTRATION, image: null });
  });
  expect(answer).toBeNull();
  expect(result.current.registration.error).toBe('Ya existe un usuario con ese número de identificación');
  jest.restoreAllMocks();
});
