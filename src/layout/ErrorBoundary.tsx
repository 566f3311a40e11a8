import { Component, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

type BoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Shows the site's error screen in place of what inside it failed to draw: an island in the browser
 * (a form, the library, the badge), or a page on the development server and in stories. A page that
 * fails while the site is built stops the build instead.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}
