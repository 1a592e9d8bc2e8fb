import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { OfflineBanner } from '#client/components/ui/offline-banner.tsx';
import { Settings, Sprout, type LucideIcon } from 'lucide-react';
import { Logo } from '#client/components/logo.tsx';
import { cn } from '#client/lib/cn.ts';

type NavEntry = { to: string; label: string; icon: LucideIcon; isCurrent: (path: string) => boolean };

const NAV: readonly NavEntry[] = [
  {
    to: '/',
    label: 'My Garden',
    icon: Sprout,
    isCurrent: (path) => path === '/' || path === '/garden' || path.startsWith('/plant/'),
  },
  { to: '/settings', label: 'Settings', icon: Settings, isCurrent: (path) => path === '/settings' },
];

const FOOTER_LINKS = [
  { to: '/learn', label: 'About' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/contact', label: 'Contact' },
] as const;

export type AppLayoutProps = {
  /** A floating action above the bottom navigation bar, bottom right (the 'Add Plant' button). */
  floatingAction?: ReactNode;
};

/**
 * Around every screen of a signed-in gardener: a header, the screen, and a bottom
 * navigation bar fixed to the viewport, with 4rem kept free for it under the content.
 */
export function AppLayout({ floatingAction }: AppLayoutProps = {}) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);

  // After a client-side page change, start screen readers and keyboards at the new content.
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col pb-16">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>

      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        <div className="mx-auto flex h-14 max-w-6xl items-center px-4 sm:h-16 sm:px-6">
          <Link to="/" className="rounded-md text-foreground" aria-label="Garden Guide, my garden">
            <Logo />
          </Link>
        </div>
        <OfflineBanner />
      </header>

      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>

      <footer className="border-t border-border">
        <nav aria-label="Footer" className="mx-auto max-w-6xl px-4 py-5 sm:px-6">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </footer>

      {floatingAction ? (
        <div className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-40 sm:right-6">
          {floatingAction}
        </div>
      ) : null}

      <nav
        aria-label="Main"
        className="fixed inset-x-0 bottom-0 z-40 h-16 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85"
      >
        <ul className="mx-auto grid h-full max-w-md grid-cols-2">
          {NAV.map((entry) => {
            const isCurrent = entry.isCurrent(pathname);
            const Icon = entry.icon;
            return (
              <li key={entry.to} className="h-full">
                <Link
                  to={entry.to}
                  aria-current={isCurrent ? 'page' : undefined}
                  className={cn(
                    'flex h-full flex-col items-center justify-center gap-0.5 text-xs font-semibold transition-colors',
                    isCurrent ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  <span
                    className={cn(
                      'flex h-7 w-14 items-center justify-center rounded-full transition-colors',
                      isCurrent && 'bg-secondary',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <ScrollRestoration />
    </div>
  );
}
