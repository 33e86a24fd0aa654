import { BOOKERS_ADDRESS_MESSAGE } from '../../../src/features/office/action-forms';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  actionPath,
  agreementResendPath,
  agreementRevokePath,
  handledPath,
  type ConfirmBody,
  type OfficeAgreement,
  type OfficeClientRequest,
} from '../../../src/api/office';
import { readingInWords, readPreferredTime } from '../../../src/domain/booking/preferred-time';
import { sydneyDate } from '../../../src/domain/booking/sydney-time';
import { ATTENTION_WORDS } from '../../../src/features/office/attention';
import { actionSpecs, NOT_ACCEPTED_WARNING } from '../../../src/features/office/booking-panel';
import { sydneyInstant } from '../../../src/domain/booking/sydney-time';
import { agreementEventWords, agreementStateWords } from '../../../src/features/office/booking-text';
import { updateChannelLabels } from '../../../src/features/office/channels';
import { sydneyTime } from '../../../src/domain/booking/words';
import { prefillOf, row, type FakeDetail, sampleSlot } from './fake-office';
import { renderOffice, setUpOfficePage } from './render-office';
import { rowLinkName } from '../../../src/features/office/enquiry-row';

/**
 * The office's side of the pre-inspection agreement (issue 40): where each booking's agreement stands, on its
 * row and in its detail; "Send agreement link again" and "Replace all links" (which asks first); and the confirm dialog's client
 * e-mail when an agent booked. On the fake API (fake-office.ts), which records each request.
 */
setUpOfficePage();

const NOW = new Date('2026-11-27T10:00:00.000Z');
const NEW = 'HBI-AGENT1';
const BOOKED = 'HBI-BOOKED';
const ACCEPTED = 'HBI-ACCEPT';
const slot = sampleSlot;
const sent: OfficeAgreement = {
  state: 'sent',
  version: 'v1',
  acceptedBy: null,
  acceptedAt: null,
  onBehalf: false,
  concerns: null,
};
const accepted: OfficeAgreement = {
  state: 'accepted',
  version: 'v1',
  acceptedBy: 'Mary-Jane O’Neil',
  acceptedAt: '2026-11-27T09:30:00.000Z',
  onBehalf: false,
  concerns: 'The back bedroom gets damp in winter.',
};
const rows = [
  row({ reference: NEW }),
  row({ reference: BOOKED, state: 'booked', agreement: 'sent' }),
  row({
    reference: ACCEPTED,
    state: 'booked',
    agreement: 'accepted',
    receivedAt: '2026-11-26T08:00:00.000Z',
  }),
];

let office: ReturnType<typeof renderOffice>['office'];
let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});

function open(details: Record<string, Partial<FakeDetail>> = {}) {
  ({ office } = renderOffice({
    rows,
    signedInAs: 'owner@example.com',
    details: {
      [NEW]: { version: 1, prefill: prefillOf(45_000) },
      [BOOKED]: { version: 2, booking: slot, agreement: sent, prefill: prefillOf(45_000) },
      [ACCEPTED]: { version: 2, booking: slot, agreement: accepted, prefill: prefillOf(45_000) },
      ...details,
    },
  }));
}

async function openEnquiry(reference: string) {
  if (reference !== NEW) await user.click(await screen.findByRole('tab', { name: /^Booked/ }));
  await user.click(await screen.findByRole('link', { name: rowLinkName(reference) }));
  return screen.findByRole('region', { name: /^Booking:/ });
}

const toasted = (text: string | RegExp) =>
  waitFor(() =>
    expect(
      within(document.querySelector<HTMLElement>('[data-sonner-toaster]')!).getByText(text),
    ).toBeVisible(),
  );
const badge = (state: OfficeAgreement['state']) => `Agreement: ${agreementStateWords[state]}`;

describe("the agreement's state", () => {
  it('shows on each booked row, and in the detail with who accepted it and when', async () => {
    open();
    await user.click(await screen.findByRole('tab', { name: /^Booked/ }));
    const item = (reference: string) =>
      screen.getByRole('link', { name: rowLinkName(reference) }).closest('li')!;
    await waitFor(() => expect(item(BOOKED)).toHaveTextContent(badge('sent')));
    expect(item(ACCEPTED)).toHaveTextContent(badge('accepted'));

    await user.click(screen.getByRole('link', { name: rowLinkName(ACCEPTED) }));
    const panel = await screen.findByRole('region', { name: /^Booking:/ });
    const agreementRow = within(panel).getByText('Agreement', { selector: 'dt' }).nextElementSibling!;
    expect(agreementRow).toHaveTextContent(
      `${badge('accepted')} by ${accepted.acceptedBy}, ${sydneyTime(accepted.acceptedAt!)}`,
    );
    // A booked enquiry's agreement link can be sent again; every link of the booking revoked, on its own line.
    expect(
      within(agreementRow as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Send agreement link again']);
    const linksRow = within(panel).getByText("Client's links", { selector: 'dt' }).nextElementSibling!;
    expect(
      within(linksRow as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Replace all links']);
  });

  it("shows the client's particular concerns under the acceptance (issue 54)", async () => {
    open();
    await user.click(await screen.findByRole('tab', { name: /^Booked/ }));
    await user.click(await screen.findByRole('link', { name: rowLinkName(ACCEPTED) }));
    const panel = await screen.findByRole('region', { name: /^Booking:/ });
    const agreementRow = within(panel).getByText('Agreement', { selector: 'dt' }).nextElementSibling!;
    expect(agreementRow).toHaveTextContent(`The client's particular concerns${accepted.concerns}`);
  });

  it('is not shown where no agreement is sent (a new enquiry, or the decision off)', async () => {
    open({ [BOOKED]: { version: 2, booking: slot, agreement: null, prefill: prefillOf(45_000) } });
    const panel = await openEnquiry(NEW);
    expect(within(panel).queryByText(/Agreement/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await openEnquiry(BOOKED);
    expect(screen.queryByRole('button', { name: 'Send agreement link again' })).toBeNull();
    expect(screen.queryByText(/^Agreement:/)).toBeNull();
  });
});

describe('the links', () => {
  it('"Send agreement link again" sends the link again and says so; the delivery shows under the change', async () => {
    open();
    await openEnquiry(BOOKED);
    const resend = screen.getByRole('button', { name: 'Send agreement link again' });
    // Its tooltip says what it does, on keyboard focus too.
    act(() => resend.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/E-mail the agreement's link again/);
    await user.keyboard('{Enter}');
    await toasted('Agreement link: sending again to the client');
    expect(office.to(agreementResendPath(BOOKED)).map((r) => [r.method, r.body])).toEqual([['POST', {}]]);
    expect(office.to(agreementRevokePath(BOOKED))).toEqual([]);
    await screen.findByText(`${updateChannelLabels.agreement}: pending`);
    expect(screen.getAllByText(agreementEventWords['agreement-sent']).length).toBeGreaterThan(0);
  });

  it('"Replace all links" asks first: "Not now" sends nothing and gives the focus back; the confirm revokes', async () => {
    open({
      [BOOKED]: {
        version: 2,
        booking: slot,
        agreement: sent,
        prefill: prefillOf(45_000, false, { clientEmail: 'jo@example.com' }),
      },
    });
    await openEnquiry(BOOKED);
    const revoke = screen.getByRole('button', { name: 'Replace all links' });
    await user.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: "Replace this booking's links" });
    expect(dialog).toHaveAccessibleDescription(
      /Every link sent for this booking stops working: the client's booking page, the agreement.*jo@example\.com/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(revoke).toHaveFocus());
    expect(office.to(agreementRevokePath(BOOKED))).toEqual([]);

    await user.click(revoke);
    dialog = await screen.findByRole('dialog', { name: "Replace this booking's links" });
    await user.click(within(dialog).getByRole('button', { name: 'Stop the old links and send new ones' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await toasted('Links revoked: fresh ones are on their way to the client (jo@example.com)');
    expect(office.to(agreementRevokePath(BOOKED)).map((r) => r.method)).toEqual(['POST']);
    expect(screen.getByText(agreementEventWords['links-revoked'])).toBeVisible();
  });

  it('a refusal (409: no longer booked) shows the enquiry as it is now, and says so', async () => {
    open();
    await openEnquiry(BOOKED);
    office.apply(BOOKED, 'cancel', { version: 2, reason: 'Sold before the inspection' });
    await user.click(screen.getByRole('button', { name: 'Send agreement link again' }));
    await toasted('This booking sends no agreement now: it shows as it is.');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /^Booking:/ })).toHaveTextContent('cancelled'),
    );
    expect(screen.queryByRole('button', { name: 'Send agreement link again' })).toBeNull();
  });
});

describe("the confirm dialog's client e-mail", () => {
  async function confirmDialog() {
    await openEnquiry(NEW);
    await user.click(screen.getByRole('button', { name: actionSpecs.confirm.label }));
    const dialog = await screen.findByRole('dialog', { name: actionSpecs.confirm.title });
    const set = (label: string | RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Date', slot.date);
    set('From (Sydney time)', slot.windowFrom);
    set('To (Sydney time)', slot.windowTo);
    await user.click(within(dialog).getByLabelText('I have agreed this time with the client'));
    return dialog;
  }
  const confirms = () => office.to(actionPath(NEW, 'confirm')).map((r) => r.body as ConfirmBody);

  it('is asked for when someone else booked (clientEmailRequired), required and checked, and sent', async () => {
    open({ [NEW]: { version: 1, prefill: prefillOf(45_000, false, { clientEmailRequired: true }) } });
    const dialog = await confirmDialog();
    const email = within(dialog).getByLabelText("Client's e-mail address");
    const book = within(dialog).getByRole('button', { name: 'Book it and e-mail' });
    await user.click(book);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      /the booking page go to the client.*Give the client's e-mail address/,
    );
    await user.type(email, 'jo@');
    await user.click(book);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Give an e-mail address such as/));
    expect(confirms()).toEqual([]);

    await user.type(email, 'example.com');
    await user.click(book);
    await waitFor(() => expect(confirms()).toHaveLength(1));
    expect(confirms()[0]!.clientEmail).toBe('jo@example.com');
  });

  it("starts from the address the form gave, warns when it is a relative's own, and shows the server's refusal of an agent's", async () => {
    open({
      [NEW]: {
        version: 1,
        prefill: prefillOf(45_000, false, {
          clientEmailRequired: true,
          clientEmail: 'jo@example.com',
          booker: { email: 'agent@agency.example', professional: true },
        }),
      },
    });
    const dialog = await confirmDialog();
    const email = within(dialog).getByLabelText("Client's e-mail address");
    expect(email).toHaveValue('jo@example.com');
    await user.clear(email);
    await user.type(email, 'Agent@Agency.example');
    expect(email).toHaveAccessibleDescription(/This is the address of whoever booked/);
    office.state.nextAnswer = {
      status: 400,
      body: { error: 'invalid', field: 'clientEmail', reason: 'booker' },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(new RegExp(BOOKERS_ADDRESS_MESSAGE.replace(/[.']/g, '.'))),
    );
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('is not asked for otherwise, and the body carries none', async () => {
    open();
    const dialog = await confirmDialog();
    expect(within(dialog).queryByLabelText("Client's e-mail address")).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    await waitFor(() => expect(confirms()).toHaveLength(1));
    expect(confirms()[0]).not.toHaveProperty('clientEmail');
  });
});

describe("a client's request from the booking page (issue 41)", () => {
  it('flags the row and the detail; "Mark handled" posts to handledPath and the notice goes', async () => {
    const at = '2026-11-27T09:00:00.000Z';
    ({ office } = renderOffice({
      rows: [row({ reference: BOOKED, state: 'booked', agreement: 'sent', attention: at })],
      signedInAs: 'owner@example.com',
      details: { [BOOKED]: { version: 2, booking: slot, agreement: sent, prefill: prefillOf(45_000) } },
    }));
    await user.click(await screen.findByRole('tab', { name: /^Booked/ }));
    const item = () => screen.getByRole('link', { name: rowLinkName(BOOKED) }).closest('li')!;
    await waitFor(() => expect(item()).toHaveTextContent('Needs attention'));
    await user.click(screen.getByRole('link', { name: rowLinkName(BOOKED) }));
    const notice = await screen.findByText(ATTENTION_WORDS.any);
    expect(notice.closest('div')).toHaveTextContent(sydneyTime(at));
    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    await toasted('Marked handled');
    expect(office.seen.map((r) => `${r.method} ${r.path}`)).toContain(`POST ${handledPath(BOOKED)}`);
    await waitFor(() => expect(screen.queryByText(ATTENTION_WORDS.any)).toBeNull());
  });

  it('issue 57: names what was asked (each time as written, with the day read in it), and the move dialog starts from the first day asked for', async () => {
    const at = '2026-11-27T09:00:00.000Z';
    // Asked on Friday 27 November (Sydney): 'Wednesday 2 December' is read as that day of 2026.
    const times = ['Any time', 'Wednesday 2 December, morning'].map((words) => ({
      words,
      ...readPreferredTime(words, sydneyDate(new Date(at))),
    }));
    const request: OfficeClientRequest = {
      kind: 'change-requested',
      by: 'client',
      at,
      times,
      note: 'Tenant away.',
      reason: null,
    };
    ({ office } = renderOffice({
      rows: [row({ reference: BOOKED, state: 'booked', agreement: 'sent', attention: at })],
      signedInAs: 'owner@example.com',
      details: {
        [BOOKED]: { version: 2, booking: slot, agreement: sent, prefill: prefillOf(45_000), request },
      },
    }));
    await openEnquiry(BOOKED);
    const notice = (await screen.findByText(ATTENTION_WORDS['change-requested'])).closest('div')!;
    expect(notice).toHaveTextContent('Any time');
    expect(notice).toHaveTextContent(`Wednesday 2 December, morning (${readingInWords(times[1]!)})`);
    expect(notice).toHaveTextContent('Their note: Tenant away.');
    await user.click(screen.getByRole('button', { name: actionSpecs.move.label }));
    const dialog = await screen.findByRole('dialog', { name: actionSpecs.move.title });
    expect(within(dialog).getByLabelText('Date')).toHaveValue(times[1]!.date);
    // The booking's window is a morning's, as asked: it is kept.
    expect(within(dialog).getByLabelText('From (Sydney time)')).toHaveValue(slot.windowFrom);
  });

  it("issue 57: a client's cancel says the client cancelled, with their reason", async () => {
    const at = '2026-11-27T09:00:00.000Z';
    const request: OfficeClientRequest = {
      kind: 'cancelled',
      by: 'client',
      at,
      times: [],
      note: '',
      reason: 'We bought another house.',
    };
    ({ office } = renderOffice({
      rows: [row({ reference: BOOKED, state: 'booked', agreement: 'sent', attention: at })],
      signedInAs: 'owner@example.com',
      details: {
        [BOOKED]: { version: 2, booking: slot, agreement: sent, prefill: prefillOf(45_000), request },
      },
    }));
    await openEnquiry(BOOKED);
    const notice = (await screen.findByText(ATTENTION_WORDS.cancelled)).closest('div')!;
    expect(notice).toHaveTextContent('Their reason: We bought another house.');
    expect(screen.queryByText(ATTENTION_WORDS.any)).toBeNull();
  });
});

describe('marking done with the agreement not accepted (issue 57)', () => {
  /** On the inspection's day, the Done dialog of `reference`. */
  async function doneDialog(reference: string) {
    vi.setSystemTime(sydneyInstant(slot.date, '07:00'));
    open();
    const panel = await openEnquiry(reference);
    await user.click(within(panel).getByRole('button', { name: actionSpecs.done.label }));
    return screen.findByRole('dialog', { name: actionSpecs.done.title });
  }

  it("warns in the dialog's description, and still marks it done", async () => {
    const dialog = await doneDialog(BOOKED);
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(NOT_ACCEPTED_WARNING));
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    expect(await screen.findByRole('region', { name: 'Booking: done' })).toBeVisible();
    expect(office.to(actionPath(BOOKED, 'done')).map((r) => r.body)).toEqual([{ version: 2 }]);
  });

  it('says nothing of it once the client has accepted', async () => {
    const dialog = await doneDialog(ACCEPTED);
    expect(dialog).toHaveAccessibleDescription(/cannot be undone\.$/);
  });
});
