// A work list (the reviewer's queue, the redemptions to decide, every sale for the administrator)
// shows what waits now: asked again whenever it is opened, on focus and every WORK_LIST_REFRESH_MS
// while shown, with its page and search kept; its menu count is asked again with it.
import { act, screen, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { DataTable, type Column } from '@portal/shared-ui';
import { renderUi } from '@portal/shared-ui/test-utils';
import { createPortalQueryClient, PortalDataProvider, WORK_LIST_REFRESH_MS } from './data';
import { installFakeApi, type FakeRequest } from './testing';
import { useApiGet } from './useApiGet';
import { useServerList } from './useServerList';

interface Row { id: number; number: string }
let waiting: Row[] = [];
function answer(req: FakeRequest) {
  const { q, page = '1', pageSize = '10' } = req.query;
  const rows = waiting.filter((r) => !q || r.number.includes(q));
  return { body: { rows: rows.slice((Number(page) - 1) * Number(pageSize), Number(page) * Number(pageSize)), total: rows.length } };
}
const count = () => ({ body: { total: waiting.length } });
const columns: Column<Row>[] = [{ key: 'number', header: '# Factura' }];

function Queue({ workList }: { workList: boolean }) {
  const server = useServerList<Row>('/api/invoice/review-queue', { pageSize: 10, ...(workList ? { workList: { counts: ['/api/invoice/review-queue/count'] } } : {}) });
  return <DataTable title="Facturas por revisar" columns={columns} list={server} emptyText="No hay facturas" />;
}
function MenuCount() {
  const { data } = useApiGet<{ total: number }>('/api/invoice/review-queue/count', undefined, { workList: true });
  return <p>{`Pendientes: ${data?.total ?? '?'}`}</p>;
}

const numbers = () => within(screen.getByRole('table', { name: 'Facturas por revisar' })).getAllByRole('row').slice(1).map((r) => r.textContent);
const invoice = (id: number): Row => ({ id, number: `FE-${1000 + id}` });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2024-03-15T17:00:00Z'), advanceTimers: true });
  waiting = [invoice(1), invoice(2)];
});
afterEach(() => jest.useRealTimers());

test.each([true, false])('opened again 5 s later, the list shows a sale registered meanwhile only as a work list (%s)', async (workList) => {
  installFakeApi({ 'GET /api/invoice/review-queue': answer, 'GET /api/invoice/review-queue/count': count });
  const client = createPortalQueryClient({ retry: false });
  const view = renderUi(<PortalDataProvider client={client}><Queue workList={workList} /></PortalDataProvider>);
  await screen.findByText('FE-1002');
  view.unmount();

  waiting = [...waiting, invoice(3)];
  await act(() => jest.advanceTimersByTimeAsync(5_000));
  renderUi(<PortalDataProvider client={client}><Queue workList={workList} /></PortalDataProvider>);
  await screen.findByText('FE-1002');
  await act(() => jest.advanceTimersByTimeAsync(100));
  // a plain list keeps its copy for the data layer's 30 s; a work list never shows it for an answer
  expect(numbers()).toEqual(workList ? ['FE-1001', 'FE-1002', 'FE-1003'] : ['FE-1001', 'FE-1002']);
});

test('while open it asks again every 30 s and on focus, keeping the search; the menu count follows the list', async () => {
  const calls = installFakeApi({ 'GET /api/invoice/review-queue': answer, 'GET /api/invoice/review-queue/count': count });
  const { user } = renderUi(
    <PortalDataProvider client={createPortalQueryClient({ retry: false })}><MenuCount /><Queue workList /></PortalDataProvider>,
    { advanceTimers: (ms) => jest.advanceTimersByTime(ms) },
  );
  await screen.findByText('FE-1002');
  expect(await screen.findByText('Pendientes: 2')).toBeInTheDocument();
  await user.type(screen.getByRole('searchbox'), 'FE-10');
  await act(() => jest.advanceTimersByTimeAsync(400));

  waiting = [...waiting, invoice(3)];
  await act(() => jest.advanceTimersByTimeAsync(WORK_LIST_REFRESH_MS));
  await screen.findByText('FE-1003');
  expect(screen.getByRole('searchbox')).toHaveValue('FE-10');
  expect(calls.filter((c) => c.path === '/api/invoice/review-queue').at(-1)?.query).toMatchObject({ q: 'FE-10' });
  expect(screen.getByText('Pendientes: 3')).toBeInTheDocument();

  waiting = [...waiting, invoice(4)];
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });
  await screen.findByText('FE-1004');
  expect(await screen.findByText('Pendientes: 4')).toBeInTheDocument();
  focusManager.setFocused(undefined);
});
