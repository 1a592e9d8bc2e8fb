import { queryOptions, useQuery } from '@tanstack/react-query';

/** The signed-in user as better-auth describes it; a guest has `isAnonymous: true`. */
export type AuthUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAnonymous: boolean;
};

export type AuthSession = {
  session: { id: string; expiresAt: string };
  user: AuthUser;
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** better-auth's `get-session` answer, or null for anything that is not one. */
export function parseSession(body: unknown): AuthSession | null {
  if (!isObject(body) || !isObject(body.user) || !isObject(body.session)) return null;
  const { user, session } = body;
  if (typeof user.id !== 'string' || typeof session.id !== 'string') return null;
  return {
    session: { id: session.id, expiresAt: typeof session.expiresAt === 'string' ? session.expiresAt : '' },
    user: {
      id: user.id,
      email: typeof user.email === 'string' ? user.email : '',
      name: typeof user.name === 'string' ? user.name : '',
      emailVerified: user.emailVerified === true,
      isAnonymous: user.isAnonymous === true,
    },
  };
}

/**
 * The current session, read with a plain fetch so the landing page does not need
 * better-auth's client. Null when nobody is signed in.
 */
export async function getSession(signal?: AbortSignal): Promise<AuthSession | null> {
  const response = await fetch('/api/auth/get-session', {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
    cache: 'no-store',
    signal,
  });
  if (response.status >= 500) throw new Error(`Could not read the session: ${response.status}`);
  if (!response.ok) return null;
  try {
    return parseSession(await response.json());
  } catch {
    return null;
  }
}

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    // Changes only through sign-in and sign-out here, or in another tab (seen on focus).
    staleTime: Infinity,
    refetchOnWindowFocus: 'always',
    // One quick second try; after that the visitor sees the public pages.
    retry: 1,
    retryDelay: 300,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
