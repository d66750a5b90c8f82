// Test helper (not exported by the package): render inside the portal's theme.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
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
