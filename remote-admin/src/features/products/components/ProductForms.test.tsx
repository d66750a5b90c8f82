// SPEC 2.8 'Ingresar Producto' / 'Editar Producto', SPEC 5 "Names" and "Product", SPEC 7 multipart
// calls, SPEC 8 texts: every rule and message driven as a person would, what is sent, the upload
// progress, the server's refusals (a stale edit's 409, a refused image) with nothing typed lost.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Product, ProductCategory, VersionedProduct } from '@portal/contract';
import { installFakeApi, uploadTo, type FakeReply, type FakeRequest, type FakeRoutes } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';

jest.setTimeout(20_000);

const hogar: ProductCategory = { id: 1, name: 'Hogar' };
const tecnologia: ProductCategory = { id: 2, name: 'Tecnología' };
const categoryRoutes: FakeRoutes = {
  'GET /api/products/categories/all': { body: [hogar, tecnologia] },
  'GET /api/products/all': { body: { rows: [], total: 0 } },
};

const stored: VersionedProduct = {
  id: 5, name: 'Licuadora', points: 1200, points_value: 1200, estimated_value: 180000, image: '/uploads/products/licuadora.png',
  state: '1', product_categories_id: 1, product_category: hogar, version: 3,
};

const png = (name = 'producto.png') => new File(['\x89PNG producto'], name, { type: 'image/png' });
const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Guardar' });
const posts = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'POST');
/** the multipart body as sent: its `data` JSON and its `image` file */
function multipart(call: FakeRequest): { data: unknown; image: FormDataEntryValue | null; keys: string[] } {
  const body = call.body as FormData;
  expect(body).toBeInstanceOf(FormData);
  return { data: JSON.parse(body.get('data') as string), image: body.get('image'), keys: [...body.keys()] };
}
/** the error shown under a field ('' when none), which its control is described by */
const errorOf = (label: string) => {
  const input = field(label);
  const error = document.getElementById(`${input.id}-error`);
  if (!error) return '';
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  return error.textContent;
};

/** The upload, so the test can report its progress (the fake api sends nothing). */
function holdUpload(pathEnd: string) {
  const upload = uploadTo(pathEnd);
  return { progress: (loaded: number, total: number) => act(() => upload.progress(loaded, total)) };
}

async function fillValid(user: ReturnType<typeof renderAdmin>['user']) {
  await user.type(field('Nombre del producto'), '  Balón de fútbol ');
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Categoría' }), 'Tecnología');
  await user.type(field('Puntos'), '1500');
  await user.type(field('Costo en puntos'), '1400');
  await user.type(field('Costo estimado (COP)'), '85000');
  await user.upload(field('Imagen del producto'), png('balon.png'));
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("'Ingresar Producto' with nothing typed marks every field with its SPEC 5 message and sends nothing", async () => {
  const calls = installFakeApi(categoryRoutes);
  const { user } = renderAdmin('/admin/create-product');
  expect(await screen.findByRole('heading', { name: 'Ingresar Producto' })).toBeInTheDocument();
  const category = await screen.findByRole('combobox', { name: 'Categoría' });
  // SPEC 5: the create form's category text
  await waitFor(() => expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione Una Categoría', 'Hogar', 'Tecnología']));

  await user.click(save());
  expect(errorOf('Nombre del producto')).toBe('Mínimo 3 caracteres');
  expect(errorOf('Puntos')).toBe('Requerido');
  expect(errorOf('Costo en puntos')).toBe('Requerido');
  expect(errorOf('Costo estimado (COP)')).toBe('Requerido');
  expect(errorOf('Categoría')).toBe('Seleccione Una Categoría');
  // SPEC 5: image required on create
  expect(errorOf('Imagen del producto')).toBe('Seleccione Una Imagen');
  expect(posts(calls)).toHaveLength(0);
  // SPEC 5 (last line): a failed validation is logged
  expect(console.warn).toHaveBeenCalled();
});

test('SPEC 5: name at least 3; points, costo en puntos and costo estimado digits only; nothing sent until all pass', async () => {
  const calls = installFakeApi(categoryRoutes);
  const { user } = renderAdmin('/admin/create-product');
  await fillValid(user);

  const name = field('Nombre del producto');
  await user.clear(name);
  await user.type(name, 'TV');
  expect(errorOf('Nombre del producto')).toBe('Mínimo 3 caracteres');
  // trimmed: two letters between spaces are still two
  await user.clear(name);
  await user.type(name, ' TV ');
  expect(errorOf('Nombre del producto')).toBe('Mínimo 3 caracteres');

  for (const [label, typed] of [['Puntos', '15a'], ['Costo en puntos', '-5'], ['Costo estimado (COP)', '85.000'], ['Puntos', '1,5'], ['Costo en puntos', '1e3']] as const) {
    await user.clear(field(label));
    await user.type(field(label), typed);
    expect(errorOf(label)).toBe('Solo números');
  }
  // a product that costs nothing would be a hole in the points
  await user.clear(field('Puntos'));
  await user.type(field('Puntos'), '0');
  expect(errorOf('Puntos')).toBe('Los puntos deben ser al menos 1');
  // the contract's ceilings (POINTS_INPUT_MAX)
  await user.clear(field('Puntos'));
  await user.type(field('Puntos'), '100000001');
  expect(errorOf('Puntos')).toBe('No puede pasar de 100.000.000');
  await user.clear(field('Costo estimado (COP)'));
  await user.type(field('Costo estimado (COP)'), '1000000000000');
  expect(errorOf('Costo estimado (COP)')).toBe('No puede pasar de 999.999.999.999');
  await user.clear(name);
  await user.click(name);
  await user.paste('x'.repeat(151));
  expect(errorOf('Nombre del producto')).toBe('Máximo 150 caracteres');

  await user.click(save());
  expect(posts(calls)).toHaveLength(0);

  await user.clear(name);
  await user.type(name, 'TV 4K');
  await user.clear(field('Puntos'));
  await user.type(field('Puntos'), '1500');
  await user.clear(field('Costo en puntos'));
  // 'Costo en puntos' may be 0
  await user.type(field('Costo en puntos'), '0');
  await user.clear(field('Costo estimado (COP)'));
  await user.type(field('Costo estimado (COP)'), '85000');
  expect(errorOf('Costo en puntos')).toBe('');
  await user.click(save());
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
});

test("a valid create posts the multipart form (data with state '1', image), shows its progress, says 'Producto creado exitosamente' and goes to the list after 3 s", async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({ ...categoryRoutes, 'POST /api/products/create': () => reply.promise });
  const upload = holdUpload('/api/products/create');
  const { user } = renderAdmin('/admin/create-product');
  await fillValid(user);
  await user.click(save());

  const [post] = posts(calls);
  expect(post.path).toBe('/api/products/create');
  const { data, image, keys } = multipart(post);
  // SPEC 7: name, points, state, product_categories_id, points_value, estimated_value
  expect(data).toEqual({ name: 'Balón de fútbol', points: 1500, state: '1', product_categories_id: 2, points_value: 1400, estimated_value: 85000 });
  expect(keys.sort()).toEqual(['data', 'image']);
  expect((image as File).name).toBe('balon.png');

  // while sending: the form waits and the upload shows its percentage
  expect(screen.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
  upload.progress(45, 100);
  expect(screen.getByRole('progressbar', { name: 'Progreso de carga del producto' })).toHaveAttribute('aria-valuenow', '45');

  jest.useFakeTimers();
  const product: Product = { id: 41, name: 'Balón de fútbol', points: 1500, points_value: 1400, estimated_value: 85000, image: '/uploads/products/x.png', state: '1', product_categories_id: 2, product_category: tecnologia };
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Producto creado exitosamente', product: { ...product, version: 1 } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Producto creado exitosamente');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  // locked until the redirect: no second product
  expect(save()).toBeDisabled();
  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByRole('heading', { name: 'Ingresar Producto' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(await screen.findByRole('heading', { name: 'Lista de Productos' })).toBeInTheDocument();
});

test("an image the server refuses shows its detail in red; everything typed stays and the same form can be sent again", async () => {
  const detail = 'La imagen debe ser PNG, JPG, WEBP o GIF de máximo 5 MB';
  let answer: FakeReply = { status: 400, body: { message: 'error', detail, statusCode: 400 } };
  const calls = installFakeApi({ ...categoryRoutes, 'POST /api/products/create': () => answer });
  const { user } = renderAdmin('/admin/create-product');
  await fillValid(user);
  await user.click(save());

  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  expect(field('Nombre del producto')).toHaveValue('  Balón de fútbol ');
  expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('2');
  expect(field('Puntos')).toHaveValue('1500');
  expect(field('Costo en puntos')).toHaveValue('1400');
  expect(field('Costo estimado (COP)')).toHaveValue('85000');
  // the picked file is still the one to send
  expect(screen.getByText('balon.png')).toBeInTheDocument();
  expect(save()).toBeEnabled();

  answer = { body: { message: 'success', detail: 'Producto creado exitosamente', product: { ...stored, id: 42 } } };
  await user.click(save());
  expect(await screen.findByRole('status')).toHaveTextContent('Producto creado exitosamente');
  const sent = posts(calls).map((c) => multipart(c));
  expect(sent).toHaveLength(2);
  expect((sent[1].image as File).name).toBe('balon.png');
});

test("'Editar Producto' loads the product and its image, and a save without a new image sends data only, with the version loaded", async () => {
  const calls = installFakeApi({
    ...categoryRoutes,
    'GET /api/products/get/5': { body: stored },
    'POST /api/products/update/5': { body: { message: 'success', detail: 'Producto Licuadora Pro editado con éxito', product: { ...stored, name: 'Licuadora Pro', version: 4 } } },
  });
  const { user } = renderAdmin('/admin/edit-product/5');

  const name = await screen.findByLabelText('Nombre del producto');
  expect(screen.getByRole('heading', { name: 'Editar Producto' })).toBeInTheDocument();
  expect(name).toHaveValue('Licuadora');
  expect(field('Puntos')).toHaveValue('1200');
  expect(field('Costo en puntos')).toHaveValue('1200');
  expect(field('Costo estimado (COP)')).toHaveValue('180000');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveValue('1'));
  // the stored image, until another is picked
  expect(screen.getByRole('img', { name: 'Vista previa de la imagen' })).toHaveAttribute('src', '/uploads/products/licuadora.png');
  expect(screen.getByRole('button', { name: 'Cambiar imagen' })).toBeInTheDocument();

  await user.type(name, ' Pro');
  await user.click(save());
  expect(await screen.findByRole('status')).toHaveTextContent('Producto Licuadora Pro editado con éxito');
  const [post] = posts(calls);
  expect(post.path).toBe('/api/products/update/5');
  const { data, keys } = multipart(post);
  // SPEC 7: the same as the create without state; plus the version loaded (a stale one is refused)
  expect(data).toEqual({ name: 'Licuadora Pro', points: 1200, product_categories_id: 1, points_value: 1200, estimated_value: 180000, version: 3 });
  // SPEC 5: the image is sent only if a new one is picked
  expect(keys).toEqual(['data']);
});

test('an edit with a new image sends it, with its progress', async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({ ...categoryRoutes, 'GET /api/products/get/5': { body: stored }, 'POST /api/products/update/5': () => reply.promise });
  const upload = holdUpload('/api/products/update/5');
  const { user } = renderAdmin('/admin/edit-product/5');
  await screen.findByLabelText('Nombre del producto');
  await user.upload(field('Imagen del producto'), png('licuadora-2.png'));
  await user.click(save());

  const { image, keys } = multipart(posts(calls)[0]);
  expect(keys.sort()).toEqual(['data', 'image']);
  expect((image as File).name).toBe('licuadora-2.png');
  upload.progress(80, 100);
  expect(screen.getByRole('progressbar', { name: 'Progreso de carga del producto' })).toHaveAttribute('aria-valuenow', '80');
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'ok', product: { ...stored, version: 4 } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Producto Licuadora editado con éxito');
});

test("a stale edit (409) shows the server's detail in red and keeps what was typed", async () => {
  const stale = 'El producto fue modificado por otra persona mientras usted lo editaba; no se guardó ningún cambio. Recargue la página para ver los datos actuales.';
  const calls = installFakeApi({
    ...categoryRoutes,
    'GET /api/products/get/5': { body: stored },
    'POST /api/products/update/5': { status: 409, body: { message: 'error', detail: stale, statusCode: 409 } },
  });
  const { user } = renderAdmin('/admin/edit-product/5');
  const points = await screen.findByLabelText('Puntos');
  await user.clear(points);
  await user.type(points, '1300');
  await user.click(save());

  expect(await screen.findByRole('alert')).toHaveTextContent(stale);
  expect(points).toHaveValue('1300');
  expect(multipart(posts(calls)[0]).data).toMatchObject({ points: 1300, version: 3 });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test("SPEC 5 on edit: name at least 3, digits only, and 'Seleccione una categoría' when the product has none; nothing sent", async () => {
  const calls = installFakeApi({
    ...categoryRoutes,
    'GET /api/products/get/6': { body: { ...stored, id: 6, product_category: null, product_categories_id: 99 } },
  });
  const { user } = renderAdmin('/admin/edit-product/6');
  const name = await screen.findByLabelText('Nombre del producto');
  const category = screen.getByRole('combobox', { name: 'Categoría' });
  await waitFor(() => expect(within(category).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione una categoría', 'Hogar', 'Tecnología']));

  await user.clear(name);
  await user.type(name, 'Li');
  await user.clear(field('Costo estimado (COP)'));
  await user.type(field('Costo estimado (COP)'), '$180');
  await user.click(save());
  expect(errorOf('Nombre del producto')).toBe('Mínimo 3 caracteres');
  expect(errorOf('Costo estimado (COP)')).toBe('Solo números');
  expect(errorOf('Categoría')).toBe('Seleccione una categoría');
  // the image is optional on edit
  expect(errorOf('Imagen del producto')).toBe('');
  expect(posts(calls)).toHaveLength(0);
});

test('a product that cannot be read says so and offers to retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installFakeApi({ ...categoryRoutes, 'GET /api/products/get/77': { status: 404, body: { message: 'error', detail: 'El producto no existe', statusCode: 404 } } });
  renderAdmin('/admin/edit-product/77');
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: 'No se pudo cargar el producto' })).toBeInTheDocument();
  expect(panel).toHaveTextContent('El producto no existe');
  expect(within(panel).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
