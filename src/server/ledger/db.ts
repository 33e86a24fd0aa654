/**
 * The little the ledger needs of a PostgreSQL client: a statement with `$1` parameters, a transaction on one
 * connection, and closing. Two drivers implement it with the same SQL: postgres.js on a server
 * (postgres-db.ts, every host) and PGlite in a folder on this machine (pglite-db.ts, Node only).
 */

export type Row = Record<string, unknown>;

export interface Db {
  /** One statement; `params` fill `$1`, `$2`... Rows come back as objects keyed by column name. */
  query<R extends Row = Row>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** A script of several statements, with no parameters (a migration). */
  exec(text: string): Promise<void>;
  /** `work` on one connection inside BEGIN ... COMMIT; a throw rolls it back and is thrown again. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /** Lets the connections go; the Db cannot be used after. */
  close(): Promise<void>;
  /** 'postgres' or 'pglite', for logs and the CLI. */
  readonly kind: 'postgres' | 'pglite';
}

/** PostgreSQL's SQLSTATE of an error, when a driver gives one. */
export function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}
