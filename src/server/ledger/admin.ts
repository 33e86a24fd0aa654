/**
 * What `npm run enquiries` does with a ledger, wherever the ledger is: listing recent enquiries, and
 * delivering one channel of one enquiry again. The CLI runs these directly on a database it opened, or asks
 * the running local server to run them (local-bookings.ts), since only one process may open the embedded one.
 */
import { deliverChannels, type DeliveryContext } from '../delivery.js';
import { CHANNELS, type Channel, type DeliveryRow, type Ledger, type LedgerEntry } from './ledger.js';

/** An entry as JSON carries it: dates as ISO strings. */
export interface EntryJson {
  submissionId: string;
  reference: string;
  receivedAt: string;
  enquiry: LedgerEntry['enquiry'];
  deliveries: (Omit<DeliveryRow, 'lastAttemptAt' | 'nextAttemptAt' | 'deliveredAt'> & {
    lastAttemptAt: string | null;
    nextAttemptAt: string;
    deliveredAt: string | null;
  })[];
}

export function entryJson(entry: LedgerEntry): EntryJson {
  return {
    ...entry,
    receivedAt: entry.receivedAt.toISOString(),
    deliveries: entry.deliveries.map((d) => ({
      ...d,
      lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
      nextAttemptAt: d.nextAttemptAt.toISOString(),
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
    })),
  };
}

/** How many enquiries `npm run enquiries` shows unless told --limit or --all. */
export const DEFAULT_LIST_LIMIT = 1000;

/** The newest enquiries since `since`, at most `limit` (null: all), and how many there are in all. */
export async function listEnquiries(
  ledger: Ledger,
  since: Date,
  limit: number | null,
): Promise<{ entries: EntryJson[]; total: number }> {
  const [entries, total] = await Promise.all([ledger.list(since, limit), ledger.count(since)]);
  return { entries: entries.map(entryJson), total };
}

export function isChannel(value: string): value is Channel {
  return (CHANNELS as readonly string[]).includes(value);
}

export interface ResendResult {
  ok: boolean;
  /** What happened, for the terminal. */
  message: string;
  entry?: EntryJson;
}

/** Delivers `channel` of the enquiry with this reference (or submissionId) again, now. */
export async function resend(
  context: DeliveryContext,
  referenceOrId: string,
  channel: string,
): Promise<ResendResult> {
  if (!isChannel(channel)) {
    return { ok: false, message: `Unknown channel '${channel}': use ${CHANNELS.join(', ')}.` };
  }
  if (!context.senders[channel]) {
    return { ok: false, message: `The ${channel} channel is not configured here, so it cannot be sent.` };
  }
  const found = await context.ledger.find(referenceOrId);
  if (found.length === 0) return { ok: false, message: `No enquiry ${referenceOrId} in the ledger.` };
  if (found.length > 1) {
    return {
      ok: false,
      message:
        `${found.length} enquiries have the reference ${referenceOrId}; give the submission id instead: ` +
        found.map((e) => e.submissionId).join(', '),
    };
  }
  const entry = found[0]!;
  await context.ledger.reopen(entry.submissionId, channel, context.now());
  await deliverChannels(context, entry.submissionId, [channel]);
  const [after] = await context.ledger.find(entry.submissionId);
  const row = after?.deliveries.find((d) => d.channel === channel);
  const delivered = row?.state === 'delivered';
  return {
    ok: delivered,
    message: `${entry.reference} ${channel}: ${row?.state ?? 'unknown'}${row?.lastAnswer ? ` (${row.lastAnswer})` : ''}`,
    entry: after ? entryJson(after) : undefined,
  };
}
