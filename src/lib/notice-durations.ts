/**
 * How long each kind of short notice (the toasts at the top of the screen) stays before it closes itself, in
 * milliseconds. The booking form, the notification layer and the accessibility statement all read these, so
 * the statement never promises a time the code does not keep. A new notice picks the kind that fits, or adds
 * a named one here (and the statement then names it too).
 */
export const noticeDurations = {
  /** The booking was received: long enough to read the reference and the next step. */
  success: 12_000,
  /** The booking could not be sent: long enough to read the phone number and e-mail it offers. */
  failure: 20_000,
  /** Any other short notice, such as a copied link. */
  general: 8_000,
} as const;

export type NoticeKind = keyof typeof noticeDurations;

/** A duration in whole seconds, as the accessibility statement prints it. */
export function noticeSeconds(kind: NoticeKind): number {
  return Math.round(noticeDurations[kind] / 1000);
}
