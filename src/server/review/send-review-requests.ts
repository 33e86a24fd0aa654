/**
 * The sweep's review requests (issue 59), on every host: once business.decisions.reviewLink is set, each
 * booking whose report the client first opened REVIEW_AFTER_DAYS ago or more (and not more than
 * REVIEW_LATE_DAYS past that) gets its one request, recorded as a 'review-requested' event whose e-mail is its
 * delivery: sent now, and retried by the sweep like any other until it goes. Never throws.
 */
import { bookedForClient, clientAddress } from '../../domain/booking/addressees.js';
import { effectsOf } from '../../domain/booking/effects.js';
import {
  channelSenders,
  decisionsOf,
  deliverClaimed,
  effectContext,
  type DeliveryConfig,
} from '../delivery.js';
import type { Ledger } from '../ledger/ledger.js';
import { printable, type BookingLogger } from '../log.js';
import { reviewStore } from './store.js';

export async function sendReviewRequests(
  { ledger, now, log }: { ledger: Ledger; now: () => Date; log: BookingLogger },
  config: DeliveryConfig & { limit: number },
): Promise<number> {
  if (!decisionsOf(config).reviewLink || !config.mail || !config.linkSecret) return 0;
  let requested = 0;
  try {
    const senders = channelSenders(config, { withLedger: true });
    const store = reviewStore(ledger.db);
    for (const submissionId of await store.due(now(), config.limit)) {
      const claims = await store.request({
        submissionId,
        channelsFor: ({ enquiry, links }) =>
          effectsOf(
            'review-requested',
            effectContext(senders, {
              client: clientAddress(enquiry, links) !== null,
              booker: bookedForClient(enquiry),
            }),
          ),
        now: now(),
      });
      if (claims.length === 0) continue;
      requested++;
      await deliverClaimed({ ledger, senders, now, log }, claims);
    }
  } catch (error) {
    log(`[bookings] review requests stopped: ${printable((error as Error)?.message ?? 'error', 120)}`);
  }
  return requested;
}
