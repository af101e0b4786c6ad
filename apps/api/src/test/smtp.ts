import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for mail tests and a minimal MIME reader for what nodemailer sends (no mail parser among the
 * dependencies): tests read back the recipient, subject, headers, text and HTML parts, and the attachments.
 */

function decodeQuotedPrintable(value: string): Buffer {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=); the space between two of them is not text. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

interface TMimePart {
  headers: Record<string, string>;
  body: string;
}

function parsePart(raw: string): TMimePart {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function bytesOf(part: TMimePart): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return Buffer.from(part.body, 'utf8');
}

const decodeBody = (part: TMimePart): string => bytesOf(part).toString('utf8');

/** The leaves of a MIME tree: a multipart's parts, their own parts in turn (nodemailer nests text and HTML in a mixed part with attachments). */
function leavesOf(part: TMimePart): TMimePart[] {
  const boundary = /boundary="?([^";]+)"?/.exec(part.headers['content-type'] ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((piece) => leavesOf(parsePart(piece.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

export interface TReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  subject: string;
  messageId: string;
  contentLanguage: string | undefined;
  /** Every header, by lower-case name. */
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export function readMail(raw: string, envelope: { from: string; to: string[]; user: string | undefined }): TReceivedMail {
  const message = parsePart(raw);
  const parts = leavesOf(message);
  const isAttachment = (p: TMimePart) => /^attachment/i.test(p.headers['content-disposition'] ?? '');
  const part = (type: string) => parts.find((p) => !isAttachment(p) && (p.headers['content-type'] ?? '').startsWith(type));
  const text = part('text/plain');
  const html = part('text/html');
  return {
    ...envelope,
    subject: decodeWords(message.headers.subject ?? ''),
    messageId: message.headers['message-id'] ?? '',
    contentLanguage: message.headers['content-language'],
    headers: message.headers,
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
    attachments: parts.filter(isAttachment).map((p) => ({
      filename: decodeWords(/filename="?([^";]+)"?/.exec(p.headers['content-disposition'] ?? '')?.[1] ?? ''),
      contentType: (p.headers['content-type'] ?? '').split(';')[0]!.trim(),
      content: bytesOf(p),
    })),
  };
}

// ---- local servers speaking the real protocols ----

export interface TSmtpSink {
  port: number;
  received: TReceivedMail[];
  /** Waits (up to `timeoutMs`) for a mail to `to` whose subject contains `subject`, and answers it. */
  mailTo(to: string, subject: string, timeoutMs?: number): Promise<TReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on 127.0.0.1 that requires AUTH when credentials are given, and keeps what it receives. */
export async function startSmtp(options: { port?: number; user?: string; pass?: string; delayMs?: number } = {}): Promise<TSmtpSink> {
  const received: TReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !options.user,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push(
          readMail(raw, {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
          }),
        );
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;
  const mailTo = async (to: string, subject: string, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = received.find((m) => m.to.includes(to) && m.subject.includes(subject));
      if (mail) return mail;
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { port: address.port, received, mailTo, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
