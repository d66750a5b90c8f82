// Test helper (not exported by the package): render inside the portal's theme.
import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from './theme/PortalThemeProvider';

export function renderUi(ui: ReactElement, options: { advanceTimers?: (ms: number) => void } = {}) {
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  return { user, ...render(ui, { wrapper: PortalThemeProvider }) };
}

/**
 * How long a test waits for the date picker's code: it loads on first use, and in a fresh clone Jest
 * transforms react-datepicker and date-fns at that first import, which on a busy CI machine took longer
 * than Testing Library's 1 s (ConfirmRedeem.test.tsx, CI on 2f5cfba). A picker that never comes still fails.
 */
const PICKER_WAIT_MS = 5000;

/** The date picker's calendar, as a person finds it after opening a date field. */
export const findCalendar = () => screen.findByRole('dialog', { name: 'Elegir fecha' }, { timeout: PICKER_WAIT_MS });

/**
 * Issue 24: the date picker's code comes a moment after the page's load (afterPageLoad) and takes the
 * place of each field's stand-in. A test of the calendar itself waits for it, as a person who has not
 * touched the field yet finds it: an element found before that moment and pressed after it would be
 * the stand-in no longer in the page (a browser's tap lands on what is there).
 */
export const pickersArrived = (fields = 1) =>
  waitFor(() => expect(document.querySelectorAll('.react-datepicker-wrapper').length).toBeGreaterThanOrEqual(fields), { timeout: PICKER_WAIT_MS });
