// Test helper (not exported by the package): render inside the portal's theme.
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalThemeProvider } from './theme/PortalThemeProvider';

export function renderUi(ui: ReactElement, options: { advanceTimers?: (ms: number) => void } = {}) {
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  return { user, ...render(ui, { wrapper: PortalThemeProvider }) };
}

/** The date picker's calendar, as a person finds it after opening a date field (its code loads on first use). */
export const findCalendar = () => screen.findByRole('dialog', { name: 'Elegir fecha' });
