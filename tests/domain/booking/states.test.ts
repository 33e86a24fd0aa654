/**
 * The states and their transitions (src/domain/booking/states.ts): every pair of a state and an action, legal
 * or not, against the rules (new, then booked, then done; or new, then declined; or booked, then
 * cancelled; a move keeps a booking booked).
 */
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  type ChangeEvent,
  changesCalendar,
  ENQUIRY_STATES,
  type EnquiryState,
  OFFICE_ACTIONS,
  type OfficeAction,
  transition,
} from '../../../src/domain/booking/states';
import { deliversOn, EFFECTS, type EffectContext, effectsOf } from '../../../src/domain/booking/effects';

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
  const none: EffectContext = {
    mail: false,
    notify: false,
    automationEvents: false,
    client: true,
    booker: false,
  };

  it('every event but done changes the calendar and mails the client', () => {
    for (const event of events) {
      expect(changesCalendar(event)).toBe(event !== 'done');
      expect(effectsOf(event, { ...none, mail: true })).toEqual(event === 'done' ? [] : ['client-update']);
    }
  });

  it("the automation hears every event, only when events are on and whatever the mail's state", () => {
    for (const event of Object.keys(EFFECTS) as (keyof typeof EFFECTS)[]) {
      const heard = effectsOf(event, { ...none, automationEvents: true }).includes('automation-event');
      expect(heard).toBe(deliversOn(event, 'automation-event'));
      expect(effectsOf(event, none)).toEqual([]);
    }
    for (const event of events) expect(deliversOn(event, 'automation-event')).toBe(true);
  });

  it('whoever booked hears of each change to the booking; the client of none when their address is unknown', () => {
    for (const event of events) {
      const context = { ...none, mail: true, booker: true, client: false };
      expect(effectsOf(event, context)).toEqual(event === 'done' ? [] : ['booker-update']);
    }
  });

  it("the former client's calendar hears only of a move that changed the address; the business of the client's own cancel", () => {
    const mail = { ...none, mail: true, notify: true };
    expect(effectsOf('moved', { ...mail, formerClient: true })).toEqual(['client-update', 'client-former']);
    expect(effectsOf('cancelled', { ...mail, formerClient: true })).toEqual(['client-update']);
    expect(effectsOf('cancelled', { ...mail, by: 'client' })).toEqual(['client-update', 'booking-office']);
    expect(effectsOf('cancelled', { ...mail, by: 'office' })).toEqual(['client-update']);
  });

  it('an acceptance copies the client, tells the business, and a change request tells the business', () => {
    expect(effectsOf('agreement-accepted', { ...none, mail: true })).toEqual(['agreement-copy']);
    expect(effectsOf('agreement-accepted', { ...none, mail: true, notify: true })).toEqual([
      'agreement-copy',
      'agreement-office',
    ]);
    expect(effectsOf('change-requested', { ...none, mail: true, notify: true })).toEqual(['booking-office']);
    expect(effectsOf('links-revoked', { ...none, mail: true })).toEqual(['client-links']);
    expect(effectsOf('links-revoked', { ...none, mail: true, client: false })).toEqual([]);
  });
});
