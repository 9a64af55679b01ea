import { Component, type ErrorInfo, type ReactNode } from "react";
import { FragmentFallback } from "./FragmentFallback.tsx";

interface Props {
  readonly children: ReactNode;
  readonly onError: (error: Error) => void;
}

/** One error boundary per fragment: a render error degrades only this fragment. */
export class FragmentErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <FragmentFallback /> : this.props.children;
  }
}
