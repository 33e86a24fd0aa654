/**
 * How `npm run enquiries` and `npm run db:migrate` reach the ledger: the PostgreSQL at DATABASE_URL; or the
 * embedded ledger in .data/ledger, through the local server that holds it (it alone may open the folder),
 * or opened here when no server runs.
 */
import {
  LEDGER_ROUTE,
  defaultDataDir,
  openLocalLedger,
  type LocalLedger,
} from '../../src/server/local-bookings';
import { lockFileFor, readLock, type LockInfo } from '../../src/server/local-lock';

export type LedgerAccess =
  | { kind: 'open'; local: LocalLedger; where: string }
  | { kind: 'server'; lock: LockInfo & { url: string }; where: string };

export class LedgerUnavailable extends Error {
  override name = 'LedgerUnavailable';
}

export async function reachLedger(
  holder: string,
  env: Record<string, string | undefined> = process.env,
  dataDir = defaultDataDir,
): Promise<LedgerAccess> {
  if (!env.DATABASE_URL?.trim()) {
    const lock = readLock(lockFileFor(dataDir));
    if (lock) {
      if (!lock.url) {
        throw new LedgerUnavailable(
          `The embedded ledger is open in ${lock.holder} (pid ${lock.pid}), which has no address to ask. ` +
            'Wait for it to finish, or stop it.',
        );
      }
      return {
        kind: 'server',
        lock: lock as LockInfo & { url: string },
        where: `the running server at ${lock.url}`,
      };
    }
  }
  const local = await openLocalLedger({
    env: { ...env, BOOKING_LEDGER: undefined },
    dataDir,
    holder,
    poolSize: 2,
    log: () => {},
  });
  if (!local) throw new LedgerUnavailable('No ledger to open.');
  // A PostgreSQL that cannot be reached is only logged by openLocalLedger; here it is the answer.
  await local.source.open().then(({ release }) => release());
  return { kind: 'open', local, where: local.label };
}

/** A request to the running server's ledger route, with the token from the lock file. */
export async function askServer<T>(
  lock: LockInfo & { url: string },
  path: string,
  init: RequestInit = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${lock.url}${LEDGER_ROUTE}${path}`, {
      ...init,
      headers: { ...init.headers, Authorization: `Bearer ${lock.token}`, 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new LedgerUnavailable(
      `The server that holds the embedded ledger (${lock.holder}, ${lock.url}) did not answer: ` +
        `${(error as Error).message}. Stop it, or try again.`,
    );
  }
  if (!response.ok)
    throw new LedgerUnavailable(`${lock.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Reaches the ledger, runs `work` with it, and closes what was opened here, whatever `work` does. */
export async function withLedger<T>(
  holder: string,
  env: Record<string, string | undefined>,
  work: (access: LedgerAccess) => Promise<T>,
): Promise<T> {
  const access = await reachLedger(holder, env);
  try {
    return await work(access);
  } finally {
    if (access.kind === 'open') await access.local.close();
  }
}

/**
 * A ledger CLI's entry point: runs `main` when the script is the one node was started with. A
 * `LedgerUnavailable` is told in one line (it says what to do); anything else with its stack. Exit code 1.
 */
export function runCli(moduleUrl: string, main: () => Promise<unknown>): void {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  main().catch((error: Error) => {
    console.error(error instanceof LedgerUnavailable ? error.message : (error.stack ?? String(error)));
    process.exitCode = 1;
  });
}
