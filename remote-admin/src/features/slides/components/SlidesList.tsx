import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { LIST_SORT, SLIDE_TEXT, SLIDE_THUMB, type Slide } from '@portal/contract';
import { assetUrl } from '@portal/shared-auth';
import { Button, ButtonLink, DataTable, ErrorPanel, Icon, ResponsiveImage, useDeleteFlow, type Column } from '@portal/shared-ui';
import { deleteTexts, messages, slideTexts as t } from '../../../messages';
import { slidePaths } from '../../../paths';
import { deleteSlide, useRefetchSlides } from '../api/delete-slide';
import { useSlidePages } from '../api/get-slides';

/** a header sorts only when the api sorts by it (LIST_SORT.slides), else the click would be a 400 */
const sortable = new Set<string>(LIST_SORT.slides);

/** SPEC 2.7 / 9: the image shown 150x80: a 150x80 WebP (300x160 on 2x screens), lazily */
const Thumb = styled(ResponsiveImage)`
  display: block;
  width: ${SLIDE_THUMB.width}px;
  height: ${SLIDE_THUMB.height}px;
  /* SPEC 9: always 150x80, even in the phone's narrow table (the global max-width would squeeze it) */
  max-width: none;
  flex-shrink: 0;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.stripe};
`;

const Path = styled.span`
  display: inline-block;
  min-width: 12em;
  overflow-wrap: anywhere;
`;

const yesNo = (flag: boolean) => (flag ? t.yes : t.no);

/**
 * /admin/list-slides (SPEC 2.7): #, image (150x80), path, position Arriba/Abajo, order, show and
 * responsive Sí/No, and a delete per row; 'Loading...' while the slides are read. The api pages
 * and sorts (the list contract), 10 per page, in the carousels' order (Arriba first, each
 * carousel desktop then phone-sized, by order) until '#', 'Posición' or 'Orden' is clicked. After a
 * delete the row leaves at once, and the list and the home carousels are read again.
 */
export function SlidesList() {
  const server = useSlidePages();
  const refetchSlides = useRefetchSlides();
  const { confirmDelete, dialogs } = useDeleteFlow();
  // ids deleted here: hidden from the page on screen until the re-read (which no longer has them) arrives
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(() => new Set());
  const shown = useMemo(() => {
    if (!server.rows) return server;
    const rows = server.rows.filter((s) => !deleted.has(s.id));
    const total = server.total - (server.rows.length - rows.length);
    // the last page emptied by a delete: the page before it is on its way, not an empty list
    if (rows.length === 0 && total > 0) return { ...server, rows, total, loading: true };
    return rows.length === server.rows.length ? server : { ...server, rows, total };
  }, [server, deleted]);

  const columns = useMemo<Column<Slide>[]>(
    () => ([
      { key: 'id', header: t.columns.id },
      {
        key: 'image',
        header: t.columns.image,
        render: (s) => {
          const src = assetUrl(s.path);
          return src ? <Thumb kind="thumb" src={src} alt={t.imageAlt(s.id)} width={SLIDE_THUMB.width} height={SLIDE_THUMB.height} /> : <Icon name="image" size="lg" />;
        },
      },
      { key: 'path', header: t.columns.path, value: (s) => s.path, render: (s) => <Path>{s.path}</Path> },
      { key: 'position', header: t.columns.position, value: (s) => SLIDE_TEXT.positionLabel[s.position] ?? s.position },
      { key: 'order', header: t.columns.order },
      { key: 'show', header: t.columns.show, value: (s) => yesNo(s.show) },
      { key: 'responsive', header: t.columns.responsive, value: (s) => yesNo(s.responsive) },
      {
        key: 'actions',
        header: t.columns.actions,
        align: 'right',
        render: (s) => (
          <Button
            variant="danger"
            size="sm"
            aria-label={t.deleteNamed(s.id)}
            onClick={() =>
              // SPEC 4 / 8: 'Está seguro que desea borrar este slide?', then 'Eliminado!' naming the id and the row gone
              confirmDelete({
                ...deleteTexts.slide,
                id: s.id,
                run: () => deleteSlide(s.id),
                onDeleted: () => {
                  setDeleted((ids) => new Set(ids).add(s.id));
                  // every cached page of the list and the home carousels (all under /api/slides)
                  refetchSlides();
                },
              })
            }
          >
            <Icon name="delete" size="sm" />
            {messages.actions.delete}
          </Button>
        ),
      },
    ] satisfies Column<Slide>[]).map((c): Column<Slide> => ({ ...c, sortable: sortable.has(c.key) })),
    [confirmDelete, refetchSlides],
  );

  // a failed first read: the panel with a retry; a later failed page keeps the rows on screen
  if (server.error && server.rows === undefined) return <ErrorPanel title={t.listFailed} message={server.error} onRetry={server.reload} />;

  return (
    <>
      <DataTable
        title={t.listTitle}
        icon="image"
        columns={columns}
        list={shown}
        // SPEC 2.7: 'Loading...' until the slides are there
        loadingText={t.loading}
        emptyText={t.empty}
        filterable={false}
        actions={
          <ButtonLink to={slidePaths.create} variant="success" size="sm">
            <Icon name="add" size="sm" />
            {t.createButton}
          </ButtonLink>
        }
      />
      {dialogs}
    </>
  );
}
