import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BODY_MESSAGES,
  NOTE_MAX_LENGTH,
  REASON_MAX_LENGTH,
  actionPath,
  resendPath,
  type ConfirmBody,
  type DoneBody,
  type ReasonBody,
} from '../../../src/api/office';
import { actionSpecs, successText } from '../../../src/features/office/booking-panel';
import { updateChannelLabels } from '../../../src/features/office/channels';
import { REFUSED_FIELD } from '../../../src/features/office/form-parts';
import { prefillOf, row, type FakeDetail, sampleSlot } from './fake-office';
import { renderEnquiry, renderOffice, setUpOfficePage } from './render-office';
import { slotDate, slotWhen } from '../../../src/domain/booking/words';
import { addDays, sydneyInstant } from '../../../src/domain/booking/sydney-time';
import { tooEarlyMessage } from '../../../src/features/office/messages';
import { STAGE_IDS, STAGED_PRODUCT, stageTitle } from '../../../src/domain/booking/job';
import { addOns } from '../../../src/content/add-ons';
import { type BookingSlot } from '../../../src/domain/booking/states';
import { rowLinkName } from '../../../src/features/office/enquiry-row';

/**
 * The office's actions on one enquiry (issue 39): each dialog's fields and rules, the body it sends (the
 * contract's types), a conflict (409), a refused field (400), and the keyboard. The fake API (fake-office.ts)
 * records each request and moves the enquiry as the contract says.
 */
setUpOfficePage();

// Friday 27 November 2026, 9 pm in Sydney: "today" for the date field is the 27th.
const NOW = new Date('2026-11-27T10:00:00.000Z');
const NEW = 'HBI-NEWER2';
const BOOKED = 'HBI-BOOKED';
const slot: BookingSlot = { ...sampleSlot, note: 'Side gate is open.' };
/** The job the fake's prefill starts the dialog with (the enquiry's). */
const prefillJob = prefillOf(null).job;
const rows = [
  row({ reference: NEW, preferredDate: '2026-11-30', preferredTime: 'Morning (8am to 12pm)' }),
  row({ reference: BOOKED, state: 'booked' }),
];

let office: ReturnType<typeof renderEnquiry>['office'];
let user: ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});

const fixtures = (details: Record<string, Partial<FakeDetail>>) => ({
  rows,
  details: {
    [NEW]: { version: 3, prefill: prefillOf(45_000, true) },
    [BOOKED]: { version: 7, booking: slot, prefill: prefillOf(45_000, true) },
    ...details,
  },
});

/** The clock at 7 am in Sydney on the booked day: the first day "done" is offered and taken (issue 57). */
const onTheDay = () => vi.setSystemTime(sydneyInstant(slot.date, '07:00'));

/** The enquiry's view on its own (the inbox's tests open it from the list). */
async function openEnquiry(reference: string, details: Record<string, Partial<FakeDetail>> = {}) {
  ({ office } = renderEnquiry(reference, fixtures(details)));
  await screen.findByRole('region', { name: /^Booking:/ });
}

/** Opens an action's dialog from its button, by keyboard. */
async function openDialog(action: keyof typeof actionSpecs) {
  const button = screen.getByRole('button', { name: actionSpecs[action].label });
  act(() => button.focus());
  await user.keyboard('{Enter}');
  return { button, dialog: await screen.findByRole('dialog', { name: actionSpecs[action].title }) };
}

/** Waits for sonner's toast with this text. */
const toasted = (text: string) =>
  waitFor(() =>
    expect(
      within(document.querySelector<HTMLElement>('[data-sonner-toaster]')!).getByText(text),
    ).toBeVisible(),
  );
const field = (dialog: HTMLElement, label: string | RegExp) => within(dialog).getByLabelText(label);
const set = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const bodies = (reference: string, action: Parameters<typeof actionPath>[1]) =>
  office.to(actionPath(reference, action)).map((request) => request.body);

async function fillSlot(dialog: HTMLElement, { price = '450' } = {}) {
  set(field(dialog, 'Date'), slot.date);
  set(field(dialog, 'From (Sydney time)'), slot.windowFrom);
  set(field(dialog, 'To (Sydney time)'), slot.windowTo);
  set(field(dialog, /^Price/), price);
  set(field(dialog, /Note to the client/), slot.note);
  await user.click(field(dialog, 'I have agreed this time with the client'));
}

describe('confirming a time', () => {
  it('offline: "Book it" fails at once with "Not sent: you are offline", and nothing goes out when the signal is back (issue 56)', async () => {
    await openEnquiry(NEW);
    const { dialog } = await openDialog('confirm');
    await fillSlot(dialog);
    // The browser and react-query's online manager both hear that the signal is gone.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not sent: you are offline');
    expect(within(dialog).getByRole('button', { name: 'Book it and e-mail' })).toBeEnabled();
    // Closed, then back online: nothing was queued to go later.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(bodies(NEW, 'confirm')).toEqual([]);
  });

  it('opens by keyboard with the focus in its first field, and Escape closes it and gives the focus back', async () => {
    await openEnquiry(NEW);
    const { button, dialog } = await openDialog('confirm');
    expect(field(dialog, 'Date')).toHaveFocus();
    // A real modal: what is behind it is out of reach of assistive technology.
    expect(screen.queryByRole('heading', { name: `Enquiry ${NEW}` })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(bodies(NEW, 'confirm')).toEqual([]);
  });

  it("starts with the catalog's price and says incl. GST when the business confirmed it, and the preferred date", async () => {
    await openEnquiry(NEW);
    const { dialog } = await openDialog('confirm');
    expect(field(dialog, 'Price (incl. GST)')).toHaveValue('450');
    expect(field(dialog, 'Date')).toHaveValue('2026-11-30');
    expect(field(dialog, 'From (Sydney time)')).toHaveValue('');
    expect(field(dialog, 'I have agreed this time with the client')).not.toBeChecked();
    expect(dialog).toHaveAccessibleDescription(/They asked for Mon, 30 Nov 2026, Morning \(8am to 12pm\)/);
  });

  it("shows the site's two figures for the choice, each with where it comes from (issue 55)", async () => {
    const priceSources = { productPageCents: 66_000, formEstimateCents: 44_000 };
    await openEnquiry(NEW, { [NEW]: { version: 3, prefill: prefillOf(66_000, true, { priceSources }) } });
    const { dialog } = await openDialog('confirm');
    const price = field(dialog, 'Price (incl. GST)');
    expect(price).toHaveValue('660');
    expect(price).toHaveAccessibleDescription(
      /the product page says \$660; the client's form estimated from \$440 \(the home page's starting price\)/,
    );
  });

  it('starts with an empty price, labelled without GST, for a quote, and sends null for it', async () => {
    await openEnquiry(NEW, { [NEW]: { version: 3, prefill: prefillOf(null, false) } });
    const { dialog } = await openDialog('confirm');
    expect(field(dialog, 'Price')).toHaveValue('');
    expect(within(dialog).queryByLabelText(/incl\. GST/)).toBeNull();
    await fillSlot(dialog, { price: '' });
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    await waitFor(() => expect(bodies(NEW, 'confirm')).toHaveLength(1));
    expect((bodies(NEW, 'confirm')[0] as ConfirmBody).slot.priceCents).toBeNull();
  });

  it('needs the price while agreements are sent (issue 54): it says why at the field, and the server says the same', async () => {
    await openEnquiry(NEW, {
      [NEW]: { version: 3, prefill: prefillOf(null, false, { priceRequired: true }) },
    });
    const { dialog } = await openDialog('confirm');
    const price = field(dialog, 'Price');
    expect(price).toHaveAccessibleDescription(expect.stringContaining("The client's agreement names it."));
    await fillSlot(dialog, { price: '' });
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    expect(price).toHaveFocus();
    expect(price).toHaveAccessibleDescription(expect.stringContaining(BODY_MESSAGES.priceForAgreement));
    expect(bodies(NEW, 'confirm')).toEqual([]);
    // A dialog opened before the decision changed still hears it from the server.
    set(price, '450');
    office.state.nextAnswer = {
      status: 400,
      body: { error: 'invalid', field: 'slot.priceCents', reason: 'agreement' },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    await waitFor(() =>
      expect(price).toHaveAccessibleDescription(expect.stringContaining(BODY_MESSAGES.priceForAgreement)),
    );
  });

  it('sends the job booked (issue 54): the stages show for a progress inspection, which needs at least one', async () => {
    await openEnquiry(NEW);
    const { dialog } = await openDialog('confirm');
    expect(field(dialog, 'Inspection')).toHaveValue(prefillJob.service);
    expect(field(dialog, 'Property')).toHaveValue(prefillJob.property);
    expect(within(dialog).queryByRole('group', { name: 'Stages booked' })).toBeNull();
    await fillSlot(dialog);
    await user.selectOptions(field(dialog, 'Inspection'), STAGED_PRODUCT);
    await user.selectOptions(field(dialog, 'Property'), 'new-build');
    const stages = within(dialog).getByRole('group', { name: 'Stages booked' });
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    const first = within(stages).getByRole('checkbox', { name: stageTitle(STAGE_IDS[0]) });
    await waitFor(() => expect(first).toHaveFocus());
    expect(stages).toHaveAccessibleDescription(BODY_MESSAGES.stages);
    expect(bodies(NEW, 'confirm')).toEqual([]);
    await user.click(within(stages).getByRole('checkbox', { name: stageTitle('frame') }));
    await user.click(within(dialog).getByRole('checkbox', { name: addOns[0].title }));
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    await waitFor(() => expect(bodies(NEW, 'confirm')).toHaveLength(1));
    expect((bodies(NEW, 'confirm')[0] as ConfirmBody).slot.job).toEqual({
      service: STAGED_PRODUCT,
      property: 'new-build',
      addOns: [addOns[0].slug],
      stages: ['frame'],
    });
  });

  it('refuses to send without the date, the window and the tick, announcing each at its field', async () => {
    await openEnquiry(NEW, { [NEW]: { version: 3 } });
    const { dialog } = await openDialog('confirm');
    set(field(dialog, 'Date'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    const date = field(dialog, 'Date');
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    // The first wrong field takes the focus, and its message is its description.
    expect(date).toHaveFocus();
    expect(date).toHaveAccessibleDescription('Choose the date of the inspection.');
    expect(field(dialog, 'From (Sydney time)')).toHaveAccessibleDescription(
      'Give the time the arrival window opens.',
    );
    expect(field(dialog, 'I have agreed this time with the client')).toHaveAccessibleDescription(
      'Tick this once you have agreed the time with the client.',
    );
    expect(bodies(NEW, 'confirm')).toEqual([]);
  });

  it('refuses a past date, a window that closes before it opens or falls outside the hours, a price that is not dollars and a long note', async () => {
    await openEnquiry(NEW);
    const { dialog } = await openDialog('confirm');
    await fillSlot(dialog, { price: '4x0' });
    set(field(dialog, 'Date'), '2026-11-26');
    set(field(dialog, 'To (Sydney time)'), '07:30');
    const note = field(dialog, /Note to the client/);
    set(note, 'n'.repeat(NOTE_MAX_LENGTH + 2));
    // The count says so as it happens, before any press of the button.
    expect(note).toHaveAccessibleDescription(`2 characters too many (at most ${NOTE_MAX_LENGTH})`);
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    await waitFor(() => expect(field(dialog, 'Date')).toHaveAttribute('aria-invalid', 'true'));
    expect(field(dialog, 'Date')).toHaveAccessibleDescription(/date has passed/);
    expect(field(dialog, 'To (Sydney time)')).toHaveAccessibleDescription(
      'The window closes after it opens.',
    );
    expect(field(dialog, /^Price/)).toHaveAccessibleDescription(/Give the price in dollars/);
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(bodies(NEW, 'confirm')).toEqual([]);

    set(note, 'n'.repeat(NOTE_MAX_LENGTH));
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining(`${NOTE_MAX_LENGTH} of ${NOTE_MAX_LENGTH} characters`),
    );

    // The window within the hours the server takes (ARRIVAL_HOURS: 6 am to 8 pm).
    set(field(dialog, 'From (Sydney time)'), '05:30');
    set(field(dialog, 'To (Sydney time)'), '20:30');
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    for (const label of ['From (Sydney time)', 'To (Sydney time)'])
      await waitFor(() =>
        expect(field(dialog, label)).toHaveAccessibleDescription(
          'Arrival windows fall between 6:00 am and 8:00 pm, Sydney time.',
        ),
      );
    expect(bodies(NEW, 'confirm')).toEqual([]);
  });

  it('sends the version, the slot in cents and the tick; then toasts, shows the booking in Sydney time and focuses it', async () => {
    // Opened from the inbox, to see its lists read again after.
    ({ office } = renderOffice({ ...fixtures({}), signedInAs: 'owner@example.com' }));
    await user.click(await screen.findByRole('link', { name: rowLinkName(NEW) }));
    const { dialog } = await openDialog('confirm');
    await fillSlot(dialog, { price: '$1,234.50' });
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent: ConfirmBody = {
      version: 3,
      agreed: true,
      slot: { ...slot, priceCents: 123_450, job: prefillJob },
    };
    expect(bodies(NEW, 'confirm')).toEqual([sent]);

    await toasted('Booked for Mon 7 Dec, 8:00–9:00 am');
    const booking = await screen.findByRole('region', { name: 'Booking: booked' });
    expect(screen.getByRole('heading', { name: 'Booking: booked' })).toHaveFocus();
    expect(booking).toHaveTextContent('Mon 7 Dec 2026, 8:00–9:00 am (arrival window, Sydney time)');
    expect(booking).toHaveTextContent('$1,234.50 incl. GST');
    expect(booking).toHaveTextContent(slot.note);
    // The booked enquiry's actions now, from its new state.
    expect(
      within(within(booking).getByRole('list', { name: 'Actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([actionSpecs.move.label, actionSpecs.cancel.label]);
    // Issue 57: not "done" before the inspection's day.
    expect(booking).toHaveTextContent(`You can mark it done from ${slotDate(slot.date, { year: true })}`);

    // The lists read again: back at the list, the enquiry is under Booked.
    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /^Booked/ })).toHaveTextContent('Booked2'));
  });

  it('shows the field the server refused (400), at that field, with the focus there', async () => {
    await openEnquiry(NEW);
    const { dialog } = await openDialog('confirm');
    await fillSlot(dialog);
    office.state.nextAnswer = { status: 400, body: { error: 'invalid', field: 'slot.windowTo' } };
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    const to = field(dialog, 'To (Sydney time)');
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(
        `${REFUSED_FIELD} Arrival windows fall between 6:00 am and 8:00 pm, Sydney time.`,
      ),
    );
    expect(to).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('says when someone else declined it meanwhile (409), with the state now, and offers only closing', async () => {
    await openEnquiry(NEW);
    const { dialog } = await openDialog('confirm');
    await fillSlot(dialog);
    // Another tab declines it while this dialog is open.
    expect(
      office.apply(NEW, 'decline', { version: 3, reason: 'Out of our area' }, 'office@example.com').ok,
    ).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Book it and e-mail' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'Someone else changed this enquiry meanwhile. It is now declined. This action no longer applies.',
      ),
    );
    expect(within(dialog).queryByRole('button', { name: 'Book it and e-mail' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Back to the enquiry' }));
    // The detail behind shows the enquiry as the conflict gave it, and who declined it.
    expect(await screen.findByRole('region', { name: 'Booking: declined' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText('by office@example.com'),
    ).toBeVisible();
    expect(bodies(NEW, 'confirm')).toHaveLength(1);
  });
});

describe('moving, declining, cancelling and marking done', () => {
  it('moves a booking from its slot as it stands, with the version a conflict showed', async () => {
    await openEnquiry(BOOKED);
    const booking = screen.getByRole('region', { name: 'Booking: booked' });
    expect(booking).toHaveTextContent('Mon 7 Dec 2026, 8:00–9:00 am');
    const { dialog } = await openDialog('move');
    expect(field(dialog, 'Date')).toHaveValue(slot.date);
    expect(field(dialog, 'From (Sydney time)')).toHaveValue(slot.windowFrom);
    expect(field(dialog, 'To (Sydney time)')).toHaveValue(slot.windowTo);
    expect(field(dialog, 'Price (incl. GST)')).toHaveValue('450');
    expect(field(dialog, /Note to the client/)).toHaveValue(slot.note);
    // The tick is asked again: the new time is agreed anew.
    expect(field(dialog, 'I have agreed this time with the client')).not.toBeChecked();

    // Another tab moved it first: this one is told, and may send again on the version it was shown.
    const other = { ...slot, windowFrom: '13:00', windowTo: '14:00' };
    office.apply(BOOKED, 'move', { version: 7, slot: other });
    set(field(dialog, 'From (Sydney time)'), '11:30');
    set(field(dialog, 'To (Sydney time)'), '12:30');
    await user.click(field(dialog, 'I have agreed this time with the client'));
    await user.click(within(dialog).getByRole('button', { name: 'Move it and e-mail' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        `It is now booked, ${slotWhen(other, { year: true })}. Check the details, and send again if they still stand.`,
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move it and e-mail' }));
    await toasted('Moved to Mon 7 Dec, 11:30 am–12:30 pm');
    const moved: ConfirmBody = {
      version: 8,
      agreed: true,
      slot: { ...slot, windowFrom: '11:30', windowTo: '12:30', job: prefillJob },
    };
    expect(bodies(BOOKED, 'move')).toEqual([{ ...moved, version: 7 }, moved]);
  });

  it('declines with a reason, which it requires and limits, and records who declined', async () => {
    await openEnquiry(NEW);
    const { dialog } = await openDialog('decline');
    const reason = field(dialog, 'Reason');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Decline and e-mail' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Give the reason/));
    set(reason, 'r'.repeat(REASON_MAX_LENGTH + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Decline and e-mail' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(expect.stringContaining('at most 500 characters.')),
    );
    expect(bodies(NEW, 'decline')).toEqual([]);

    set(reason, '  We do not inspect in that area.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline and e-mail' }));
    await toasted(successText('decline', office.detail(NEW)));
    const sent: ReasonBody = { version: 3, reason: 'We do not inspect in that area.' };
    expect(bodies(NEW, 'decline')).toEqual([sent]);
    expect(screen.getByRole('heading', { name: 'Booking: declined' })).toHaveFocus();
    const declined = within(screen.getByRole('region', { name: 'History' }))
      .getByText('Declined')
      .closest('li')!;
    expect(declined).toHaveTextContent(sent.reason);
    expect(declined).toHaveTextContent('by owner@example.com');
  });

  it('cancels a booking with a reason, and keeps showing what was booked', async () => {
    await openEnquiry(BOOKED);
    const { dialog } = await openDialog('cancel');
    set(field(dialog, 'Reason'), 'The sale fell through.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel it and e-mail' }));
    await toasted(successText('cancel', office.detail(BOOKED)));
    expect(bodies(BOOKED, 'cancel')).toEqual([
      { version: 7, reason: 'The sale fell through.' } satisfies ReasonBody,
    ]);
    const booking = screen.getByRole('region', { name: 'Booking: cancelled' });
    expect(booking).toHaveTextContent(`Was booked for${slotWhen(slot, { year: true })}`);
    expect(within(booking).queryByRole('button')).toBeNull();
  });

  it('marks done after a last look, sending the version alone; closing first sends nothing', async () => {
    onTheDay();
    await openEnquiry(BOOKED);
    let { dialog } = await openDialog('done');
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(bodies(BOOKED, 'done')).toEqual([]);
    ({ dialog } = await openDialog('done'));
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await toasted(successText('done', office.detail(BOOKED)));
    expect(bodies(BOOKED, 'done')).toEqual([{ version: 7 } satisfies DoneBody]);
    expect(screen.getByRole('region', { name: 'Booking: done' })).toBeVisible();
  });

  it('offers "done" from the inspection\'s own Sydney day only, and says from when (issue 57)', async () => {
    // The last minute before the day in Sydney: not offered.
    vi.setSystemTime(sydneyInstant(addDays(slot.date, -1), '23:59'));
    await openEnquiry(BOOKED);
    const booking = screen.getByRole('region', { name: 'Booking: booked' });
    const labels = () =>
      within(within(booking).getByRole('list', { name: 'Actions' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(labels()).not.toContain(actionSpecs.done.label);
    expect(booking).toHaveTextContent(
      `You can mark it done from ${slotDate(slot.date, { year: true })}, the day of the inspection.`,
    );
    // Midnight in Sydney: the page's clock moves on (useNow), and the button is there.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(labels()).toContain(actionSpecs.done.label));
    expect(booking).not.toHaveTextContent('You can mark it done from');
  });

  it('says the day when the server answers 409 too-early, not that someone else changed the enquiry', async () => {
    onTheDay();
    await openEnquiry(BOOKED);
    const { dialog } = await openDialog('done');
    // Another tab moved it a week on; this page has not read it yet.
    const later = addDays(slot.date, 7);
    office.apply(BOOKED, 'move', { version: 7, slot: { ...slot, date: later } });
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(tooEarlyMessage(later)));
    expect(tooEarlyMessage(later)).toBe(
      `This inspection is on ${slotDate(later, { year: true })}; mark it done from that day.`,
    );
    expect(within(dialog).getByRole('alert')).not.toHaveTextContent('Someone else');
    expect(bodies(BOOKED, 'done')).toEqual([{ version: 7 } satisfies DoneBody]);
    expect(office.detail(BOOKED).row.state).toBe('booked');
    // The detail behind shows the booking as it is now.
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.getByRole('region', { name: 'Booking: booked' })).toHaveTextContent(
      slotWhen({ ...slot, date: later }, { year: true }),
    );
  });

  it("lists each change's deliveries, and sends one again by its channel and event", async () => {
    await openEnquiry(BOOKED, {
      [BOOKED]: {
        version: 9,
        booking: slot,
        updates: [
          {
            channel: 'client-update',
            eventId: 41,
            event: 'booked',
            state: 'delivered',
            lastAnswer: '250 ok',
            attempts: 1,
          },
          {
            channel: 'automation-event',
            eventId: 41,
            event: 'booked',
            state: 'delivered',
            lastAnswer: '200 OK',
            attempts: 1,
          },
          {
            channel: 'client-update',
            eventId: 44,
            event: 'moved',
            state: 'delivered',
            lastAnswer: '250 ok',
            attempts: 1,
          },
          {
            channel: 'client-update',
            eventId: 47,
            event: 'moved',
            state: 'failed',
            lastAnswer: '550 no such user',
            attempts: 3,
          },
        ],
      },
    });
    const deliveries = screen.getByRole('region', { name: 'Deliveries' });
    const failed = within(deliveries).getByRole('button', {
      name: `Send again: ${updateChannelLabels['client-update']} (Moved (2))`,
    });
    expect(failed.closest('li')).toHaveTextContent('550 no such user (3 attempts)');
    await user.click(failed);
    await waitFor(() =>
      expect(office.to(resendPath(BOOKED)).map((r) => r.body)).toEqual([
        { channel: 'client-update', eventId: 47 },
      ]),
    );
    await user.click(
      within(deliveries).getByRole('button', {
        name: `Send again: ${updateChannelLabels['automation-event']} (Booked)`,
      }),
    );
    await waitFor(() =>
      expect(
        office
          .to(resendPath(BOOKED))
          .map((r) => r.body)
          .at(-1),
      ).toEqual({
        channel: 'automation-event',
        eventId: 41,
      }),
    );
  });
});
