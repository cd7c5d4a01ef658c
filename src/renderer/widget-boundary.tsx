import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  children: ReactNode;
}

/** Keeps one failing widget from blanking its step: shows which widget failed and why. */
export class WidgetBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Widget "${this.props.name}" failed`, error, info.componentStack);
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
