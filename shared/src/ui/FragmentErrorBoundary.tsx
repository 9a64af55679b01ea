import { Component, type ErrorInfo, type ReactNode } from "react";
import { FragmentFallback } from "./FragmentFallback.tsx";

interface Props {
  readonly children: ReactNode;
  /**
   * Told of the error once; answers true when someone else put the fragment's server markup
   * back (the shell, decision 0024), so the boundary renders nothing over it.
   */
  readonly onError: (error: Error) => boolean | void;
}

interface State {
  readonly failed: boolean;
  readonly showFallback: boolean;
}

/**
 * One error boundary per fragment: a render error degrades only this fragment. It renders
 * nothing at first, so the shell can put the server's markup back where the tree was; only when
 * no one does, it shows the fallback.
 */
export class FragmentErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, showFallback: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    if (this.props.onError(error) !== true) this.setState({ showFallback: true });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.state.showFallback ? <FragmentFallback /> : null;
  }
}
