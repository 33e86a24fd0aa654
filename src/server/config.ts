/**
 * The server's configuration: the environment, read once by one schema (the variables below, from wherever the
 * host keeps them), and the config the handlers take. A value that is set but cannot be used is a problem that
 * names its variable, never its value: `npm start` stops on it, and a function answers every request 503 and
 * logs the names (`misconfigured`). What a variable accepts or ignores is as it was: a blank is unset, a list
 * skips what is not an entry, a number that is not one keeps its default.
 */
// First: zod must be told not to use eval before any schema is built (see zod-setup.ts).
import '../lib/zod-setup.js';
import { z } from 'zod';
import { business } from '../content/business.js';
import { automationChannel, type AutomationChannel } from './channels/automation.js';
import { parseAllowedOrigins } from './cors.js';
import { DEFAULT_ALERT_AFTER_S, type MailSettings, type ServerDecisions } from './delivery.js';
import { jsonAnswer } from './http.js';
import type { ConfirmationLimits } from './ledger/ledger.js';
import type { LedgerSource } from './ledger/source.js';
import type { LoadGate } from './load-gate.js';
import { consoleLogger, printable, type BookingLogger } from './log.js';
import type { MailTransport } from './mail/message.js';
import { reminderHour } from './booking/reminders.js';
import { parseSmtpUrl, SmtpUrlError, type SmtpSettings } from './mail/smtp-url.js';
import type { CodeLimits, OfficeSettings } from './office/config.js';
import { officeAddress } from './office/secrets.js';

/** The server-side variables, read from wherever the host keeps them. */
export const BOOKING_ENV_NAMES = [
  'BOOKING_FORWARD_URL',
  'BOOKING_ALLOWED_ORIGINS',
  'BOOKING_CHALLENGE_SECRET',
  'BOOKING_SMTP_URL',
  'BOOKING_MAIL_FROM',
  'BOOKING_NOTIFY_TO',
  'BOOKING_ALERT_AFTER_S',
  'BOOKING_SWEEP_INTERVAL_S',
  'BOOKING_OPPORTUNISTIC_SWEEP_S',
  'DATABASE_URL',
  'CRON_SECRET',
  'VITE_SITE_ORIGIN',
  'BOOKING_OFFICE_EMAILS',
  'BOOKING_OFFICE_SECRET',
  'BOOKING_OFFICE_IDLE_SECONDS',
  'BOOKING_FORWARD_EVENTS',
  'BOOKING_LINK_SECRET',
  'BOOKING_REMINDER_HOUR',
  'STRIPE_WEBHOOK_SECRET',
] as const;
export type BookingEnvName = (typeof BOOKING_ENV_NAMES)[number];

/** A variable that is set but cannot be used, and why (never its value). */
export interface ConfigProblem {
  variable: BookingEnvName;
  problem: string;
}

export interface BookingConfig {
  /** The business's automation (BOOKING_FORWARD_URL); null when there is none. */
  automation: AutomationChannel | null;
  /**
   * BOOKING_FORWARD_EVENTS=on: the automation also hears each change the office makes (booking.confirmed,
   * booking.moved...). Off unless set: an automation built for the enquiry's body would misread an event.
   */
  forwardEvents?: boolean;
  /** SMTP for the business mailbox and the confirmation (BOOKING_SMTP_URL and friends); null without it. */
  mail: MailSettings | null;
  /** Where enquiries are recorded; null takes the stateless path. */
  ledger: LedgerSource | null;
  /** The site's canonical origin, for links in the confirmation. */
  siteOrigin: string;
  /** Other origins whose browsers may post (BOOKING_ALLOWED_ORIGINS); the site's own origin always may. */
  allowedOrigins: readonly string[];
  /**
   * BOOKING_CHALLENGE_SECRET: with it, every POST must carry a proof of work solving a challenge it signed
   * (challenge.ts); null checks no proof, and the challenge route says so (`enforced: false`).
   */
  challengeSecret: string | null;
  /**
   * The most work a challenge asks for (challenge.ts, CHALLENGE_MAX_COUNTER unless set). No variable sets it:
   * the e2e test that solves 200 proofs in its own process asks for less, to spend its time on the 200 posts.
   */
  challengeMaxCounter?: number;
  /** CRON_SECRET: the sweep route (/api/bookings/sweep) answers only a request that carries it; null: 404. */
  cronSecret?: string | null;
  /** BOOKING_ALERT_AFTER_S in ms: how long the automation may take before the business is alerted. */
  alertAfterMs?: number;
  /**
   * BOOKING_REMINDER_HOUR (0-23, 9 unless set): the Sydney hour of the day before an inspection from which the
   * sweep sends the client's reminder and the office's list of tomorrow's inspections (issue 41).
   */
  reminderHour?: number;
  /**
   * BOOKING_OPPORTUNISTIC_SWEEP_S in ms: the least time between two sweeps a function runs after answering
   * (Cloudflare Pages, Vercel); 60 s unless set (the host tests set less).
   */
  opportunisticEveryMs?: number;
  /**
   * Keeps work going after the answer: the host's `waitUntil` on Netlify, Cloudflare and Vercel, a tracker on
   * the Node server. Without one the work still runs, unwatched.
   */
  waitUntil?: (work: Promise<unknown>) => void;
  /**
   * The client's IP for the per-IP limit on confirmations: the host's own header on Netlify, Cloudflare and
   * Vercel (hostClientIp), the socket's address on the Node server. Without it only the other limits apply.
   */
  clientIp?: (request: Request) => string | null | undefined;
  /**
   * How many enquiries this process holds at once (load-gate.ts): a long-running server sets one; a function
   * answers one at a time. Past its bound a new one gets 503 with Retry-After, which the visitor's outbox
   * keeps and sends again. Shared by reference, so a copy of the config counts in the same place.
   */
  load?: LoadGate;
  /** The limits on the visitor's confirmation (DEFAULT_CONFIRMATION_LIMITS unless set; tests set less). */
  confirmationLimits?: Partial<ConfirmationLimits>;
  /**
   * The office (src/server/office/): who may sign in (BOOKING_OFFICE_EMAILS) and the key of its codes
   * (BOOKING_OFFICE_SECRET). Null or unset: there is no office here, and /office says so.
   */
  office?: OfficeSettings | null;
  /** The limits on the office's sign-in codes (DEFAULT_CODE_LIMITS unless set; tests set less). */
  officeLimits?: Partial<CodeLimits>;
  /** The longest random wait before a code mail's work (CODE_MAIL_SPREAD_MS unless set; tests set 0). */
  officeMailSpreadMs?: number;
  /**
   * The owner decisions the server acts on (business.decisions unless set; tests run with the agreement's
   * on and off): `writtenAgreement === 'confirmed'` sends the pre-inspection agreement (issue 40).
   */
  decisions?: ServerDecisions;
  /**
   * BOOKING_LINK_SECRET: the HMAC key of the links a booked client is sent (src/server/booking/links.ts). The
   * local servers make one for their process when it is unset; a host without it sends no links (logged).
   */
  linkSecret?: string | null;
  /**
   * STRIPE_WEBHOOK_SECRET: the signing secret of the endpoint registered in the business's Stripe dashboard
   * ('whsec_...'), the key of the `Stripe-Signature` HMAC (src/server/payments/stripe-webhook.ts). Null: the
   * webhook's route does not exist here (404), as the sweep's does without CRON_SECRET.
   */
  stripeWebhookSecret?: string | null;
  /**
   * The variables that are set but cannot be used (a BOOKING_FORWARD_URL that is not a URL, SMTP without one
   * sender...), each named with what is wrong, never with its value. With any, every request is answered 503
   * and the names are logged (`misconfigured`); the Node server does not start.
   */
  invalid?: readonly ConfigProblem[];
  log?: BookingLogger;
  maxBodyBytes?: number;
  now?: () => Date;
  /** The time limits above; tests shorten them. */
  limits?: { answerMs?: number; commitMs?: number };
}

export interface BookingConfigOptions {
  /** Where enquiries are recorded (each host builds its own; see src/server/ledger/source.ts). */
  ledger?: LedgerSource | null;
  /** Builds the SMTP transport for BOOKING_SMTP_URL: nodemailer on Node, a sockets client on workerd. */
  mailTransport?: (settings: SmtpSettings) => MailTransport;
  log?: BookingLogger;
  fetch?: typeof fetch;
  /**
   * The office's key when BOOKING_OFFICE_SECRET is unset: the local servers make one for their process. A
   * host has none, so without the variable it has no office.
   */
  officeSecretFallback?: string;
  /** BOOKING_LINK_SECRET's stand-in when it is unset, as for the office's: the local servers' own. */
  linkSecretFallback?: string;
}

/** The env's text value of `name`, trimmed; a blank is unset (a host's env object may hold other bindings). */
export function envText(env: Record<string, unknown>, name: BookingEnvName): string | undefined {
  const value = env[name];
  return typeof value === 'string' ? value.trim() || undefined : undefined;
}

/** 'a@x.au, b@x.au' as a list; an entry with a control character or without an @ is left out. */
export function addressList(value: string | undefined): string[] {
  return (
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      // eslint-disable-next-line no-control-regex -- an address with a control character is refused
      .filter((part) => part.includes('@') && !/[\u0000-\u001f\u007f]/.test(part))
  );
}

/** A number of seconds from the environment, or the fallback when it is missing or not a positive number. */
export function positiveSeconds(value: string | undefined, fallback: number): number {
  const seconds = Number(value);
  return value && Number.isFinite(seconds) && seconds > 0 ? seconds : fallback;
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** An optional variable's text: a blank, or anything that is not a string, is unset. */
const text = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : undefined),
  z.string().optional(),
);

/**
 * The environment's schema: each variable's text, its rule when set, and the rules across variables. The
 * messages are what a problem says of the variable; the variable's value is never in one.
 */
const envSchema = z
  .object({
    BOOKING_FORWARD_URL: text.refine((url) => !url || isHttpUrl(url), 'is not an http(s) URL'),
    BOOKING_FORWARD_EVENTS: text.refine(
      (value) => !value || ['on', 'off'].includes(value.toLowerCase()),
      'is not "on" or "off"',
    ),
    BOOKING_SMTP_URL: text.superRefine((url, ctx) => {
      if (!url) return;
      try {
        parseSmtpUrl(url);
      } catch (error) {
        if (!(error instanceof SmtpUrlError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message.replace(/^BOOKING_SMTP_URL /, '') });
      }
    }),
    BOOKING_MAIL_FROM: text,
    BOOKING_OFFICE_EMAILS: text,
    BOOKING_OFFICE_SECRET: text,
    // Issue 56: the session's idle limit, shorter than ASVS V3.3.2's 30 minutes if the business wants (the
    // tests scale it down); never longer.
    BOOKING_OFFICE_IDLE_SECONDS: text.refine(
      (value) => !value || (/^\d+$/.test(value) && Number(value) >= 10 && Number(value) <= 1800),
      'is not a whole number of seconds from 10 to 1800',
    ),
    // Issue 60: Stripe's endpoint secrets all begin so; anything else (an API key pasted in its place, a
    // publishable key) would refuse every genuine webhook in silence.
    STRIPE_WEBHOOK_SECRET: text.refine(
      (value) => !value || /^whsec_[A-Za-z0-9_]{16,}$/.test(value),
      "is not a Stripe endpoint's signing secret (whsec_...)",
    ),
  })
  .passthrough();

/**
 * The problems of an environment: each set variable that cannot be used. `officeSecretFallback` stands in for
 * BOOKING_OFFICE_SECRET on the local servers, which make one for their process.
 */
export function configProblems(
  env: Record<string, unknown>,
  { officeSecretFallback }: { officeSecretFallback?: string } = {},
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push({ variable: issue.path[0] as BookingEnvName, problem: issue.message });
    }
  }
  if (envText(env, 'BOOKING_SMTP_URL') && addressList(envText(env, 'BOOKING_MAIL_FROM')).length !== 1) {
    problems.push({
      variable: 'BOOKING_MAIL_FROM',
      problem: 'must be one sender address while BOOKING_SMTP_URL is set',
    });
  }
  if (
    addressList(envText(env, 'BOOKING_OFFICE_EMAILS')).length > 0 &&
    !envText(env, 'BOOKING_OFFICE_SECRET') &&
    !officeSecretFallback
  ) {
    problems.push({
      variable: 'BOOKING_OFFICE_SECRET',
      problem: 'must be set while BOOKING_OFFICE_EMAILS is',
    });
  }
  return problems;
}

/** A configuration that cannot be used: the local servers stop on it, naming each variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(
      `Fix the configuration first: ${problemsText(problems)}. See docs/deploying.md, "The variables every ` +
        'host needs".',
    );
  }
}

/** One line naming the variables that cannot be used, and why (never their values). */
export function problemsText(problems: readonly ConfigProblem[]): string {
  return problems.map(({ variable, problem }) => `${variable} ${problem}`).join('; ');
}

/**
 * The answer every handler gives while the configuration has a problem: 503, and the names in the log. Null
 * when the configuration is sound.
 */
export function misconfigured(config: BookingConfig, log: BookingLogger): Response | null {
  if (!config.invalid?.length) return null;
  log(`[config] refused 503: ${problemsText(config.invalid)}`);
  return jsonAnswer(503, { error: 'The site is not configured correctly' });
}

export type RequestHandler = (request: Request, config: BookingConfig) => Promise<Response>;

/**
 * The shell of every handler: nothing is answered while the configuration has a problem (`misconfigured`), and
 * a throw becomes `internalError()`, logged by the error's name only: never a stack trace, never the request.
 */
export function servedHandler(
  tag: string,
  handle: (request: Request, config: BookingConfig, log: BookingLogger) => Promise<Response>,
  internalError: () => Response,
): RequestHandler {
  return async (request, config) => {
    const log = config.log ?? consoleLogger;
    const refused = misconfigured(config, log);
    if (refused) return refused;
    try {
      return await handle(request, config, log);
    } catch (error) {
      log(`${tag} failed 500: ${printable((error as Error)?.name ?? 'error', 40)}`);
      return internalError();
    }
  };
}

/** SMTP from the environment (already checked), or null without it. */
function mailFromEnv(
  env: Record<string, unknown>,
  build: BookingConfigOptions['mailTransport'],
  log: BookingLogger,
): MailSettings | null {
  const url = envText(env, 'BOOKING_SMTP_URL');
  if (!url) return null;
  const from = envText(env, 'BOOKING_MAIL_FROM');
  if (!from || addressList(from).length !== 1) return null;
  if (!build) {
    log('[bookings] BOOKING_SMTP_URL is set but this runtime has no SMTP client: no e-mail is sent');
    return null;
  }
  try {
    return {
      transport: build(parseSmtpUrl(url)),
      from,
      notifyTo: addressList(envText(env, 'BOOKING_NOTIFY_TO')),
    };
  } catch (error) {
    if (!(error instanceof SmtpUrlError)) throw error;
    return null;
  }
}

/** The office from BOOKING_OFFICE_EMAILS and BOOKING_OFFICE_SECRET (or the fallback); null without one. */
function officeFromEnv(
  env: Record<string, unknown>,
  fallbackSecret: string | undefined,
): OfficeSettings | null {
  const emails = addressList(envText(env, 'BOOKING_OFFICE_EMAILS')).map(officeAddress);
  if (emails.length === 0) return null;
  const secret = envText(env, 'BOOKING_OFFICE_SECRET') ?? fallbackSecret;
  const idle = Number(envText(env, 'BOOKING_OFFICE_IDLE_SECONDS'));
  const idleMs = Number.isInteger(idle) && idle >= 10 && idle <= 1800 ? idle * 1000 : undefined;
  return secret ? { emails, secret, ...(idleMs ? { idleMs } : {}) } : null;
}

/** The config for a host's environment; a variable that cannot be used is in `invalid`, named. */
export function bookingConfigFromEnv(
  /** process.env, or a host's env object, which may hold bindings that are not strings (Cloudflare's). */
  env: Record<string, unknown>,
  options: BookingConfigOptions = {},
): BookingConfig {
  const log = options.log ?? consoleLogger;
  const invalid = configProblems(env, { officeSecretFallback: options.officeSecretFallback });
  const forwardUrl = envText(env, 'BOOKING_FORWARD_URL');
  const automation: AutomationChannel | null =
    forwardUrl && isHttpUrl(forwardUrl) ? automationChannel({ url: forwardUrl, fetch: options.fetch }) : null;
  return {
    automation,
    forwardEvents: envText(env, 'BOOKING_FORWARD_EVENTS')?.toLowerCase() === 'on',
    mail: mailFromEnv(env, options.mailTransport, log),
    ledger: options.ledger ?? null,
    siteOrigin: (envText(env, 'VITE_SITE_ORIGIN') ?? `https://${business.domain}`).replace(/\/+$/, ''),
    allowedOrigins: parseAllowedOrigins(envText(env, 'BOOKING_ALLOWED_ORIGINS')),
    challengeSecret: envText(env, 'BOOKING_CHALLENGE_SECRET') ?? null,
    cronSecret: envText(env, 'CRON_SECRET') ?? null,
    alertAfterMs: positiveSeconds(envText(env, 'BOOKING_ALERT_AFTER_S'), DEFAULT_ALERT_AFTER_S) * 1000,
    reminderHour: reminderHour(envText(env, 'BOOKING_REMINDER_HOUR')),
    opportunisticEveryMs: positiveSeconds(envText(env, 'BOOKING_OPPORTUNISTIC_SWEEP_S'), 60) * 1000,
    office: officeFromEnv(env, options.officeSecretFallback),
    linkSecret: envText(env, 'BOOKING_LINK_SECRET') ?? options.linkSecretFallback ?? null,
    stripeWebhookSecret: envText(env, 'STRIPE_WEBHOOK_SECRET') ?? null,
    ...(invalid.length ? { invalid } : {}),
    log,
  };
}
