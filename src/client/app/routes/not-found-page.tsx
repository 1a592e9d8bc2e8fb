import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

/** Any path a signed-in gardener has no screen for. */
export function NotFoundPage() {
  const { pathname } = useLocation();

  // The spec logs the path nobody has a screen for, to spot broken links.
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <title>Page not found · Garden Guide</title>
      <p aria-hidden="true" className="font-display text-7xl font-semibold text-primary">
        404
      </p>
      <h1 className="font-display text-3xl font-semibold">Oops! Page not found</h1>
      <p className="text-muted-foreground">The page {pathname} does not exist here.</p>
      <Button asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </div>
  );
}
