/**
 * The bodies of the office's actions, checked by their schemas (src/api/office.ts: the confirm dialog checks
 * with the same) before anything is read from the ledger. The first field that is wrong is named, as
 * `version`, `slot`, `agreed`, `reason`, `clientEmail` or `slot.<key>`, for the 400 `{ error: 'invalid', field }`.
 */
import { ACTION_BODIES } from '../../api/office.js';
import { checkBody } from '../http.js';
import { type BookingSlot, type OfficeAction } from '../../domain/booking/states.js';

export interface ActionInput {
  version: number;
  /** confirm, move (issue 52): the client's address, when given; null otherwise. */
  clientEmail: string | null;
  /** confirm, move. */
  slot: BookingSlot | null;
  /** decline, cancel. */
  reason: string | null;
}

export type ActionParse = { ok: true; input: ActionInput } | { ok: false; field: string };

/** The body of `action`, checked; fields the action does not take are ignored. */
export function parseActionBody(action: OfficeAction, body: Record<string, unknown>): ActionParse {
  const checked = checkBody(ACTION_BODIES[action], body);
  if (!checked.ok) return checked;
  const value = checked.value as Partial<{
    version: number;
    slot: BookingSlot;
    reason: string;
    clientEmail: string | null;
  }>;
  return {
    ok: true,
    input: {
      version: value.version!,
      slot: value.slot ?? null,
      reason: value.reason ?? null,
      clientEmail: value.clientEmail ?? null,
    },
  };
}
