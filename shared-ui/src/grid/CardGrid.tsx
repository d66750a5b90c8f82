import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../feedback/EmptyState';
import { Paginator } from '../navigation/Paginator';
import { pageCountOf } from '../navigation/pages';
import type { ServerListView } from '../table/server';

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

/**
 * Inside the grid's first card: its picture is the page's largest paint on a phone (one card a row)
 * and as large as any on a wide screen, so it loads at once and first (LCP). Every other card's
 * picture loads when in view, and one out of view waits for the first screen (ResponsiveImage), so
 * the cards below the first on a phone do not share its network.
 */
const FirstCard = createContext(false);
export const useIsFirstCard = () => useContext(FirstCard);

export interface CardGridProps<T> {
  /**
   * The list drawn, 16 a page (SPEC 9, GRID_PAGE_SIZE): shared-auth useServerList for one the api
   * pages, or useMemoryList (table/memory.ts) for items the screen holds whole. The grid draws the
   * page it got and asks for another through the paginator; the search box belongs to the screen.
   */
  list: ServerListView<T>;
  renderCard(item: T): ReactNode;
  /** default: item.id, else its position */
  itemKey?(item: T, index: number): string | number;
  /** accessible name of the list */
  label?: string;
  emptyText?: ReactNode;
}

function defaultKey<T>(item: T, index: number): string | number {
  const id = (item as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? id : index;
}

/** Cards in a responsive grid, 16 per page, with the 'ATRAS' / numbers / 'SIGUIENTE' paginator. */
export function CardGrid<T>(props: CardGridProps<T>) {
  const { renderCard, itemKey = defaultKey, label, emptyText, list } = props;
  const { page, pageSize } = list;
  const pageCount = pageCountOf(list.total, pageSize);
  const pageItems = list.rows ?? [];
  if (list.total === 0 || pageItems.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  const offset = (page - 1) * pageSize;
  return (
    <div>
      <Grid aria-label={label}>
        {pageItems.map((item, i) => (
          <Item key={itemKey(item, offset + i)}>
            <FirstCard.Provider value={i === 0}>{renderCard(item)}</FirstCard.Provider>
          </Item>
        ))}
      </Grid>
      {pageCount > 1 && <Paginator page={page} pageCount={pageCount} onChange={list.setPage} />}
    </div>
  );
}
