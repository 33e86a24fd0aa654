/**
 * SMTP on Node through nodemailer, which builds the MIME (encoded words, multipart text and HTML, the
 * calendar attachment) and speaks the protocol. Node only: the Netlify and Vercel functions and the local
 * servers use it; Cloudflare's workerd uses a client written on its own sockets.
 */
import nodemailer from 'nodemailer';
import type { ChannelResult } from '../ledger/ledger.js';
import { assertHeaderSafe, MAIL_TIMEOUT_MS, UnsafeHeaderError, type MailTransport } from './message.js';
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
   * Keep up to 3 connections open and reuse them (a long-running server). A function sends one or two
   * messages per instance and leaves this off.
   */
  pool?: boolean;
}

export function nodemailerTransport(
  settings: SmtpSettings,
  { timeoutMs = MAIL_TIMEOUT_MS, pool = false }: NodemailerOptions = {},
): MailTransport {
  const transporter = nodemailer.createTransport({
    ...(pool ? { pool: true as const, maxConnections: 3, maxMessages: 100 } : {}),
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
  return {
    async send(message, sendTimeoutMs = timeoutMs) {
      try {
        assertHeaderSafe(message);
        const info = await transporter.sendMail({
          from: message.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
          messageId: message.messageId,
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
          signal: AbortSignal.timeout(sendTimeoutMs),
        });
        return { ok: true, answer: `the mail server answered ${info.response}`.slice(0, 300), status: 250 };
      } catch (error) {
        return failure(error as SmtpError);
      }
    },
    async close() {
      transporter.close();
    },
  };
}

export { describeSmtp };
