import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Contains a remote's failure (server down, module throwing) to its own area of the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote area failed', error, info.componentStack);
  }

  // The parent remounts this boundary under a new key, which clears the failed state.
  private retry = (): void => this.props.onRetry();

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
