import styled from 'styled-components';
import { controlStyles } from './FieldFrame';

/**
 * The text of a date field (DateField): the portal's underlined control, with room at its end for
 * the calendar button and, before it, the success check (FieldFrame's 'before-button').
 */
export const DateInput = styled.input`
  ${controlStyles}
  min-width: 0;
  padding-right: ${({ theme }) => `calc(${theme.space.xl} + ${theme.sizes.fieldCheck} + ${theme.space.xs})`};
  /* SPEC 2.11: a date that is only picked; a press on its text opens the calendar */
  &:read-only { cursor: pointer; }
  &:disabled { cursor: default; }
`;

/** The field's text and its calendar button: the calendar lies under this box. */
export const DateControl = styled.div`
  position: relative;
`;

/** Where the calendar button sits: over the end of the text, as tall as it. */
export const CalendarSlot = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  .react-datepicker-wrapper, .react-datepicker__input-container { display: block; height: 100%; }
  /* the calendar is as wide as its days, not as this slot */
  .react-datepicker-popper { width: max-content; }
`;

/**
 * The calendar button at the end of a date field: react-datepicker's trigger, and the stand-in
 * drawn before it loads. The keyboard focus shows as the theme's outline.
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
  &:disabled { cursor: default; color: ${({ theme }) => theme.colors.textMuted}; }
  /* a click is the button's, not its icon's (react-datepicker tells a click on its trigger by the clicked element's class) */
  svg { pointer-events: none; }
`;
