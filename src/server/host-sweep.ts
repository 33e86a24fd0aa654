/**
 * The sweep on every host: a route a scheduler calls (GET /api/bookings/sweep with
 * `Authorization: Bearer <CRON_SECRET>`), and an opportunistic sweep a function runs after answering an
 * enquiry or a challenge, at most once a minute per instance. Written against Request/Response like the
 * handler; each host file only adapts it.
 */
import { business } from '../content/business.js';
import { channelSenders, DEFAULT_ALERT_AFTER_S, sweep, type SweepReport } from './delivery.js';
import { consoleLogger, printable } from './log.js';
import { sendReminders, type ReminderReport } from './booking/send-reminders.js';
import { sendReviewRequests } from './review/send-review-requests.js';
import { API_HEADERS } from './http.js';
import { type BookingConfig, misconfigured } from './config.js';

export const SWEEP_PATH = '/api/bookings/sweep';
/** What one sweep takes on in a function: a few deliveries, well within any host's time limit. */
export const FUNCTION_SWEEP_LIMIT = 10;
/** The least time between two opportunistic sweeps of one instance. */
export const OPPORTUNISTIC_EVERY_MS = 60_000;

/** One sweep over the config's ledger; null when there is no ledger. Throws when the ledger cannot open. */
export async function runSweep(
  config: BookingConfig,
  limit: number,
  /** More batches while the backlog fills them, for up to this long (SweepOptions.withinMs). */
  withinMs?: number,
): Promise<(SweepReport & { reminders: ReminderReport; reviewRequests: number }) | null> {
  if (!config.ledger) return null;
  const log = config.log ?? consoleLogger;
  const { ledger, release } = await config.ledger.open();
  const now = () => config.now?.() ?? new Date();
  try {
    const report = await sweep(
      {
        ledger,
        senders: channelSenders(config, { withLedger: true }),
        now: () => config.now?.() ?? new Date(),
        log,
      },
      {
        limit,
        withinMs,
        alertAfterMs: config.alertAfterMs ?? DEFAULT_ALERT_AFTER_S * 1000,
        retentionDays: business.privacy.enquiryRetentionDays,
        mail: config.mail,
        automation: !!config.automation,
      },
    );
    // Issue 41: the day-before reminders and the office's list, once the reminder hour has come.
    const reminders = await sendReminders({ ledger, now, log }, { ...config, limit });
    // Issue 59: the one review request per booking, where the business has a review link.
    const reviewRequests = await sendReviewRequests({ ledger, now, log }, { ...config, limit });
    return { ...report, reminders, reviewRequests };
  } finally {
    await release();
  }
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameSecret(given: string, wanted: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(wanted);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i] ?? 0) ^ b[i]!;
  return difference === 0;
}

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { ...API_HEADERS } });
}

/**
 * GET /api/bookings/sweep: 404 while CRON_SECRET is unset (the route does not exist for anyone), 401 without
 * the right `Authorization: Bearer <CRON_SECRET>`, otherwise one sweep and what it did.
 */
export async function handleSweepRequest(
  request: Request,
  config: BookingConfig,
  limit = FUNCTION_SWEEP_LIMIT,
) {
  const log = config.log ?? consoleLogger;
  // A variable set but not usable: nothing is answered until it is fixed (config.ts).
  const refused = misconfigured(config, log);
  if (refused) return refused;
  if (!config.cronSecret) return answer(404, { error: 'Not found' });
  if (request.method !== 'GET' && request.method !== 'POST') return answer(405, { error: 'Use GET' });
  const header = request.headers.get('Authorization') ?? '';
  if (!sameSecret(header, `Bearer ${config.cronSecret}`)) {
    log('[bookings] sweep refused 401: no or wrong CRON_SECRET');
    return answer(401, { error: 'Unauthorized' });
  }
  if (!config.ledger) return answer(200, { swept: false, reason: 'no ledger (DATABASE_URL is not set)' });
  try {
    return answer(200, { swept: true, ...(await runSweep(config, limit)) });
  } catch (error) {
    log(`[bookings] sweep failed: ${printable((error as Error)?.message ?? 'error', 120)}`);
    return answer(503, { error: 'The ledger could not be opened' });
  }
}

/**
 * After an enquiry or a challenge, on hosts with no scheduler of their own (Cloudflare Pages) or a slow one
 * (Vercel's daily cron on the Hobby plan): a sweep of at most FUNCTION_SWEEP_LIMIT rows, at most once a minute
 * per instance. Returns the work for the host's waitUntil, or null when it is not due.
 */
export function createOpportunisticSweep() {
  let last = Number.NEGATIVE_INFINITY;
  return (config: BookingConfig): Promise<unknown> | null => {
    const now = Date.now();
    if (!config.ledger || now - last < (config.opportunisticEveryMs ?? OPPORTUNISTIC_EVERY_MS)) return null;
    last = now;
    const log = config.log ?? consoleLogger;
    return runSweep(config, FUNCTION_SWEEP_LIMIT).catch((error: Error) => {
      log(`[bookings] opportunistic sweep failed: ${printable(error?.message ?? 'error', 120)}`);
    });
  };
}
