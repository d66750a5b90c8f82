import styled from 'styled-components';
import { controlStyles } from './FieldFrame';

/** The read-only input of a date field: react-datepicker's, and the stand-in DateField shows before it loads. */
export const DateInput = styled.input`
  ${controlStyles}
  cursor: pointer;
`;

/**
 * The calendar button at the end of a typed date (PeriodFilter): react-datepicker's
 * trigger, and the stand-in drawn before it loads. The keyboard focus shows as the theme's outline.
 */
export const CalendarToggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.xl};
  height: 100%;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover, &[aria-expanded='true'] { color: ${({ theme }) => theme.colors.primary}; }
  /* a click is the button's, not its icon's (react-datepicker tells a click on its trigger by the clicked element's class) */
  svg { pointer-events: none; }
`;
