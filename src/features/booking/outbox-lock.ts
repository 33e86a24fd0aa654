/**
 * One tab at a time: the outbox flushes under a Web Lock, or, where navigator.locks is missing, under a
 * claim with a lease in storage, so that two tabs never send the same entry.
 */
import { OUTBOX_KEY } from './outbox-key';

/** Longer than one send can take (a proof plus the 10 s abort); renewed before each send. */
export const CLAIM_LEASE_MS = 30_000;
/** Between writing a storage claim and reading it back, so a tab that wrote at the same time has written. */
export const CLAIM_SETTLE_MS = 50;

const LOCK_NAME = 'booking-outbox';
const CLAIM_KEY = `${OUTBOX_KEY}-claim`;

export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The part of navigator.locks the outbox uses. */
export interface OutboxLocks {
  request(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<void>,
  ): Promise<unknown>;
}

export interface TabLockDeps {
  storage: OutboxStorage | null;
  locks: OutboxLocks | null;
  now: () => number;
  wait: (ms: number) => Promise<void>;
  /** Names this tab in a storage claim. */
  owner: string;
}

/** Keeps the lock for the next step; false when it has been lost and nothing more may be sent. */
export type Renew = () => boolean;

/** Runs `task` holding the lock and says true, or says false at once when another holder has it. */
export type TabLock = (task: (renew: Renew) => Promise<void>) => Promise<boolean>;

export function createTabLock({ storage, locks, now, wait, owner }: TabLockDeps): TabLock {
  // A storage claim names the tab, not the call, and a Web Lock may fall back to one: so one holder per tab.
  let running = false;

  async function underWebLock(webLocks: OutboxLocks, task: (renew: Renew) => Promise<void>) {
    let held = false;
    try {
      await webLocks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
        if (!lock) return;
        held = true;
        await task(() => true);
      });
      return held;
    } catch {
      // Web Locks refused the request (an opaque origin, say): fall back to the claim, unless the lock had
      // been granted and the task has run.
      return held ? true : underClaim(task);
    }
  }

  function readClaim(): { owner: string; until: number } | null {
    try {
      const claim = JSON.parse(storage?.getItem(CLAIM_KEY) ?? 'null') as unknown;
      const { owner: by, until } = (claim ?? {}) as { owner?: unknown; until?: unknown };
      return typeof by === 'string' && typeof until === 'number' ? { owner: by, until } : null;
    } catch {
      return null;
    }
  }

  function writeClaim(): boolean {
    try {
      storage?.setItem(CLAIM_KEY, JSON.stringify({ owner, until: now() + CLAIM_LEASE_MS }));
      return !!storage;
    } catch {
      return false;
    }
  }

  const mine = () => readClaim()?.owner === owner;

  /**
   * Two tabs that both found no claim both write one; after a pause, only the tab whose claim is still there
   * goes on. A tab that closed mid-send blocks the others until its lease runs out.
   */
  async function underClaim(task: (renew: Renew) => Promise<void>): Promise<boolean> {
    const held = readClaim();
    if (held && held.owner !== owner && held.until > now()) return false;
    if (!writeClaim()) return false;
    await wait(CLAIM_SETTLE_MS);
    if (!mine()) return false;
    try {
      await task(() => mine() && writeClaim());
    } finally {
      try {
        if (mine()) storage?.removeItem(CLAIM_KEY);
      } catch {
        // The lease runs out by itself.
      }
    }
    return true;
  }

  return async (task) => {
    if (running) return false;
    running = true;
    try {
      return await (locks ? underWebLock(locks, task) : underClaim(task));
    } finally {
      running = false;
    }
  };
}
