import { createAuthClient } from 'better-auth/react';
import { anonymousClient, magicLinkClient } from 'better-auth/client/plugins';

/**
 * better-auth's browser client for `/api/auth`. Only the sign-in screens and sign-out
 * load it; the session itself is read by `get-session.ts`.
 */
export const authClient = createAuthClient({
  // The build's pre-rendering has no window; it renders the sign-in screens but never calls this.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [magicLinkClient(), anonymousClient()],
  // The session lives in TanStack Query (see get-session.ts), not in better-auth's store.
  sessionOptions: { refetchOnWindowFocus: false },
  // Looked up on every call, so a test's stand-in for fetch is used.
  fetchOptions: { customFetchImpl: (input, init) => globalThis.fetch(input, init) },
});

export type AuthClientError = { message?: string | undefined; status: number; statusText: string };

/** The server's own words for a failed auth call. */
export function authErrorMessage(error: AuthClientError): string {
  return error.message || error.statusText || `Request failed (${error.status})`;
}
