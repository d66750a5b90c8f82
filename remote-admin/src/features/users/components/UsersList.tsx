import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { capitalizeName, USER_SORT, USER_STATE_LABEL, USER_STATE_OPTIONS, type User } from '@portal/contract';
import { Button, ButtonLink, DataTable, ErrorPanel, formatNumber, Icon, SelectField, useListCsv, type Column, type CsvColumn } from '@portal/shared-ui';
import { messages, userTexts as t } from '../../../messages';
import { editUserPath, userPaths } from '../../../paths';
import { useProfiles } from '../../profiles/api/get-profiles';
import { useUserPages } from '../api/get-users';

const c = t.columns;
/** the first option of each filter: no filter */
const ALL = 'all';
const sortable = new Set<string>(USER_SORT);

/** SPEC 2.5: branch and profile names capitalised */
// SPEC 2.5: capitalised, the rest as written ('Llantas del Norte Av. 68' stays so)
const subsidiaryOf = (u: User) => capitalizeName(u.subsidiary?.name);
const profileOf = (u: User) => capitalizeName(u.profile?.name);
const stateOf = (u: User) => USER_STATE_LABEL[u.state] ?? '';

/** SPEC 2.5 columns; a column's key is the api's sort key where it sorts (USER_SORT) */
const dataColumns: Column<User>[] = ([
  { key: 'name', header: c.name },
  { key: 'subsidiary', header: c.subsidiary, value: subsidiaryOf },
  { key: 'document', header: c.document, value: (u) => u.identification_number },
  { key: 'identification_type', header: c.documentType },
  { key: 'email', header: c.email },
  { key: 'phone', header: c.phone },
  { key: 'points', header: c.points, value: (u) => u.points, render: (u) => formatNumber(u.points), align: 'right' },
  { key: 'profile', header: c.profile, value: profileOf },
  { key: 'state', header: c.state, value: stateOf },
] satisfies Column<User>[]).map((col): Column<User> => ({ ...col, sortable: sortable.has(col.key) }));

/** usuarios.csv: the columns of the table, every user matching the filters (not only the page) */
const csvColumns: CsvColumn<User>[] = [
  { header: c.name, value: (u) => u.name },
  { header: c.subsidiary, value: subsidiaryOf },
  { header: c.document, value: (u) => u.identification_number },
  { header: c.documentType, value: (u) => u.identification_type },
  { header: c.email, value: (u) => u.email },
  { header: c.phone, value: (u) => u.phone },
  { header: c.points, value: (u) => u.points },
  { header: c.profile, value: profileOf },
  { header: c.state, value: stateOf },
];

/**
 * /admin/list-users 'Lista de Usuarios' (SPEC 2.5): the api pages, filters and sorts (the list
 * contract); the search looks in name, document, e-mail, phone, branch and profile, and two
 * selects keep one state or one profile. 'Exportar a CSV' writes usuarios.csv with every match.
 */
export function UsersList() {
  const [state, setState] = useState(ALL);
  const [profile, setProfile] = useState(ALL);
  const server = useUserPages({ state: state === ALL ? '' : state, profile: profile === ALL ? '' : profile });
  const profiles = useProfiles();
  const navigate = useNavigate();

  const columns = useMemo<Column<User>[]>(() => [
    ...dataColumns,
    {
      key: 'actions',
      header: c.actions,
      align: 'right',
      csv: false,
      render: (u) => (
        <Button variant="info" size="sm" aria-label={t.editNamed(u.name)} onClick={() => navigate(editUserPath(u.id))}>
          <Icon name="edit" size="sm" />
          {messages.actions.edit}
        </Button>
      ),
    },
  ], [navigate]);
  const csv = useListCsv(server, t.csvFile, csvColumns);

  if (server.error && server.rows === undefined) return <ErrorPanel title={t.listFailed} message={server.error} onRetry={server.reload} />;

  return (
    <DataTable
      title={t.listTitle}
      icon="person"
      columns={columns}
      list={server}
      emptyText={t.empty}
      csv={csv}
      filtersActive={state !== ALL || profile !== ALL}
      filters={
        <>
          <SelectField
            label={t.filters.state}
            name="state"
            value={state}
            onChange={setState}
            options={[{ value: ALL, label: t.filters.allStates }, ...USER_STATE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))]}
          />
          <SelectField
            label={t.filters.profile}
            name="profile"
            value={profile}
            onChange={setProfile}
            options={[{ value: ALL, label: t.filters.allProfiles }, ...(profiles.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))]}
            error={profiles.error ? t.profilesFailed : null}
            touched={Boolean(profiles.error)}
          />
        </>
      }
      actions={
        <ButtonLink to={userPaths.create} variant="success" size="sm">
          <Icon name="add" size="sm" />
          {t.createButton}
        </ButtonLink>
      }
    />
  );
}
