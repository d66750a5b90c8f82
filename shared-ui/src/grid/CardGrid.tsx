import type { ReactNode } from 'react';
import styled from 'styled-components';
import { GRID_PAGE_SIZE } from '@portal/contract';
import { EmptyState } from '../feedback/EmptyState';
import { Paginator } from '../navigation/Paginator';
import { usePagedItems } from '../navigation/usePagedItems';

// SPEC 2.8 / 9: 4 cards per row on large screens; 2 on medium, 1 on small (ours).
const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.smUp} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${({ theme }) => theme.media.mdUp} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Item = styled.li`
  display: flex;
  min-width: 0;
  & > * { flex: 1 1 auto; }
`;

export interface CardGridProps<T> {
  items: readonly T[];
  renderCard(item: T): ReactNode;
  /** SPEC 9: 16 */
  pageSize?: number;
  /** default: item.id, else its position */
  itemKey?(item: T, index: number): string | number;
  /** accessible name of the list */
  label?: string;
  emptyText?: ReactNode;
  /** back to page 1 when this changes (the search text, the chosen category) */
  resetKey?: unknown;
}

function defaultKey<T>(item: T, index: number): string | number {
  const id = (item as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

/** Cards in a responsive grid, 16 per page, with the 'ATRAS' / numbers / 'SIGUIENTE' paginator. */
export function CardGrid<T>({ items, renderCard, pageSize = GRID_PAGE_SIZE, itemKey = defaultKey, label, emptyText, resetKey }: CardGridProps<T>) {
  const { page, pageCount, setPage, pageItems } = usePagedItems(items, pageSize, resetKey);
  if (items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  const offset = (page - 1) * pageSize;
  return (
    <div>
      <Grid aria-label={label}>
        {pageItems.map((item, i) => (
          <Item key={itemKey(item, offset + i)}>{renderCard(item)}</Item>
        ))}
      </Grid>
      {pageCount > 1 && <Paginator page={page} pageCount={pageCount} onChange={setPage} />}
    </div>
  );
}
