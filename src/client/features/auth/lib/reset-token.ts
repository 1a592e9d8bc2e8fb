import { apiClient } from '#client/lib/api-client.ts';

/**
 * Whether a password-reset token from the mail is still good (known, unused, not
 * expired), asked without using it up. The token goes in the body, never in a path.
 * Throws (ApiError) when the server cannot be asked.
 */
export async function isResetTokenValid(token: string, signal?: AbortSignal): Promise<boolean> {
  const { valid } = await apiClient.post<{ valid: boolean }>('/api/password-reset/check', { token }, { signal });
  return valid === true;
}
