import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

/**
 * Shown when a screen fails to load or render. The usual cause is a new release
 * replacing the old chunks while the page was open; a reload fetches the new ones.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-background p-6 text-center">
      <h1 className="font-display text-3xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">
        This page could not be shown. Reloading usually fixes it.
        {detail ? <span className="mt-1 block text-sm">({detail})</span> : null}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button asChild variant="outline">
          <a href="/">Go to the home page</a>
        </Button>
      </div>
    </main>
  );
}
