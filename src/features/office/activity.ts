/**
 * Whether a person has acted on the page since the office's last request. The session ends after 30 minutes
 * without activity, and the inbox's own refreshes (every 30 s, and when the tab regains focus) must not keep it
 * alive: they carry `X-Office-Request: background` (client.ts). A click or a key press is a person's; the
 * next request after one goes without the header, so it counts. Opening the page counts too.
 */
let acted = true;

export function markActivity(): void {
  acted = true;
}

/** Whether a person acted since the last call; the next call says false until they act again. */
export function takeActivity(): boolean {
  const was = acted;
  acted = false;
  return was;
}

/** Listens for a person's clicks and keys on the document (capture: before any handler starts a request). */
export function watchActivity(
  target: Pick<Document, 'addEventListener' | 'removeEventListener'>,
): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  for (const event of events) target.addEventListener(event, markActivity, true);
  return () => {
    for (const event of events) target.removeEventListener(event, markActivity, true);
  };
}
