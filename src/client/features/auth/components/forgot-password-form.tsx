import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { authClient, authErrorMessage } from '../lib/auth-client.ts';
import { AuthScreen, TextLink } from './auth-screen.tsx';

/** `/forgot-password`: mails a link to `/update-password`. */
export function ForgotPasswordForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [isSending, setIsSending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSending(true);
    try {
      // The answer is the same whether or not the address has an account.
      const { error } = await authClient.requestPasswordReset({ email: email.trim(), redirectTo: '/update-password' });
      if (error) toast.error('Error sending reset email', { description: authErrorMessage(error) });
      else {
        toast.success('Password reset email sent!', {
          description: 'Check your email for instructions to reset your password.',
        });
      }
    } catch {
      toast.error('Error sending reset email', { description: 'An unexpected error occurred' });
    } finally {
      setIsSending(false);
    }
  }

  return (
    <AuthScreen
      title="Reset your password"
      description="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <TextLink to="/login">Back to sign in</TextLink>
        </p>
      }
    >
      <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Reset password">
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
        <Button type="submit" disabled={isSending} aria-busy={isSending}>
          {isSending ? <Spinner size="sm" className="text-current" /> : null}
          Send Reset Instructions
        </Button>
      </form>
    </AuthScreen>
  );
}
