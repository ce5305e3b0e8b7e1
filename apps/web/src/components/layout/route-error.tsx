import { Component, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** What a screen shows in place of itself when it failed: the rest of the app keeps working. */
export function RouteError({ error }: { error: unknown }) {
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  useLocale();
  const message = chunkFailed ? m.common_chunk_failed() : m.common_screen_failed();
  return (
    <div role="alert" className="mx-auto max-w-md space-y-4 py-12 text-center">
      <h1 className="text-xl font-semibold">{m.common_error_title()}</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex justify-center gap-2">
        <Button onClick={() => window.location.reload()}>{m.common_try_again()}</Button>
        <Button asChild variant="outline">
          <Link to="/">{m.common_go_home()}</Link>
        </Button>
      </div>
    </div>
  );
}

/**
 * An error boundary that shows RouteError; a new `resetKey` gives its children another try.
 */
interface BoundaryState {
  failed: boolean;
  error: unknown;
  /** the resetKey the screen failed at */
  failedAt: string | null;
}

export class RouteBoundary extends Component<{ children: ReactNode; resetKey: string }, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { failed: false, error: undefined, failedAt: null };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Each route's error boundary: a new address (another page, or another item of the same screen)
 * gives the screen another try, as leaving a failed page and coming back does.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <RouteBoundary resetKey={useLocation().pathname}>{children}</RouteBoundary>;
}
