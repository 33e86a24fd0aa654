/**
 * Migration 0007: the client's own requests from the booking page (issue 41). When the client asked for
 * another time or cancelled, and no one in the office has acted since: the office lists such a booking first
 * in every tab, and a move, a cancel, a done or "mark handled" clears it. The requests themselves are event
 * rows (booking_events: 'change-requested', and 'cancelled' with `by: "client"` in its data).
 */
export default /* sql */ `
ALTER TABLE booking_enquiries ADD COLUMN needs_attention timestamptz;
`;
