import { expect, test, type Page } from '@playwright/test';
import { actionLabels, bookingPageTitles, bookerTitle } from '../src/features/booking-page/booking-page-app';
import { actionSpecs } from '../src/features/office/booking-panel';
import { cancelPath } from '../src/api/booking-page';
import { bookingPageToken } from '../src/server/booking/links';
import { contentHash, type Enquiry } from '../src/domain/booking/enquiry';
import { bookingReference } from '../src/domain/booking/reference';
import { createLedger } from '../src/server/ledger/ledger';
import { migrate } from '../src/server/ledger/migrate';
import { migrations } from '../src/server/ledger/migrations';
import { postgresDb } from '../src/server/ledger/postgres-db';
import { BOOKER_NOTICE_TITLES, CLIENT_LINKS_TITLE } from '../src/server/mail/booker-mail';
import { BOOKING_UPDATE_TITLES } from '../src/server/mail/booking-update-mail';
import { actionPath, enquiryPath, type OfficeEnquiryDetail } from '../src/api/office';
import type { ReceivedMail } from '../tests/support/mail-server';
import { wcagAxe } from './support/axe';
import { inDays } from './support/dates';
import { freshDatabase, startLedgerSite, type LedgerSite } from './support/ledger-site';
import { mailsTo, officeSession } from './support/office';
import { rowLinkName } from '../src/features/office/enquiry-row';
import { enquiryFields } from './support/enquiries';

/**
 * Whoever books, the booking is the client's (issue 52), on the real server, PostgreSQL and SMTP: a buyer's
 * agent books for a client; the office gives the client's address in the dialog; the client gets the booking,
 * its calendar and its page, and later the move; the agent gets notices whose page only reads and whose token
 * cannot cancel; "Replace all links" sends the client a page that opens. And a booking made the old way, its page
 * mailed to the agent, is migrated as the server starts: the agent's link is dead, the client gets theirs. The
 * rules one by one: tests/server/office/whoever-books.test.ts.
 */
const OWNER = 'owner@harbourline.example';
const AGENT = 'agent@agency.example';
const CLIENT = 'chris@client.example';

const agentEnquiry = (submissionId: string) =>
  enquiryFields({
    bookedBy: "Buyer's agent",
    clientName: 'Chris Client',
    clientContact: '0400 000 000',
    name: 'Alex Agent',
    email: AGENT,
    submissionId,
  });

const titled = (mails: ReceivedMail[], title: string) => mails.filter((m) => m.subject?.startsWith(title));
const tokenIn = (mail: ReceivedMail) => /\/booking\/([A-Za-z0-9_.%~-]+)/.exec(mail.text ?? '')?.[1] ?? null;

async function expectHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
}

let site: LedgerSite | undefined;
test.afterEach(async () => {
  await site?.close();
  site = undefined;
});

test("a buyer's agent books: the client gets the booking, its calendar and page, then the move; the agent's link cannot cancel; revoke sends a page that opens", async ({
  page,
  request,
  context,
}) => {
  site = await startLedgerSite({ office: [OWNER], proof: false });
  const session = await officeSession(site, OWNER);
  const posted = await request.post(`${site.origin}/api/bookings`, {
    data: agentEnquiry(`whoever-${process.pid}-1`),
  });
  expect(posted.status()).toBe(202);
  const { reference } = (await posted.json()) as { reference: string };
  await site.idle();

  // The office gives the client's address in the confirm dialog.
  await session.addTo(context);
  await page.goto(`${site.origin}/office`);
  await page.getByRole('link', { name: rowLinkName(reference) }).click();
  await page.getByRole('button', { name: actionSpecs.confirm.label }).click();
  const dialog = page.getByRole('dialog', { name: actionSpecs.confirm.title });
  await dialog.getByLabel('Date').fill(inDays(12));
  await dialog.getByLabel('From (Sydney time)').fill('08:00');
  await dialog.getByLabel('To (Sydney time)').fill('09:00');
  await dialog.getByLabel("Client's e-mail address").fill(AGENT);
  await dialog.getByLabel('I have agreed this time with the client').check();
  await dialog.getByRole('button', { name: 'Book it and e-mail' }).click();
  // The agent's own address is refused, at its field.
  await expect(dialog.getByLabel("Client's e-mail address")).toHaveAccessibleDescription(
    /the client's own address, not the booker's/i,
  );
  await dialog.getByLabel("Client's e-mail address").fill(CLIENT);
  await dialog.getByRole('button', { name: 'Book it and e-mail' }).click();
  await expect(dialog).toBeHidden();
  await site.idle();

  const [booked] = titled(mailsTo(site, CLIENT), BOOKING_UPDATE_TITLES.booked);
  // Unfolded: RFC 5545 folds lines at 75 octets.
  const ics = booked!.attachments
    .find((a) => a.contentType.startsWith('text/calendar'))!
    .content.replace(/\r?\n[ \t]/g, '');
  expect(ics).toMatch(/^METHOD:REQUEST\r?$/m);
  expect(ics).toContain(`mailto:${CLIENT}`);
  const clientToken = tokenIn(booked!)!;
  const [notice] = titled(mailsTo(site, AGENT), BOOKER_NOTICE_TITLES.booked);
  expect(titled(mailsTo(site, AGENT), BOOKING_UPDATE_TITLES.booked)).toEqual([]);
  const agentToken = tokenIn(notice!)!;
  expect(agentToken).not.toBe(clientToken);

  // The agent's page reads; its token cancels nothing.
  await page.goto(`${site.origin}/booking/${agentToken}`);
  await expectHeading(page, bookerTitle('Chris Client'));
  const { violations } = await wcagAxe(page).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await expect(page.getByRole('button', { name: actionLabels.cancel })).toHaveCount(0);
  await expect(page.getByRole('button', { name: actionLabels.changeRequest })).toHaveCount(0);
  const refused = await request.post(`${site.origin}${cancelPath(decodeURIComponent(agentToken))}`, {
    headers: { Origin: site.origin },
    data: { reason: 'Not wanted.', agreed: true },
  });
  expect([refused.status(), await refused.json()]).toEqual([403, { error: 'read-only' }]);
  // The client's page offers both.
  await page.goto(`${site.origin}/booking/${clientToken}`);
  await expectHeading(page, bookingPageTitles.booked);
  await expect(page.getByRole('button', { name: actionLabels.cancel })).toBeVisible();

  // A move: the client hears of it, and the agent.
  const detail = (await (
    await request.get(`${site.origin}${enquiryPath(reference)}`, { headers: session.headers })
  ).json()) as OfficeEnquiryDetail;
  const moved = await request.post(`${site.origin}${actionPath(reference, 'move')}`, {
    headers: session.headers,
    data: {
      version: detail.version,
      agreed: true,
      slot: { date: inDays(13), windowFrom: '09:00', windowTo: '10:00', priceCents: 45_000, note: '' },
    },
  });
  expect(moved.status()).toBe(200);
  await site.idle();
  expect(titled(mailsTo(site, CLIENT), BOOKING_UPDATE_TITLES.moved)).toHaveLength(1);
  expect(titled(mailsTo(site, AGENT), BOOKER_NOTICE_TITLES.moved)).toHaveLength(1);

  // Replace all links: the old ones are dead, and the client's fresh page opens.
  await page.goto(`${site.origin}/office`);
  await page.getByRole('tab', { name: /^Booked/ }).click();
  await page.getByRole('link', { name: rowLinkName(reference) }).click();
  await page.getByRole('button', { name: 'Replace all links' }).click();
  await page.getByRole('button', { name: 'Stop the old links and send new ones' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await site.idle();
  const [fresh] = titled(mailsTo(site, CLIENT), CLIENT_LINKS_TITLE);
  await page.goto(`${site.origin}/booking/${tokenIn(fresh!)!}`);
  await expectHeading(page, bookingPageTitles.booked);
  await page.goto(`${site.origin}/booking/${clientToken}`);
  await expectHeading(page, bookingPageTitles.link);
});

/** A booking made for a client before issue 52, on a database at migration 0008, with its page's token. */
async function oldStyleBooking(databaseUrl: string, secret: string) {
  const db = postgresDb(databaseUrl, { max: 1 });
  try {
    await migrate(
      db,
      migrations.filter((m) => m.id < '0009'),
    );
    const ledger = createLedger(db);
    const submissionId = `whoever-old-${process.pid}`;
    const enquiry = {
      ...agentEnquiry(submissionId),
      address: '12A Smith Street, Parramatta NSW 2150',
      reference: bookingReference(submissionId),
      receivedAt: new Date().toISOString(),
    } as unknown as Enquiry;
    await ledger.record({
      enquiry,
      contentHash: await contentHash(enquiry),
      channels: [],
      confirmTo: null,
      now: new Date(),
    });
    const changed = await ledger.change({
      submissionId,
      action: 'confirm',
      version: 0,
      actor: OWNER,
      slot: { date: inDays(12), windowFrom: '08:00', windowTo: '09:00', priceCents: 45_000, note: '' },
      channels: [],
      clientEmail: CLIENT,
      linkNonce: 'old-nonce-mailed-to-the-agent',
      now: new Date(),
    });
    expect(changed.kind).toBe('changed');
    return {
      reference: enquiry.reference,
      agentsToken: await bookingPageToken(secret, submissionId, 'old-nonce-mailed-to-the-agent'),
    };
  } finally {
    await db.close();
  }
}

test("a booking made the old way: as the server starts, the agent's link dies, and the sweep mails the client theirs", async ({
  page,
}) => {
  const secret = 'e2e-link-secret-of-at-least-32-characters';
  const databaseUrl = await freshDatabase();
  const old = await oldStyleBooking(databaseUrl, secret);
  site = await startLedgerSite({
    office: [OWNER],
    proof: false,
    databaseUrl,
    env: { BOOKING_LINK_SECRET: secret },
  });
  await site.sweep();
  await page.goto(`${site.origin}/booking/${encodeURIComponent(old.agentsToken)}`);
  await expectHeading(page, bookingPageTitles.link);
  const [fresh] = titled(mailsTo(site, CLIENT), CLIENT_LINKS_TITLE);
  expect(fresh!.subject).toContain(old.reference);
  await page.goto(`${site.origin}/booking/${tokenIn(fresh!)!}`);
  await expectHeading(page, bookingPageTitles.booked);
  expect(mailsTo(site, AGENT)).toEqual([]);
});
