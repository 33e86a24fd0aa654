/**
 * SMTP on Node through nodemailer, which builds the MIME (encoded words, multipart text and HTML, the
 * calendar attachment) and speaks the protocol. Node only: the Netlify and Vercel functions and the local
 * servers use it; Cloudflare's workerd uses a client written on its own sockets.
 */
import nodemailer from 'nodemailer';
import type { ChannelResult } from '../ledger/ledger.js';
import {
  assertHeaderSafe,
  listUnsubscribeHeaders,
  MAIL_TIMEOUT_MS,
  type MailMessage,
  type MailTransport,
  UnsafeHeaderError,
} from './message.js';
import { describeSmtp, type SmtpSettings } from './smtp-url.js';

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
}

/** What a failed send says, without the password or anything else from the URL. */
function failure(error: SmtpError): ChannelResult {
  if (error instanceof UnsafeHeaderError) return { ok: false, answer: `refused: ${error.message}` };
  const said = error.response ? `the mail server answered ${error.response}` : (error.code ?? error.name);
  return { ok: false, answer: `not sent: ${said}`.slice(0, 300), status: error.responseCode };
}

export interface NodemailerOptions {
  timeoutMs?: number;
  /**
   * Keep up to `maxConnections` connections open and reuse them (a long-running server). A function sends one
   * or two messages per instance and leaves this off.
   */
  pool?: boolean;
  /** At most this many messages are on the wire at once; the rest wait their turn (3 unless set). */
  maxConnections?: number;
  /**
   * How long a message without a timeout of its own (the ledger's deliveries) may wait for its turn before it
   * is left to the sweep: well within the ledger's claim (2 minutes), so no other process sends it meanwhile.
   */
  queueWaitMs?: number;
}

export const DEFAULT_QUEUE_WAIT_MS = 60_000;

/**
 * A turn on the wire, first come first served. A burst then waits for a free connection instead of starting
 * every message's clock at once: at concurrency 100, thousands of messages timed out while queued inside
 * nodemailer, some after the server had taken them (duplicates).
 */
function turns(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return {
    /** Resolves with a release function once a slot is free, or with null after `ms`. */
    take(ms: number): Promise<(() => void) | null> {
      const release = () => {
        const next = waiting.shift();
        if (next) next();
        else free++;
      };
      if (free > 0) {
        free--;
        return Promise.resolve(release);
      }
      return new Promise((resolve) => {
        const go = () => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(go), 1);
          resolve(null);
        }, ms);
        waiting.push(go);
      });
    },
  };
}

export function nodemailerTransport(
  settings: SmtpSettings,
  {
    timeoutMs = MAIL_TIMEOUT_MS,
    pool = false,
    maxConnections = 3,
    queueWaitMs = DEFAULT_QUEUE_WAIT_MS,
  }: NodemailerOptions = {},
): MailTransport {
  const wire = turns(maxConnections);
  const transporter = nodemailer.createTransport({
    ...(pool ? { pool: true as const, maxConnections, maxMessages: 100 } : {}),
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTLS,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? '' } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    // Nothing in a message may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  // The same MIME as the wire gets, into a buffer: what `rehearse` composes and drops.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const fields = (message: MailMessage) => ({
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    headers: listUnsubscribeHeaders(message),
    attachments: message.attachments?.map((a) => ({
      filename: a.filename,
      content: a.content,
      contentType: a.contentType,
    })),
  });
  return {
    async send(message, ownTimeoutMs) {
      // A caller with its own deadline (the stateless path, which answers after) gets it for the wait and
      // the send together; a ledger delivery waits up to queueWaitMs, then has the whole timeout to send.
      const started = Date.now();
      const release = await wire.take(ownTimeoutMs ?? queueWaitMs);
      if (!release) return { ok: false, answer: 'not sent: no free connection to the mail server in time' };
      const sendTimeoutMs =
        ownTimeoutMs === undefined ? timeoutMs : Math.max(1, ownTimeoutMs - (Date.now() - started));
      try {
        assertHeaderSafe(message);
        const info = await transporter.sendMail({
          ...fields(message),
          signal: AbortSignal.timeout(sendTimeoutMs),
        });
        return { ok: true, answer: `the mail server answered ${info.response}`.slice(0, 300), status: 250 };
      } catch (error) {
        return failure(error as SmtpError);
      } finally {
        release();
      }
    },
    async rehearse(message) {
      assertHeaderSafe(message);
      const info = await composer.sendMail(fields(message));
      return Buffer.byteLength(info.message as Buffer);
    },
    async close() {
      transporter.close();
    },
  };
}

export { describeSmtp };
