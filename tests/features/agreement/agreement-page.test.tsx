import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptPath, agreementPath, type AgreementView } from '../../../src/api/agreement';
import { business, telHref } from '../../../src/content/business';
import { privateRoutes } from '../../../src/app/private-routes';
import { acceptLabels } from '../../../src/features/agreement/accept-form';
import {
  AgreementRoot,
  CANCELLED_TITLE,
  CANCELLED_WORDS,
  createAgreementQueryClient,
} from '../../../src/features/agreement/agreement-app';
import { sectionTitle } from '../../../src/features/agreement/agreement-text';
import { tokenFrom } from '../../../src/features/agreement/client';
import { inlineLinks, inlineParts } from '../../../src/lib/inline-links';
import { agreementView, fakeAgreement } from './fake-agreement';
import { acceptedWhen, bookingDate, dollars, slotWindow } from '../../../src/domain/booking/words';
import { MAIN_POINTS_HEADING, MAIN_POINTS_NOTE } from '../../../src/content/agreements/main-points';

/**
 * The agreement page (issue 40) on a fake API (fake-agreement.ts): each state a link opens, the form's errors
 * as a screen reader hears them, the body an acceptance sends (the version and the hash of the text shown), and
 * a text that changed meanwhile (409). The server's rules are its own tests; here, the page.
 */
const TOKEN = 'tok.en-1';
const NOW = new Date('2026-11-27T10:00:00.000Z');
const route = privateRoutes.find((r) => r.id === 'agreement')!;

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage(view: AgreementView | null, token: string | null = TOKEN, failing = false) {
  const api = fakeAgreement({ views: view ? { [TOKEN]: view } : {} });
  api.state.failing = failing;
  vi.stubGlobal('fetch', api.fetch);
  render(<AgreementRoot client={createAgreementQueryClient()} token={token} />);
  return api;
}

const heading = () => screen.getByRole('heading', { level: 1 });
async function headingReads(name: string | RegExp) {
  const h1 = await screen.findByRole('heading', { level: 1, name });
  await waitFor(() => expect(h1).toHaveFocus());
  return h1;
}
/** The text of the page's live alerts. */
const announced = () =>
  screen
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' | ');
const acceptButton = () => screen.queryByRole('button', { name: 'Accept agreement' });
const nameField = () => screen.getByRole('textbox', { name: acceptLabels.name });
const agreedBox = () => screen.getByRole('checkbox', { name: acceptLabels.agreed });

describe('the address', () => {
  it('gives the token under the route, and nothing for any other path', () => {
    expect(tokenFrom(`${route.path}/${TOKEN}`)).toBe(TOKEN);
    expect(tokenFrom(`${route.path}/${encodeURIComponent('a b')}`)).toBe('a b');
    expect(tokenFrom(route.path)).toBeNull();
    expect(tokenFrom(`${route.path}/`)).toBeNull();
    expect(tokenFrom(`${route.path}/a/b`)).toBeNull();
    expect(tokenFrom(`${route.path}/%E0%A4%A`)).toBeNull();
    expect(tokenFrom(`/office/${TOKEN}`)).toBeNull();
  });
});

describe('an open agreement', () => {
  it('shows the text section by section, the booking in Sydney time with its price, and the form; the heading has the focus', async () => {
    const view = agreementView({ booking: { ...agreementView().booking, note: 'Side gate is open.' } });
    const api = renderPage(view);
    await headingReads('Your inspection agreement');
    expect(api.seen.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${agreementPath(TOKEN)}`]);
    const text = screen.getByRole('region', { name: 'The agreement' });
    for (const section of view.sections) {
      // Issue 55: numbered once, as the server numbers it, never "1. 1.".
      expect(section.heading).toMatch(/^\d+\. \D/);
      const part = within(text).getByRole('region', { name: sectionTitle(section) });
      for (const paragraph of section.paragraphs)
        for (const piece of inlineParts(paragraph)) expect(part).toHaveTextContent(piece.text);
      for (const item of section.items) expect(within(part).getByText(item).tagName).toBe('LI');
      // The content's `[words](href)` links are links: an outside one in a new tab, saying so.
      for (const { text: words, href } of section.paragraphs.flatMap(inlineLinks)) {
        const link = within(part).getByRole('link', { name: new RegExp(`^${words}`) });
        expect(link).toHaveAttribute('href', href);
        if (!href.startsWith('/')) {
          expect(link).toHaveAttribute('target', '_blank');
          expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
        }
      }
    }
    const booking = within(screen.getByRole('region', { name: 'Your booking' }));
    const term = (name: string) => booking.getByText(name, { selector: 'dt' }).nextElementSibling;
    expect(term('Inspection')).toHaveTextContent(view.booking.inspection);
    expect(term('Property')).toHaveTextContent(view.booking.property);
    expect(term('Date')).toHaveTextContent(bookingDate(view.booking.date));
    expect(bookingDate(view.booking.date)).toBe('Monday 7 December 2026');
    expect(term('Arrival window')).toHaveTextContent(
      `${slotWindow(view.booking.windowFrom, view.booking.windowTo)} (Sydney time)`,
    );
    expect(term('Price')).toHaveTextContent(dollars(view.booking.priceCents!));
    expect(term('Note from us')).toHaveTextContent(view.booking.note);
    expect(nameField()).toBeRequired();
    expect(acceptButton()).toBeEnabled();
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', telHref);
  });

  it('opens with the main points the server filled in, before the booking and the full text (issue 55)', async () => {
    const mainPoints = [
      'What is inspected: the house.',
      'Not covered: 3 matters.',
      'Price: $450.',
      'Cancelling: free.',
    ];
    renderPage(agreementView({ mainPoints }));
    await headingReads('Your inspection agreement');
    const box = screen.getByRole('region', { name: MAIN_POINTS_HEADING });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(mainPoints);
    expect(box).toHaveTextContent(MAIN_POINTS_NOTE);
    const order = [
      box,
      screen.getByRole('region', { name: 'Your booking' }),
      screen.getByRole('region', { name: 'The agreement' }),
    ];
    for (const [before, after] of order.slice(0, -1).map((region, i) => [region, order[i + 1]!] as const)) {
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('shows no main points box for a text from before they were added', async () => {
    renderPage(agreementView({ mainPoints: [] }));
    await headingReads('Your inspection agreement');
    expect(screen.queryByRole('region', { name: MAIN_POINTS_HEADING })).toBeNull();
  });

  it('names each problem in an announced summary, ties each message to its field, focuses the first, and sends nothing', async () => {
    const api = renderPage(agreementView());
    await headingReads('Your inspection agreement');
    await user.click(acceptButton()!);
    const alert = await screen.findByText('There are 2 problems with your acceptance.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('There are 2 problems with your acceptance.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(`${acceptLabels.name}: Type your full name.`);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      `${acceptLabels.agreed}: Tick this box to accept the agreement.`,
    );
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Type your full name.');
    expect(agreedBox()).toHaveAttribute('aria-invalid', 'true');
    expect(agreedBox()).toHaveAccessibleDescription('Tick this box to accept the agreement.');

    // A name of one letter, then the name without the tick: one problem left, and the focus goes to it.
    await user.type(nameField(), 'M');
    await user.click(acceptButton()!);
    expect(nameField()).toHaveAccessibleDescription('Type your full name.');
    await user.type(nameField(), 'ary-Jane O’Neil');
    await user.click(acceptButton()!);
    await waitFor(() => expect(agreedBox()).toHaveFocus());
    expect(announced()).toContain('There is 1 problem with your acceptance.');
    expect(api.accepts()).toEqual([]);
  });

  it("accepts by keyboard: the body carries the view's version and hash, and the record shows with the heading focused", async () => {
    const view = agreementView();
    const api = renderPage(view);
    await headingReads('Your inspection agreement');
    act(() => nameField().focus());
    await user.keyboard('  Mary-Jane O’Neil ');
    await user.tab(); // issue 54: the client's particular concerns, optional
    expect(screen.getByRole('textbox', { name: /Your particular concerns/ })).toHaveFocus();
    await user.keyboard('The back bedroom gets damp.');
    await user.tab(); // the "on behalf" box, left clear
    await user.tab();
    expect(agreedBox()).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(acceptButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await headingReads('Agreement accepted');
    expect(api.accepts()).toEqual([
      {
        method: 'POST',
        path: acceptPath(TOKEN),
        body: {
          version: view.version,
          hash: view.hash,
          name: 'Mary-Jane O’Neil',
          agreed: true,
          onBehalf: false,
          concerns: 'The back bedroom gets damp.',
        },
      },
    ]);
    expect(screen.getByText(/^Accepted by/).closest('p')).toHaveTextContent(
      `Accepted by Mary-Jane O’Neil on ${acceptedWhen(NOW.toISOString())} (Sydney time).`,
    );
    expect(acceptedWhen(NOW.toISOString())).toBe('27 November 2026 at 9:00 pm');
    expect(acceptButton()).toBeNull();
    // The text accepted stays on the page.
    expect(screen.getByRole('region', { name: sectionTitle(view.sections[0]!) })).toBeVisible();
  });

  it('records an acceptance on behalf of the client, and says so', async () => {
    const api = renderPage(agreementView());
    await headingReads('Your inspection agreement');
    await user.type(nameField(), 'Sam Attorney');
    await user.click(screen.getByRole('checkbox', { name: new RegExp(acceptLabels.onBehalf) }));
    await user.click(agreedBox());
    await user.click(acceptButton()!);
    await headingReads('Agreement accepted');
    expect((api.accepts()[0]!.body as { onBehalf: boolean }).onBehalf).toBe(true);
    expect(screen.getByText(/^Accepted by/).closest('p')).toHaveTextContent(
      'Accepted by Sam Attorney on behalf of the client named in this booking on',
    );
  });

  it('when the text changed meanwhile (409): shows the new text with a notice, clears the tick, and accepts the new version', async () => {
    const api = renderPage(agreementView());
    await headingReads('Your inspection agreement');
    expect(screen.getByText('The price is $450 including GST.')).toBeVisible();
    const current = api.changePrice(TOKEN, '$520 including GST', 'building-1:bbbb');

    await user.type(nameField(), 'Mary-Jane O’Neil');
    await user.click(agreedBox());
    const h1 = heading();
    act(() => acceptButton()!.focus());
    await user.keyboard('{Enter}');
    await screen.findByText('The price is $520 including GST.');
    expect(screen.queryByText('The price is $450 including GST.')).toBeNull();
    expect(screen.getByText(/The agreement changed after you opened this page/)).toBeVisible();
    await waitFor(() => expect(h1).toHaveFocus());
    expect(agreedBox()).not.toBeChecked();
    expect(nameField()).toHaveValue('Mary-Jane O’Neil');

    await user.click(agreedBox());
    await user.click(acceptButton()!);
    await headingReads('Agreement accepted');
    expect(api.accepts().map((r) => r.body)).toEqual([
      expect.objectContaining({ version: 'building-1:aaaa' }),
      expect.objectContaining({ version: current.version, hash: current.hash }),
    ]);
    expect(screen.queryByText(/The agreement changed/)).toBeNull();
  });

  it("shows the server's refusal of the name on the field, and a failure it cannot place in an announced alert", async () => {
    const api = renderPage(agreementView());
    await headingReads('Your inspection agreement');
    await user.type(nameField(), 'Mary-Jane O’Neil');
    await user.click(agreedBox());
    api.state.nextAnswer = { status: 400, body: { error: 'invalid', field: 'name' } };
    await user.click(acceptButton()!);
    await waitFor(() => expect(nameField()).toHaveFocus());
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(/Check your name/);

    api.state.nextAnswer = { status: 500, body: {} };
    await user.click(acceptButton()!);
    await waitFor(() => expect(announced()).toMatch(/could not record your acceptance/));
    expect(heading()).toHaveTextContent('Your inspection agreement');
  });
});

describe('the other states', () => {
  it('an accepted agreement: the record and the text, no form', async () => {
    const at = '2026-11-20T01:30:00.000Z';
    const view = agreementView({
      status: 'accepted',
      accepted: { name: 'Mary-Jane O’Neil', at, onBehalf: false },
    });
    renderPage(view);
    await headingReads('Agreement accepted');
    expect(screen.getByText(/^Accepted by/).closest('p')).toHaveTextContent(
      `Accepted by Mary-Jane O’Neil on ${acceptedWhen(at)} (Sydney time).`,
    );
    expect(screen.getByRole('region', { name: sectionTitle(view.sections[1]!) })).toBeVisible();
    // Issue 55: true for whoever reads it, the client or their agent: the copy goes to the client.
    expect(
      screen.getByText(/A copy of the accepted text is e-mailed to the client and to us\./),
    ).toBeVisible();
    expect(acceptButton()).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("an agent's link: the text to read, no form, and a line saying the client accepts it", async () => {
    const view = agreementView({ status: 'read-only' });
    renderPage(view);
    await headingReads('Inspection agreement (to read)');
    expect(screen.getByText(/The client named in this booking accepts the agreement/)).toBeVisible();
    expect(screen.getByRole('region', { name: sectionTitle(view.sections[0]!) })).toBeVisible();
    expect(acceptButton()).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('a closed booking: says so, with the text, no form', async () => {
    renderPage(agreementView({ status: 'closed', bookingStatus: 'done' }));
    await headingReads('This agreement is closed');
    expect(
      screen.getByText(/The inspection has taken place, so there is nothing to accept here/),
    ).toBeVisible();
    expect(acceptButton()).toBeNull();
  });

  it('a cancelled booking whose agreement was accepted: says cancelled and what that means, not "Agreement accepted" (issue 57)', async () => {
    const at = '2026-11-27T09:30:00.000Z';
    renderPage(
      agreementView({
        status: 'accepted',
        bookingStatus: 'cancelled',
        accepted: { name: 'Mary-Jane O’Neil', at, onBehalf: false },
      }),
    );
    await headingReads(CANCELLED_TITLE);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(CANCELLED_WORDS.accepted);
    expect(main).not.toHaveTextContent('Agreement accepted');
    expect(main).not.toHaveTextContent(CANCELLED_WORDS.notAccepted);
    // The record stays, for the client's records; the booking is shown as the one cancelled.
    expect(main).toHaveTextContent(`Accepted by Mary-Jane O’Neil on ${acceptedWhen(at)} (Sydney time).`);
    expect(screen.getByRole('region', { name: 'The cancelled booking' })).toBeVisible();
    expect(screen.queryByText(/A copy of the accepted text is e-mailed/)).toBeNull();
    expect(acceptButton()).toBeNull();
  });

  it('a cancelled booking whose agreement was never accepted: says cancelled, and that no fee under it applies (issue 57)', async () => {
    renderPage(agreementView({ status: 'closed', bookingStatus: 'cancelled' }));
    await headingReads(CANCELLED_TITLE);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(CANCELLED_WORDS.notAccepted);
    expect(main).not.toHaveTextContent('This agreement is closed');
    expect(main).not.toHaveTextContent('has taken place');
    expect(acceptButton()).toBeNull();
  });

  it('a link that opens nothing (404), and an address without a token: the error page with the phone to call', async () => {
    const api = renderPage(null);
    await headingReads('This link does not open an agreement');
    expect(api.seen).toHaveLength(1);
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', telHref);
    expect(acceptButton()).toBeNull();
  });

  it('an address without a token asks nothing of the API', async () => {
    const api = renderPage(agreementView(), null);
    await headingReads('This link does not open an agreement');
    expect(api.seen).toEqual([]);
  });

  it('a failed read (500) says so, with the phone and a way to try again', async () => {
    const api = renderPage(agreementView(), TOKEN, true);
    // The query client tries a 5xx twice more, after 1 s and 2 s (react-query's delays), on fake time.
    for (let step = 0; step < 20 && api.seen.length < 3; step++)
      await act(() => vi.advanceTimersByTimeAsync(500));
    await headingReads('The agreement did not load');
    expect(api.seen).toHaveLength(3);
    expect(announced()).toMatch(/Check the connection/);
    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', telHref);
    api.state.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await headingReads('Your inspection agreement');
  });
});
