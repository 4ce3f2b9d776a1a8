import { Component, type ReactNode } from "react";

import { RouteError } from "./route-error";

interface Props {
  /** The current path: a crash is forgotten once the visitor navigates elsewhere. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string | null;
}

/** Catches whatever a page throws while rendering (or loading its code) and shows the error page. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error("Unknown error") };
  }

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    if (state.error === null) return null;
    if (state.pathname === null) return { ...state, pathname: props.pathname };
    return state.pathname === props.pathname
      ? null
      : { error: null, pathname: null };
  }

  render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteError error={this.state.error} />
    );
  }
}
