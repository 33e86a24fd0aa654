import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingPagePath, bookingPayPath, type BookingPageView } from '../../../src/api/booking-page';
import { DEPOSIT_WORDS, PAY_BY_CARD, paymentStateWords, paymentSummary } from '../../../src/api/payment';
import { paymentWords } from '../../../src/features/booking-page/payment-section';
import { business } from '../../../src/content/business';
import {
  BookingPageRoot,
  bookingPageTitles,
  createBookingPageQueryClient,
  movedWords,
} from '../../../src/features/booking-page/booking-page-app';
import { acceptedWhen, bookingDate, slotWindow } from '../../../src/domain/booking/words';

/**
 * The client's booking page (issue 41) as it follows the booking (issue 57), on a stand-in for its API that
 * answers one view: the notice the server made current (a request not yet answered, or the office's move), and
 * what a done booking says of an agreement never accepted. Which notice is current is the server's (its tests
 * read the ledger's events); here, what the page says of each.
 */
const TOKEN = 'tok.en-1';
const NOW = new Date('2026-11-27T10:00:00.000Z');
const REQUEST_WORDS = 'Your booking stays as it is until we call you';

function view(overrides: Partial<BookingPageView> = {}): BookingPageView {
  return {
    status: 'booked',
    businessName: business.name,
    businessPhone: { display: business.phone.display, e164: business.phone.e164 },
    reference: 'HBI-BOOKED',
    booking: {
      date: '2026-12-07',
      windowFrom: '08:00',
      windowTo: '09:00',
      priceCents: 45_000,
      note: '',
      inspection: 'Pre-Purchase Building Inspection',
      property: '12A Smith Street, Parramatta NSW 2150',
    },
    agreement: 'not-accepted',
    cancellationTerms: ['You can cancel at no cost.'],
    lastRequestAt: null,
    movedAt: null,
    access: 'client',
    clientName: '',
    payment: null,
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPage(shown: BookingPageView) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    new URL(String(input), 'http://booking.test').pathname === bookingPagePath(TOKEN)
      ? Response.json(shown)
      : Response.json({ error: 'link' }, { status: 404 }),
  );
  render(<BookingPageRoot client={createBookingPageQueryClient()} token={TOKEN} />);
  const title = shown.status === 'booked' ? bookingPageTitles.booked : bookingPageTitles[shown.status];
  await screen.findByRole('heading', { level: 1, name: title });
  return screen.getByRole('main');
}

describe('the booking page after the office acts', () => {
  it('after a move: the new time, and the move said with when, with no stale "stays as it is"', async () => {
    const movedAt = '2026-11-27T03:15:00.000Z';
    const moved = view({
      movedAt,
      booking: { ...view().booking, date: '2026-12-09', windowFrom: '13:00', windowTo: '14:00' },
    });
    const main = await renderPage(moved);
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent(bookingDate('2026-12-09'));
    expect(summary).toHaveTextContent(slotWindow('13:00', '14:00'));
    expect(main).toHaveTextContent(`${movedWords.before} ${acceptedWhen(movedAt)} ${movedWords.after}`);
    expect(main).not.toHaveTextContent(REQUEST_WORDS);
  });

  it('a request not yet answered: says it was sent, and that the booking stays as it is', async () => {
    const lastRequestAt = '2026-11-27T04:00:00.000Z';
    const main = await renderPage(view({ lastRequestAt }));
    expect(screen.getByRole('status')).toHaveTextContent(REQUEST_WORDS);
    expect(screen.getByRole('status')).toHaveTextContent(acceptedWhen(lastRequestAt));
    expect(main).not.toHaveTextContent(movedWords.before);
  });

  it('done with the agreement never accepted: says so, and no longer points to the link to accept it', async () => {
    const main = await renderPage(view({ status: 'done' }));
    await waitFor(() => expect(main).toHaveTextContent('Pre-inspection agreement: not accepted'));
    expect(main).not.toHaveTextContent('not yet accepted');
    expect(main).not.toHaveTextContent('see the link in our e-mail');
  });
});

describe('the booking page’s payment section (issue 60)', () => {
  const summary = paymentSummary(
    {
      payments: [],
      depositCents: 11_000,
      depositDueAt: new Date('2026-11-28T00:00:00.000Z'),
      priceCents: 45_000,
    },
    NOW,
  );
  const bank = { accountName: 'Harbourline Building Inspections', bsb: '062000', accountNumber: '12345678' };

  it('says the deposit due and how to pay: the card link through the site, and the bank with the reference', async () => {
    await renderPage(view({ payment: { summary, card: true, bank, payId: null } }));
    const section = screen.getByRole('region', {
      name: `${paymentWords.title}: ${paymentStateWords(summary)}`,
    });
    expect(section).toHaveTextContent(
      DEPOSIT_WORDS.due({ cents: summary.depositCents!, dueAt: summary.depositDueAt! }),
    );
    expect(within(section).getByRole('link', { name: PAY_BY_CARD })).toHaveAttribute(
      'href',
      bookingPayPath(TOKEN),
    );
    expect(section).toHaveTextContent(`${paymentWords.quote}HBI-BOOKED`);
    expect(section).toHaveTextContent('062-000');
  });

  it('offers no way to pay where the server gives none (paid, cancelled, the booker)', async () => {
    await renderPage(view({ payment: { summary, card: false, bank: null, payId: null } }));
    const section = screen.getByRole('region', {
      name: `${paymentWords.title}: ${paymentStateWords(summary)}`,
    });
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent(paymentWords.quote);
  });
});
