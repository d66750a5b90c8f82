import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Profile, Tire } from '@portal/contract';
import { Button, ButtonLink, DataTable, ErrorPanel, Icon, useDeleteFlow, useListCsv, type Column, type CsvColumn } from '@portal/shared-ui';
import { deleteTexts, messages, tireTexts } from '../../../messages';
import { editTirePath, tirePaths } from '../../../paths';
import { deleteTire } from '../api/delete-tire';
import { useProfiles } from '../api/get-profiles';
import { useTirePages } from '../api/get-tires';

const t = tireTexts;
const cols = t.columns;

/** the CSV's own columns: the table's (without the buttons), the description, and the points */
function csvColumns(profiles: readonly Profile[] | undefined): CsvColumn<Tire>[] {
  const base: CsvColumn<Tire>[] = [
    { header: cols.id, value: (r) => r.id },
    { header: cols.name, value: (r) => r.name },
    { header: cols.code, value: (r) => r.tire_code },
    { header: cols.description, value: (r) => r.description },
    { header: cols.design, value: (r) => r.design?.name ?? '' },
    { header: cols.brand, value: (r) => r.design?.brand?.name ?? '' },
  ];
  if (!profiles) {
    // the profiles could not be read: every block of the tire in one cell, none lost
    return [
      ...base,
      {
        header: t.csvPoints.all,
        value: (r) =>
          r.tire_points_by_profile
            .map((p) => t.csvPoints.one(p.profile?.name ?? t.points.unknownProfile(p.profiles_id), p.points_general, p.points_uhp, p.total_points))
            .join('; '),
      },
    ];
  }
  // one General / UHP / Total column per profile, 0 where the tire has no points for it (as the form shows)
  const pointsOf = (r: Tire, profileId: number) => r.tire_points_by_profile.find((p) => p.profiles_id === profileId);
  return [
    ...base,
    ...profiles.flatMap((profile): CsvColumn<Tire>[] => [
      { header: t.csvPoints.general(profile.name), value: (r) => pointsOf(r, profile.id)?.points_general ?? 0 },
      { header: t.csvPoints.uhp(profile.name), value: (r) => pointsOf(r, profile.id)?.points_uhp ?? 0 },
      { header: t.csvPoints.total(profile.name), value: (r) => pointsOf(r, profile.id)?.total_points ?? 0 },
    ]),
  ];
}

/**
 * 'Lista de Llantas' (SPEC 2.8 "Tires"): filter, 10 per page with the pagination on top, edit and
 * delete per row, 'Exportar a CSV' (llantas.csv). The api pages, filters and sorts (5,000 tires), so
 * the CSV asks for every row matching the filter; a delete reads the page again.
 */
export function TiresList() {
  const server = useTirePages();
  const profiles = useProfiles();
  const { confirmDelete, dialogs } = useDeleteFlow();
  const navigate = useNavigate();
  const { reload } = server;

  const columns = useMemo<Column<Tire>[]>(
    () => [
      { key: 'id', header: cols.id, sortable: true },
      { key: 'name', header: cols.name, sortable: true },
      { key: 'tire_code', header: cols.code, sortable: true },
      { key: 'design', header: cols.design, sortable: true, value: (r) => r.design?.name ?? '' },
      { key: 'brand', header: cols.brand, sortable: true, value: (r) => r.design?.brand?.name ?? '' },
      {
        key: 'actions',
        header: cols.actions,
        align: 'right',
        render: (row) => (
          <>
            <Button variant="info" size="sm" aria-label={messages.actions.editNamed(row.name)} onClick={() => navigate(editTirePath(row.id))}>
              <Icon name="edit" size="sm" />
              {messages.actions.edit}
            </Button>
            <Button
              variant="danger"
              size="sm"
              aria-label={messages.actions.deleteNamed(row.name)}
              onClick={() =>
                // SPEC 4 "Delete flow" / SPEC 8: 'Está seguro que desea borrar esta Llanta?', then
                // 'Eliminada!' naming the id and the page read again, or 'Cancelled' with the detail
                confirmDelete({ ...deleteTexts.tire, id: row.id, run: () => deleteTire(row.id), onDeleted: reload })
              }
            >
              <Icon name="delete" size="sm" />
              {messages.actions.delete}
            </Button>
          </>
        ),
      },
    ],
    [confirmDelete, navigate, reload],
  );

  const csvOfProfiles = useMemo(() => csvColumns(profiles.data), [profiles.data]);
  // SPEC 2.8: llantas.csv
  const csv = useListCsv(server, 'llantas.csv', csvOfProfiles);

  if (server.error && server.rows === undefined) return <ErrorPanel title={t.listFailed} message={server.error} onRetry={reload} />;

  return (
    <>
      <DataTable
        title={t.listTitle}
        icon="list"
        columns={columns}
        list={server}
        emptyText={t.empty}
        csv={csv}
        actions={
          <ButtonLink to={tirePaths.create} variant="success" size="sm">
            <Icon name="add" size="sm" />
            {t.createButton}
          </ButtonLink>
        }
      />
      {dialogs}
    </>
  );
}
