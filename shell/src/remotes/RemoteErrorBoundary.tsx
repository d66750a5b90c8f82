// ARCHITECTURE "Micro-frontends": a remote that fails to load or throws shows a Spanish panel with a
// retry inside the admin layout; without this boundary it would blank the whole page (TOOLCHAIN).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPanel } from '@portal/shared-ui';
import { messages } from '../messages';

interface Props {
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
    console.error('Remote module failed', error, info.componentStack);
  }

  componentDidUpdate(prev: Props): void {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  render() {
    if (this.state.error) {
      return <ErrorPanel title={messages.remote.failedTitle} message={messages.remote.failed} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}
