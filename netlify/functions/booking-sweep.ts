/**
 * Netlify Scheduled Functions: every 5 minutes, the booking sweep retries what failed, sends the automation
 * alert when it is due, sends the day-before reminders and the office's daily list from BOOKING_REMINDER_HOUR
 * (issue 41) and deletes enquiries past the retention period. A scheduled function has no URL in
 * production; booking-sweep-route.ts is the one a person or another scheduler can call.
 */
import { runSweep } from '../../src/server/host-sweep';
import { netlifyEnv } from '../../src/server/netlify-env';
import { nodeFunctionConfig } from '../../src/server/node-function';

/** A scheduled run has 30 seconds: 25 deliveries of at most 8 s each, four at a time, fit. */
const LIMIT = 25;

export default async (): Promise<Response> => {
  const report = await runSweep(nodeFunctionConfig(netlifyEnv()), LIMIT);
  return Response.json({ swept: report !== null, ...report });
};

export const config = {
  // A literal, for Netlify's static analysis.
  schedule: '*/5 * * * *',
};
