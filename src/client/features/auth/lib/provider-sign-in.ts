import { toast } from 'sonner';
import type { IdentityProviderId } from '../components/identity-provider-buttons.tsx';
import { authClient, authErrorMessage } from './auth-client.ts';

/**
 * Sends the browser to the identity provider; it comes back signed in on `/`, or on
 * `/login?error=…` when the provider or the callback refused.
 * Resolves false (after a toast) when the sign-in could not even start.
 */
export async function startProviderSignIn(provider: IdentityProviderId): Promise<boolean> {
  try {
    const { error } = await authClient.signIn.social({ provider, callbackURL: '/', errorCallbackURL: '/login' });
    if (error) {
      toast.error('Error', { description: authErrorMessage(error) });
      return false;
    }
    return true;
  } catch {
    toast.error('Error', { description: 'An unexpected error occurred' });
    return false;
  }
}
