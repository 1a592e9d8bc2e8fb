import type { AuthUser } from '../api/get-session.ts';

/** What better-auth's `GET /api/auth/get-session` answers for a signed-in user, for tests. */
export function sessionBody(user: Partial<AuthUser> = {}) {
  const full: AuthUser = {
    id: 'user-1',
    email: 'rosa@example.org',
    name: 'Rosa',
    emailVerified: true,
    isAnonymous: false,
    ...user,
  };
  return {
    session: { id: 'session-1', userId: full.id, expiresAt: '2030-01-01T00:00:00.000Z' },
    user: { ...full, image: null, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' },
  };
}
