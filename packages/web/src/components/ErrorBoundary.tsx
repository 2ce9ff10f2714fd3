import { Component, type ErrorInfo, type ReactNode } from "react";
import { reportError } from "../lib/report-error";
import { ErrorScreen } from "./ErrorScreen";

interface State {
  error: Error | null;
}

/** Catches render errors (for example a required fetch that failed) and shows their message. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError("A page failed to render", error);
    console.error(info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorScreen message={this.state.error.message} />;
    return this.props.children;
  }
}
