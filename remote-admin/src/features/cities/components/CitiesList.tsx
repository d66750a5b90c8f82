import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { City } from '@portal/contract';
import { Button, ButtonLink, DataTable, deleteTexts, ErrorPanel, Icon, useDeleteFlow, type Column } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { cityPaths, editCityPath } from '../../../paths';
import { useCities } from '../api/get-cities';
import { deleteCity } from '../api/delete-city';

const { columns: headers } = messages.cities;

/** /admin/list-cities 'Lista de Ciudades' (SPEC 2.8): filter, 10 per page, an edit and a delete button per row. */
export function CitiesList() {
  const { data: cities, loading, error, reload, setData } = useCities();
  const { confirmDelete, dialogs } = useDeleteFlow();
  const navigate = useNavigate();

  const columns = useMemo<Column<City>[]>(
    () => [
      { key: 'id', header: headers.id, sortable: true },
      { key: 'name', header: headers.name, sortable: true },
      {
        key: 'actions',
        header: headers.actions,
        align: 'right',
        render: (city) => (
          <>
            <Button variant="info" size="sm" aria-label={messages.actions.editNamed(city.name)} onClick={() => navigate(editCityPath(city.id))}>
              <Icon name="edit" size="sm" />
              {messages.actions.edit}
            </Button>
            <Button
              variant="danger"
              size="sm"
              aria-label={messages.actions.deleteNamed(city.name)}
              onClick={() =>
                // SPEC 4 "Delete flow": confirm, then 'Eliminada!' naming the id and the row gone locally
                confirmDelete({
                  ...deleteTexts.city,
                  id: city.id,
                  run: () => deleteCity(city.id),
                  onDeleted: () => setData((list) => list?.filter((c) => c.id !== city.id)),
                })
              }
            >
              <Icon name="delete" size="sm" />
              {messages.actions.delete}
            </Button>
          </>
        ),
      },
    ],
    [confirmDelete, setData, navigate],
  );

  if (error) return <ErrorPanel title={messages.cities.listFailed} message={error} onRetry={reload} />;

  return (
    <>
      <DataTable
        title={messages.cities.listTitle}
        icon="place"
        columns={columns}
        rows={cities}
        loading={loading}
        emptyText={messages.cities.empty}
        actions={
          <ButtonLink to={cityPaths.create} variant="success" size="sm">
            <Icon name="add" size="sm" />
            {messages.cities.createButton}
          </ButtonLink>
        }
      />
      {dialogs}
    </>
  );
}
