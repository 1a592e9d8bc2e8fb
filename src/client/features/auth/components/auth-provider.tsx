import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '#client/components/ui/spinner.tsx';
import { forgetOfflineCopies } from '#client/lib/offline-copies.ts';
import { SESSION_QUERY_KEY, useSession, type AuthSession, type AuthUser } from '../api/get-session.ts';

export type SignOutResult = 'signed-out' | 'failed' | 'unexpected';

export type AuthContextValue = {
  session: AuthSession | null;
  user: AuthUser | null;
  /** True until the session has been read, and while signing in or out. */
  isLoading: boolean;
  /** A guest session: the public screens, nothing saved. */
  isAnonymous: boolean;
  /** Signed in with a real account (not a guest): the app's own screens. */
  isSignedIn: boolean;
  /** After a successful sign-in: reads the new session, then goes to `to`. */
  completeSignIn: (to?: string) => Promise<void>;
  /** Reads the session again (e.g. after the server said it is gone). */
  refreshSession: () => Promise<void>;
  /** Ends the session; on success forgets local data and goes to /login. */
  /** Signs out and shows `to` (the sign-in page unless told). */
  signOut: (to?: string) => Promise<SignOutResult>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export const INITIALIZING_TEXT = 'Initializing the app...';

/** A session change in progress: the screen is covered until the app shows `to`. */
type Change = { to: string; phase: 'working' | 'navigating' };

export type AuthProviderProps = {
  children: ReactNode;
  /** Runs after a successful sign-out, with the user who left (to clear what this device kept for them). */
  onSignedOut?: (userId: string | null) => void;
};

/**
 * Reads the session once and tells every screen who is here. While the session is read,
 * and while signing in or out, a full-page spinner stands in for the screens, so nobody
 * sees the other side's screens flash by while the route set changes.
 */
export function AuthProvider({ children, onSignedOut }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useSession();
  const [change, setChange] = useState<Change | null>(null);

  const session = query.data ?? null;
  const user = session?.user ?? null;
  const isAnonymous = user?.isAnonymous === true;
  const isCovered = change !== null && (change.phase === 'working' || change.to !== pathname);

  // The change is over once the app shows its target (adjusting state during render).
  if (change?.phase === 'navigating' && change.to === pathname) setChange(null);

  const refreshSession = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
  }, [queryClient]);

  const completeSignIn = useCallback(
    async (to = '/') => {
      setChange({ to, phase: 'working' });
      // What this device kept offline may be someone else's.
      await forgetOfflineCopies();
      await refreshSession();
      void navigate(to, { replace: true });
      setChange({ to, phase: 'navigating' });
    },
    [navigate, refreshSession],
  );

  const userId = user?.id ?? null;
  const signOut = useCallback(
    async (to = '/login'): Promise<SignOutResult> => {
      setChange({ to, phase: 'working' });
      try {
        const { authClient } = await import('../lib/auth-client.ts');
        const { error } = await authClient.signOut();
        if (error) {
          setChange(null);
          return 'failed';
        }
      } catch {
        setChange(null);
        return 'unexpected';
      }
      onSignedOut?.(userId);
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      // Nothing of the last user's may be shown to the next one on this device.
      queryClient.removeQueries({ predicate: (q) => !['auth', 'config', 'zones'].includes(String(q.queryKey[0])) });
      void navigate(to);
      setChange({ to, phase: 'navigating' });
      return 'signed-out';
    },
    [navigate, onSignedOut, queryClient, userId],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      user,
      isLoading: query.isPending || isCovered,
      isAnonymous,
      isSignedIn: user !== null && !isAnonymous,
      completeSignIn,
      refreshSession,
      signOut,
    }),
    [session, user, query.isPending, isCovered, isAnonymous, completeSignIn, refreshSession, signOut],
  );

  return (
    <AuthContext value={value}>
      {query.isPending || isCovered ? <FullPageSpinner text={INITIALIZING_TEXT} /> : children}
    </AuthContext>
  );
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
