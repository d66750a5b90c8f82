// SPEC 2.7 slides: the table of /admin/list-slides and 'Ingresar Slide' (SPEC 4 flags, SPEC 5
// "Slides", SPEC 7 multipart create and delete, SPEC 8 texts), driven as a person would.
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { API, type Slide } from '@portal/contract';
import { useApiGet } from '@portal/shared-auth';
import { TestDataProvider } from '@portal/shared-auth/render-remote';
import { renderUi } from '@portal/shared-ui/test-utils';
import { installFakeApi, uploadTo, type FakeReply, type FakeRequest } from '@portal/shared-auth/testing';
import { deferred } from '../../../testing/deferred';
import { renderAdmin } from '../../../testing/render-admin';
import { CreateSlide } from './CreateSlide';

jest.setTimeout(20_000);

const slides: Slide[] = [
  { id: 1, path: '/uploads/slides/verano.png', position: 'Up', order: 1, show: true, responsive: false },
  { id: 2, path: '/uploads/slides/verano-movil.png', position: 'Up', order: 1, show: true, responsive: true },
  { id: 7, path: '/uploads/slides/promo-rin-17.jpg', position: 'Down', order: 3, show: false, responsive: false },
];

/**
 * GET /api/slides/all as the api answers it (the list contract): without list parameters
 * the plain array; with them a page `{ rows, total }` in the asked order (LIST_SORT.slides, default
 * '-position': Arriba first, each carousel desktop then phone-sized, by order and id).
 */
function slidePages(rows: readonly Slide[] | (() => readonly Slide[])) {
  const byKey: Record<string, (s: Slide) => string | number> = { position: (s) => s.position, order: (s) => s.order, id: (s) => s.id };
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return (req: FakeRequest): FakeReply => {
    const stored = typeof rows === 'function' ? rows() : rows;
    const { sort, page, pageSize, q } = req.query;
    if (sort === undefined && page === undefined && pageSize === undefined && q === undefined) return { body: stored };
    const wanted = sort ?? '-position';
    const key = wanted.replace(/^-/, '');
    const by = byKey[key];
    if (!by) return { status: 400, body: { message: 'error', detail: 'No se puede ordenar por esa columna', statusCode: 400 } };
    const direction = wanted.startsWith('-') ? -1 : 1;
    const sorted = [...stored].sort((a, b) => {
      const first = cmp(by(a), by(b)) * direction;
      if (first !== 0) return first;
      if (key === 'position') return cmp(Number(a.responsive), Number(b.responsive)) || cmp(a.order, b.order) || cmp(a.id, b.id);
      return cmp(a.id, b.id) * direction;
    });
    const size = Number(pageSize ?? 10);
    const from = (Number(page ?? 1) - 1) * size;
    return { body: { rows: sorted.slice(from, from + size), total: sorted.length } };
  };
}

const table = () => screen.findByRole('table', { name: 'Lista de Slides' });
const bodyIds = (t: HTMLElement) => within(t).getAllByRole('row').slice(1).map((r) => within(r).queryAllByRole('cell')[0]?.textContent);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
const rowOf = (t: HTMLElement, id: number) => within(t).getAllByRole('row').find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(id));
const png = (name = 'slide.png') => new File(['\x89PNG slide'], name, { type: 'image/png' });
const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Guardar' });
const posts = (calls: FakeRequest[]) => calls.filter((c) => c.method === 'POST');
const errorOf = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent ?? '';
function multipart(call: FakeRequest) {
  const body = call.body as FormData;
  expect(body).toBeInstanceOf(FormData);
  return { data: JSON.parse(body.get('data') as string) as unknown, image: body.get('image') as File | null, keys: [...body.keys()].sort() };
}

function holdUpload() {
  const upload = uploadTo('/api/slides/create');
  return { progress: (loaded: number, total: number) => act(() => upload.progress(loaded, total)) };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("the list shows 'Loading...' until the slides are there, then #, image 150x80, path, Arriba/Abajo, order, Sí/No (SPEC 2.7)", async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({ 'GET /api/slides/all': () => reply.promise });
  renderAdmin('/admin/list-slides');
  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  // the first page on the list contract, in the carousels' order
  await waitFor(() => expect(calls.map((c) => [c.path, c.query])).toEqual([['/api/slides/all', { sort: '-position', page: '1', pageSize: '10' }]]));
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  await act(async () => reply.resolve({ body: { rows: slides, total: slides.length } }));

  const t = await table();
  expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  expect(within(t).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['#', 'Imagen', 'Ruta', 'Posición', 'Orden', 'Mostrar', 'Responsive', 'Opciones']);
  expect(within(t).getByRole('columnheader', { name: /Posición/ })).toHaveAttribute('aria-sort', 'descending');
  expect(bodyIds(t)).toEqual(['1', '2', '7']);
  const row = rowOf(t, 7)!;
  expect(cells(row).map((c) => c.textContent)).toEqual(['7', '', '/uploads/slides/promo-rin-17.jpg', 'Abajo', '3', 'No', 'No', 'Borrar']);
  const img = within(row).getByRole('img', { name: 'Slide 7' });
  expect(img).toHaveAttribute('src', '/uploads/slides/promo-rin-17.jpg');
  expect(img).toHaveAttribute('width', '150');
  expect(img).toHaveAttribute('height', '80');
  // the 150x80 WebP (300x160 on 2x screens), loaded when scrolled near
  expect(img).toHaveAttribute('loading', 'lazy');
  expect(img.parentElement!.querySelector('source[type="image/webp"]')).toHaveAttribute(
    'srcset', '/uploads/slides/promo-rin-17.thumb-150x80.webp 1x, /uploads/slides/promo-rin-17.thumb-300x160.webp 2x');
  expect(cells(rowOf(t, 2)!).slice(3, 7).map((c) => c.textContent)).toEqual(['Arriba', '1', 'Sí', 'Sí']);
  expect(cells(rowOf(t, 1)!).slice(3, 7).map((c) => c.textContent)).toEqual(['Arriba', '1', 'Sí', 'No']);
});

test("an empty slide list says so and offers 'Ingresar Slide'", async () => {
  installFakeApi({ 'GET /api/slides/all': { body: { rows: [], total: 0 } } });
  const { user } = renderAdmin('/admin/list-slides');
  expect(await screen.findByText('No hay slides registrados')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Ingresar Slide' }));
  expect(await screen.findByRole('heading', { name: 'Ingresar Slide' })).toBeInTheDocument();
});

test("delete: 'Está seguro que desea borrar este slide?', DELETE /api/slides/delete/{id}, 'Eliminado!' naming the id and the row gone", async () => {
  let stored = [...slides];
  const calls = installFakeApi({
    'GET /api/slides/all': slidePages(() => stored),
    'DELETE /api/slides/delete/7': () => {
      stored = stored.filter((s) => s.id !== 7);
      return { body: { message: 'success', detail: 'Slide eliminado' } };
    },
  });
  const { user } = renderAdmin('/admin/list-slides');
  const t = await table();

  await user.click(within(t).getByRole('button', { name: 'Borrar slide 7' }));
  const confirm = screen.getByRole('dialog', { name: 'Está seguro que desea borrar este slide?' });
  expect(confirm).toHaveTextContent('Después de eliminada no podrá recuperar la Información');
  await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

  await user.click(within(t).getByRole('button', { name: 'Borrar slide 7' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Eliminado!' })).toHaveTextContent('7');
  expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/slides/delete/7']);
  expect(rowOf(t, 7)).toBeUndefined();
  expect(rowOf(t, 1)).toBeDefined();
  // the slides are read again (the list here, the home carousels wherever they are cached)
  await waitFor(() => expect(calls.filter((c) => c.path === '/api/slides/all')).toHaveLength(2));
  expect(calls.filter((c) => c.path === '/api/slides/all').at(-1)?.query).toEqual({ sort: '-position', page: '1', pageSize: '10' });
  expect(rowOf(t, 7)).toBeUndefined();
  expect(bodyIds(t)).toEqual(['1', '2']);
});

test('10 slides per page with the pagination on top; #, Posición and Orden sort on the api, the others do not sort', async () => {
  const many: Slide[] = Array.from({ length: 12 }, (_, i) => ({
    id: i + 1, path: `/uploads/slides/s${i + 1}.png`, position: i % 2 === 0 ? 'Up' : 'Down', order: 12 - i, show: true, responsive: false,
  }));
  const calls = installFakeApi({ 'GET /api/slides/all': slidePages(many) });
  const { user } = renderAdmin('/admin/list-slides');
  const t = await table();

  // Arriba first (the odd ids), each by its order: the lowest order (the highest id) first
  expect(bodyIds(t)).toEqual(['11', '9', '7', '5', '3', '1', '12', '10', '8', '6']);
  expect(screen.getAllByRole('navigation', { name: 'Paginación' })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'SIGUIENTE' }));
  await waitFor(() => expect(bodyIds(t)).toEqual(['4', '2']));
  expect(calls.at(-1)?.query).toEqual({ sort: '-position', page: '2', pageSize: '10' });

  // '#' twice: the highest id first, from page 1
  await user.click(within(t).getByRole('button', { name: /^#/ }));
  await waitFor(() => expect(bodyIds(t)[0]).toBe('1'));
  expect(calls.at(-1)?.query).toEqual({ sort: 'id', page: '1', pageSize: '10' });
  await user.click(within(t).getByRole('button', { name: /^#/ }));
  await waitFor(() => expect(bodyIds(t)[0]).toBe('12'));
  expect(calls.at(-1)?.query).toEqual({ sort: '-id', page: '1', pageSize: '10' });

  await user.click(within(t).getByRole('button', { name: /^Orden/ }));
  await waitFor(() => expect(bodyIds(t)[0]).toBe('12'));
  expect(calls.at(-1)?.query).toEqual({ sort: 'order', page: '1', pageSize: '10' });
  for (const header of ['Ruta', 'Mostrar', 'Responsive', 'Imagen']) {
    expect(within(t).queryByRole('button', { name: new RegExp(`^${header}`) })).not.toBeInTheDocument();
  }
  // SPEC 2.7 has no search box on this table
  expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
});

test('a list that can not be read shows a Spanish panel with a retry', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  installFakeApi({
    'GET /api/slides/all': (req) =>
      fail ? { status: 500, body: { message: 'error', detail: 'Ocurrió un error en el servidor', statusCode: 500 } } : slidePages(slides)(req),
  });
  const { user } = renderAdmin('/admin/list-slides');
  const panel = await screen.findByRole('alert');
  expect(panel).toHaveTextContent('No se pudieron cargar los slides');
  fail = false;
  await user.click(within(panel).getByRole('button', { name: 'Reintentar' }));
  expect(bodyIds(await table())).toEqual(['1', '2', '7']);
});

test("a refused delete shows 'Cancelled' with the server's detail and keeps the row", async () => {
  installFakeApi({
    'GET /api/slides/all': slidePages(slides),
    'DELETE /api/slides/delete/1': { status: 404, body: { message: 'error', detail: 'El slide no existe', statusCode: 404 } },
  });
  const { user } = renderAdmin('/admin/list-slides');
  const t = await table();
  await user.click(within(t).getByRole('button', { name: 'Borrar slide 1' }));
  await user.click(screen.getByRole('button', { name: 'Sí, borrar!' }));
  expect(await screen.findByRole('dialog', { name: 'Cancelled' })).toHaveTextContent('El slide no existe');
  expect(rowOf(t, 1)).toBeDefined();
});

test("'Ingresar Slide' with nothing filled shows SPEC 5's messages and sends nothing; order digits only", async () => {
  const calls = installFakeApi({});
  const { user } = renderAdmin('/admin/create-slide');
  expect(screen.getByRole('heading', { name: 'Ingresar Slide' })).toBeInTheDocument();
  const position = screen.getByRole('combobox', { name: 'Posición' });
  expect(within(position).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione Una Posición', 'Arriba', 'Abajo']);

  await user.click(save());
  expect(errorOf('Posición')).toBe('Seleccione Una Posición');
  expect(errorOf('Orden')).toBe('Requerido');
  expect(errorOf('Imagen del slide')).toBe('Seleccione Una Imagen');
  expect(console.warn).toHaveBeenCalled();

  for (const typed of ['a1', '-1', '1.5', ' 2 3']) {
    await user.clear(field('Orden'));
    await user.type(field('Orden'), typed);
    expect(errorOf('Orden')).toBe('Solo números');
  }
  await user.clear(field('Orden'));
  await user.type(field('Orden'), '100000');
  expect(errorOf('Orden')).toBe('El orden no puede pasar de 99.999');
  await user.click(save());
  expect(calls).toHaveLength(0);
});

test("a valid slide posts data {position, order, show, responsive} and the image, with progress; 'Slide creado exitosamente', then the list after 3 s", async () => {
  const reply = deferred<FakeReply>();
  const calls = installFakeApi({ 'POST /api/slides/create': () => reply.promise, 'GET /api/slides/all': slidePages(slides) });
  const upload = holdUpload();
  const { user } = renderAdmin('/admin/create-slide');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Posición' }), 'Abajo');
  await user.type(field('Orden'), ' 2 ');
  await user.upload(field('Imagen del slide'), png('promo.png'));
  // 'Mostrar en el inicio' starts ticked, 'Responsive' not
  expect(screen.getByRole('checkbox', { name: 'Mostrar en el inicio' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Responsive (versión para celular)' })).not.toBeChecked();
  await user.click(save());

  const [post] = posts(calls);
  expect(post.path).toBe('/api/slides/create');
  const { data, image, keys } = multipart(post);
  // SPEC 4: 1 when ticked, else 0
  expect(data).toEqual({ position: 'Down', order: 2, show: 1, responsive: 0 });
  expect(keys).toEqual(['data', 'image']);
  expect(image?.name).toBe('promo.png');
  upload.progress(30, 100);
  expect(screen.getByRole('progressbar', { name: 'Progreso de carga del slide' })).toHaveAttribute('aria-valuenow', '30');

  jest.useFakeTimers();
  await act(async () => reply.resolve({ body: { message: 'success', detail: 'Slide creado exitosamente', slide: { ...slides[2], id: 9 } } }));
  expect(screen.getByRole('status')).toHaveTextContent('Slide creado exitosamente');
  expect(save()).toBeDisabled();
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByRole('heading', { name: 'Ingresar Slide' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('heading', { name: 'Lista de Slides' })).toBeInTheDocument();
});

test('the two checkboxes each give their own flag: responsive ticked and show unticked sends {show: 0, responsive: 1}', async () => {
  const calls = installFakeApi({ 'POST /api/slides/create': { body: { message: 'success', detail: 'ok', slide: slides[1] } } });
  const { user } = renderAdmin('/admin/create-slide');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Posición' }), 'Arriba');
  await user.type(field('Orden'), '0');
  await user.upload(field('Imagen del slide'), png());
  await user.click(screen.getByRole('checkbox', { name: 'Mostrar en el inicio' }));
  await user.click(screen.getByRole('checkbox', { name: 'Responsive (versión para celular)' }));
  await user.click(save());
  await waitFor(() => expect(posts(calls)).toHaveLength(1));
  expect(multipart(posts(calls)[0]).data).toEqual({ position: 'Up', order: 0, show: 0, responsive: 1 });
});

test("an upload the server refuses shows its detail in red and keeps every choice", async () => {
  const detail = 'La imagen debe ser PNG, JPG, WEBP o GIF de máximo 5 MB';
  installFakeApi({ 'POST /api/slides/create': { status: 400, body: { message: 'error', detail, statusCode: 400 } } });
  const { user } = renderAdmin('/admin/create-slide');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Posición' }), 'Arriba');
  await user.type(field('Orden'), '4');
  await user.upload(field('Imagen del slide'), png('grande.png'));
  await user.click(screen.getByRole('checkbox', { name: 'Responsive (versión para celular)' }));
  await user.click(save());

  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
  expect(screen.getByRole('combobox', { name: 'Posición' })).toHaveValue('Up');
  expect(field('Orden')).toHaveValue('4');
  expect(screen.getByText('grande.png')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Responsive (versión para celular)' })).toBeChecked();
  expect(save()).toBeEnabled();
});

/** what the shell's home carousel of one position and screen size reads (shell/src/home/SlidesCarousel.tsx) */
function CarouselRead({ position, responsive }: { position: 'up' | 'down'; responsive: 0 | 1 }) {
  const { data } = useApiGet<Slide[]>(API.slidesByPosition(position, responsive));
  return <p data-testid={`carousel-${position}-${responsive}`}>{(data ?? []).map((s) => s.path).join(' ')}</p>;
}

test('a new slide shows in the home carousel of its position and screen size: the carousels are read again after the create', async () => {
  let stored: Slide[] = [slides[2]];
  const shown = (position: string, responsive: string) =>
    stored.filter((s) => s.show && s.position.toLowerCase() === position && Number(s.responsive) === Number(responsive));
  const calls = installFakeApi({
    'GET /api/slides/position/down/0': () => ({ body: shown('down', '0') }),
    'GET /api/slides/position/down/1': () => ({ body: shown('down', '1') }),
    'POST /api/slides/create': (req) => {
      const data = JSON.parse((req.body as FormData).get('data') as string) as { position: 'Up' | 'Down'; order: number; show: number; responsive: number };
      const slide: Slide = { id: 9, path: '/uploads/slides/nuevo.png', position: data.position, order: data.order, show: data.show === 1, responsive: data.responsive === 1 };
      stored = [...stored, slide];
      return { body: { message: 'success', detail: 'Slide creado exitosamente', slide } };
    },
  });
  const { user } = renderUi(
    <TestDataProvider>
      <MemoryRouter>
        <CarouselRead position="down" responsive={0} />
        <CarouselRead position="down" responsive={1} />
        <CreateSlide />
      </MemoryRouter>
    </TestDataProvider>,
  );
  const reads = (path: string) => calls.filter((c) => c.path === path).length;
  await waitFor(() => expect(reads('/api/slides/position/down/0')).toBe(1));
  // slide 7 is 'Abajo' desktop but not shown
  expect(screen.getByTestId('carousel-down-0')).toBeEmptyDOMElement();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Posición' }), 'Abajo');
  await user.type(field('Orden'), '1');
  await user.upload(field('Imagen del slide'), png('nuevo.png'));
  await user.click(save());
  expect(await screen.findByRole('status')).toHaveTextContent('Slide creado exitosamente');

  // the desktop carousel of 'Abajo' now has it; the phone-sized one does not
  await waitFor(() => expect(screen.getByTestId('carousel-down-0')).toHaveTextContent('/uploads/slides/nuevo.png'));
  expect(reads('/api/slides/position/down/0')).toBe(2);
  expect(screen.getByTestId('carousel-down-1')).toBeEmptyDOMElement();
});
