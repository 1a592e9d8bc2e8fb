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

/** A headed list, such as a digest's must-do tasks. */
export interface MailSection {
  heading: string;
  items: string[];
}

interface Layout {
  subject: string;
  greeting: string;
  lines: string[];
  sections?: MailSection[];
  action: string;
  url: string;
  footer: string;
  /** A one-click unsubscribe link, under the footer. */
  unsubscribeUrl?: string;
}

function sectionsText(sections: MailSection[]): string[] {
  return sections.flatMap(({ heading, items }) => [heading, ...items.map((item) => `- ${item}`), '']);
}

function sectionsHtml(sections: MailSection[]): string {
  return sections
    .map(
      ({ heading, items }) =>
        `<p style="margin:16px 0 8px;font-weight:700">${escapeHtml(heading)}</p>
      <ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('\n      ');
}

/** One layout for every mail: a greeting, a few lines (and lists), one button and the same link in full. */
function render({ subject, greeting, lines, sections = [], action, url, footer, unsubscribeUrl }: Layout): MailContent {
  const text = [
    greeting,
    '',
    ...lines,
    '',
    ...sectionsText(sections),
    `${action}:`,
    url,
    '',
    footer,
    ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : []),
    '',
    `— ${PRODUCT_NAME}`,
    '',
  ].join('\n');

  const link = escapeHtml(url);
  const unsubscribe = unsubscribeUrl
    ? `\n      <p style="margin:8px 0 0;font-size:13px"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#5b6b58">Unsubscribe</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f2;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2d1c">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#2f6b2f">${PRODUCT_NAME}</p>
      <p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
      ${lines.map((line) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`).join('\n      ')}
      ${sectionsHtml(sections)}
      <p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#2f6b2f;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(action)}</a></p>
      <p style="margin:0 0 16px;font-size:14px;line-height:1.5">If the button does not work, copy this link into your browser:<br><a href="${link}" style="color:#2f6b2f;word-break:break-all">${link}</a></p>
      <p style="margin:24px 0 0;font-size:13px;color:#5b6b58">${escapeHtml(footer)}</p>${unsubscribe}
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

export interface DigestMailInput {
  name?: string | null;
  frequency: 'weekly' | 'monthly';
  /** 'November 30 – December 6' for a week, 'December' for a month. */
  periodLabel: string;
  sections: MailSection[];
  gardenUrl: string;
  unsubscribeUrl: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The reminder digest: what the garden needs this week or month, must-do first. */
export function reminderDigestMail({
  name,
  frequency,
  periodLabel,
  sections,
  gardenUrl,
  unsubscribeUrl,
}: DigestMailInput): MailContent {
  const count = plural(
    sections.reduce((sum, section) => sum + section.items.length, 0),
    'task',
  );
  const isWeekly = frequency === 'weekly';
  return render({
    subject: isWeekly ? `This week in your garden: ${count}` : `Your garden in ${periodLabel}: ${count}`,
    greeting: greet(name),
    lines: [
      isWeekly
        ? `Here is what your garden needs this week (${periodLabel}), must-do tasks first.`
        : `Here is what your garden needs in ${periodLabel}, must-do tasks first.`,
    ],
    sections,
    action: 'Open My Garden',
    url: gardenUrl,
    footer: `You get this digest ${isWeekly ? 'every Monday' : 'on the 1st of each month'} because you turned on e-mail reminders in ${PRODUCT_NAME}'s Settings.`,
    unsubscribeUrl,
  });
}
