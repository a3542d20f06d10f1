import { Component, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/** The generic failure page: 'Unexpected Application Error!' with the error's message. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    // Navigating elsewhere gives the next page its chance to render.
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  componentDidCatch(error: Error) {
    console.error(error);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <section css={{ maxWidth: 760, margin: '0 auto', padding: '160px 24px 96px' }} role="alert">
        <h1 css={{ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)', margin: '0 0 16px' }}>Unexpected Application Error!</h1>
        <p css={{ fontFamily: 'ui-monospace, monospace', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {this.state.error.message}
        </p>
      </section>
    );
  }
}
