import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouterErrorPage } from './RouterErrorPage';

interface BoundaryProps {
  /** A new value (another page) clears the error, so the visitor can move on from a failed page. */
  resetKey: string;
  children: ReactNode;
}

type BoundaryState = { failed: false } | { failed: true; error: unknown };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <RouterErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** Shows the site's error screen in place of whatever inside it failed, until the visitor goes to another page. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary resetKey={pathname}>{children}</Boundary>;
}
