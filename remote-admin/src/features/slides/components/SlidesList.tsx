import { useMemo } from 'react';
import styled from 'styled-components';
import { SLIDE_TEXT, SLIDE_THUMB, type Slide } from '@portal/contract';
import { assetUrl } from '@portal/shared-auth';
import { Button, ButtonLink, DataTable, ErrorPanel, Icon, deleteTexts, messages as uiMessages, useDeleteFlow, type Column } from '@portal/shared-ui';
import { messages } from '../../../messages';
import { slidePaths } from '../../../paths';
import { deleteSlide, useRefetchSlides, useSlides } from '../api/slide-calls';
import { slideTexts as t } from '../messages';

/** SPEC 2.7 / 9: the image shown 150x80 */
const Thumb = styled.img`
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
 * responsive Sí/No, and a delete per row; 'Loading...' while the slides are read.
 */
export function SlidesList() {
  const { data: slides, loading, error, reload, setData } = useSlides();
  const refetchSlides = useRefetchSlides();
  const { confirmDelete, dialogs } = useDeleteFlow();

  const columns = useMemo<Column<Slide>[]>(
    () => [
      { key: 'id', header: t.columns.id, sortable: true },
      {
        key: 'image',
        header: t.columns.image,
        render: (s) => {
          const src = assetUrl(s.path);
          return src ? <Thumb src={src} alt={t.imageAlt(s.id)} width={SLIDE_THUMB.width} height={SLIDE_THUMB.height} loading="lazy" /> : <Icon name="image" size="lg" />;
        },
      },
      { key: 'path', header: t.columns.path, value: (s) => s.path, render: (s) => <Path>{s.path}</Path> },
      { key: 'position', header: t.columns.position, sortable: true, value: (s) => SLIDE_TEXT.positionLabel[s.position] ?? s.position },
      { key: 'order', header: t.columns.order, sortable: true },
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
                  setData((list) => list?.filter((row) => row.id !== s.id));
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
    ],
    [confirmDelete, setData, refetchSlides],
  );

  if (error) return <ErrorPanel title={t.listFailed} message={error} onRetry={reload} />;

  return (
    <>
      <DataTable
        title={t.listTitle}
        icon="image"
        columns={columns}
        rows={slides}
        loading={loading}
        // SPEC 2.7: 'Loading...' until the slides are there
        loadingText={uiMessages.loadingSlides}
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
