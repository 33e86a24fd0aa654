/**
 * A mail message as the booking system sends it, whatever the transport (nodemailer on Node, an SMTP client
 * on workerd). The composers build these from validated enquiries; a transport only sends them.
 */
import type { ChannelResult } from '../ledger/ledger.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** '<hbi-7f3a2c.enquiry@example.com.au>': stable for one enquiry, so a receiver can drop a repeat. */
  messageId: string;
  attachments?: MailAttachment[];
  /**
   * Issue 59, a commercial message's unsubscribe (RFC 2369 and RFC 8058): the URL a mail provider POSTs
   * `List-Unsubscribe=One-Click` to. Sent as `List-Unsubscribe: <url>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
   */
  listUnsubscribe?: string;
}

/** The headers of a message's one-click unsubscribe (RFC 8058), none without one. */
export function listUnsubscribeHeaders(message: MailMessage): Record<string, string> {
  return message.listUnsubscribe
    ? {
        'List-Unsubscribe': `<${message.listUnsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : {};
}

export interface MailTransport {
  /** Sends one message; resolves with what the server said, never throws. */
  send(message: MailMessage, timeoutMs?: number): Promise<ChannelResult>;
  /**
   * Everything `send` does to a message but the wire: the header check and the MIME composed as it would go
   * out, then dropped. Resolves with the composed message's size in bytes; throws what a send would refuse.
   * The office's code request does it for an address that gets no mail, so that a listed address and an
   * unlisted one cost the server the same work after the answer (docs/decisions/0013-office-sign-in.md).
   */
  rehearse?(message: MailMessage): Promise<number>;
  /** Lets go of any connection. */
  close?(): Promise<void>;
}

/** The whole send (connect, greeting, every command): nodemailer's defaults are minutes. */
export const MAIL_TIMEOUT_MS = 8_000;

/**
 * Control characters (CR and LF among them), DEL, C1 controls and the Unicode line and paragraph separators:
 * none of them belongs in a header, and CR or LF in one would let a value add headers of its own.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unsafeInHeader = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export class UnsafeHeaderError extends Error {
  constructor(readonly header: string) {
    super(`The ${header} header would carry a control character`);
    this.name = 'UnsafeHeaderError';
  }
}

/** Throws UnsafeHeaderError when any value bound for a header holds a control character. */
export function assertHeaderSafe(message: MailMessage): void {
  const headers: [string, string | undefined][] = [
    ['From', message.from],
    ['To', message.to.join(', ')],
    ['Reply-To', message.replyTo],
    ['Subject', message.subject],
    ['Message-ID', message.messageId],
    ['List-Unsubscribe', message.listUnsubscribe],
    ...(message.attachments ?? []).map((a): [string, string] => ['attachment filename', a.filename]),
    ...(message.attachments ?? []).map((a): [string, string] => ['attachment type', a.contentType]),
  ];
  for (const [name, value] of headers) {
    if (value !== undefined && unsafeInHeader.test(value)) throw new UnsafeHeaderError(name);
  }
}

/** The domain of an address ('bookings@example.com.au' or 'Name <bookings@example.com.au>'). */
export function addressDomain(address: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address.trim());
  return match?.[1]?.toLowerCase() ?? 'localhost';
}

/** A Message-ID from a reference and a purpose: the same for every send of one enquiry's message. */
export function stableMessageId(reference: string, purpose: string, from: string): string {
  return `<${reference.toLowerCase()}.${purpose}@${addressDomain(from)}>`;
}

/**
 * A message with its stable Message-ID (stableMessageId, from the reference and the purpose), so a receiver
 * can tell a repeat send from a new message. Without `replyTo`, the message carries no Reply-To at all.
 */
export function stableMessage(
  { from, to, replyTo, subject, text, html }: Omit<MailMessage, 'messageId' | 'attachments'>,
  reference: string,
  purpose: string,
): MailMessage {
  return {
    from,
    to,
    ...(replyTo === undefined ? {} : { replyTo }),
    subject,
    text,
    html,
    messageId: stableMessageId(reference, purpose, from),
  };
}
