/**
 * The little the backend needs from a PostgreSQL connection, met by both PGlite and a `pg` pool:
 * parameterised queries, multi-statement scripts, and transactions on one connection.
 */
export type Sql = {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<unknown>;
};

export type Database = Sql & {
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
