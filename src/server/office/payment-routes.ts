/**
 * Issue 60: the office's "Record a payment" and "Record a refund" (POST `recordPaymentPath`), for the payments
 * Stripe's webhook never sees: a card taken by phone, a bank transfer, PayID, cash. Each is recorded once
 * (payments/store.ts `recordPayment`, against the enquiry's version: a second press or a stale form is a 409
 * `stale` and records nothing), as an event in the history with who recorded it and when, and heard by the
 * automation as payment.received or payment.refunded. A payment for a cancelled booking is recorded as it came,
 * flagged for the office; so is a refund with nothing paid.
 */
import { recordPaymentBodySchema, type PaymentFlag } from '../../api/payment.js';
import { bookedForClient, clientAddress } from '../../domain/booking/addressees.js';
import { effectsOf } from '../../domain/booking/effects.js';
import { isIsoDate, sydneyDate } from '../../domain/booking/sydney-time.js';
import { channelSenders, deliverClaimed, deliveryContext, effectContext } from '../delivery.js';
import { checkBody, readJson } from '../http.js';
import { paymentsOf } from '../payments/store.js';
import { recordPayment } from '../payments/store.js';
import { summaryOf } from '../payments/summary.js';
import { afterAnswer, type Context, failure, MAX_OFFICE_BODY_BYTES, reply } from './context.js';
import { findEnquiry, type InboxEntry } from './inbox.js';
import type { OfficeEnquiryDetail } from '../../api/office.js';
import type { OfficeSession } from './store.js';

export async function recordOfficePayment(
  context: Context,
  reference: string,
  session: OfficeSession,
  detailOf: (entry: InboxEntry) => Promise<OfficeEnquiryDetail>,
): Promise<Response> {
  const { request, config, handle, now, log } = context;
  const parsed = checkBody(recordPaymentBodySchema, await readJson(request, MAX_OFFICE_BODY_BYTES));
  if (!parsed.ok) return reply(400, { error: 'invalid', field: parsed.field });
  const body = parsed.value;
  // A real Sydney date, and not after today: a payment not yet made is not recorded.
  if (!isIsoDate(body.paidOn) || body.paidOn > sydneyDate(now)) {
    return reply(400, { error: 'invalid', field: 'paidOn' });
  }
  const db = handle.ledger.db;
  const entry = await findEnquiry(db, reference);
  if (!entry) return failure(404, 'not-found');
  if (!entry.booking || entry.state === 'new' || entry.state === 'declined') {
    return reply(409, { error: 'stale', current: await detailOf(entry) });
  }
  const flags: PaymentFlag[] = [];
  if (entry.state === 'cancelled' && body.kind === 'payment') flags.push('cancelled-booking');
  if (body.kind === 'refund') {
    const summary = summaryOf(entry.booking, await paymentsOf(db, entry.submissionId), now);
    if (!summary || summary.paidCents < body.amountCents) flags.push('refund-before-payment');
  }
  const senders = channelSenders(config, { withLedger: true });
  const result = await recordPayment(
    db,
    {
      submissionId: entry.submissionId,
      reference: entry.reference,
      kind: body.kind,
      amountCents: body.amountCents,
      currency: 'aud',
      method: body.method,
      status: 'settled',
      source: 'office',
      paidOn: body.paidOn,
      recordedBy: session.email,
      flags,
    },
    {
      channelsFor: (event, booking) =>
        effectsOf(
          event,
          effectContext(senders, {
            client: clientAddress(booking.enquiry, booking.links) !== null,
            booker: bookedForClient(booking.enquiry),
          }),
        ),
      now,
      expectVersion: body.version,
    },
  );
  const current = (await findEnquiry(db, reference)) ?? entry;
  if (result.kind !== 'recorded') {
    log(
      `[office] ${entry.reference} ${body.kind} refused 409: version ${current.version}, the form was based ` +
        `on version ${body.version}`,
    );
    return reply(409, { error: 'stale', current: await detailOf(current) });
  }
  log(
    `[office] ${entry.reference} ${body.kind} recorded (${body.method}) by ${await context.who(session.email)}` +
      `${flags.length ? `, flagged ${flags.join(', ')}` : ''}`,
  );
  const answer = await detailOf(current);
  afterAnswer(context, deliverClaimed(deliveryContext(config, handle.ledger, senders, log), result.claims));
  return reply(200, answer);
}
