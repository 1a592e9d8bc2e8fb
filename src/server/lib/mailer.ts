import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Settings } from '../env.ts';
import type { Logger } from './logger.ts';
import { PRODUCT_NAME, type MailContent } from './mail-templates.ts';
import { redactLink } from './redact.ts';

export interface OutgoingMail extends MailContent {
  to: string;
  /** The link the mail is about; logged with its token removed. */
  link?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** `smtp` when SMTP_URL is set; otherwise mails go to `${DATA_DIR}/outbox/`. */
  readonly delivery: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** `Garden Guide <no-reply@host>`, the host taken from PUBLIC_URL. */
export function defaultSender(publicUrl: string): string {
  return `${PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`;
}

/**
 * Sends mail through SMTP_URL, or, without it, writes each mail as an .eml file to
 * `${DATA_DIR}/outbox/` and logs that it did, so a one-machine install still works.
 * Log lines carry the recipient, subject and the link without its token, never the token.
 */
export function createMailer(settings: Settings, logger: Logger): Mailer {
  const from = settings.MAIL_FROM ?? defaultSender(settings.PUBLIC_URL);
  const message = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.headers ? { headers: mail.headers } : {}),
  });
  const logged = (mail: OutgoingMail) => ({
    to: mail.to,
    subject: mail.subject,
    ...(mail.link ? { link: redactLink(mail.link) } : {}),
  });

  if (settings.SMTP_URL) {
    const transport = createTransport(settings.SMTP_URL);
    return {
      delivery: 'smtp',
      async send(mail) {
        const info = await transport.sendMail(message(mail));
        logger.info({ ...logged(mail), messageId: info.messageId }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const outbox = join(resolve(settings.DATA_DIR), 'outbox');
  const builder = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    delivery: 'outbox',
    async send(mail) {
      const info = await builder.sendMail(message(mail));
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      // The file holds the live link: readable by the app's user only.
      await writeFile(file, info.message, { mode: 0o600 });
      logger.info({ ...logged(mail), file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => builder.close(),
  };
}
