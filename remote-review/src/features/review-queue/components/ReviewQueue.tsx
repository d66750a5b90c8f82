import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import type { InvoiceReviewAnswer } from '@portal/contract';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared-auth';
import {
  Alert, Button, CheckboxField, DataTable, ErrorPanel, Icon, invoiceColumns, pageCountOf, PeriodFilter, SelectField, usePeriodFilter, type Column,
} from '@portal/shared-ui';
import { messages } from '../../../messages';
import { useBranches, useReviewQueue, type ReviewQueueRow } from '../api/get-review-queue';
import { QueuePanel, type PanelCommands } from './QueuePanel';
import { useQueueShortcuts } from './useQueueShortcuts';
import { Warnings } from './Warnings';

const text = messages.reviewQueue;
const headers = text.columns;
const ALL = 'all';

// 1280 px and up (1366): the opened invoice beside the list; narrower (a phone): instead of it, with
// 'Volver a la lista'. The screen's two panes, not a field grid.
const Workspace = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.lgUp} {
    grid-template-columns: ${({ $open }) => ($open ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  }
`;

const ListSide = styled.div<{ $open: boolean }>`
  min-width: 0;
  ${({ theme }) => theme.media.lgDown} {
    display: ${({ $open }) => ($open ? 'none' : 'block')};
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  kbd {
    padding: ${({ theme }) => `0 ${theme.space.xs}`};
    border: ${({ theme }) => `${theme.borders.thin} solid ${theme.colors.border}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.stripe};
    font-family: inherit;
  }
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  overflow-wrap: anywhere;
`;

const Participant = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
`;

/** what to open once the queue's page has come again: `undefined` keeps waiting */
interface Waiting {
  /** the page on screen when it was asked: nothing is decided on it */
  before?: readonly ReviewQueueRow[];
  pick(rows: readonly ReviewQueueRow[]): ReviewQueueRow | null | undefined;
}

/**
 * /admin/review-invoices 'Facturas por revisar' (ours beyond SPEC; profiles 1 and 4, SPEC 4
 * and 6): every invoice in state Creada, the oldest registration first, on the one list contract
 * (GET /api/invoice/review-queue: filters by branch, participant, sale-date period and 'with
 * warnings'; the search by number, participant or identification number), each row with its warnings
 * in the api's words. A row opens beside the list (instead of it on a phone), is approved or rejected
 * there, and the next one opens; a decision taken meanwhile by another approver (409) is said, and
 * the queue comes again. J/N, K/P, A and R do the same from the keyboard.
 */
export function ReviewQueue() {
  const [branch, setBranch] = useState(ALL);
  const [onlyWarnings, setOnlyWarnings] = useState(false);
  const [participant, setParticipant] = useState<{ id: number; name: string } | null>(null);
  const periodFilter = usePeriodFilter({ delayMs: SEARCH_DEBOUNCE_MS });
  const period = periodFilter.applied;
  const server = useReviewQueue({
    subsidiary: branch === ALL ? undefined : Number(branch),
    user: participant?.id,
    from: period.from || undefined,
    to: period.to || undefined,
    warnings: onlyWarnings ? '1' : undefined,
  });
  const branches = useBranches();
  const rows = server.rows;
  const rowsNow = useRef(rows);
  rowsNow.current = rows;

  const [opened, setOpened] = useState<ReviewQueueRow | null>(null);
  const [notice, setNotice] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const commands = useRef<PanelCommands | null>(null);
  /** the row whose 'Revisar' gets the focus back when the panel closes */
  const [returnTo, setReturnTo] = useState<number | null>(null);

  // the page came again (after a decision, a refusal, a move to another page): open what was asked
  useEffect(() => {
    if (!waiting || !rows) return;
    if (waiting.before && rows === waiting.before) return;
    // a page left empty by a decision: the list moves back a page first
    if (rows.length === 0 && server.total > 0) return;
    const next = waiting.pick(rows);
    if (next === undefined) return;
    setWaiting(null);
    setOpened(next);
  }, [rows, waiting, server.total]);

  useEffect(() => {
    if (returnTo === null) return;
    document.querySelector<HTMLElement>(`[data-review-id="${returnTo}"]`)?.focus();
    setReturnTo(null);
  }, [returnTo]);

  const open = useCallback((row: ReviewQueueRow) => {
    setWaiting(null);
    setNotice(null);
    setOpened(row);
  }, []);

  const close = () => {
    if (opened) setReturnTo(opened.id);
    setOpened(null);
  };

  const { page, setPage, total, pageSize } = server;
  /** J/N +1, K/P -1: the row beside the opened one, across pages; the first one when none is open */
  const step = (delta: 1 | -1) => {
    if (!rows) return;
    const at = opened ? rows.findIndex((r) => r.id === opened.id) : -1;
    const target = at === -1 ? (delta === 1 ? 0 : rows.length - 1) : at + delta;
    if (target >= 0 && target < rows.length) return open(rows[target]);
    const pages = pageCountOf(total, pageSize);
    if (target >= rows.length && page < pages) {
      setWaiting({ before: rows, pick: (fresh) => fresh[0] ?? null });
      setPage(page + 1);
    } else if (target < 0 && page > 1) {
      setWaiting({ before: rows, pick: (fresh) => fresh[fresh.length - 1] ?? null });
      setPage(page - 1);
    }
  };

  const openedId = opened?.id;
  /** SPEC 8 'Factura Aprobada' / 'Factura Rechazada'; the next invoice opens once the queue has come again without this one */
  const onDecided = useCallback((answer: InvoiceReviewAnswer) => {
    setNotice({ variant: 'success', text: answer.detail });
    const at = Math.max(0, rowsNow.current?.findIndex((r) => r.id === openedId) ?? 0);
    setWaiting({ pick: (fresh) => (fresh.some((r) => r.id === openedId) ? undefined : (fresh[Math.min(at, fresh.length - 1)] ?? null)) });
  }, [openedId]);

  // a refusal (a 409: decided meanwhile by someone else): the api's detail, and the queue again; the
  // invoice stays open if it still waits, else the next one opens (no decision is sent twice)
  const { reload } = server;
  const onRefused = useCallback((detail: string) => {
    setNotice({ variant: 'danger', text: detail });
    const before = rowsNow.current;
    const at = Math.max(0, before?.findIndex((r) => r.id === openedId) ?? 0);
    setWaiting({ before, pick: (fresh) => fresh.find((r) => r.id === openedId) ?? fresh[Math.min(at, fresh.length - 1)] ?? null });
    reload();
  }, [openedId, reload]);

  useQueueShortcuts({
    next: () => step(1),
    previous: () => step(-1),
    approve: () => commands.current?.approve(),
    reject: () => commands.current?.reject(),
  });

  // beside an opened invoice (1366) the list keeps what picks the next one: the number, the person,
  // the warnings and the action; the branch, the dates and the state are in the panel
  const besidePanel = opened !== null;
  const columns = useMemo((): Column<ReviewQueueRow>[] => [
    { ...invoiceColumns.number('number'), sortable: true },
    {
      key: 'user', header: headers.participant, sortable: true, value: (r) => r.participant.name,
      render: (r) => (
        <>
          {r.participant.name}
          <Participant>{r.participant.identification_number}</Participant>
        </>
      ),
    },
    ...(besidePanel ? [] : [
      { key: 'subsidiary', header: headers.subsidiary, sortable: true, value: (r: ReviewQueueRow) => r.subsidiary?.name ?? '' },
      { ...invoiceColumns.createdAt('created'), header: headers.createdAt, sortable: true },
      invoiceColumns.state('state'),
    ]),
    { key: 'warnings', header: headers.warnings, value: (r) => r.warnings.map((w) => w.text).join(' '), render: (r) => <Warnings warnings={r.warnings} /> },
    {
      key: 'actions',
      header: headers.actions,
      render: (r) => (
        // beside the panel the list is half as wide: the button is its icon (its name is the same)
        <Button
          variant={r.id === openedId ? 'primary' : 'info'}
          size="sm"
          round
          justIcon={besidePanel}
          data-review-id={r.id}
          aria-pressed={r.id === openedId}
          aria-label={text.openOf(r.number)}
          title={besidePanel ? text.openOf(r.number) : undefined}
          onClick={() => open(r)}
        >
          <Icon name="visibility" size="sm" />
          {!besidePanel && (r.id === openedId ? text.opened : text.open)}
        </Button>
      ),
    },
  ], [openedId, open, besidePanel]);

  const branchOptions = useMemo(
    () => [{ value: ALL, label: text.filters.allSubsidiaries }, ...(branches.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))],
    [branches.data],
  );

  if (server.error && rows === undefined) return <ErrorPanel title={text.loadFailed} message={server.error} onRetry={server.reload} />;

  const filtersActive = branch !== ALL || onlyWarnings || participant !== null || periodFilter.active;
  return (
    <>
      <Hint>
        {text.keys.title}: <kbd>J</kbd> / <kbd>N</kbd> {text.keys.next}, <kbd>K</kbd> / <kbd>P</kbd> {text.keys.previous},{' '}
        <kbd>A</kbd> {text.keys.approve}, <kbd>R</kbd> {text.keys.reject} ({text.keys.note}).
      </Hint>
      {notice?.variant === 'success' && <Alert variant="success" focusIfLost>{notice.text}</Alert>}
      {notice?.variant === 'danger' && <ErrorPanel message={notice.text} focusIfLost calmOffline />}
      <Workspace $open={opened !== null}>
        <ListSide $open={opened !== null}>
          <DataTable
            title={text.title}
            icon="list"
            columns={columns}
            list={server}
            loadingText={text.loading}
            emptyText={text.empty}
            filtersActive={filtersActive}
            filters={
              <>
                <SelectField
                  label={text.filters.subsidiary}
                  name="subsidiary"
                  value={branch}
                  onChange={setBranch}
                  options={branchOptions}
                  hint={branches.loading ? text.filters.subsidiariesLoading : undefined}
                  error={branches.error ? text.filters.subsidiariesFailed : null}
                  touched={Boolean(branches.error)}
                />
                <PeriodFilter period={periodFilter} legend={text.filters.period} />
                <CheckboxField label={text.filters.withWarnings} name="warnings" checked={onlyWarnings} onChange={setOnlyWarnings} />
                {participant && (
                  <Chip>
                    {text.filters.participant(participant.name)}
                    <Button variant="default" size="sm" round justIcon aria-label={text.filters.clearParticipant} title={text.filters.clearParticipant} onClick={() => setParticipant(null)}>
                      <Icon name="close" size="sm" />
                    </Button>
                  </Chip>
                )}
              </>
            }
          />
        </ListSide>
        {opened && (
          <QueuePanel
            key={opened.id}
            invoice={opened}
            onDecided={onDecided}
            onRefused={onRefused}
            onClose={close}
            onOnlyParticipant={setParticipant}
            commands={commands}
          />
        )}
      </Workspace>
    </>
  );
}
