import type { Auth } from '../../auth.ts';

/**
 * Whether a password-reset token from a mail is still good (known, unused, not expired),
 * without using it up. better-auth keeps the token as `reset-password:{token}`.
 */
export async function isPasswordResetTokenValid(auth: Auth, token: string): Promise<boolean> {
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return verification !== null && verification.expiresAt.getTime() > Date.now();
}
