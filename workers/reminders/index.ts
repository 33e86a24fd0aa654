/**
 * The reminders' cron Worker (issue 41): on each scheduled run, one GET of the site's sweep route with the
 * CRON_SECRET bearer, as Vercel's cron sends it (src/server/host-sweep.ts). It holds no ledger or mail
 * settings of its own: the Pages functions do the work, so there is one place to configure them.
 */
export interface Env {
  /** https://<the site>/api/bookings/sweep */
  SWEEP_URL: string;
  /** The Pages project's CRON_SECRET (`wrangler secret put CRON_SECRET`). */
  CRON_SECRET?: string;
}

interface ScheduledContext {
  waitUntil(work: Promise<unknown>): void;
}

/** Calls the sweep route once; what it answered, for the Worker's log. */
export async function callSweep(env: Env, fetcher: typeof fetch = fetch): Promise<string> {
  if (!env.SWEEP_URL || !env.CRON_SECRET) return 'not configured: SWEEP_URL and CRON_SECRET are needed';
  try {
    const answer = await fetcher(env.SWEEP_URL, {
      headers: { Authorization: `Bearer ${env.CRON_SECRET}` },
      signal: AbortSignal.timeout(25_000),
    });
    return `sweep answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`;
  } catch (error) {
    return `sweep failed: ${String((error as Error)?.message ?? error).slice(0, 200)}`;
  }
}

export default {
  scheduled(_event: unknown, env: Env, context: ScheduledContext): void {
    context.waitUntil(callSweep(env).then((line) => console.log(`[reminders] ${line}`)));
  },
  /** No URL of its own does anything. */
  fetch(): Response {
    return new Response('Not found', { status: 404 });
  },
};
