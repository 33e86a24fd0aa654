/**
 * BOOKING_SMTP_URL: `smtp://[user:pass@]host[:port]` or `smtps://[user:pass@]host[:port]`, credentials
 * percent-encoded. Every provider takes SMTP (Resend, Postmark, SES, SendGrid, a Google Workspace relay).
 */

import { isLoopbackHost } from '../loopback.js';
export interface SmtpSettings {
  host: string;
  port: number;
  /** smtps://: TLS from the first byte (usually port 465). */
  secure: boolean;
  user?: string;
  pass?: string;
  /**
   * smtp:// upgrades with STARTTLS whenever the server offers it; with credentials to a host that is not this
   * machine, it refuses to go on without it, so a password never crosses the network in the clear.
   */
  requireTLS: boolean;
}

export class SmtpUrlError extends Error {
  override name = 'SmtpUrlError';
}

export function parseSmtpUrl(value: string): SmtpSettings {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new SmtpUrlError('BOOKING_SMTP_URL is not a URL: use smtp://user:pass@host:port or smtps://…');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new SmtpUrlError('BOOKING_SMTP_URL must start with smtp:// or smtps://');
  }
  if (!url.hostname) throw new SmtpUrlError('BOOKING_SMTP_URL has no host');
  const secure = url.protocol === 'smtps:';
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw new SmtpUrlError('BOOKING_SMTP_URL has credentials that are not percent-encoded correctly');
    }
  };
  const user = url.username ? decode(url.username) : undefined;
  const pass = url.password ? decode(url.password) : undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return {
    host,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    user,
    pass,
    requireTLS: !secure && !!user && !isLoopbackHost(host),
  };
}

/** The settings as a log line may show them: never the password. */
export function describeSmtp(settings: SmtpSettings): string {
  return `${settings.secure ? 'smtps' : 'smtp'}://${settings.user ? `${settings.user}@` : ''}${settings.host}:${settings.port}`;
}
