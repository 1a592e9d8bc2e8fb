import { KeyRound } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';

/** The identity providers this installation offers (from `/api/config`). */
export type IdentityProviders = {
  google: boolean;
  oidc: { name: string } | null;
};

export type IdentityProviderId = 'google' | 'oidc';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.63h6.46a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.56-5.17 3.56-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.95-1.07 7.94-2.9l-3.88-3.01c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.28v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.29 14.29a7.2 7.2 0 0 1 0-4.58v-3.1H1.28a12 12 0 0 0 0 10.78l4.01-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.77c1.76 0 3.34.61 4.59 1.8l3.44-3.44A11.53 11.53 0 0 0 12 0 12 12 0 0 0 1.28 6.61l4.01 3.1C6.23 6.88 8.88 4.77 12 4.77z"
      />
    </svg>
  );
}

export type IdentityProviderButtonsProps = {
  providers: IdentityProviders | undefined;
  /** The provider whose sign-in is starting, if any. */
  busy: IdentityProviderId | null;
  disabled?: boolean;
  onSelect: (provider: IdentityProviderId) => void;
};

/** 'Continue with Google' and 'Continue with {name}' for the operator's OpenID provider, when they are on. */
export function IdentityProviderButtons({ providers, busy, disabled, onSelect }: IdentityProviderButtonsProps) {
  if (!providers || (!providers.google && !providers.oidc)) return null;
  return (
    <div className="grid gap-3">
      {providers.google ? (
        <Button variant="outline" disabled={disabled} aria-busy={busy === 'google'} onClick={() => onSelect('google')}>
          {busy === 'google' ? <Spinner size="sm" /> : <GoogleMark />}
          Continue with Google
        </Button>
      ) : null}
      {providers.oidc ? (
        <Button variant="outline" disabled={disabled} aria-busy={busy === 'oidc'} onClick={() => onSelect('oidc')}>
          {busy === 'oidc' ? <Spinner size="sm" /> : <KeyRound aria-hidden="true" />}
          Continue with {providers.oidc.name}
        </Button>
      ) : null}
    </div>
  );
}

/** A rule with a word in the middle, between the password form and the other ways in. */
export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-muted-foreground" role="separator">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
