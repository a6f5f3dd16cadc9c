import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { RouteErrorPage } from './route-error-page';

interface RouteErrorBoundaryProps {
  /** The location's key: any navigation, even to the same page, clears the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering or loading its chunk (most often a chunk that no
 * longer exists after a deploy) and shows the error page in its place.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
