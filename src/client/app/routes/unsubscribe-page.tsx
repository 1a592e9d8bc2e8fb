import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailCheck, MailX } from 'lucide-react';
import { SECRET_TOKEN_PATTERN } from '#shared/calendar/api.ts';
import { Button } from '#client/components/ui/button.tsx';
import { RetryNotice } from '#client/components/ui/retry-notice.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAuth } from '#client/features/auth/components/auth-provider.tsx';
import { useUnsubscribe } from '#client/features/reminders/api/unsubscribe.ts';
import { isApiError } from '#client/lib/api-client.ts';

/** Settings is where reminders are changed: a gardener goes there, anyone else signs in first. */
function SettingsPointer({ isSignedIn, text }: { isSignedIn: boolean; text: { signedIn: string; other: string } }) {
  return (
    <>
      <p className="text-muted-foreground">{isSignedIn ? text.signedIn : text.other}</p>
      <Button asChild>
        {isSignedIn ? <Link to="/settings">Go to Settings</Link> : <Link to="/login">Sign In</Link>}
      </Button>
    </>
  );
}

function Outcome({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <>
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-8">
        {icon}
      </span>
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      {children}
    </>
  );
}

/**
 * `/unsubscribe?token=…`, linked from every reminder e-mail: turns the digest off as the
 * page opens, for anyone who has the link (signed in or not).
 */
export function UnsubscribePage() {
  const { isSignedIn } = useAuth();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const isWellFormed = SECRET_TOKEN_PATTERN.test(token);
  const { mutate, status, error } = useUnsubscribe();
  // Once per token, even when React runs the effect twice (StrictMode) or the page renders again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!isWellFormed || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [isWellFormed, token, mutate]);

  const isInvalid =
    !isWellFormed || (status === 'error' && isApiError(error) && (error.status === 400 || error.status === 404));

  let body;
  if (isInvalid) {
    body = (
      <Outcome icon={<MailX aria-hidden="true" />} title="This unsubscribe link is not valid">
        <p className="text-muted-foreground">It may have been copied only in part. Try the link in the e-mail again.</p>
        <SettingsPointer
          isSignedIn={isSignedIn}
          text={{
            signedIn: 'You can turn reminder e-mails off in Settings.',
            other: 'You can turn reminder e-mails off in Settings after you sign in.',
          }}
        />
      </Outcome>
    );
  } else if (status === 'success') {
    body = (
      <Outcome icon={<MailCheck aria-hidden="true" />} title="You’re unsubscribed">
        <p className="text-muted-foreground">You won’t get Garden Guide reminder e-mails any more.</p>
        <SettingsPointer
          isSignedIn={isSignedIn}
          text={{
            signedIn: 'You can turn them back on in Settings.',
            other: 'You can turn them back on in Settings after you sign in.',
          }}
        />
      </Outcome>
    );
  } else if (status === 'error') {
    body = (
      <>
        <h1 className="font-display text-3xl font-semibold">Unsubscribe from reminders</h1>
        <RetryNotice onRetry={() => mutate(token)} className="text-left">
          We couldn’t reach Garden Guide to unsubscribe you. Check your connection and try again.
        </RetryNotice>
      </>
    );
  } else {
    body = (
      <div role="status" className="flex flex-col items-center gap-4">
        <Spinner size="lg" />
        <h1 className="font-display text-3xl font-semibold">Unsubscribing…</h1>
        <p className="text-muted-foreground">Turning off your Garden Guide reminder e-mails.</p>
      </div>
    );
  }

  return (
    <div className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <title>Unsubscribe · Garden Guide</title>
      {body}
    </div>
  );
}
