import { useEffect, useRef } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { UserRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Logo } from '#client/components/logo.tsx';

const FOOTER_LINKS = [
  { to: '/learn', label: 'About' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/contact', label: 'Contact' },
] as const;

export type PublicLayoutProps = {
  /** A guest session (signed in without an account): the header says so. */
  isGuest?: boolean;
};

/** Header, main area and footer around every page a signed-out visitor or a guest sees. */
export function PublicLayout({ isGuest = false }: PublicLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  // After a client-side page change, start screen readers and keyboard users at the
  // new content instead of leaving focus on the link they clicked.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>

      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Link to="/" className="rounded-md text-foreground" aria-label="Garden Guide, home">
            <Logo />
          </Link>
          <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/login" aria-current={pathname === '/login' ? 'page' : undefined}>
                Sign In
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/signup" aria-current={pathname === '/signup' ? 'page' : undefined}>
                Sign Up
              </Link>
            </Button>
          </nav>
        </div>
        {isGuest ? (
          // A guest can look around but keep nothing: the header says so on every page.
          <p className="flex items-center justify-center gap-1.5 border-t border-border bg-secondary px-4 py-1.5 text-center text-sm text-secondary-foreground">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <strong className="font-semibold">Guest</strong>: browsing without an account. Sign up to keep plants.
            </span>
          </p>
        ) : null}
      </header>

      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>

      <footer className="border-t border-border bg-muted">
        <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-8 sm:px-6">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <Link to="/" className="w-fit rounded-md text-foreground">
              <Logo />
            </Link>
            <nav aria-label="Footer">
              <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
                {FOOTER_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="rounded-sm font-medium text-foreground underline-offset-4 hover:text-primary hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <p className="text-sm text-muted-foreground">
            Hardiness zones: USDA Plant Hardiness Zone Map, 2023, PRISM Climate Group, Oregon State University (not the
            official USDA map). Frost dates: NOAA U.S. Climate Normals 1991–2020.
          </p>
        </div>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
