/**
 * The review request's unsubscribe (issue 59), as the report handler (../report/handler.ts) opens it for a
 * token whose version begins `u`: its view (GET: which business, and whether the address already asked; it
 * changes nothing, so a mail scanner that fetches the link unsubscribes nobody) and its action (POST, or a mail
 * provider's one-click: the address its request went to gets no more, from now on). It opens nothing of the
 * report or the booking.
 */
import type { LinkParts } from '../booking/links.js';
import type { ReportUnsubscribeView } from '../../api/report.js';
import { business } from '../../content/business.js';
import { reply, type LinkRequestContext } from '../signed-link/handler.js';
import { checkUnsubscribeLink } from './links.js';
import { reviewStore } from './store.js';

/** What an unsubscribe link opens: the booking its request was for, and the address it went to. */
export interface OpenedUnsubscribe {
  unsubscribe: { submissionId: string; address: string };
}

export async function openUnsubscribe(
  { handle, config }: LinkRequestContext,
  parts: LinkParts,
): Promise<OpenedUnsubscribe | null> {
  if (!config.linkSecret || !(await checkUnsubscribeLink(config.linkSecret, parts))) return null;
  const address = await reviewStore(handle.ledger.db).requestedAddress(parts.submissionId);
  return address ? { unsubscribe: { submissionId: parts.submissionId, address } } : null;
}

const viewOf = (unsubscribed: boolean): ReportUnsubscribeView => ({
  status: 'unsubscribe',
  businessName: business.name,
  unsubscribed,
});

/** GET: the view, as it is now. Writes nothing. */
export async function unsubscribeView({ handle }: LinkRequestContext, opened: OpenedUnsubscribe) {
  const unsubscribed = await reviewStore(handle.ledger.db).isUnsubscribed(opened.unsubscribe.address);
  return reply(200, viewOf(unsubscribed));
}

/** POST: no more review requests to the address; the same again changes nothing. Never logs the address. */
export async function unsubscribe({ handle, now, log }: LinkRequestContext, opened: OpenedUnsubscribe) {
  await reviewStore(handle.ledger.db).unsubscribe({ ...opened.unsubscribe, now });
  log('[report] an address unsubscribed from review requests');
  return reply(200, viewOf(true));
}
