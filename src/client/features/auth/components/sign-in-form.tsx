import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Mail, UserRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { authClient, authErrorMessage } from '../lib/auth-client.ts';
import { startProviderSignIn } from '../lib/provider-sign-in.ts';
import { useAuth } from './auth-provider.tsx';
import { AuthScreen, TextLink } from './auth-screen.tsx';
import {
  IdentityProviderButtons,
  OrDivider,
  type IdentityProviderId,
  type IdentityProviders,
} from './identity-provider-buttons.tsx';
import { LegalNotice } from './legal-notice.tsx';

type Busy = 'password' | 'magic-link' | 'guest' | IdentityProviderId;

/** What `?error=` on /login means, when a link or a provider sent the browser back here. */
function describeReturnError(code: string): string {
  if (/token/i.test(code)) return 'This link is invalid or has expired. Please ask for a new one.';
  if (/not_verified/i.test(code))
    return 'Please confirm your e-mail address first: follow the link in the mail we sent.';
  return 'Signing in did not complete. Please try again.';
}

export type SignInFormProps = {
  providers: IdentityProviders | undefined;
  /** Whether guests may come in without an account (from `/api/config`). */
  allowGuests: boolean;
  /** A note above the form (see AuthScreen). */
  notice?: ReactNode;
};

/** `/login`: password, magic link, identity providers and guest access. */
export function SignInForm({ providers, allowGuests, notice }: SignInFormProps) {
  const id = useId();
  const { completeSignIn } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState<Busy | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const returnError = searchParams.get('error');
  const reportedError = useRef<string | null>(null);

  // A magic link, a verification link or a provider that failed lands here with ?error=.
  useEffect(() => {
    if (!returnError || reportedError.current === returnError) return;
    reportedError.current = returnError;
    toast.error('Error', { description: describeReturnError(returnError) });
    setSearchParams({}, { replace: true });
  }, [returnError, setSearchParams]);

  async function handlePasswordSignIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy('password');
    try {
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) {
        toast.error('Error', { description: authErrorMessage(error) });
        setBusy(null);
        return;
      }
      toast.success('Welcome back!', { description: 'Successfully logged in.' });
      await completeSignIn('/');
    } catch {
      toast.error('Error', { description: 'An unexpected error occurred' });
      setBusy(null);
    }
  }

  async function handleMagicLink() {
    const address = email.trim();
    if (!address) {
      toast.error('Email required', { description: 'Please enter your email address to receive a magic link.' });
      return;
    }
    setBusy('magic-link');
    try {
      // The link signs in an existing account only; the answer is the same for any address.
      const { error } = await authClient.signIn.magicLink({
        email: address,
        callbackURL: '/',
        errorCallbackURL: '/login',
      });
      if (error) toast.error('Error sending magic link', { description: authErrorMessage(error) });
      else toast.success('Magic link sent!', { description: 'Check your email for the login link.' });
    } catch {
      toast.error('Error sending magic link', { description: 'An unexpected error occurred' });
    } finally {
      setBusy(null);
    }
  }

  async function handleProvider(provider: IdentityProviderId) {
    setBusy(provider);
    // On success the browser is on its way to the provider; keep the buttons disabled.
    if (!(await startProviderSignIn(provider))) setBusy(null);
  }

  async function handleGuest() {
    setBusy('guest');
    try {
      const { error } = await authClient.signIn.anonymous();
      if (error) {
        toast.error('Error', { description: authErrorMessage(error) });
        setBusy(null);
        return;
      }
      await completeSignIn('/');
    } catch {
      toast.error('Error', { description: 'An unexpected error occurred' });
      setBusy(null);
    }
  }

  const isBusy = busy !== null;

  return (
    <AuthScreen
      title="Welcome back"
      description="Sign in to see your garden, your saved plants and this month’s tasks."
      notice={notice}
      footer={
        <>
          <p>
            Don’t have an account? <TextLink to="/signup">Sign up</TextLink>
          </p>
          <LegalNotice termsPath="/terms" privacyPath="/privacy" />
        </>
      }
    >
      <form onSubmit={handlePasswordSignIn} className="grid gap-4" aria-label="Sign in">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <div className="flex items-baseline justify-between gap-3">
            <Label htmlFor={`${id}-password`}>Password</Label>
            <Link
              to="/forgot-password"
              className="rounded-sm text-sm font-medium text-primary underline-offset-2 hover:underline"
            >
              Forgot password?
            </Link>
          </div>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={isBusy} aria-busy={busy === 'password'} className="mt-1">
          {busy === 'password' ? <Spinner size="sm" className="text-current" /> : null}
          Sign In with Password
        </Button>
        <Button
          variant="secondary"
          disabled={isBusy}
          aria-busy={busy === 'magic-link'}
          onClick={() => void handleMagicLink()}
        >
          {busy === 'magic-link' ? <Spinner size="sm" className="text-current" /> : <Mail aria-hidden="true" />}
          Send Magic Link
        </Button>
      </form>

      {providers?.google || providers?.oidc || allowGuests ? <OrDivider /> : null}
      <div className="grid gap-3">
        <IdentityProviderButtons
          providers={providers}
          busy={busy === 'google' || busy === 'oidc' ? busy : null}
          disabled={isBusy}
          onSelect={(provider) => void handleProvider(provider)}
        />
        {allowGuests ? (
          <Button variant="ghost" disabled={isBusy} aria-busy={busy === 'guest'} onClick={() => void handleGuest()}>
            {busy === 'guest' ? <Spinner size="sm" /> : <UserRound aria-hidden="true" />}
            Continue as guest
          </Button>
        ) : null}
      </div>
    </AuthScreen>
  );
}
