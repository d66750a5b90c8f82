import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServerList } from '@portal/shared-auth';
import { Button, ButtonLink, DataTable, ErrorPanel, Icon, useDeleteFlow, type Column } from '@portal/shared-ui';
import { messages } from '../../messages';
import type { NamedEntityConfig, NamedRow } from './types';
import { NAMED_LIST_ORDER, NAMED_LIST_PAGE_SIZE } from './first-page';

/**
 * 'Lista de ...' (SPEC 2.8): filter, 10 per page with the pagination on top, an edit and a delete
 * button per row, the entity's empty text. The api pages, filters and sorts (the list contract), by
 * name until a header is clicked; only the columns the api sorts by can be sorted.
 * The delete follows SPEC 4: the row leaves the table at once, and the list is read again (the
 * next row moves up, an emptied last page goes back one).
 */
export function NamedEntityList<T extends NamedRow>({ config }: { config: NamedEntityConfig<T> }) {
  const { texts, api, listSort } = config;
  const server = useServerList<T>(config.listPath, { pageSize: NAMED_LIST_PAGE_SIZE, defaultSort: NAMED_LIST_ORDER });
  const { reload } = server;
  const { confirmDelete, dialogs } = useDeleteFlow();
  const navigate = useNavigate();
  // ids deleted here: hidden from the page on screen until the re-read (which no longer has them) arrives
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(() => new Set());
  const shown = useMemo(() => {
    if (!server.rows) return server;
    const rows = server.rows.filter((r) => !deleted.has(r.id));
    const total = server.total - (server.rows.length - rows.length);
    // the last page emptied by a delete: the page before it is on its way, not an empty list
    if (rows.length === 0 && total > 0) return { ...server, rows, total, loading: true };
    return rows.length === server.rows.length ? server : { ...server, rows, total };
  }, [server, deleted]);

  const columns = useMemo<Column<T>[]>(() => {
    const data: Column<T>[] = [
      { key: 'id', header: texts.columns.id },
      { key: 'name', header: texts.columns.name },
      ...(config.extraColumns ?? []),
    ];
    return [
      // a header sorts only when the api sorts by it (LIST_SORT), else the click would be a 400
      ...data.map((c) => ({ ...c, sortable: listSort.includes(c.key) })),
      {
        key: 'actions',
        header: texts.columns.actions,
        align: 'right',
        render: (row) => (
          <>
            <Button variant="info" size="sm" aria-label={messages.actions.editNamed(row.name)} onClick={() => navigate(config.editPath(row.id))}>
              <Icon name="edit" size="sm" />
              {messages.actions.edit}
            </Button>
            <Button
              variant="danger"
              size="sm"
              aria-label={messages.actions.deleteNamed(row.name)}
              onClick={() =>
                // SPEC 4 "Delete flow": confirm, then the success title naming the id and the list read again
                confirmDelete({
                  ...config.deleteTexts,
                  id: row.id,
                  failureText: config.deleteFailureText,
                  run: () => api.remove(row.id),
                  onDeleted: () => {
                    setDeleted((ids) => new Set(ids).add(row.id));
                    reload();
                  },
                })
              }
            >
              <Icon name="delete" size="sm" />
              {messages.actions.delete}
            </Button>
          </>
        ),
      },
    ];
  }, [config, texts, api, listSort, confirmDelete, reload, navigate]);

  // a failed first read: the panel with a retry; a later failed page keeps the rows on screen
  if (server.error && server.rows === undefined) return <ErrorPanel title={texts.listFailed} message={server.error} onRetry={reload} />;

  return (
    <>
      <DataTable
        title={texts.listTitle}
        icon={config.icon}
        columns={columns}
        list={shown}
        emptyText={texts.empty}
        actions={
          <ButtonLink to={config.paths.create} variant="success" size="sm">
            <Icon name="add" size="sm" />
            {texts.createButton}
          </ButtonLink>
        }
      />
      {dialogs}
    </>
  );
}
