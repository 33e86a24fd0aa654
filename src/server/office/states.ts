/**
 * An enquiry's states and the office's actions on them, the one place the rules are written: new, then
 * booked, then done; or new, then declined; or booked, then cancelled. A move keeps a booked inspection
 * booked at another time. Pure functions: the ledger's compare-and-set (ledger.ts `change`) takes its
 * from-states from here, and the inbox its list of actions.
 */
import {
  OFFICE_ACTIONS,
  type ChangeEvent,
  type EnquiryState,
  type OfficeAction,
  type UpdateChannelName,
} from '../../api/office.js';

export interface Transition {
  /** The states the action may start from. */
  from: readonly EnquiryState[];
  /** The state it leads to. */
  to: EnquiryState;
  /** The event it records. */
  event: ChangeEvent;
}

export const TRANSITIONS: Readonly<Record<OfficeAction, Transition>> = {
  confirm: { from: ['new'], to: 'booked', event: 'booked' },
  move: { from: ['booked'], to: 'booked', event: 'moved' },
  decline: { from: ['new'], to: 'declined', event: 'declined' },
  cancel: { from: ['booked'], to: 'cancelled', event: 'cancelled' },
  done: { from: ['booked'], to: 'done', event: 'done' },
};

/** Where `action` takes an enquiry in `state`, or null when the state does not allow it. */
export function transition(state: EnquiryState, action: OfficeAction): Transition | null {
  const rule = TRANSITIONS[action];
  return rule.from.includes(state) ? rule : null;
}

/** The actions `state` allows, in OFFICE_ACTIONS order. */
export function allowedActions(state: EnquiryState): OfficeAction[] {
  return OFFICE_ACTIONS.filter((action) => transition(state, action) !== null);
}

/** The actions whose body carries a slot (the confirm dialog), and those that carry a reason. */
export const SLOT_ACTIONS: readonly OfficeAction[] = ['confirm', 'move'];
export const REASON_ACTIONS: readonly OfficeAction[] = ['decline', 'cancel'];

/**
 * Whether an event changes the visitor's calendar entry, so its e-mail carries a file and raises the
 * enquiry's SEQUENCE: every one but 'done', which sends nothing.
 */
export function changesCalendar(event: ChangeEvent): boolean {
  return event !== 'done';
}

/**
 * The deliveries an event makes: the client's e-mail (none for 'done', none while the client's address is not
 * known); issue 52, for a booking made by someone else, the booker's notice, and on a move that changed the
 * client's address, the calendar's CANCEL to the old one; and the automation's event if on.
 */
export function updateChannels(
  event: ChangeEvent,
  {
    mail,
    automationEvents,
    client = true,
    booker = false,
    formerClient = false,
  }: {
    mail: boolean;
    automationEvents: boolean;
    /** Whether the client's address is known (always, when the client booked). */
    client?: boolean;
    /** Whether someone other than the client booked, and is to be told. */
    booker?: boolean;
    /** Whether this change moves the client's calendar entry to another address. */
    formerClient?: boolean;
  },
): UpdateChannelName[] {
  const channels: UpdateChannelName[] = [];
  if (mail && event !== 'done') {
    if (client) channels.push('client-update');
    if (booker) channels.push('booker-update');
    if (formerClient && event === 'moved') channels.push('client-former');
  }
  if (automationEvents) channels.push('automation-event');
  return channels;
}

/**
 * Issue 41: what the client may do on the booking page. 'change-request' asks for another time and changes
 * no state (the office moves the booking, or not); 'cancel' is the office's cancel transition itself, made by
 * the client. Both only while booked: a cancelled or done booking offers neither.
 */
export const CLIENT_ACTIONS = ['change-request', 'cancel'] as const;
export type ClientAction = (typeof CLIENT_ACTIONS)[number];

export const CLIENT_TRANSITIONS: Readonly<Record<ClientAction, { from: readonly EnquiryState[] }>> = {
  'change-request': { from: TRANSITIONS.move.from },
  cancel: TRANSITIONS.cancel,
};

/** The actions the booking page offers in `state`, in CLIENT_ACTIONS order. */
export function clientActions(state: EnquiryState): ClientAction[] {
  return CLIENT_ACTIONS.filter((action) => CLIENT_TRANSITIONS[action].from.includes(state));
}
