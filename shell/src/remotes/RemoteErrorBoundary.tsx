// ARCHITECTURE "Micro-frontends", issue 23: a remote that could not be fetched ('Módulo no
// disponible', with Reintentar) is told apart from one that loaded and then failed while rendering
// ('Ocurrió un error en esta pantalla', with a way home); both are logged with the remote's name and
// release, and the rest of the portal keeps working (without a boundary the whole page would blank).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { DEFAULT_ROUTE, type RemoteName } from '@portal/contract';
import { ButtonLink, ErrorPanel } from '@portal/shared-ui';
import { messages } from '../messages';

/** The remote's code could not be fetched: its entry, its manifest or one of its chunks. */
export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, readonly reason: unknown) {
    super(`The remote "${remote}" could not be loaded`);
    this.name = 'RemoteUnavailableError';
  }
}

/** webpack's error for a chunk that did not arrive (a lazy screen of a remote, after it loaded) */
const isFetchFailure = (error: unknown) =>
  error instanceof RemoteUnavailableError || (error instanceof Error && error.name === 'ChunkLoadError');

interface Props {
  remote: RemoteName;
  /** the release in use, for the log (from the remote's list of screens) */
  release: string | undefined;
  /** a new value (the path) clears a shown error, so another route gets its own chance */
  resetKey: string;
  onRetry(): void;
  children: ReactNode;
}
interface State { error: unknown }

export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    const { remote, release } = this.props;
    const what = isFetchFailure(error) ? 'could not be loaded' : 'failed while rendering';
    console.error(`[portal] remote "${remote}" (release ${release ?? 'unknown'}) ${what}`, error, info.componentStack);
  }

  componentDidUpdate(prev: Props): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isFetchFailure(error)) {
      return <ErrorPanel title={messages.remote.failedTitle} message={messages.remote.failed} onRetry={this.retry} />;
    }
    return (
      <ErrorPanel
        title={messages.remote.brokenTitle}
        message={messages.remote.broken}
        action={<ButtonLink to={DEFAULT_ROUTE} variant="primary" round>{messages.remote.goHome}</ButtonLink>}
      />
    );
  }
}
