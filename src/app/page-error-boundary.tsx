import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './error-reporting';

/** Catches a failing page (e.g. a flow error) so the header and footer stay, and reports it. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { componentStack: info.componentStack });
  }

  override render() {
    if (this.state.error) {
      return (
        <section className="not-found" role="alert">
          <h1>Sorry, something went wrong</h1>
          <p>Please reload the page or try again later.</p>
        </section>
      );
    }
    return this.props.children;
  }
}
