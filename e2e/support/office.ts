/**
 * The office on a ledger site (ledger-site.ts), for the journeys that start signed in: a session made with the
 * CLI's one-time link (src/server/office/link.ts), as `npm run office -- link` makes one, and the mail a test
 * reads. The sign-in itself, code by code, is e2e/office-journeys.spec.ts.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, type APIRequestContext } from '@playwright/test';
import { actionPath, OFFICE_API, type OfficeEnquiryDetail } from '../../src/api/office';
import type { OfficeAction } from '../../src/domain/booking/states';
import { makeOfficeLink } from '../../src/server/office/link';
import { postgresDb } from '../../src/server/ledger/postgres-db';
import type { LedgerSite } from './ledger-site';

/** The mail the site's SMTP server accepted for one address, in order. */
export const mailsTo = (site: LedgerSite, address: string) =>
  site.smtp!.received.filter((mail) => mail.envelopeTo.includes(address));

/** A one-time sign-in link's token for a listed address, written to the site's ledger. */
export async function officeLinkToken(site: LedgerSite, address: string): Promise<string> {
  const db = postgresDb(site.databaseUrl);
  try {
    const made = await makeOfficeLink({ emails: [address] }, db, address);
    if (!made.ok) throw new Error(made.message);
    return made.token;
  } finally {
    await db.close();
  }
}

/** Signs the page in through the link's "Sign in" button, as a person does; the inbox is showing after. */
export async function signInByLink(page: Page, site: LedgerSite, address: string): Promise<void> {
  await page.goto(`${site.origin}/office#link=${await officeLinkToken(site, address)}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Enquiries' }).waitFor();
}

/**
 * A session made once, outside any page (the link's POST, with the site's own Origin), as a cookie each test's
 * browser context can take: the journeys that are not about signing in skip the page's sign-in.
 */
export async function officeSession(site: LedgerSite, address: string) {
  const answer = await fetch(`${site.origin}${OFFICE_API.linkSignIn}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.origin },
    body: JSON.stringify({ token: await officeLinkToken(site, address) }),
  });
  if (!answer.ok) throw new Error(`The office link was refused: ${answer.status}`);
  const [pair] = (answer.headers.get('set-cookie') ?? '').split(';');
  const [name, value] = pair!.split('=') as [string, string];
  return {
    name,
    value,
    /** Gives a browser context this session. */
    addTo: (context: BrowserContext) =>
      context.addCookies([{ name, value, url: site.origin, httpOnly: true, sameSite: 'Strict' as const }]),
    /** The headers of a request the page would make (the cookie, and its Origin for a POST). */
    headers: { Cookie: `${name}=${value}`, Origin: site.origin, 'Content-Type': 'application/json' },
  };
}

/**
 * An office action straight through the API with a session's headers, for the steps a test is not about; it
 * must answer 200, and its deliveries are made before it returns. The enquiry as it is after.
 */
export async function actByApi(
  request: APIRequestContext,
  site: LedgerSite,
  session: { headers: Record<string, string> },
  reference: string,
  action: OfficeAction,
  body: object,
): Promise<OfficeEnquiryDetail> {
  const answer = await request.post(`${site.origin}${actionPath(reference, action)}`, {
    headers: session.headers,
    data: body,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  await site.idle();
  return (await answer.json()) as OfficeEnquiryDetail;
}
