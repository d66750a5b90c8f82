// Test helper (not exported by the package): render inside the portal's theme.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from './theme/PortalThemeProvider';

export function renderUi(ui: ReactElement, options: { advanceTimers?: (ms: number) => void } = {}) {
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  return { user, ...render(ui, { wrapper: PortalThemeProvider }) };
}

/** The date picker's calendar, as a person finds it after opening a date field. Its code loads on first
 *  use (a lazy chunk), which on a loaded machine takes longer than findBy's default second; this is the one
 *  way the tests wait for it. */
export const findCalendar = () => screen.findByRole('dialog', { name: 'Elegir fecha' }, { timeout: 15_000 });
