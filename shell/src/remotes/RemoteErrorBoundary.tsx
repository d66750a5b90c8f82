// ARCHITECTURE "Micro-frontends": a remote that could not be fetched ('Módulo no
// disponible', with Reintentar) is told apart from one that loaded and then failed while rendering
// ('Ocurrió un error en esta pantalla', with a way home) and from one the portal refuses for its
// versions ('Módulo no compatible'); each is logged with the remote's name and release, and the rest
// of the portal keeps working (without a boundary the whole page would blank).
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

/**
 * The remote needs a version of a stateful shared package (React, the router, shared-auth...) that
 * the portal does not have: Module Federation refuses it (strictVersion, tools/webpack/federation.js).
 */
export class RemoteIncompatibleError extends Error {
  constructor(readonly remote: RemoteName, readonly pkg: string, readonly provided: string, readonly required: string) {
    super(`The remote "${remote}" needs ${pkg} ${required}; the portal has ${provided}`);
    this.name = 'RemoteIncompatibleError';
  }
}

/** Module Federation's refusal of a singleton whose version does not meet a remote's range */
const SINGLETON_REFUSED = /Version (\S+) from \S+ of shared singleton module (\S+) does not satisfy the requirement of \S+ which needs ([^)]+)\)/;

/** What a failed load of a remote's code was: a refusal of its versions, or a fetch that failed. */
export function loadFailure(remote: RemoteName, error: unknown): RemoteIncompatibleError | RemoteUnavailableError {
  if (error instanceof RemoteIncompatibleError) return error;
  const refused = SINGLETON_REFUSED.exec(error instanceof Error ? error.message : String(error));
  return refused ? new RemoteIncompatibleError(remote, refused[2], refused[1], refused[3]) : new RemoteUnavailableError(remote, error);
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
    const what = error instanceof RemoteIncompatibleError
      ? `is refused: it needs ${error.pkg} ${error.required}, the portal has ${error.provided}`
      : isFetchFailure(error) ? 'could not be loaded' : 'failed while rendering';
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
    if (error instanceof RemoteIncompatibleError) {
      return <ErrorPanel title={messages.remote.incompatibleTitle} message={messages.remote.incompatible} />;
    }
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
