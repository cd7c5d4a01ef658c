import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorReporterContext, type ErrorReporter } from './error-reporter';

interface Props {
  name: string;
  children: ReactNode;
}

/**
 * Keeps one failing widget from blanking its step: shows which widget failed and why, and reports the
 * error through the app's reporter (Sentry when the provider has a sentry_dsn, A-19; the console otherwise).
 */
export class WidgetBoundary extends Component<Props, { error: Error | null }> {
  static override contextType = ErrorReporterContext;
  declare context: ErrorReporter;
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.context(error, { widget: this.props.name, componentStack: info.componentStack });
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="widget-error" role="alert" data-widget={this.props.name}>
          The “{this.props.name}” part of this page could not be shown: {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}
