// What every entry (bootstrap.tsx, login-app/index.tsx, home-app/index.tsx) shows when /portal.config.json cannot be
// read: the red panel with 'Reintentar', which loads the page again.
import { ErrorPanel, PortalThemeProvider } from '@portal/shared-ui';
import { authMessages } from './messages';

export function ConfigError() {
  return (
    <PortalThemeProvider>
      <ErrorPanel title={authMessages.configError.title} message={authMessages.configError.message} onRetry={() => window.location.reload()} />
    </PortalThemeProvider>
  );
}
