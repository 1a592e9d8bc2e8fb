/** A mail ready to send: every mail has a plain-text and an HTML part. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const PRODUCT_NAME = 'Garden Guide';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

interface Layout {
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  url: string;
  footer: string;
}

/** One layout for every mail: a greeting, a few lines, one button and the same link in full. */
function render({ subject, greeting, lines, action, url, footer }: Layout): MailContent {
  const text = [greeting, '', ...lines, '', `${action}:`, url, '', footer, '', `— ${PRODUCT_NAME}`, ''].join('\n');

  const link = escapeHtml(url);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f2;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2d1c">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#2f6b2f">${PRODUCT_NAME}</p>
      <p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
      ${lines.map((line) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`).join('\n      ')}
      <p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#2f6b2f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action)}</a></p>
      <p style="margin:0 0 16px;font-size:14px;line-height:1.5">If the button does not work, copy this link into your browser:<br><a href="${link}" style="color:#2f6b2f;word-break:break-all">${link}</a></p>
      <p style="margin:24px 0 0;font-size:13px;color:#5b6b58">${escapeHtml(footer)}</p>
    </td></tr>
  </table>
</body>
</html>
`;
  return { subject, text, html };
}

/** "15 minutes", "one hour", "2 hours". */
export function describeDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60 || minutes % 60 !== 0) return minutes === 1 ? 'one minute' : `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? 'one hour' : `${hours} hours`;
}

interface LinkMailInput {
  name?: string | null;
  url: string;
  /** How long the link works, for the mail's last line. */
  expiresInSeconds: number;
}

function greet(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hello ${trimmed},` : 'Hello,';
}

export function verifyEmailMail({ name, url, expiresInSeconds }: LinkMailInput): MailContent {
  return render({
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    greeting: greet(name),
    lines: [`Thanks for signing up for ${PRODUCT_NAME}. Please confirm that this e-mail address is yours.`],
    action: 'Confirm my e-mail address',
    url,
    footer: `The link works for ${describeDuration(expiresInSeconds)}. If you did not sign up, you can ignore this mail.`,
  });
}

export function magicLinkMail({ name, url, expiresInSeconds }: LinkMailInput): MailContent {
  return render({
    subject: `Your ${PRODUCT_NAME} sign-in link`,
    greeting: greet(name),
    lines: [`Use the link below to sign in to ${PRODUCT_NAME}. It works once.`],
    action: `Sign in to ${PRODUCT_NAME}`,
    url,
    footer: `The link works for ${describeDuration(expiresInSeconds)}. If you did not ask for it, you can ignore this mail.`,
  });
}

export function resetPasswordMail({ name, url, expiresInSeconds }: LinkMailInput): MailContent {
  return render({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: greet(name),
    lines: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. Choose a new password with the link below.`,
    ],
    action: 'Choose a new password',
    url,
    footer: `The link works for ${describeDuration(expiresInSeconds)}. If you did not ask for it, you can ignore this mail: your password stays as it is.`,
  });
}
