import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { AUDIT_ACTION_LABEL, AUDIT_ENTITY_LABEL, type AuditEntry } from '@portal/contract';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared-auth';
import {
  formatDateTime, periodParams, PeriodFilter, SelectField, TextField, usePeriodFilter, type Column,
} from '@portal/shared-ui';
import { ALL, chosen, ClearFilters, ReportTableCard } from '../../reports/components/report-parts';
import { reportTexts } from '../../../messages';
import { useAuditLog } from '../api/get-audit-log';
import { describeDetail, shortDetail } from '../detail';

const t = reportTexts.audit;
const c = t.columns;

const actionOf = (e: AuditEntry) => AUDIT_ACTION_LABEL[e.action] ?? e.action;
const recordOf = (e: AuditEntry) => t.record(AUDIT_ENTITY_LABEL[e.entity] ?? e.entity, e.entity_id);

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Detail = styled.div`
  min-width: 14rem;
  max-width: 32rem;
  /* on a phone the row is a card; the detail takes the width it has */
  ${({ theme }) => theme.media.smDown} {
    min-width: 0;
  }
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  summary { cursor: pointer; }
  ul {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
    padding-left: ${({ theme }) => theme.space.md};
  }
`;

const More = styled.span`
  color: ${({ theme }) => theme.colors.link};
  white-space: nowrap;
`;

/** 'name: Ana → Ana María'; a long detail is cut, and opens whole, a change a line, under 'ver todo' */
function DetailCell({ detail }: { detail: unknown }) {
  const lines = describeDetail(detail);
  if (lines.length === 0) return <>{reportTexts.common.none}</>;
  const { text, cut } = shortDetail(lines);
  if (!cut) return <Detail>{text}</Detail>;
  return (
    <Detail>
      <details>
        <summary title={lines.join('\n')}>
          {text} <More>({t.more})</More>
        </summary>
        <ul>
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </details>
    </Detail>
  );
}

/** 'Fecha' sorts by the row's id (AUDIT_SORT): the order the rows were written in */
const columns: Column<AuditEntry>[] = [
  { key: 'id', header: c.date, sortable: true, value: (e) => formatDateTime(e.created_at), render: (e) => <NoWrap>{formatDateTime(e.created_at)}</NoWrap> },
  { key: 'actor', header: c.actor, value: (e) => e.actor?.name ?? t.system },
  // the client's address as the trusted proxy reported it; none for the system's own rows
  { key: 'ip', header: c.address, value: (e) => e.ip ?? reportTexts.common.none, render: (e) => <NoWrap>{e.ip ?? reportTexts.common.none}</NoWrap> },
  { key: 'action', header: c.action, value: actionOf },
  { key: 'record', header: c.record, value: recordOf, render: (e) => <NoWrap>{recordOf(e)}</NoWrap> },
  { key: 'detail', header: c.detail, value: (e) => describeDetail(e.detail).join('; '), render: (e) => <DetailCell detail={e.detail} /> },
];

/** an id as the api takes it (contract reportId): digits, 1 to 2^31-1 */
const isId = (text: string) => /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2 ** 31 - 1;

/** the typed text once it has been still for a moment and is valid; the last valid one meanwhile */
function useStillValid(typed: string, valid: boolean): [string, (v: string) => void] {
  const [applied, setApplied] = useState(typed);
  useEffect(() => {
    if (!valid || typed === applied) return undefined;
    const timer = setTimeout(() => setApplied(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, applied, valid]);
  return [applied, setApplied];
}

/**
 * /admin/audit-log 'Registro de Auditoría': who did what to which record and when, newest
 * first, paged on the api (GET /api/audit). Filters: the kind of record, the action, the id of who did
 * it, and the period. No text search: the api's audit query does not promise one.
 */
export function AuditLog() {
  const [entity, setEntity] = useState(ALL);
  const [action, setAction] = useState(ALL);
  const [actorText, setActorText] = useState('');
  const typedActor = actorText.trim();
  const actorValid = typedActor === '' || isId(typedActor);
  const [actor, setActor] = useStillValid(typedActor, actorValid);
  const period = usePeriodFilter({ delayMs: SEARCH_DEBOUNCE_MS });

  const server = useAuditLog({ entity: chosen(entity), action: chosen(action), actor: actor || undefined, ...periodParams(period.applied) });

  const entityOptions = useMemo(() => [{ value: ALL, label: t.allEntities }, ...Object.entries(AUDIT_ENTITY_LABEL).map(([value, label]) => ({ value, label }))], []);
  const actionOptions = useMemo(() => [{ value: ALL, label: t.allActions }, ...Object.entries(AUDIT_ACTION_LABEL).map(([value, label]) => ({ value, label }))], []);
  const filtersActive = entity !== ALL || action !== ALL || actor !== '' || period.active;
  const clear = () => {
    setEntity(ALL);
    setAction(ALL);
    setActorText('');
    // at once, not after the pause of typing
    setActor('');
    period.clear();
  };

  const filterFields = (
    <>
      <SelectField label={t.entity} name="entity" value={entity} onChange={setEntity} options={entityOptions} />
      <SelectField label={t.action} name="action" value={action} onChange={setAction} options={actionOptions} />
      <TextField
        label={t.actor}
        name="actor"
        value={actorText}
        onChange={setActorText}
        inputMode="numeric"
        autoComplete="off"
        hint={t.actorHint}
        error={actorValid ? null : t.actorInvalid}
        touched={!actorValid}
      />
      <PeriodFilter period={period} legend={t.period} showLegend />
      <ClearFilters onClear={clear} />
    </>
  );

  return (
    <ReportTableCard
      texts={t}
      color="warning"
      columns={columns}
      server={server}
      // no text search: every filter is one of the fields above
      filterable={false}
      filters={filterFields}
      filtersActive={filtersActive}
    />
  );
}
