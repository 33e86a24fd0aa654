/**
 * The embedded ledger (PGlite in .data/ledger) is one process's database: two processes opening the folder
 * would corrupt it. The process that opens it holds this lock, a file beside the folder that names it (its
 * pid) and says how to reach it (the local server's address and a token for its ledger route). Another
 * server stops with a message; `npm run enquiries` asks the running server instead. A lock left by a process
 * that has died is taken over.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, closeSync } from 'node:fs';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  /** What holds it: 'npm start', 'npm run dev', 'npm run enquiries'... */
  holder: string;
  /** The local server's origin, once it listens; absent for a CLI. */
  url?: string;
  /** Bearer token for the server's ledger route (only this machine's user can read the file). */
  token: string;
  since: string;
}

export class LedgerBusyError extends Error {
  constructor(readonly info: LockInfo) {
    super(
      `The embedded ledger (.data/ledger) is open in another process: ${info.holder} (pid ${info.pid}` +
        `${info.url ? `, ${info.url}` : ''}). Only one process may open it. Stop that one, or run this one ` +
        'with BOOKING_LEDGER=off (no ledger) or DATABASE_URL=<a PostgreSQL URL>.',
    );
    this.name = 'LedgerBusyError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's holder, when one is alive. */
export function readLock(lockFile: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockFile, 'utf8')) as LockInfo;
    return info.pid !== process.pid && alive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

export interface HeldLock {
  info: LockInfo;
  /** Records the server's address, once it listens, for `npm run enquiries`. */
  setUrl(url: string): void;
  release(): void;
}

export function lockFileFor(dataDir: string): string {
  return path.join(dataDir, 'ledger.lock');
}

/** Takes the lock, or throws LedgerBusyError when a live process holds it. */
export function acquireLock(lockFile: string, holder: string): HeldLock {
  // The data folder (.data/) is its owner's alone, whatever the umask: it holds the token and the ledger.
  mkdirSync(path.dirname(lockFile), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(lockFile), 0o700);
  const info: LockInfo = {
    pid: process.pid,
    holder,
    token: randomBytes(24).toString('base64url'),
    since: new Date().toISOString(),
  };
  for (let tries = 0; tries < 3; tries++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeFileSync(fd, JSON.stringify(info));
      closeSync(fd);
      let released = false;
      return {
        info,
        setUrl(url) {
          info.url = url;
          writeFileSync(lockFile, JSON.stringify(info), { mode: 0o600 });
        },
        release() {
          if (released) return;
          released = true;
          try {
            const current = JSON.parse(readFileSync(lockFile, 'utf8')) as LockInfo;
            if (current.token === info.token) rmSync(lockFile, { force: true });
          } catch {
            // Already gone.
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holderInfo = readLock(lockFile);
      if (holderInfo) throw new LedgerBusyError(holderInfo);
      // A dead process's lock (or our own from before a crash): take it over.
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the ledger lock ${lockFile}`);
}
