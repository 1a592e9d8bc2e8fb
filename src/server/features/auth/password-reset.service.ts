import type { Auth } from '../../auth.ts';
import { authCall } from '../../auth-storage.ts';

/** better-auth's tokens are letters and digits; anything else was never issued (and PostgreSQL refuses a NUL). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Whether a password-reset token from a mail is still good (known, unused, not expired),
 * without using it up. better-auth keeps the token as `reset-password:{token}`.
 */
export async function isPasswordResetTokenValid(auth: Auth, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const verification = await authCall(async () =>
    (await auth.$context).internalAdapter.findVerificationValue(`reset-password:${token}`),
  );
  return verification !== null && verification.expiresAt.getTime() > Date.now();
}
