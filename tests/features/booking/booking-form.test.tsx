import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { NotificationLayer, notify } from '../../../src/components/notifications';
import { paths } from '../../../src/lib/paths';
import { noticeDurations } from '../../../src/lib/notice-durations';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientNote } from '../../../src/content/booking-copy';
import { BookingForm } from '../../../src/features/booking/booking-form';
import { bookingFieldNames } from '../../../src/domain/booking/form-values';
import { createOutbox } from '../../../src/features/booking/outbox';
import { stopOutbox } from '../../../src/features/booking/outbox-check';
import { payloadFor } from './outbox-support';
import { bookingReference } from '../../../src/domain/booking/reference';
import { SAVED_ON_DEVICE, SAVED_TITLE } from '../../../src/features/booking/notice-words';
import { BOOT_SUBMITTING } from '../../../src/boot/booking-form';
import {
  BOOT_LIVE_ATTRIBUTE,
  BOOT_NOTICE_ATTRIBUTE,
  BOOT_STATE_ATTRIBUTE,
} from '../../../src/features/booking/handoff';
import { addonOptions, estimate, serviceOptions } from '../../../src/domain/booking/options';

// Option labels carry today's prices, so they come from the content, by title.
const serviceLabel = (title: string) => serviceOptions.find((o) => o.title === title)!.label;

// Each test types a whole enquiry with user-event in jsdom: 1-4 s alone, more than the default 5 s limit when
// the two cores are shared. The limit is for a hang, not a speed check.
vi.setConfig({ testTimeout: 20_000 });

function renderForm(url = '/') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <BookingForm />
      </MemoryRouter>
      <NotificationLayer />
    </QueryClientProvider>,
  );
}

/** The booking posts. The proof-of-work challenge is answered apart: 'no proof checked', as without a secret. */
const fetchMock = vi.fn<typeof fetch>();
const challengeMock = vi.fn(async () => Response.json({ enforced: false }));
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  fetchMock.mockReset();
  challengeMock.mockClear();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/api/bookings/challenge') ? challengeMock() : fetchMock(input, init),
  );
});
afterEach(() => {
  // The outbox runner a failed send started belongs to that test alone.
  stopOutbox();
  vi.unstubAllGlobals();
});

/**
 * Enters a whole value as one input event, as a paste or an autofill does. Typing character by character
 * re-renders the form on each key, seconds per form in jsdom; the tests whose claim is the typing itself
 * (the draft, the errors as the visitor types) use `user.type`.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, { booker = false } = {}) {
  await enter(user, screen.getByLabelText(booker ? 'Your full name' : 'Full name'), 'Jane Citizen');
  await enter(user, screen.getByLabelText(booker ? 'Your email' : 'Email'), 'JANE@example.com');
  await enter(user, screen.getByLabelText(booker ? 'Your mobile number' : 'Mobile number'), '0412345678');
  await enter(user, screen.getByLabelText('Street/Lot number'), '7');
  await enter(user, screen.getByLabelText('Street name'), 'George Street');
  await enter(user, screen.getByLabelText('Suburb'), 'Sydney');
  await enter(user, screen.getByLabelText('Postcode'), '2000');
  await user.selectOptions(screen.getByLabelText('Inspection'), serviceLabel('Pre-Sale / Vendor Inspection'));
}

describe('BookingForm', () => {
  it('gives every control a visible label and a name equal to its payload key', () => {
    renderForm();
    for (const name of bookingFieldNames) {
      const control = document.querySelector(`[name="${name}"]`) as HTMLInputElement;
      expect(control, name).not.toBeNull();
      expect(control.labels?.[0]?.textContent, name).toBeTruthy();
    }
    expect(screen.getByLabelText('Inspection')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select an inspection' })).toHaveValue('');
    expect(screen.getByLabelText(/Add-ons/)).toHaveValue('No add-ons');
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('maxlength', '4');
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('inputmode', 'numeric');
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
    // The optional timing and access fields sit in a native disclosure, closed at first.
    const details = document.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')).toHaveTextContent('Timing and access (optional)');
    expect(screen.getByLabelText(/Preferred inspection date/)).toHaveAttribute('type', 'date');
    expect(details.contains(screen.getByLabelText(/Preferred inspection date/))).toBe(true);
    expect(details.contains(screen.getByLabelText(/Message/))).toBe(false);
  });

  it("asks who is booking; for an agent, says whose details are whose and sends the client's", async () => {
    fetchMock.mockResolvedValue(Response.json({ reference: 'HBI-7F3A2C' }, { status: 202 }));
    const user = userEvent.setup();
    renderForm();
    const who = screen.getByLabelText('Who is booking?');
    expect(who).toHaveValue('Buyer or owner');
    expect(screen.getByRole('option', { name: 'Me, the buyer or owner' })).toHaveValue('Buyer or owner');
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    await user.selectOptions(who, 'Selling agent');
    await fillValid(user, { booker: true });
    // The client's details are required: the error names them.
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await screen.findByLabelText("Client's full name")).toHaveAccessibleDescription(
      "Please enter your client's name",
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await enter(user, screen.getByLabelText("Client's full name"), 'Ana Silva');
    await enter(user, screen.getByLabelText("Client's phone or email"), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    await screen.findByText(/Your reference:/);
    const body = JSON.parse(String(fetchMock.mock.calls.at(-1)![1]!.body)) as Record<string, string>;
    expect(body).toMatchObject({
      bookedBy: 'Selling agent',
      clientName: 'Ana Silva',
      clientContact: 'ana@example.com',
      name: 'Jane Citizen',
    });
  });

  it("tells a selling agent, and anyone booking a buyer's inspection, that the report is made out to the buyer", async () => {
    const user = userEvent.setup();
    renderForm();
    const note = () => screen.getByText(new RegExp(clientNote.yours));
    await user.selectOptions(screen.getByLabelText('Who is booking?'), 'Selling agent');
    expect(note()).toHaveTextContent(clientNote.sellingAgent);
    expect(note()).not.toHaveTextContent(/made out to your client/);
    const buyers = serviceOptions.filter((o) => o.forBuyer);
    // Every pre-purchase inspection is a buyer's.
    expect(buyers.map((o) => o.title)).toEqual(
      expect.arrayContaining(serviceOptions.filter((o) => /^Pre-Purchase/.test(o.title)).map((o) => o.title)),
    );
    for (const option of serviceOptions) {
      await user.selectOptions(screen.getByLabelText('Inspection'), option.label);
      expect(note(), option.title).toHaveTextContent(
        option.forBuyer ? clientNote.buyer : clientNote.anyClient,
      );
    }
  });

  it('gives the reference and the next step once the enquiry is received', async () => {
    fetchMock.mockResolvedValue(Response.json({ reference: 'HBI-7F3A2C' }, { status: 202 }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    const status = await screen.findByText(/Your reference:/);
    expect(status.closest('[role="status"]')).toHaveTextContent(
      /Booking Request Received\..*Your reference: HBI-7F3A2C.*we call you to confirm the date, access and final price/,
    );
  });

  it('keeps the values and says how to change an enquiry the site already had in an earlier version', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ reference: 'HBI-7F3A2C', duplicate: true, changed: true }, { status: 202 }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    const notice = await screen.findByText(/We already have an earlier version of this request/);
    expect(notice).toHaveTextContent(
      'We already have an earlier version of this request (HBI-7F3A2C). To change it, call or email us.',
    );
    expect(screen.queryByText(/Your reference:/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Email the changed details' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    // What was typed stays, for the call or the e-mail.
    expect(screen.getByLabelText('Full name')).not.toHaveValue('');
  });

  it("makes the same reference itself when the answer has none (a static host's webhook)", async () => {
    fetchMock.mockResolvedValue(new Response('Accepted', { status: 200 }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    await screen.findByText(/Your reference:/);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { submissionId: string };
    expect(screen.getByText(bookingReference(body.submissionId))).toBeInTheDocument();
  });

  it('shows the fields the site refused as field errors, opening the timing panel when one is there', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          error: 'Invalid booking',
          fieldErrors: { accessName: ['Remove the line breaks and control characters from this field'] },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    const field = await screen.findByLabelText(/Access contact's name/);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Remove the line breaks and control characters from this field',
      ),
    );
    expect(document.querySelector('details')!.open).toBe(true);
    expect(field).toHaveFocus();
    expect(
      screen.getAllByRole('alert').some((a) => a.textContent?.includes('Unable to Submit Booking')),
    ).toBe(true);
  });

  it('opens the timing panel when the first invalid field is inside it', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    const details = document.querySelector('details')!;
    details.open = true;
    await user.type(screen.getByLabelText(/Access contact's phone/), '12345');
    details.open = false;
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    await waitFor(() => expect(details.open).toBe(true));
    await waitFor(() => expect(screen.getByLabelText(/Access contact's phone/)).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows each message under its field on submit and moves focus to the first', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Full name'), 'J');
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    const name = screen.getByLabelText('Full name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name must be at least 2 characters');
    expect(screen.getByLabelText('Inspection')).toHaveAccessibleDescription(
      'Please select an inspection service',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('There are 8 problems with your booking request.');
    expect(fetchMock).not.toHaveBeenCalled();

    // Then validation follows every change.
    await user.type(name, 'o');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
  });

  it('preselects from the address and shows the estimate', async () => {
    renderForm('/?service=Pre-Purchase%20Building%20Inspection&addon=thermal-imaging-scan');
    await waitFor(() =>
      expect(screen.getByLabelText('Inspection')).toHaveValue(
        serviceLabel('Pre-Purchase Building Inspection'),
      ),
    );
    expect(
      screen.getByText(
        estimate(
          serviceLabel('Pre-Purchase Building Inspection'),
          addonOptions.find((o) => o.title === 'Thermal Imaging Scan')!.label,
        )!,
      ),
    ).toBeInTheDocument();
  });

  it('sends once, says Submitting... meanwhile, then confirms and resets', async () => {
    let finish: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    const button = screen.getByRole('button', { name: 'Submit Booking Request' });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Submitting...' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body));
    expect(body).toMatchObject({
      email: 'jane@example.com',
      address: '7, George Street, Sydney, NSW 2000',
      formType: 'booking',
    });

    expect(screen.getByRole('status', { name: 'Booking confirmation' })).toBeEmptyDOMElement();
    finish(new Response(null, { status: 200 }));
    // The notification layer loads on first use: give it time on a busy machine.
    expect(await screen.findByText('Booking Request Received', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Booking confirmation' })).toHaveTextContent(
        'Booking Request Received.',
      ),
    );
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''));
    expect(screen.getByLabelText(/Add-ons/)).toHaveValue('No add-ons');
  });

  it('keeps the values and explains what to do when sending fails', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 502 }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    const alert = await screen.findByRole('alert');
    // A 502 keeps it on the device: the notice says it goes by itself (issue 55).
    expect(alert).toHaveTextContent(SAVED_TITLE);
    expect(alert).toHaveTextContent('(02) 5550 1234');
    expect(screen.getByRole('link', { name: 'Email these details' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Jane Citizen');
  });

  it('keeps each result notice up for the time the accessibility statement gives', async () => {
    const success = vi.spyOn(notify, 'success');
    const error = vi.spyOn(notify, 'error');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    fetchMock.mockResolvedValueOnce(Response.json({ reference: 'HBI-7F3A2C' }, { status: 202 }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    await waitFor(() =>
      expect(error).toHaveBeenLastCalledWith(
        SAVED_TITLE,
        expect.objectContaining({ duration: noticeDurations.failure }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    await waitFor(() =>
      expect(success).toHaveBeenLastCalledWith(
        'Booking Request Received',
        expect.objectContaining({ duration: noticeDurations.success }),
      ),
    );
    success.mockRestore();
    error.mockRestore();
  });

  it('says beside the submit button why the details are collected, where they may be stored, and links the policy', () => {
    renderForm();
    const submit = screen.getByRole('button', { name: 'Submit Booking Request' });
    const notice = screen.getByText(/collects these details/);
    // The notice comes before the button, so it is read before sending.
    expect(notice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice).toHaveTextContent(/to respond to your enquiry and arrange your inspection/);
    expect(notice).toHaveTextContent(/outside Australia/);
    expect(within(notice).getByRole('link', { name: /privacy policy/i })).toHaveAttribute(
      'href',
      paths.privacy(),
    );
  });

  it('keeps a draft as the visitor types and restores it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm();
    await user.type(screen.getByLabelText('Suburb'), 'Manly');
    await waitFor(() => expect(sessionStorage.getItem('booking-draft-v1')).toContain('Manly'));
    unmount();
    renderForm();
    await waitFor(() => expect(screen.getByLabelText('Suburb')).toHaveValue('Manly'));
  });
});

describe('BookingForm and the outbox on this device', () => {
  const OUTBOX = 'booking-outbox-v1';
  const outboxEntries = () =>
    (JSON.parse(localStorage.getItem(OUTBOX) ?? '{"entries":[]}') as { entries: { state: string }[] })
      .entries;

  it.each([
    ['the network fails', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['the automation is down (502)', () => fetchMock.mockResolvedValue(new Response('', { status: 502 }))],
  ])('keeps the enquiry on the device when %s, and says so', async (_, answer) => {
    answer();
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    const alert = await screen.findByRole('alert');
    // Issue 55: one thing, the true one: it goes by itself; the notice never also says to press submit.
    expect(alert).toHaveTextContent(SAVED_TITLE);
    expect(alert).toHaveTextContent(SAVED_ON_DEVICE);
    expect(alert).not.toHaveTextContent(/press submit to try again/i);
    expect(screen.getByLabelText('Full name')).toHaveValue('Jane Citizen');
    expect(outboxEntries()).toEqual([expect.objectContaining({ state: 'waiting' })]);
  });

  it('never keeps an enquiry the site refused on its first send', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { error: 'Invalid booking', fieldErrors: { suburb: ['Suburb is required'] } },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    expect(await screen.findByLabelText('Suburb')).toHaveAccessibleDescription('Suburb is required');
    const failure = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes('Unable to Submit Booking'));
    expect(failure).toBeDefined();
    expect(failure).not.toHaveTextContent(SAVED_ON_DEVICE);
    expect(localStorage.getItem(OUTBOX)).toBeNull();
  });

  it('sends a retry as the same enquiry, and confirms it once it is received', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 503 }));
    fetchMock.mockResolvedValueOnce(Response.json({ reference: 'HBI-7F3A2C' }, { status: 202 }));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    await screen.findByText(/saved on this device/);
    await user.click(screen.getByRole('button', { name: 'Submit Booking Request' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Booking confirmation' })).toHaveTextContent('HBI-7F3A2C'),
    );
    const ids = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init!.body)).submissionId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(localStorage.getItem(OUTBOX)).toBeNull();
  });

  it('shows an enquiry the site refused while it waited: the values, the field errors and the failure notice', async () => {
    const outbox = createOutbox({ storage: localStorage, locks: null, wait: async () => {} });
    outbox.queue(payloadFor('refused-0001', { suburb: 'Newtown' }));
    await outbox.flush(
      async () => ({
        kind: 'http',
        status: 400,
        fieldErrors: { suburb: ['Suburb must be less than 50 characters'] },
      }),
      { retryNow: true },
    );
    expect(outbox.refusedEntry()?.submissionId).toBe('refused-0001');
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to Submit Booking');
    await waitFor(() => expect(screen.getByLabelText('Suburb')).toHaveValue('Newtown'));
    await waitFor(() =>
      expect(screen.getByLabelText('Suburb')).toHaveAccessibleDescription(
        'Suburb must be less than 50 characters',
      ),
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('Jane Citizen');
    // Shown once: it leaves the outbox, and the form's next send is the visitor's.
    expect(localStorage.getItem(OUTBOX)).toBeNull();
  });

  it('shows an enquiry still waiting from an earlier visit with the saved notice', async () => {
    // Nothing answers yet: the runner's own try fails on the network.
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    createOutbox({ storage: localStorage }).queue(payloadFor('waiting-0001', { suburb: 'Bondi' }));
    renderForm();
    expect(await screen.findByText(/saved on this device/)).toBeInTheDocument();
    expect(screen.getByLabelText('Suburb')).toHaveValue('Bondi');
  });
});

describe('BookingForm before and after the app starts', () => {
  function tree(url: string) {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    return (
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <BookingForm />
        </MemoryRouter>
      </QueryClientProvider>
    );
  }

  /**
   * The prerendered form, typed into before React takes it over, then hydrated. `boot` does to the page what
   * the boot script would have done before the form's code came (src/boot/booking-form.ts).
   */
  async function typeThenHydrate(
    url: string,
    typed: Record<string, string>,
    boot?: (container: HTMLElement) => void,
  ) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(url));
    document.body.append(container);
    const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement;
    // The prerendered fields take input from the first paint; the button waits for the boot script.
    expect(field('name').closest('fieldset')?.disabled).toBe(false);
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Submit Booking Request');
    for (const [name, value] of Object.entries(typed)) field(name).value = value;
    boot?.(container);
    // A hydration mismatch is reported as a recoverable error (and React renders the form afresh).
    const recoverable = vi.fn();
    await act(async () => {
      roots.push(hydrateRoot(container, tree(url), { onRecoverableError: recoverable }));
    });
    expect(recoverable).not.toHaveBeenCalled();
    return { container, field, button };
  }

  const roots: Root[] = [];
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(BOOT_STATE_ATTRIBUTE);
  });

  /** What the boot does when the button is pressed before the form's code is in: its state, and the button. */
  function pressedEarly(state: 'pending' | 'timed-out') {
    return (container: HTMLElement) => {
      const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
      document.documentElement.setAttribute(BOOT_STATE_ATTRIBUTE, state);
      button.disabled = state === 'pending';
      button.lastChild!.textContent = state === 'pending' ? BOOT_SUBMITTING : 'Submit Booking Request';
    };
  }

  it("adopts a press made before its code came: 'Submitting...' from the first render, then it sends", async () => {
    let finish: (r: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (finish = resolve)));
    const typed = {
      name: 'Early Press',
      email: 'early@example.com',
      phone: '0412345678',
      streetNumber: '7',
      streetName: 'George Street',
      suburb: 'Sydney',
      postcode: '2000',
      service: serviceOptions[0]!.label,
    };
    const { button, container } = await typeThenHydrate('/', typed, pressedEarly('pending'));
    expect(button.textContent).toBe(BOOT_SUBMITTING);
    expect(container.querySelector('form')).toHaveAttribute(BOOT_LIVE_ATTRIBUTE);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('sending');
    expect(button.textContent).toBe(BOOT_SUBMITTING);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, string>;
    expect(body).toMatchObject({ name: 'Early Press', email: 'early@example.com', service: typed.service });
    finish(new Response(null, { status: 200 }));
    await waitFor(() => expect(button.textContent).toBe('Submit Booking Request'));
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('ready');
  });

  it('shows the errors of a press made before its code came, and sends nothing', async () => {
    const { button, field } = await typeThenHydrate('/', { name: 'Only A Name' }, pressedEarly('pending'));
    expect(await screen.findByText(/problems with your booking request/)).toBeInTheDocument();
    expect(button.textContent).toBe('Submit Booking Request');
    expect(button.disabled).toBe(false);
    await waitFor(() => expect(field('email')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing for a press that timed out before its code came, until the visitor presses again', async () => {
    fetchMock.mockResolvedValue(new Response('ok', { status: 200 }));
    const typed = {
      name: 'Late Code',
      email: 'late@example.com',
      phone: '0412345678',
      streetNumber: '7',
      streetName: 'George Street',
      suburb: 'Sydney',
      postcode: '2000',
      service: serviceOptions[1]!.label,
    };
    const { button } = await typeThenHydrate('/', typed, pressedEarly('timed-out'));
    expect(button.textContent).toBe('Submit Booking Request');
    expect(button.disabled).toBe(false);
    // The notice stays (the stylesheet shows it on this state); nothing goes out by itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('timed-out');
    expect(
      within(document.querySelector(`[${BOOT_NOTICE_ATTRIBUTE}]`) as HTMLElement).getByRole('alert'),
    ).toHaveTextContent('Unable to Submit Booking');

    await userEvent.setup().click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(document.documentElement.getAttribute(BOOT_STATE_ATTRIBUTE)).toBe('ready');
  });

  it('keeps what was typed before the start, wins over the draft, and lets the address choose', async () => {
    sessionStorage.setItem(
      'booking-draft-v1',
      JSON.stringify({ name: 'Old Draft', suburb: 'Bondi', phone: '0412 345 678' }),
    );
    const { field, button } = await typeThenHydrate('/?service=dilapidation-reports', {
      name: 'Typed Early',
      suburb: 'Newtown',
      service: serviceLabel('Pre-Sale / Vendor Inspection'),
    });
    await waitFor(() => expect(button.textContent).toBe('Submit Booking Request'));
    expect(button.disabled).toBe(false);
    expect(field('name').value).toBe('Typed Early');
    expect(field('suburb').value).toBe('Newtown');
    expect(field('phone').value).toBe('0412 345 678');
    expect(field('service').value).toBe(serviceLabel('Dilapidation Reports'));
    // What was typed early is now in the draft too.
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('booking-draft-v1') ?? '{}')).toMatchObject({
        name: 'Typed Early',
        suburb: 'Newtown',
      }),
    );
  });

  it('sends what was typed before the start', async () => {
    fetchMock.mockResolvedValue(new Response('ok', { status: 200 }));
    const { field, button } = await typeThenHydrate('/', { name: 'Typed Early', postcode: '2000' });
    await waitFor(() => expect(button.disabled).toBe(false));
    const user = userEvent.setup();
    await enter(user, field('email'), 'jane@example.com');
    await enter(user, field('phone'), '0412345678');
    await enter(user, field('streetNumber'), '7');
    await enter(user, field('streetName'), 'George Street');
    await enter(user, field('suburb'), 'Sydney');
    await user.selectOptions(field('service'), serviceLabel('Pre-Sale / Vendor Inspection'));
    await user.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as Record<string, string>;
    expect(body).toMatchObject({ name: 'Typed Early', postcode: '2000', suburb: 'Sydney' });
  });
});
