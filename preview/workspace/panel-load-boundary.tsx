import { Component, type ReactNode } from 'react';

interface Props {
  /** What the panel shows, as in "Loading the diff…": named in the failure message. */
  what: string;
  /** Called by "Try again" before the panel is drawn again: gives it a fresh load (a rejected lazy stays rejected). */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Keeps a panel whose code failed to load (offline, a deploy replaced the chunk) from taking the preview tool
 * down: shows, in the panel's place, which panel could not load and why, with a "Try again" button.
 */
export class PanelLoadBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) {
      return (
        <div role="alert">
          <p className="preview-tool__errors">
            Could not load {this.props.what}: {this.state.error.message}
          </p>
          <button type="button" onClick={this.retry}>
            Try again
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}
