/**
 * The states and their transitions (src/server/office/states.ts): every pair of a state and an action, legal
 * or not, against the rules (new, then booked, then done; or new, then declined; or booked, then
 * cancelled; a move keeps a booking booked).
 */
import { describe, expect, it } from 'vitest';
import {
  ENQUIRY_STATES,
  OFFICE_ACTIONS,
  type ChangeEvent,
  type EnquiryState,
  type OfficeAction,
} from '../../../src/api/office';
import {
  allowedActions,
  changesCalendar,
  transition,
  updateChannels,
} from '../../../src/server/office/states';

/** The legal moves, as the issue states them: from, the action, to, and the event it records. */
const LEGAL: [EnquiryState, OfficeAction, EnquiryState, ChangeEvent][] = [
  ['new', 'confirm', 'booked', 'booked'],
  ['booked', 'move', 'booked', 'moved'],
  ['new', 'decline', 'declined', 'declined'],
  ['booked', 'cancel', 'cancelled', 'cancelled'],
  ['booked', 'done', 'done', 'done'],
];

const legal = (state: EnquiryState, action: OfficeAction) =>
  LEGAL.find(([from, a]) => from === state && a === action);

const CASES = ENQUIRY_STATES.flatMap((state) => OFFICE_ACTIONS.map((action) => [state, action] as const));
const LEGAL_CASES = CASES.filter(([state, action]) => legal(state, action));
const ILLEGAL_CASES = CASES.filter(([state, action]) => !legal(state, action));

describe('the transitions', () => {
  it('cover every state and action: 5 legal moves and the rest illegal', () => {
    expect(CASES).toHaveLength(ENQUIRY_STATES.length * OFFICE_ACTIONS.length);
    expect(LEGAL_CASES).toHaveLength(LEGAL.length);
  });

  it.each(LEGAL_CASES)('%s, then %s: allowed', (state, action) => {
    const [, , to, event] = legal(state, action)!;
    expect(transition(state, action)).toMatchObject({ to, event });
    expect(allowedActions(state)).toContain(action);
  });

  it.each(ILLEGAL_CASES)('%s, then %s: refused', (state, action) => {
    expect(transition(state, action)).toBeNull();
    expect(allowedActions(state)).not.toContain(action);
  });

  it('list the actions a state allows in OFFICE_ACTIONS order; done, declined and cancelled allow none', () => {
    for (const state of ENQUIRY_STATES) {
      expect(allowedActions(state)).toEqual(OFFICE_ACTIONS.filter((action) => legal(state, action)));
    }
    expect(ENQUIRY_STATES.filter((state) => allowedActions(state).length === 0)).toEqual([
      'done',
      'declined',
      'cancelled',
    ]);
  });
});

describe('what each event sends', () => {
  const events = LEGAL.map(([, , , event]) => event);

  it('every event but done changes the calendar and mails the client', () => {
    for (const event of events) {
      expect(changesCalendar(event)).toBe(event !== 'done');
      expect(updateChannels(event, { mail: true, automationEvents: false })).toEqual(
        event === 'done' ? [] : ['client-update'],
      );
    }
  });

  it("the automation hears every event, only when events are on and whatever the mail's state", () => {
    for (const event of events) {
      expect(updateChannels(event, { mail: false, automationEvents: true })).toEqual(['automation-event']);
      expect(updateChannels(event, { mail: false, automationEvents: false })).toEqual([]);
    }
  });
});
