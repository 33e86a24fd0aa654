/**
 * Recording an enquiry: once, with its channels, before the visitor is answered (the first record wins).
 */
import { addressKey } from '../../domain/booking/addressees.js';
import { clientIpGroup } from '../confirmation-limits.js';
import type { Db } from './db.js';
import { CONFIRMATIONS_SINCE } from './rows.js';
import {
  CLAIM_MS,
  CONFIRMATION_WINDOW_MS,
  DEFAULT_CONFIRMATION_LIMITS,
  type RecordInput,
  type RecordResult,
  SITE_WINDOW_MS,
} from './types.js';

export function recordOps(db: Db) {
  return {
    /**
     * Records the enquiry and its channels in one transaction, or finds it already recorded (the first record
     * wins). The caller answers 202 only once this has resolved.
     */
    async record({
      enquiry,
      contentHash,
      channels,
      confirmTo,
      clientIp = null,
      limits: given = {},
      now,
    }: RecordInput): Promise<RecordResult> {
      const limits = { ...DEFAULT_CONFIRMATION_LIMITS, ...given };
      const confirming = channels.includes('confirmation') && !!confirmTo;
      const key = confirmTo ? addressKey(confirmTo) : null;
      const ip = confirming ? clientIpGroup(clientIp) : null;
      return db.transaction(async (tx) => {
        // When it may be confirmed, the site-wide lock comes with the insert (one round trip): one decision at
        // a time for the whole site, so enquiries arriving together cannot all pass the counts, and the next
        // statement's snapshot, taken once the lock is held, sees every confirmation committed before it.
        const inserted = await tx.query(
          `INSERT INTO booking_enquiries
             (submission_id, reference, payload, content_hash, confirm_to, confirm_key, client_ip, received_at)
           SELECT $1, $2, $3::text::jsonb, $4, $5, $6, $7, $8
           ${confirming ? "FROM (SELECT pg_advisory_xact_lock(hashtext('booking-confirmations'))) AS locked" : ''}
           ON CONFLICT (submission_id) DO NOTHING
           RETURNING submission_id`,
          [
            enquiry.submissionId,
            enquiry.reference,
            JSON.stringify(enquiry),
            contentHash,
            confirmTo,
            key,
            ip,
            now,
          ],
        );
        if (inserted.length === 0) {
          const [first] = await tx.query<{ reference: string; content_hash: string }>(
            'SELECT reference, content_hash FROM booking_enquiries WHERE submission_id = $1',
            [enquiry.submissionId],
          );
          return {
            kind: 'duplicate',
            reference: first?.reference ?? enquiry.reference,
            changed: first?.content_hash !== contentHash,
          };
        }
        let confirmationHeld: string | null = null;
        let wanted = [...channels];
        if (wanted.includes('confirmation') && !confirming)
          wanted = wanted.filter((c) => c !== 'confirmation');
        const claimedUntil = new Date(now.getTime() + CLAIM_MS);
        if (confirming) {
          // The three counts, the decision, the reason kept on the enquiry and its deliveries, in one statement
          // under the lock: the lock is held for as few round trips as can be, since every enquiry that may be
          // confirmed waits on it.
          const held = {
            address:
              `${limits.perAddress} confirmations have already gone to this address (or a variant of it) ` +
              'in the last 24 hours',
            ip:
              `${limits.perClientIp} confirmations have already gone to enquiries sent from the same ` +
              'network in the last 24 hours',
            site: `the site has already sent ${limits.sitePerHour} confirmations in the last hour`,
          };
          const [decided] = await tx.query<{ held: string | null }>(
            `WITH decision AS (
               SELECT CASE
                 WHEN (${CONFIRMATIONS_SINCE('e.confirm_key = $2', '$4')}) >= $6 THEN $9
                 WHEN $3::text IS NOT NULL AND (${CONFIRMATIONS_SINCE('e.client_ip = $3', '$4')}) >= $7 THEN $10
                 WHEN (${CONFIRMATIONS_SINCE('true', '$5')}) >= $8 THEN $11
               END AS held
             ),
             kept AS (
               UPDATE booking_enquiries SET confirmation_held = decision.held FROM decision
               WHERE submission_id = $1 AND decision.held IS NOT NULL
             ),
             delivering AS (
               INSERT INTO booking_deliveries
                 (submission_id, channel, next_attempt_at, attempts, last_attempt_at, claimed_until)
               SELECT $1, channel, $12, 1, $12, $13 FROM unnest($14::text[]) AS channel, decision
               WHERE channel <> 'confirmation' OR decision.held IS NULL
             )
             SELECT held FROM decision`,
            [
              enquiry.submissionId,
              key,
              ip,
              new Date(now.getTime() - CONFIRMATION_WINDOW_MS),
              new Date(now.getTime() - SITE_WINDOW_MS),
              limits.perAddress,
              limits.perClientIp,
              limits.sitePerHour,
              held.address,
              held.ip,
              held.site,
              now,
              claimedUntil,
              `{${wanted.join(',')}}`,
            ],
          );
          confirmationHeld = decided?.held ?? null;
          if (confirmationHeld) wanted = wanted.filter((c) => c !== 'confirmation');
        } else if (wanted.length > 0) {
          // Claimed for the first attempt right away, which follows the answer: if this process dies before
          // it, the claim runs out and the sweep delivers instead.
          await tx.query(
            `INSERT INTO booking_deliveries
               (submission_id, channel, next_attempt_at, attempts, last_attempt_at, claimed_until)
             SELECT $1, channel, $2, 1, $2, $3 FROM unnest($4::text[]) AS channel`,
            [enquiry.submissionId, now, claimedUntil, `{${wanted.join(',')}}`],
          );
        }
        const claims = wanted.map((channel) => ({
          submissionId: enquiry.submissionId,
          channel,
          eventId: 0,
          attempts: 1,
          retryWaitS: 0,
          receivedAt: now,
          enquiry,
          confirmationHeld,
        }));
        return {
          kind: 'recorded',
          channels: wanted,
          confirmationLimited: confirmationHeld !== null,
          confirmationHeld,
          claims,
        };
      });
    },
  };
}
