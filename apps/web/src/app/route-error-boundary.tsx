import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface BoundaryProps {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
  locationKey: string;
}

interface BoundaryState {
  error: unknown;
  /** The location whose page failed: the next one renders its page again, as a data router's errorElement does. */
  key: string | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, key: null };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.error) return null;
    if (state.key === null) return { key: props.locationKey };
    return state.key === props.locationKey ? null : { error: null, key: null };
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** Shows `fallback` in place of the routes below when one fails to load or render (a data router's errorElement). */
export function RouteErrorBoundary({
  fallback,
  children,
}: {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Boundary fallback={fallback} locationKey={location.key}>
      {children}
    </Boundary>
  );
}
