// `npm run dev` in a remote's folder runs it without the shell (ARCHITECTURE "Micro-frontends"):
// a sign-in form while there is no session, then the remote's screens under /admin. Development
// only: a package of its own, imported by each remote's standalone entry (bootstrap.tsx), so it is
// in no shared package and never in the shell's files.
import { StrictMode, useState, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Button, Card, CardBody, CardFooter, CardHeader, ErrorPanel, Loading, PortalThemeProvider, TextField } from '@portal/shared-ui';
import { errorText, loadPortalConfig, login, logout, PortalDataProvider, useSession } from '@portal/shared-auth';
import { devHostMessages as messages } from './messages';

function DevLogin() {
  const [identification, setIdentification] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      await login(identification, password);
    } catch (err) {
      setError(errorText(err));
      setSending(false);
    }
  };

  return (
    <Card>
      <CardHeader title={messages.loginTitle} icon="person" />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <CardBody>
          <TextField label={messages.identification} name="identification" value={identification} onChange={setIdentification} />
          <TextField label={messages.password} name="password" type="password" value={password} onChange={setPassword} />
          <ErrorPanel message={error} />
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={sending}>
            {sending ? messages.loggingIn : messages.login}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

export function StandaloneHost({ children }: { children: ReactNode }) {
  const hydrated = useSession((s) => s.hydrated);
  const user = useSession((s) => s.user);
  if (!hydrated) return <Loading />;
  if (!user) return <DevLogin />;
  return (
    <main>
      <Button variant="link" size="sm" onClick={() => void logout()}>
        {messages.logout} ({user.name})
      </Button>
      {children}
    </main>
  );
}

/** The whole bootstrap of a remote's standalone host. */
export async function startStandaloneRemote({ routes: RemoteScreens, home }: { routes: ComponentType; home: string }) {
  const root = createRoot(document.getElementById('root')!);
  try {
    await loadPortalConfig();
  } catch (err) {
    console.error(err);
    root.render(
      <PortalThemeProvider>
        <ErrorPanel message={messages.configFailed} onRetry={() => window.location.reload()} />
      </PortalThemeProvider>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <PortalDataProvider>
        <PortalThemeProvider>
          <BrowserRouter>
            <StandaloneHost>
              <Routes>
                <Route path="/admin/*" element={<RemoteScreens />} />
                <Route path="*" element={<Navigate to={home} replace />} />
              </Routes>
            </StandaloneHost>
          </BrowserRouter>
        </PortalThemeProvider>
      </PortalDataProvider>
    </StrictMode>,
  );
}
