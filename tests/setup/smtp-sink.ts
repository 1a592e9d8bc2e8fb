import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One received mail, decoded enough for a test to read it. */
export interface SinkMail {
  from: string;
  /** Envelope recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the plain-text part, in order. */
  links: string[];
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  mails: SinkMail[];
  /** The next mail to this address not yet returned by an earlier call; waits for it. */
  waitForMail: (to: string, options?: { timeoutMs?: number }) => Promise<SinkMail>;
  /** Mails to this address so far (returned or not). */
  mailsTo: (to: string) => SinkMail[];
  clear: () => void;
  close: () => Promise<void>;
}

/** A loopback SMTP server on a random port that keeps every mail it is sent. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  const taken = new Set<SinkMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(raw, to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const mailsTo = (to: string) => mails.filter((m) => m.to.includes(to.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    mailsTo,
    async waitForMail(to, { timeoutMs = 5000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mailsTo(to).find((m) => !taken.has(m));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    clear() {
      mails.length = 0;
      taken.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with leading whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i]!;
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function collectParts(part: Part, into: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      collectParts(splitPart(piece.replace(/^\n/, '')), into);
    }
    return;
  }
  if (/^text\/html/i.test(type)) into.html += decodeBody(part);
  else if (/^text\/plain/i.test(type)) into.text += decodeBody(part);
}

export function parseMail(raw: string, to: string[]): SinkMail {
  const top = splitPart(raw);
  const content = { text: '', html: '' };
  collectParts(top, content);
  return {
    from: decodeHeader(top.headers.get('from') ?? ''),
    to,
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    text: content.text,
    html: content.html,
    links: [...content.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
    raw,
  };
}
