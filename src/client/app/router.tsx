import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider, useMatches, type RouteObject } from 'react-router';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { AuthProvider, useAuth } from '#client/features/auth/components/auth-provider.tsx';
import { clearTaskTracking } from '#client/features/garden/lib/task-tracking-storage.ts';
import { clearStoredProfile } from '#client/features/profile/lib/profile-storage-key.ts';
import { afterLoadWhenIdle } from '#client/lib/after-load-when-idle.ts';
import { forgetOfflineCopies } from '#client/lib/offline-copies.ts';
import { readPageData } from '#client/lib/page-data.ts';
import { inGroups, requestChunks } from '#client/lib/request-chunks.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

type Screen<P extends object = object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/** A screen in its own chunk, which can be fetched before it is first shown. */
function screen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): Screen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(preload), { preload });
}

// Every screen is its own chunk, so the landing page downloads only what it shows.
const PublicLayout = screen(
  () => import('#client/components/layouts/public-layout.tsx'),
  (m) => m.PublicLayout,
);
const AppLayout = screen(
  () => import('./signed-in-layout.tsx'),
  (m) => m.SignedInLayout,
);
const Home = screen(
  () => import('./routes/home-page.tsx'),
  (m) => m.HomePage,
);
const Learn = screen(
  () => import('./routes/learn-page.tsx'),
  (m) => m.LearnPage,
);
const Terms = screen(
  () => import('./routes/terms-page.tsx'),
  (m) => m.TermsPage,
);
const Privacy = screen(
  () => import('./routes/privacy-page.tsx'),
  (m) => m.PrivacyPage,
);
const Contact = screen(
  () => import('./routes/contact-page.tsx'),
  (m) => m.ContactPage,
);
const Login = screen(
  () => import('./routes/login-page.tsx'),
  (m) => m.LoginPage,
);
const Signup = screen(
  () => import('./routes/signup-page.tsx'),
  (m) => m.SignupPage,
);
const ForgotPassword = screen(
  () => import('./routes/forgot-password-page.tsx'),
  (m) => m.ForgotPasswordPage,
);
const UpdatePassword = screen(
  () => import('./routes/update-password-page.tsx'),
  (m) => m.UpdatePasswordPage,
);
const Start = screen(
  () => import('./routes/start-page.tsx'),
  (m) => m.StartPage,
);
const Garden = screen(
  () => import('./routes/garden-page.tsx'),
  (m) => m.GardenPage,
);
const Plant = screen(
  () => import('./routes/plant-page.tsx'),
  (m) => m.PlantPage,
);
const Settings = screen(
  () => import('./routes/settings-page.tsx'),
  (m) => m.SettingsPage,
);
const Unsubscribe = screen(
  () => import('./routes/unsubscribe-page.tsx'),
  (m) => m.UnsubscribePage,
);
const NotFound = screen(
  () => import('./routes/not-found-page.tsx'),
  (m) => m.NotFoundPage,
);

function GoToGarden() {
  return <Navigate to="/" replace />;
}
/** For a signed-in gardener on a sign-in form: their garden, in place of the form. */
const ToGarden: Screen = Object.assign(
  lazy(() => Promise.resolve({ default: GoToGarden })),
  { preload: () => Promise.resolve() },
);

/**
 * Which screen a path shows to each side. Signed-out visitors and guests see the public
 * screens (any other path: the home screen); signed-in gardeners the app's (any other
 * path: the 404 page).
 */
type Screens = { visitor: Screen; gardener: Screen };
type RouteHandle = { screens: Screens };

function ScreenFor({ screens }: { screens: Screens }) {
  const { isSignedIn } = useAuth();
  const Component = isSignedIn ? screens.gardener : screens.visitor;
  return (
    <Suspense fallback={<FullPageSpinner className="min-h-[60dvh] bg-transparent" />}>
      <Component />
    </Suspense>
  );
}

function route(visitor: Screen, gardener: Screen): Pick<RouteObject, 'element' | 'handle'> {
  const screens = { visitor, gardener };
  return { element: <ScreenFor screens={screens} />, handle: { screens } satisfies RouteHandle };
}

/** The public layout or the app's, by who is here; both chunks are fetched with the page's own. */
function LayoutForSession() {
  const { isSignedIn, isAnonymous } = useAuth();
  const matches = useMatches();
  // Start the page's chunk alongside the layout's, instead of after it.
  for (const match of matches) {
    const screens = (match.handle as RouteHandle | undefined)?.screens;
    if (screens) void (isSignedIn ? screens.gardener : screens.visitor).preload();
  }
  // A visitor's next screen is most often one of the sign-in forms, which lead to each
  // other: with them at hand, a link or a redirect between them shows its form at once,
  // rather than leaving the last form on screen (and typed into) while a chunk loads. A
  // pre-rendered page lists their chunks: they are fetched a few per idle moment and run when
  // a form is shown. Elsewhere each form is loaded (and run) in an idle moment of its own.
  useEffect(() => {
    if (isSignedIn) return undefined;
    const later = readPageData()?.later;
    const steps = later
      ? inGroups(later).map((group) => () => requestChunks(group))
      : [Login, Signup, ForgotPassword].map((next) => () => void next.preload());
    let cancel = () => {};
    const runFrom = (i: number) => {
      if (i === steps.length) return;
      cancel = afterLoadWhenIdle(() => {
        steps[i]!();
        runFrom(i + 1);
      });
    };
    runFrom(0);
    return () => cancel();
  }, [isSignedIn]);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {isSignedIn ? <AppLayout /> : <PublicLayout isGuest={isAnonymous} />}
    </Suspense>
  );
}

/** What this device kept for the user who signs out. */
function forgetLocalData(userId: string | null) {
  void forgetOfflineCopies();
  clearStoredProfile();
  clearTaskTracking(userId);
}

function Root() {
  return (
    <AuthProvider onSignedOut={forgetLocalData}>
      <Outlet />
    </AuthProvider>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        id: 'layout',
        element: <LayoutForSession />,
        children: [
          { index: true, ...route(Home, Start) },
          { path: 'garden', ...route(Home, Garden) },
          { path: 'plant/:plantId', ...route(Plant, Plant) },
          { path: 'settings', ...route(Home, Settings) },
          // A gardener who is signed in already has no use for the sign-in forms: their garden
          // replaces them (the spec's route table shows its 404 page here).
          { path: 'login', ...route(Login, ToGarden) },
          { path: 'signup', ...route(Signup, ToGarden) },
          { path: 'forgot-password', ...route(ForgotPassword, ToGarden) },
          // Reached from the reset mail, which may be opened where someone is signed in.
          { path: 'update-password', ...route(UpdatePassword, UpdatePassword) },
          { path: 'learn', ...route(Learn, Learn) },
          // Both spellings of the legal paths are linked from the product.
          { path: 'terms-of-service', ...route(Terms, Terms) },
          { path: 'terms', ...route(Terms, Terms) },
          { path: 'privacy-policy', ...route(Privacy, Privacy) },
          { path: 'privacy', ...route(Privacy, Privacy) },
          { path: 'contact', ...route(Contact, Contact) },
          // Linked from every reminder e-mail, which may be opened signed in or not.
          { path: 'unsubscribe', ...route(Unsubscribe, Unsubscribe) },
          { path: '*', ...route(Home, NotFound) },
        ],
      },
    ],
  },
];

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/** The app's router, on the browser's address. */
export function createAppRouter(): AppRouterInstance {
  return createBrowserRouter(routes);
}

/** The app's screens, by address. */
export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
