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
