// `npm run dev` in this folder runs the remote without the shell (ARCHITECTURE "Micro-frontends"):
// a sign-in form from shared-auth's login while there is no session, then the remote's screens.
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorText, login, logout, useSession } from '@portal/shared-auth';
import { Alert, Button, Card, CardBody, CardFooter, CardHeader, Loading, TextField } from '@portal/shared-ui';
import { messages } from '../messages';

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
      <CardHeader title={messages.devHost.loginTitle} icon="person" />
      <form noValidate onSubmit={(e) => void submit(e)}>
        <CardBody>
          <TextField label={messages.devHost.identification} name="identification" value={identification} onChange={setIdentification} />
          <TextField label={messages.devHost.password} name="password" type="password" value={password} onChange={setPassword} />
          {error && <Alert variant="danger">{error}</Alert>}
        </CardBody>
        <CardFooter>
          <Button type="submit" disabled={sending}>
            {sending ? messages.devHost.loggingIn : messages.devHost.login}
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
        {messages.devHost.logout} ({user.name})
      </Button>
      {children}
    </main>
  );
}
