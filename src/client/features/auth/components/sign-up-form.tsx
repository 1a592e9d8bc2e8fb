import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { authClient, authErrorMessage } from '../lib/auth-client.ts';
import { PASSWORD_MIN_LENGTH } from '../lib/password.ts';
import { startProviderSignIn } from '../lib/provider-sign-in.ts';
import { AuthScreen, TextLink } from './auth-screen.tsx';
import {
  IdentityProviderButtons,
  OrDivider,
  type IdentityProviderId,
  type IdentityProviders,
} from './identity-provider-buttons.tsx';
import { LegalNotice } from './legal-notice.tsx';

type Busy = 'sign-up' | IdentityProviderId;

export type SignUpFormProps = {
  providers: IdentityProviders | undefined;
  /** A note above the form (see AuthScreen). */
  notice?: ReactNode;
};

/** `/signup`: e-mail, password and an optional full name, or an identity provider. */
export function SignUpForm({ providers, notice }: SignUpFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fullName, setFullName] = useState('');
  const [busy, setBusy] = useState<Busy | null>(null);

  async function handleSignUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy('sign-up');
    try {
      const { error } = await authClient.signUp.email({
        email: email.trim(),
        password,
        name: fullName.trim(),
        callbackURL: '/',
      });
      if (error) {
        toast.error('Error signing up', { description: authErrorMessage(error) });
        setBusy(null);
        return;
      }
      toast.success('Account created!', { description: 'Please check your email for verification.' });
      void navigate('/login');
    } catch {
      toast.error('Sign up failed', { description: 'An unexpected issue occurred.' });
      setBusy(null);
    }
  }

  async function handleProvider(provider: IdentityProviderId) {
    setBusy(provider);
    if (!(await startProviderSignIn(provider))) setBusy(null);
  }

  const isBusy = busy !== null;

  return (
    <AuthScreen
      title="Create your account"
      description="Keep your plants, a saved-for-later list and monthly tasks for your zone in one place."
      notice={notice}
      footer={
        <>
          <p>
            Already have an account? <TextLink to="/login">Sign in</TextLink>
          </p>
          <LegalNotice termsPath="/terms-of-service" privacyPath="/privacy-policy" />
        </>
      }
    >
      <form onSubmit={handleSignUp} className="grid gap-4" aria-label="Sign up">
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
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            aria-describedby={`${id}-password-hint`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={`${id}-password-hint`} className="text-sm text-muted-foreground">
            At least {PASSWORD_MIN_LENGTH} characters. A very common password will be refused.
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>
            Full name <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input
            id={`${id}-name`}
            name="full_name"
            autoComplete="name"
            maxLength={100}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={isBusy} aria-busy={busy === 'sign-up'} className="mt-1">
          {busy === 'sign-up' ? <Spinner size="sm" className="text-current" /> : null}
          Sign Up
        </Button>
      </form>

      {providers?.google || providers?.oidc ? (
        <>
          <OrDivider />
          <IdentityProviderButtons
            providers={providers}
            busy={busy === 'google' || busy === 'oidc' ? busy : null}
            disabled={isBusy}
            onSelect={(provider) => void handleProvider(provider)}
          />
        </>
      ) : null}
    </AuthScreen>
  );
}
