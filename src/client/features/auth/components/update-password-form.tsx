import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { authClient, authErrorMessage } from '../lib/auth-client.ts';
import { checkNewPassword, PASSWORD_MIN_LENGTH } from '../lib/password.ts';
import { isResetTokenValid } from '../lib/reset-token.ts';
import { useAuth } from './auth-provider.tsx';
import { AuthScreen } from './auth-screen.tsx';

/**
 * `/update-password`, reached from the reset mail with `?token=`. On first load it checks
 * the token with the server; without a good one it says so and goes to /login.
 */
export function UpdatePasswordForm() {
  const id = useId();
  const navigate = useNavigate();
  const { isSignedIn, signOut } = useAuth();
  const [searchParams] = useSearchParams();
  // Kept from the first render: the address bar loses the token once it is checked.
  const [token] = useState(() => (searchParams.has('error') ? null : searchParams.get('token')));
  const [isChecked, setIsChecked] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    const leave = (title: string, description: string) => {
      // One toast even when React runs this effect twice in development.
      toast.error(title, { description, id: 'update-password-link' });
      void navigate('/login', { replace: true });
    };
    if (!token) {
      leave('Invalid Link', 'Password reset link is invalid or expired.');
      return;
    }
    const controller = new AbortController();
    isResetTokenValid(token, controller.signal).then(
      (isValid) => {
        if (!isValid) return leave('Invalid Link', 'Password reset link is invalid or expired.');
        setIsChecked(true);
        // The token stays out of the history and of any later Referer.
        void navigate('/update-password', { replace: true });
      },
      () => {
        if (controller.signal.aborted) return;
        leave('Error', 'Could not verify session.');
      },
    );
    return () => controller.abort();
  }, [token, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkNewPassword(password, confirmation);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    if (!token) return;
    setIsSaving(true);
    try {
      const { error } = await authClient.resetPassword({ newPassword: password, token });
      if (error) {
        toast.error('Error updating password', { description: authErrorMessage(error) });
        setIsSaving(false);
        return;
      }
      toast.success('Password updated successfully!', { description: 'You can now log in with your new password.' });
      // A reset ends every session of the account, this browser's included.
      if (isSignedIn) await signOut();
      else void navigate('/login');
    } catch {
      toast.error('Error updating password', { description: 'An unexpected error occurred' });
      setIsSaving(false);
    }
  }

  if (!isChecked) {
    return (
      <div
        role="status"
        className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-muted-foreground"
      >
        <Spinner size="lg" />
        Checking your link…
      </div>
    );
  }

  return (
    <AuthScreen title="Choose a new password" description="Pick a password you do not use anywhere else.">
      <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Update password" noValidate>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`}>New password</Label>
          <Input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="new-password"
            aria-describedby={`${id}-hint`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            At least {PASSWORD_MIN_LENGTH} characters.
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-confirmation`}>Confirm new password</Label>
          <Input
            id={`${id}-confirmation`}
            name="confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? <Spinner size="sm" className="text-current" /> : null}
          Update Password
        </Button>
      </form>
    </AuthScreen>
  );
}
