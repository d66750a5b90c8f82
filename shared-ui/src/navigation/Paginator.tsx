import styled from 'styled-components';
import { messages } from '../messages';
import { visiblePages } from './pages';

const Nav = styled.nav`
  display: flex;
  justify-content: flex-end;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `${theme.space.sm} 0`};
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: ${({ theme }) => theme.sizes.pageButton};
  height: ${({ theme }) => theme.sizes.pageButton};
  padding: ${({ theme }) => `0 ${theme.space.sm}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $current }) => ($current ? theme.colors.white : theme.colors.text)};
  box-shadow: ${({ theme, $current }) => ($current ? theme.shadows.card : 'none')};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.divider)}; }
  &:disabled { color: ${({ theme }) => theme.colors.textMuted}; cursor: not-allowed; }
`;

export interface PaginatorProps {
  /** current page, 1-based */
  page: number;
  pageCount: number;
  onChange(page: number): void;
  /** accessible name of the navigation landmark */
  label?: string;
}

/** SPEC 2.8: 'ATRAS', page numbers, 'SIGUIENTE'. Every control is a real button (keyboard reachable). */
export function Paginator({ page, pageCount, onChange, label = messages.pagination.label }: PaginatorProps) {
  const go = (p: number) => {
    if (p >= 1 && p <= pageCount && p !== page) onChange(p);
  };
  return (
    <Nav aria-label={label}>
      <List>
        <li>
          <PageButton type="button" onClick={() => go(page - 1)} disabled={page <= 1}>
            {messages.pagination.previous}
          </PageButton>
        </li>
        {visiblePages(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden>
              …
            </li>
          ) : (
            <li key={p}>
              <PageButton
                type="button"
                $current={p === page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={messages.pagination.page(p)}
                onClick={() => go(p)}
              >
                {p}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" onClick={() => go(page + 1)} disabled={page >= pageCount}>
            {messages.pagination.next}
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
