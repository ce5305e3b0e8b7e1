import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { Button } from "@/components/ui/button.tsx";

/** Each route's error boundary: the rest of the app keeps working when one screen fails. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : chunkFailed
      ? "This screen could not be loaded. Check your connection and try again."
      : "Something went wrong on this screen.";
  return (
    <div role="alert" className="mx-auto max-w-md space-y-4 py-12 text-center">
      <h1 className="text-xl font-semibold">Sorry, something went wrong</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex justify-center gap-2">
        <Button onClick={() => window.location.reload()}>Try again</Button>
        <Button asChild variant="outline">
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </div>
  );
}
