import { createContext, useContext, type ReactNode } from 'react';
import styled from 'styled-components';
import { GRID_PAGE_SIZE } from '@portal/contract';
import { EmptyState } from '../feedback/EmptyState';
import { Paginator } from '../navigation/Paginator';
import { usePagedItems } from '../navigation/usePagedItems';
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

/** the cards of the grid's first row on a wide screen: their pictures are the page's first (issue 12) */
const FIRST_ROW = 4;
/**
 * Where a card is: 'main', the first card, whose picture is the page's largest paint on a phone (one
 * card a row) and as large as any on a wide screen; 'row', the rest of the first row on a wide screen
 * (below the first card on a phone); null, every other card.
 */
export type FirstRowPlace = 'main' | 'row' | null;
const InFirstRow = createContext<FirstRowPlace>(null);
/**
 * Inside a card of the grid's first row: its picture loads at once, not lazily (issue 12: LCP); the
 * first card's first of all (issue 24: the others, below it on a phone, no longer share the phone's
 * network with it and the page's code).
 */
export const useInFirstRow = () => useContext(InFirstRow);

export interface CardGridProps<T> {
  /** every item, paged here. Leave out with `server`. */
  items?: readonly T[];
  /**
   * A list the server pages (issue 9, shared-auth useServerList): the grid draws the page it got
   * and asks for another through the paginator. Its filter and sort belong to the screen.
   */
  server?: ServerListView<T>;
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
export function CardGrid<T>(props: CardGridProps<T>) {
  const { renderCard, itemKey = defaultKey, label, emptyText, resetKey, server } = props;
  const pageSize = server ? server.pageSize : (props.pageSize ?? GRID_PAGE_SIZE);
  const local = usePagedItems(props.items ?? [], pageSize, resetKey);
  const page = server ? server.page : local.page;
  const setPage = server ? server.setPage : local.setPage;
  const pageCount = server ? pageCountOf(server.total, pageSize) : local.pageCount;
  const pageItems = server ? (server.rows ?? []) : local.pageItems;
  const count = server ? server.total : (props.items ?? []).length;
  if (count === 0 || pageItems.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  const offset = (page - 1) * pageSize;
  return (
    <div>
      <Grid aria-label={label}>
        {pageItems.map((item, i) => (
          <Item key={itemKey(item, offset + i)}>
            <InFirstRow.Provider value={i === 0 ? 'main' : i < FIRST_ROW ? 'row' : null}>{renderCard(item)}</InFirstRow.Provider>
          </Item>
        ))}
      </Grid>
      {pageCount > 1 && <Paginator page={page} pageCount={pageCount} onChange={setPage} />}
    </div>
  );
}
