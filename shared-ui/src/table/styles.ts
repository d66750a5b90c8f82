import styled from 'styled-components';
import { FormColumns } from '../forms/FormLayout';
import { visuallyHidden } from '../layout/VisuallyHidden';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** a list's own filters, in the kit's field grid: side by side while they fit, one under the other on a phone */
export const FilterRow = styled(FormColumns).attrs({ $columns: 'fill' as const, $align: 'end' as const })``;

export const PagerRow = styled(Toolbar)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
`;

export const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
`;

/**
 * Lists that work at 390 px: on a phone each row is a card: every cell on a line of its
 * own, its column's name before it (data-label), so Estado, the figures and the row's actions are
 * all in view, none in a sideways scroller. The header row shows only the sort buttons, side by side.
 * The roles are explicit (DataTable): a table drawn as blocks is still a table to a screen reader.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fonts.sizes.sm};
  ${({ theme }) => theme.media.smDown} {
    /* the cells lay themselves out (Td: the column's name, then the value) */
    &, & > thead, & > tbody, & > thead > tr, & > tbody > tr, & > thead > tr > th { display: block; }
    & > thead > tr { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; margin-bottom: ${({ theme }) => theme.space.sm}; }
    & > thead > tr > th { padding: ${({ theme }) => theme.space.xs}; border: none; }
    /* a column with no sort button is not drawn, yet a screen reader still has it as the header of
       its cells (and the header row always has its cells: axe aria-required-children) */
    & > thead > tr > th:not([aria-sort]) { ${visuallyHidden} }
  }
`;

export const Th = styled.th<{ $align: 'left' | 'center' | 'right' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border-bottom: ${({ theme }) => theme.borders.thick} solid ${({ theme }) => theme.colors.divider};
  text-align: ${({ $align }) => $align};
  font-weight: ${({ theme }) => theme.fonts.weights.medium};
  color: ${({ theme }) => theme.colors.heading};
  white-space: nowrap;
`;

export const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0;
  border: none;
  background: transparent;
  font: inherit;
  color: inherit;
  cursor: pointer;
`;

export const Td = styled.td<{ $align: 'left' | 'center' | 'right' }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
  border-bottom: ${({ theme }) => theme.borders.thin} solid ${({ theme }) => theme.colors.divider};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  ${({ theme }) => theme.media.smDown} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xxs} 0`};
    border: none;
    text-align: end;
    overflow-wrap: anywhere;
    &::before {
      /* seen, not read: a screen reader has the column's header; '/ ""' keeps it out of the cell's name */
      content: attr(data-label) / "";
      flex: 0 0 40%;
      text-align: start;
      font-weight: ${({ theme }) => theme.fonts.weights.medium};
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/**
 * What a cell shows, as one box: on a phone it sits beside the column's name however many parts it
 * has (a state and its reason, several buttons); elsewhere it is as if it were not there.
 */
export const CellValue = styled.div`
  display: contents;
  ${({ theme }) => theme.media.smDown} {
    display: block;
    flex: 1 1 auto;
    min-width: 0;
  }
`;

/** SPEC 2.9: a rejected invoice's row is struck through in red. */
export const Tr = styled.tr<{ $struck: boolean }>`
  color: ${({ theme, $struck }) => ($struck ? theme.colors.struck : 'inherit')};
  text-decoration: ${({ $struck }) => ($struck ? 'line-through' : 'none')};
  &:hover { background: ${({ theme }) => theme.colors.rowHover}; }
  ${({ theme }) => theme.media.smDown} {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: ${({ theme }) => `${theme.borders.thin} solid ${theme.colors.border}`};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
