/**
 * SMTP on Cloudflare's workerd, through worker-mailer (written on `cloudflare:sockets`; nodemailer does not run
 * there). Only functions/api/ imports this. Port 25 is blocked on Workers: use 587 (STARTTLS) or 465 (smtps).
 *
 * worker-mailer builds the MIME but refuses nothing, so every header-bound value is checked here first
 * (assertHeaderSafe); and scripts/patch-worker-mailer.mjs (npm's postinstall) gives it two fixes: a read that
 * stops when the server hangs up, and `requireTls`, so credentials never cross the network in the clear.
 */
import type { EmailOptions, WorkerMailer } from 'worker-mailer';
import type { ChannelResult } from '../ledger/ledger.js';
import {
  assertHeaderSafe,
  listUnsubscribeHeaders,
  MAIL_TIMEOUT_MS,
  type MailMessage,
  type MailTransport,
  UnsafeHeaderError,
} from './message.js';
import type { SmtpSettings } from './smtp-url.js';

/** 'Name <a@b.au>' or 'a@b.au' as worker-mailer's { name, email }. */
export function mailbox(value: string): { name?: string; email: string } {
  const match = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(value);
  if (!match) return { email: value.trim() };
  // The name goes between double quotes: none of its own, and no backslash.
  const name = match[1]!.replace(/^"|"$/g, '').replace(/["\\]/g, '').trim();
  return name ? { name, email: match[2]! } : { email: match[2]! };
}

/** Base64 of the UTF-8 bytes: worker-mailer writes an attachment's content as given. */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

/** A message as worker-mailer's EmailOptions. */
function emailOptions(message: MailMessage): EmailOptions {
  return {
    from: mailbox(message.from),
    to: message.to.map((address) => mailbox(address)),
    reply: message.replyTo ? mailbox(message.replyTo) : undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { 'Message-ID': message.messageId, ...listUnsubscribeHeaders(message) },
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: base64(a.content),
      mimeType: a.contentType,
    })),
  };
}

export function workerMailerTransport(settings: SmtpSettings, timeoutMs = MAIL_TIMEOUT_MS): MailTransport {
  return {
    async send(message, sendTimeoutMs = timeoutMs): Promise<ChannelResult> {
      let mailer: WorkerMailer | undefined;
      try {
        assertHeaderSafe(message);
        // Loaded on the first send: it needs workerd's `cloudflare:sockets`, and a challenge never mails.
        const { WorkerMailer: Mailer } = await import('worker-mailer');
        const connecting = Mailer.connect({
          host: settings.host,
          port: settings.port,
          secure: settings.secure,
          startTls: !settings.secure,
          // Added by scripts/patch-worker-mailer.mjs.
          requireTls: settings.requireTLS,
          credentials: settings.user ? { username: settings.user, password: settings.pass ?? '' } : undefined,
          authType: ['plain', 'login'],
          socketTimeoutMs: sendTimeoutMs,
          responseTimeoutMs: sendTimeoutMs,
        } as Parameters<typeof Mailer.connect>[0]);
        const started = Date.now();
        mailer = await within(connecting, sendTimeoutMs);
        await within(mailer.send(emailOptions(message)), Math.max(1, sendTimeoutMs - (Date.now() - started)));
        return { ok: true, answer: 'the mail server accepted it', status: 250 };
      } catch (error) {
        if (error instanceof UnsafeHeaderError) return { ok: false, answer: `refused: ${error.message}` };
        const said = (error as Error)?.message ?? String(error);
        const status = Number(/\b([45]\d\d)\b/.exec(said)?.[1]) || undefined;
        return { ok: false, answer: `not sent: ${said}`.slice(0, 300), status };
      } finally {
        await mailer?.close().catch(() => {});
      }
    },
    async rehearse(message) {
      assertHeaderSafe(message);
      const { Email } = await import('worker-mailer');
      return new TextEncoder().encode(new Email(emailOptions(message)).getEmailData()).length;
    },
  };
}
