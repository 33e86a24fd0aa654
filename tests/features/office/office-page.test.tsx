import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_API, OFFICE_TABS, enquiryPath, resendPath } from '../../../src/api/office';
import { REFRESH_MS } from '../../../src/features/office/client';
import { CODE_IN_MAIL, CODE_LENGTH, CODE_SENT } from '../../../src/features/office/sign-in';
import { OTHER_BROWSER } from '../../../src/features/office/messages';
import { tabLabels } from '../../../src/features/office/enquiry-row';
import { channelLabels, NO_CHANNEL } from '../../../src/features/office/channels';
import { addonOptions, serviceOptions } from '../../../src/domain/booking/options';
import { clientLink } from '../../../src/features/office/client-link';
import { fakeOffice, row } from './fake-office';
import { renderOffice as renderOfficePage, setUpOfficePage } from './render-office';
import { mapHref, rowLinkName } from '../../../src/features/office/enquiry-row';
import { officeEnquiryPath } from '../../../src/api/office-paths';
import { slotWhen } from '../../../src/domain/booking/words';

let office: ReturnType<typeof fakeOffice>;

function renderOffice(options: Parameters<typeof fakeOffice>[0] = {}) {
  ({ office } = renderOfficePage(options));
}

setUpOfficePage();

describe('the office page without an office', () => {
  it("says, for 'no-office', which variables open it and where the set-up is", async () => {
    renderOffice({ office: 'no-office' });
    expect(
      await screen.findByRole('heading', { name: 'The office is not set up on this site' }),
    ).toHaveFocus();
    const text = document.body.textContent!;
    expect(text).toContain('BOOKING_OFFICE_EMAILS');
    expect(text).toContain('BOOKING_OFFICE_SECRET');
    expect(text).toContain('README');
    expect(screen.queryByLabelText('Your e-mail address')).toBeNull();
  });

  it("says, for 'no-ledger', that it needs the ledger, and what turns it off", async () => {
    renderOffice({ office: 'no-ledger' });
    await screen.findByRole('heading', { name: 'The office needs the enquiry ledger' });
    expect(document.body.textContent).toContain('BOOKING_LEDGER=off');
    expect(document.body.textContent).toContain('DATABASE_URL');
    expect(screen.queryByLabelText('Your e-mail address')).toBeNull();
  });
});

describe('signing in with a mailed code', () => {
  async function askForCode(email: string) {
    const user = userEvent.setup();
    renderOffice({ listed: ['owner@example.com'] });
    await user.type(await screen.findByLabelText('Your e-mail address'), email);
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByRole('heading', { name: 'Enter the code' });
    return user;
  }

  it('asks for a code with the address, then says the same whether or not the address may sign in', async () => {
    await askForCode('owner@example.com');
    expect(office.to(OFFICE_API.code).map((r) => r.body)).toEqual([{ email: 'owner@example.com' }]);
    const listedText = screen.getByRole('status').textContent;
    expect(listedText).toBe(CODE_SENT);
    // Nothing on the page says which: the listed address's page and a stranger's read the same.
    const listedPage = screen.getByRole('main').textContent!.replace('owner@example.com', '<address>');
    cleanup();

    await askForCode('stranger@example.com');
    expect(screen.getByRole('main').textContent!.replace('stranger@example.com', '<address>')).toBe(
      listedPage,
    );
  });

  it('puts the focus in a one-time-code field for the 8 digits, with a numeric keyboard', async () => {
    await askForCode('owner@example.com');
    const field = screen.getByLabelText(`The ${CODE_LENGTH}-digit code`);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(CODE_SENT));
  });

  it('announces a wrong code and keeps the focus on the field; the right one opens the inbox', async () => {
    const user = await askForCode('owner@example.com');
    const field = screen.getByLabelText(`The ${CODE_LENGTH}-digit code`);
    await user.type(field, '11112222');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join(''),
      ).toMatch(/not right/),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await user.clear(field);
    await user.type(field, '1234 5678');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Enquiries' })).toHaveFocus();
    expect(office.to(OFFICE_API.signIn).map((r) => r.body)).toEqual([
      { email: 'owner@example.com', code: '11112222' },
      { email: 'owner@example.com', code: '12345678' },
    ]);
    expect(screen.getByText('owner@example.com')).toBeVisible();
  });

  it('refuses to send a code that is not 8 digits, and says so at the field', async () => {
    const user = await askForCode('owner@example.com');
    await user.type(screen.getByLabelText(`The ${CODE_LENGTH}-digit code`), '1234');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(`Enter the ${CODE_LENGTH} digits of the code.`)).toBeVisible();
    expect(office.to(OFFICE_API.signIn)).toEqual([]);
  });

  // 06:47 UTC on 27 November 2026 is 5:47 pm in Sydney (daylight time, UTC+11).
  const retryAt = '2026-11-27T06:47:00.000Z';
  const noMore = 'No more codes will be sent for now';
  const from = 'You can ask again from Friday 27 November 2026, 5:47 pm Sydney time.';

  it('past a limit on codes, says that no more will be sent and from when, in Sydney time, and never that one was sent', async () => {
    const user = userEvent.setup();
    renderOffice({ limitedUntil: retryAt });
    await user.type(await screen.findByLabelText('Your e-mail address'), 'stranger@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(noMore));
    expect(screen.getByRole('alert')).toHaveTextContent(from);
    expect(office.to(OFFICE_API.code)).toHaveLength(1);
    // Still the address's step: no code field, and nothing says a code went.
    expect(screen.getByRole('heading', { name: 'Sign in to the office' })).toBeVisible();
    expect(screen.queryByLabelText(`The ${CODE_LENGTH}-digit code`)).toBeNull();
    expect(document.body.textContent).not.toContain(CODE_SENT);
    expect(document.body.textContent).not.toMatch(/sent (it|you) a code|Asked for another code/);
  });

  it('asked for another code past a limit, says that none was sent and from when', async () => {
    const user = await askForCode('owner@example.com');
    office.state.limitedUntil = retryAt;
    await user.click(screen.getByRole('button', { name: 'Send another code' }));
    await waitFor(() => expect(document.body).toHaveTextContent(noMore));
    expect(document.body).toHaveTextContent(from);
    expect(document.body.textContent).not.toContain('Asked for another code');
    expect(office.to(OFFICE_API.code)).toHaveLength(2);
  });
});

describe("the CLI's sign-in link", () => {
  it('takes the token out of the address at once, and signs in only when the button is pressed', async () => {
    window.history.replaceState(null, '', '/office#link=link-token-1');
    const user = userEvent.setup();
    renderOffice();
    await screen.findByRole('heading', { name: 'Sign in with your link' });
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/office');
    // Opening the page (a GET) signs nobody in.
    expect(office.to(OFFICE_API.linkSignIn)).toEqual([]);
    expect(office.seen.every((request) => request.method === 'GET')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Enquiries' });
    expect(office.to(OFFICE_API.linkSignIn).map((r) => [r.method, r.body])).toEqual([
      ['POST', { token: 'link-token-1' }],
    ]);
  });

  it('says when the link no longer works, and offers the code instead', async () => {
    window.history.replaceState(null, '', '/office#link=used-token');
    const user = userEvent.setup();
    renderOffice();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/expired/));
    await user.click(screen.getByRole('button', { name: 'Sign in with a code' }));
    expect(await screen.findByLabelText('Your e-mail address')).toBeVisible();
  });
});

describe("the code mail's sign-in link", () => {
  it('opened in another browser, says to type the code instead, signs nobody in, and takes the code here', async () => {
    window.history.replaceState(null, '', '/office#link=link-of-another-browser');
    const user = userEvent.setup();
    renderOffice();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(OTHER_BROWSER));
    expect(screen.getByRole('alert')).toHaveTextContent(/type the code/);
    // Nobody signed in, and the link cannot be pressed again here.
    expect(office.state.signedInAs).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Type the code here' }));
    await screen.findByRole('heading', { name: 'Sign in with the code from the mail' });
    await user.type(screen.getByLabelText('Your e-mail address'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Type the code' }));
    await screen.findByRole('heading', { name: 'Enter the code' });
    expect(screen.getByRole('status')).toHaveTextContent(CODE_IN_MAIL);
    // The mail's code is typed: no new one is asked for.
    expect(office.to(OFFICE_API.code)).toEqual([]);
    await user.type(screen.getByLabelText(`The ${CODE_LENGTH}-digit code`), '12345678');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Enquiries' });
    expect(office.to(OFFICE_API.linkSignIn).map((r) => r.body)).toEqual([
      { token: 'link-of-another-browser' },
    ]);
  });
});

const rows = [
  row({
    reference: 'HBI-OLDER1',
    receivedAt: '2026-11-26T22:00:00.000Z',
    suburb: 'Newtown',
    name: 'Omar Sure',
  }),
  row({
    reference: 'HBI-NEWER2',
    receivedAt: '2026-11-27T08:00:00.000Z',
    suburb: 'Marrickville',
    addon: 'Thermal Imaging Scan',
    preferredDate: '2026-11-30',
    preferredTime: 'Morning',
  }),
  row({
    reference: 'HBI-BOOKED',
    state: 'booked',
    name: 'Chris Client',
    bookedBy: 'Sam Agent',
    slot: { date: '2026-12-01', windowFrom: '08:30', windowTo: '10:30' },
  }),
  row({ reference: 'HBI-DECLIN', state: 'declined', name: 'Priya Raman' }),
];

describe('the inbox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00.000Z'), shouldAdvanceTime: true });
  });

  async function signedIn(extra: Parameters<typeof fakeOffice>[0] = {}) {
    renderOffice({ rows, signedInAs: 'owner@example.com', ...extra });
    return screen.findByRole('heading', { name: 'Enquiries' });
  }

  it("lists the tab newest first, each row made for a phone: the client's name first, the inspection, the suburb and the preferred day, received; the whole row one link to the enquiry's address; tap to call and a map beside it", async () => {
    await signedIn();
    await screen.findByRole('link', { name: rowLinkName('HBI-NEWER2') });
    const links = within(screen.getByRole('tabpanel')).getAllByRole('link', { name: /, HBI-/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Jane Citizen, HBI-NEWER2',
      'Omar Sure, HBI-OLDER1',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      officeEnquiryPath('HBI-NEWER2'),
      officeEnquiryPath('HBI-OLDER1'),
    ]);
    const newer = links[0]!.closest('li')!;
    expect(newer).toHaveTextContent('Pre-Purchase Building Inspection + Thermal Imaging Scan');
    expect(newer).toHaveTextContent('Marrickville · Preferred: Mon, 30 Nov 2026, Morning');
    // 08:00 UTC is 7 pm in Sydney (daylight time), two hours before the test's 10:00 UTC.
    expect(newer).toHaveTextContent('received 2 hrs ago');
    expect(within(newer).getByText('2 hrs ago')).toHaveAttribute('title', 'Fri, 27 Nov 2026, 7:00 pm');
    // 22:00 UTC on the 26th is 9 am on the 27th in Sydney: the same Sydney day, 12 hours before.
    expect(links[1]!.closest('li')).toHaveTextContent('12 hrs ago');
    const newerRow = rows.find((r) => r.reference === 'HBI-NEWER2')!;
    expect(within(newer).getByRole('link', { name: /^Call Jane Citizen/ })).toHaveAttribute(
      'href',
      newerRow.phone!.href,
    );
    const map = within(newer).getByRole('link', { name: /^Map of / });
    expect(map).toHaveAttribute('href', mapHref(newerRow.address));
    expect(new URL(map.getAttribute('href')!).protocol).toBe('https:');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a booked row with its slot, and the booker beside the client', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await signedIn();
    await user.click(await screen.findByRole('tab', { name: /^Booked/ }));
    const booked = (await screen.findByRole('link', { name: rowLinkName('HBI-BOOKED') })).closest('li')!;
    const slot = rows.find((r) => r.reference === 'HBI-BOOKED')!.slot!;
    expect(booked).toHaveTextContent(`Booked ${slotWhen(slot)}`);
    expect(booked).toHaveTextContent('Booked by Sam Agent');
  });

  it("says how a row's deliveries stand in words, and a tap shows each channel's state and its far end's answer", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await signedIn();
    const newer = (await screen.findByRole('link', { name: rowLinkName('HBI-NEWER2') })).closest('li')!;
    const marks = within(newer).getByRole('button', { name: 'Not delivered: 1 of 3' });
    expect(marks).toHaveAttribute('aria-expanded', 'false');
    expect(within(newer).queryByRole('list', { name: 'Deliveries' })).toBeNull();
    await user.click(marks);
    expect(marks).toHaveAttribute('aria-expanded', 'true');
    const list = within(newer).getByRole('list', { name: 'Deliveries' });
    expect(list).toHaveTextContent(`${channelLabels.mailbox}: failed. 550 mailbox unavailable (3 attempts)`);
    expect(list).toHaveTextContent(`${channelLabels.automation}: delivered.`);
    expect(list).toHaveTextContent(`${channelLabels.confirmation}: pending. No answer yet (0 attempts)`);
    await user.click(marks);
    expect(within(newer).queryByRole('list', { name: 'Deliveries' })).toBeNull();
  });

  it('says so when a site sends its enquiries to no channel', async () => {
    await signedIn({ rows: [row({ reference: 'HBI-LEDGER', channels: [] })] });
    const item = (await screen.findByRole('link', { name: rowLinkName('HBI-LEDGER') })).closest('li')!;
    expect(item).toHaveTextContent(NO_CHANNEL);
    expect(within(item).queryByRole('list', { name: 'Deliveries' })).toBeNull();
  });

  it('counts each tab, and shows the one chosen by click or arrow key', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await signedIn();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(
      (Object.keys(OFFICE_TABS) as (keyof typeof OFFICE_TABS)[]).map(
        (tab) =>
          `${tabLabels[tab]}${rows.filter((r) => (OFFICE_TABS[tab] as readonly string[]).includes(r.state)).length} enquiries`,
      ),
    );
    await user.click(screen.getByRole('tab', { name: /^Booked/ }));
    expect(await screen.findByRole('link', { name: rowLinkName('HBI-BOOKED') })).toBeVisible();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Declined or cancelled/ })).toHaveFocus();
    expect(await screen.findByRole('link', { name: rowLinkName('HBI-DECLIN') })).toBeVisible();
    expect(office.to(OFFICE_API.enquiries).map((r) => r.search.get('tab'))).toEqual([
      'new',
      'booked',
      'done',
      'closed',
    ]);
  });

  it('searches on the server in every tab, says which tab each match is in, and keeps the search in the address and the CSV link', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await signedIn();
    await screen.findByRole('link', { name: rowLinkName('HBI-NEWER2') });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'priya');
    const declined = (await screen.findByRole('link', { name: rowLinkName('HBI-DECLIN') })).closest('li')!;
    expect(declined).toHaveTextContent(`In ${tabLabels.closed}`);
    expect(screen.queryByRole('link', { name: rowLinkName('HBI-NEWER2') })).toBeNull();
    expect(screen.getByText(/enquiry matches “priya”/)).toHaveTextContent(
      `1 enquiry matches “priya”: 1 in ${tabLabels.closed}`,
    );
    expect(office.to(OFFICE_API.enquiries).at(-1)!.search.get('q')).toBe('priya');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('priya');
    const csv = new URL(
      screen.getByRole('link', { name: 'CSV of these matches' }).getAttribute('href')!,
      'http://x',
    );
    expect(csv.pathname).toBe(OFFICE_API.csv);
    expect(Object.fromEntries(csv.searchParams)).toEqual({ tab: 'new', q: 'priya' });
  });

  it('refreshes every 30 s as a background request, unless a person clicked or typed since the last', async () => {
    await signedIn();
    await screen.findByRole('link', { name: rowLinkName('HBI-NEWER2') });
    const reads = () => office.to(OFFICE_API.enquiries).map((request) => request.background);
    // Opening the page is a person's doing.
    expect(reads()).toEqual([false]);

    // A new enquiry arrives; the next refresh shows it, as a background request.
    office.state.rows = [row({ reference: 'HBI-ARRIVE', receivedAt: '2026-11-27T09:59:00.000Z' }), ...rows];
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(await screen.findByRole('link', { name: rowLinkName('HBI-ARRIVE') })).toBeVisible();
    expect(reads()).toEqual([false, true]);

    // A key press counts as activity: the refresh after it goes without the header.
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
    });
    await waitFor(() => expect(reads()).toEqual([false, true, false]));
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    await waitFor(() => expect(reads()).toEqual([false, true, false, true]));
  });

  it('refreshes when the window regains focus, as a background request', async () => {
    await signedIn();
    await screen.findByRole('link', { name: rowLinkName('HBI-NEWER2') });
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new FocusEvent('focus'));
    });
    await waitFor(() =>
      expect(office.to(OFFICE_API.enquiries).map((r) => r.background)).toEqual([false, true]),
    );
  });

  it('goes back to the sign-in, saying why, when the session ends', async () => {
    await signedIn();
    await screen.findByRole('link', { name: rowLinkName('HBI-NEWER2') });
    office.endSession();
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS));
    expect(await screen.findByText('Your session has ended. Sign in again to carry on.')).toBeVisible();
    expect(screen.queryByText('HBI-NEWER2')).toBeNull();
  });

  it('opens an enquiry at its own address with every field, its history and apart from it its delivery log, resends a channel, and returns the focus to its row', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await signedIn({
      details: {
        'HBI-NEWER2': {
          fields: [
            { name: 'name', label: 'Full name', value: 'Jane Citizen' },
            { name: 'notes', label: 'Anything else', value: 'Side gate\nis locked' },
          ],
          history: [
            { at: '2026-11-27T08:00:00.000Z', event: 'received', channel: null, detail: null, by: null },
          ],
          deliveryLog: [
            {
              at: '2026-11-27T08:00:05.000Z',
              event: 'failed',
              channel: 'mailbox',
              detail: '550 mailbox unavailable',
              by: null,
            },
          ],
        },
      },
    });
    await user.click(await screen.findByRole('link', { name: rowLinkName('HBI-NEWER2') }));
    const heading = await screen.findByRole('heading', { name: 'Enquiry HBI-NEWER2' });
    expect(heading).toHaveFocus();
    expect(window.location.pathname).toBe(officeEnquiryPath('HBI-NEWER2'));
    expect((await screen.findByText('Full name')).tagName).toBe('DT');
    expect(screen.getByText(/Side gate/)).toHaveTextContent('Side gate is locked');
    expect(screen.getByRole('region', { name: 'History' })).not.toHaveTextContent('550 mailbox unavailable');
    const failed = within(screen.getByRole('region', { name: 'Deliveries' })).getByText(
      `${channelLabels.mailbox}: failed`,
      { selector: 'ol span' },
    );
    expect(failed.closest('li')).toHaveTextContent('550 mailbox unavailable');
    expect(office.to(enquiryPath('HBI-NEWER2'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: `Send again: ${channelLabels.mailbox}` }));
    await waitFor(() =>
      expect(office.to(resendPath('HBI-NEWER2')).map((r) => r.body)).toEqual([{ channel: 'mailbox' }]),
    );

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('link', { name: rowLinkName('HBI-NEWER2') })).toHaveFocus();
  });

  it('signs out on the server and forgets the list', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await signedIn();
    await screen.findByRole('link', { name: rowLinkName('HBI-NEWER2') });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeVisible();
    expect(office.to(OFFICE_API.signOut).map((r) => r.method)).toEqual(['POST']);
    expect(screen.queryByText('HBI-NEWER2')).toBeNull();
  });

  it('makes a link for a client from the chosen inspection and add-on, and copies it', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await signedIn();
    const service = serviceOptions.at(-1)!;
    const addon = addonOptions.at(-1)!;
    await user.selectOptions(screen.getByLabelText('Inspection'), service.title);
    await user.selectOptions(screen.getByLabelText('Add-on'), addon.title);
    expect(screen.getByLabelText('The link')).toHaveValue(clientLink(service.slug, addon));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(clientLink(service.slug, addon)));
  });
});
