import { Component, Suspense, type ReactNode } from 'react';

type TProps = { children: ReactNode; instead?: ReactNode };

/**
 * A part of the page's frame that comes in a chunk of its own (the CV badge, the banners, the toasts, the step-up
 * form: decision 163): while it comes, nothing; when its chunk cannot come (the connection lost before it arrived, or
 * a new deployment), `instead` (nothing by default) and the rest of the page stays. Without it, the error reaches the
 * root error boundary, whose page holds the same header and fails again, and React Router's own page (in English)
 * replaces ours (decision 175).
 */
export class LazyPart extends Component<TProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.instead ?? null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
