/**
 * The calendar feed's panel in the office (issue 57) on the fake API: no link at first; "Make a calendar link"
 * shows the address once, with a copy button, the refresh note and how to subscribe in Google, Apple and
 * Outlook; the address is gone after a revoke, which asks first. Its controls are at least 44 px (min-h-11).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CALENDAR_FEED_API } from '../../../src/api/office';
import { REFRESH_NOTE, SUBSCRIBE_STEPS } from '../../../src/features/office/calendar-feed';
import { renderOffice, setUpOfficePage } from './render-office';
import { officeSchedulePath } from '../../../src/api/office-paths';

setUpOfficePage();

describe("the business's calendar in the office", () => {
  it('makes a link shown once, with how to subscribe, and revokes it after asking', async () => {
    const user = userEvent.setup();
    // The panel is on the schedule's page (issue 57).
    window.history.replaceState(null, '', officeSchedulePath());
    const { office } = renderOffice({ signedInAs: 'owner@example.com' });
    const panel = (await screen.findByRole('heading', { name: /calendar$/ })).closest('section')!;
    const inPanel = within(panel as HTMLElement);
    await inPanel.findByText('There is no calendar link.');
    expect(panel.textContent).toContain(REFRESH_NOTE);
    expect(panel.textContent).toMatch(/no name, phone or street/);

    await user.click(inPanel.getByRole('button', { name: 'Make a calendar link' }));
    const shown = await inPanel.findByLabelText(/copy it now, it is shown only this once/);
    expect(shown).toHaveValue('http://office.test/api/office/calendar/token-1.ics');
    for (const [app, step] of SUBSCRIBE_STEPS) expect(panel.textContent).toContain(`${app}: ${step}`);
    expect(inPanel.getByText(/A calendar link is live/).textContent).toContain('by owner@example.com');
    expect(inPanel.getByText(/No calendar has read it yet/)).toBeTruthy();
    for (const button of inPanel.getAllByRole('button')) expect(button.className).toMatch(/min-h-1[12]/);
    expect(office.to(CALENDAR_FEED_API.make).map((r) => r.method)).toEqual(['POST']);

    await user.click(inPanel.getByRole('button', { name: 'Revoke' }));
    // Nothing is revoked until the owner says so.
    expect(office.to(CALENDAR_FEED_API.revoke)).toHaveLength(0);
    await user.click(inPanel.getByRole('button', { name: 'Revoke the link now' }));
    await inPanel.findByText('There is no calendar link.');
    expect(office.to(CALENDAR_FEED_API.revoke)).toHaveLength(1);
    expect(inPanel.queryByLabelText(/copy it now/)).toBeNull();
    expect(panel.textContent).not.toContain('token-1');
  });
});
