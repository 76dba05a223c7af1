import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ScreenError } from './route-error';

interface Props {
  children: ReactNode;
  /** Changes on navigation: a crashed screen gets a fresh try on the next path. */
  resetKey: string;
}
interface State {
  failed: boolean;
}

/**
 * The error boundary around each screen: a crash (or a chunk that failed to load) shows what
 * happened, a retry and a way back, never a blank page.
 */
export class ScreenBoundary extends Component<Props, State> {
  constructor(props: Props) {
    super(props);
    // Set here rather than as a class field: the build's target would add helpers for one.
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      'Screen crashed',
      error instanceof Error ? error.message : String(error),
      info.componentStack ?? '',
    );
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}
