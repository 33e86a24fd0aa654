/**
 * The ledger's database on a PostgreSQL server, through postgres.js (`postgres`): plain JavaScript on Node's
 * sockets, or on workerd's with the `nodejs_compat` flag, so the same driver serves the Node server and every
 * host's functions.
 *
 * Time limits keep a request inside its budget: 3 s to connect, 2 s per statement (set on the session, so
 * the server enforces it). No prepared statements: transaction poolers (Neon's, Supabase's, PgBouncer,
 * Hyperdrive) hand each transaction to any connection, where a statement prepared on another is unknown.
 */
import postgres from 'postgres';
import type { Db, Row } from './db.js';

export interface PostgresOptions {
  /** Connections in this instance's pool: 1 in a function (one request at a time), more on a server. */
  max?: number;
  connectTimeoutS?: number;
  statementTimeoutMs?: number;
  /** Seconds an unused connection stays open; a function's instance may sleep with it. */
  idleTimeoutS?: number;
}

export const CONNECT_TIMEOUT_S = 3;
export const STATEMENT_TIMEOUT_MS = 2_000;

type Sql = postgres.Sql | postgres.TransactionSql;

function wrap(sql: Sql, close: () => Promise<void>): Db {
  return {
    kind: 'postgres',
    async query<R extends Row = Row>(text: string, params: readonly unknown[] = []) {
      const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: false });
      return [...rows] as unknown as R[];
    },
    async exec(text: string) {
      // Without parameters postgres.js uses the simple protocol, which runs several statements.
      await sql.unsafe(text);
    },
    async transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      if (!('begin' in sql)) throw new Error('Nested transactions are not used here');
      return (await sql.begin((tx) => work(wrap(tx, close)))) as T;
    },
    close,
  };
}

/** A server named by its parts, as Cloudflare's Hyperdrive binding gives it. */
export interface ServerParts {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

export function postgresDb(server: string | ServerParts, options: PostgresOptions = {}): Db {
  const settings = {
    max: options.max ?? 1,
    prepare: false,
    connect_timeout: options.connectTimeoutS ?? CONNECT_TIMEOUT_S,
    idle_timeout: options.idleTimeoutS ?? 20,
    // Seconds before a connection that failed is tried again: postgres.js triples the wait with each failure,
    // up to 20 s, so a database back after a few seconds' outage under load stayed unused for up to 20 s more
    // (each enquiry meanwhile took the stateless path). Doubling from 50 ms to at most 2 s finds it at once;
    // a refused connection costs the database nothing.
    backoff: (attempts: number) => Math.min(0.05 * 2 ** attempts, 2),
    // Notices (a CREATE ... IF NOT EXISTS that found the object) are not news.
    onnotice: () => {},
    connection: {
      statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      application_name: 'bookings',
    },
  };
  const sql =
    typeof server === 'string'
      ? postgres(server, settings)
      : postgres({
          ...settings,
          host: server.host,
          port: server.port,
          username: server.user,
          password: server.password,
          database: server.database,
        });
  return wrap(sql, () => sql.end({ timeout: 5 }));
}
