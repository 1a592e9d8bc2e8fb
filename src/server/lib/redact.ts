import type { Settings } from '../env.ts';

/** Secrets that travel in addresses, kept out of log lines. */

const SECRET_PATH = /^(\/api\/calendar\/)[^/]+(\.ics)$/;

/** A request path with a secret in it (a calendar feed's token) replaced. */
export function redactPath(path: string): string {
  return path.replace(SECRET_PATH, '$1[redacted]$2');
}

/** A link with the values of its token-like parameters, and any secret path, replaced. */
export function redactLink(link: string): string {
  const redacted = link.replace(/([?&](?:token|code|state)=)[^&#]*/gi, '$1[redacted]');
  try {
    const url = new URL(redacted);
    return redacted.replace(url.pathname, redactPath(url.pathname));
  } catch {
    return redacted;
  }
}

/** The password in a URL's user info (`smtp://user:pass@host`), decoded, if any. */
function passwordIn(url: string | undefined): string[] {
  if (!url) return [];
  try {
    const password = new URL(url).password;
    return password ? [password, decodeURIComponent(password)] : [];
  } catch {
    return [];
  }
}

/** The values of the settings that are secret, for the logger to keep out of every line. */
export function secretSettings(settings: Settings): string[] {
  return [
    settings.AUTH_SECRET,
    ...passwordIn(settings.SMTP_URL),
    ...passwordIn(settings.DATABASE_URL),
    settings.GOOGLE_CLIENT_SECRET,
    settings.OIDC_CLIENT_SECRET,
    settings.PLANTNET_API_KEY,
    settings.OPENAI_API_KEY,
  ].filter((value): value is string => Boolean(value));
}
