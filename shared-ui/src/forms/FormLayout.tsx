// The frame every form of the portal shares (SPEC 9: layouts change at 600 px): a fieldset that
// locks every control while sending and after a success, the field grid (one column on a phone,
// two from 600 px; a screen may ask for other counts at the theme's breakpoints, or for as many
// filters as fit) with its whole-line child, a muted hint under a field, and the slot beside the
// submit button where an upload's progress bar grows.
import styled, { css, type DefaultTheme } from 'styled-components';

/** the native fieldset: `disabled` locks every control inside at once */
export const LockedFieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

export type FormColumnCount = 1 | 2 | 3 | 4;

/**
 * How many equal columns from each of the theme's breakpoints (theme.media: 600, 960, 1280 px);
 * a step left out keeps the count before it, and `phone` (below 600 px) is 1 unless given.
 */
export interface FormColumnSteps {
  phone?: FormColumnCount;
  smUp?: FormColumnCount;
  mdUp?: FormColumnCount;
  lgUp?: FormColumnCount;
}

/** SPEC 9: one column on a phone, two from 600 px */
const DEFAULT_STEPS: FormColumnSteps = { smUp: 2 };

const WIDER_STEPS = ['smUp', 'mdUp', 'lgUp'] as const;

const tracks = (count: FormColumnCount) => (count === 1 ? 'minmax(0, 1fr)' : `repeat(${count}, minmax(0, 1fr))`);

function columnsCss(theme: DefaultTheme, columns: FormColumnSteps | 'fill') {
  // a list's filters: side by side while each keeps 12rem, else one a line
  if (columns === 'fill') return css`grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr));`;
  return css`
    grid-template-columns: ${tracks(columns.phone ?? 1)};
    ${WIDER_STEPS.map((step) => {
      const count = columns[step];
      return count ? css`${theme.media[step]} { grid-template-columns: ${tracks(count)}; }` : '';
    })}
  `;
}

export interface FormColumnsProps {
  /** default: one column on a phone, two from 600 px; 'fill': as many filters as fit (a list's filter row) */
  $columns?: FormColumnSteps | 'fill';
  /** the fields of a line: 'end' lines their controls up at the bottom when a label wraps, 'start' at the top */
  $align?: 'start' | 'end';
}

/** The one grid of fields (a form's, a read-only record's, a list's filters): phone one column; from 600 px two */
export const FormColumns = styled.div<FormColumnsProps>`
  display: grid;
  ${({ theme, $columns = DEFAULT_STEPS }) => columnsCss(theme, $columns)}
  /* filters that fill the line sit closer, so that one more fits beside the others */
  column-gap: ${({ theme, $columns }) => ($columns === 'fill' ? theme.space.md : theme.space.lg)};
  ${({ $align }) => ($align ? css`align-items: ${$align};` : '')}
`;

/** a child of FormColumns on a line of its own (a long text, a picker, a search, a line's buttons) */
export const FormWide = styled.div`
  grid-column: 1 / -1;
  min-width: 0;
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fonts.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** takes the room left beside the buttons (an upload's ProgressBar) */
export const FormProgress = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;
