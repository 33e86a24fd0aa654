/**
 * The booking config of a function on a Node.js host (Netlify, Vercel): postgres.js with one connection per
 * instance (kept between warm invocations, opened on first use, no prepared statements) and nodemailer for
 * SMTP. Both load when first needed, so a challenge or a refusal starts without them. Never PGlite: it is not
 * reachable from here, so no host bundle carries it.
 */
import { hostClientIp, type ClientIpHost } from './confirmation-limits.js';
import { instanceLedger, type LedgerSource } from './ledger/source.js';
import type { MailTransport } from './mail/message.js';
import type { SmtpSettings } from './mail/smtp-url.js';
import { type BookingConfig, bookingConfigFromEnv, envText } from './config.js';

/** nodemailer, loaded on the first message. */
function lazyNodemailer(settings: SmtpSettings): MailTransport {
  let transport: Promise<MailTransport> | null = null;
  const load = () =>
    (transport ??= import('./mail/nodemailer-transport.js').then(({ nodemailerTransport }) =>
      nodemailerTransport(settings),
    ));
  return {
    send: async (message, timeoutMs) => (await load()).send(message, timeoutMs),
    // Loads nodemailer as a send does: the first code for an unlisted address costs what a listed one's does.
    rehearse: async (message) => (await (await load()).rehearse?.(message)) ?? 0,
    close: async () => {
      if (transport) await (await transport).close?.();
    },
  };
}

let instance: { url: string; source: LedgerSource } | null = null;

/** This instance's ledger for DATABASE_URL: one connection, closed after 10 s unused. */
function ledgerFor(url: string | undefined): LedgerSource | null {
  if (!url) return null;
  if (instance?.url !== url) {
    instance = {
      url,
      source: instanceLedger(
        async () => (await import('./ledger/postgres-db.js')).postgresDb(url, { max: 1, idleTimeoutS: 10 }),
        'PostgreSQL (DATABASE_URL)',
      ),
    };
  }
  return instance.source;
}

export function nodeFunctionConfig(
  env: Record<string, unknown>,
  waitUntil?: (work: Promise<unknown>) => void,
  /** Whose client-IP header to read: each host sets its own, and a visitor cannot forge it there. */
  host?: ClientIpHost,
): BookingConfig {
  return {
    ...bookingConfigFromEnv(env, {
      ledger: ledgerFor(envText(env, 'DATABASE_URL')),
      mailTransport: lazyNodemailer,
    }),
    waitUntil,
    ...(host ? { clientIp: (request: Request) => hostClientIp(request, host) } : {}),
  };
}
