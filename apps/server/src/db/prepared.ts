/**
 * Prepared statements for the hot reads. On PostgreSQL a named statement is parsed and planned once
 * per pooled connection (the feed's union spends longer in the planner than running), and on both
 * drivers drizzle stops rebuilding the SQL text on every request. Each name must always stand for
 * the same SQL text: a query whose text varies (a cursor or not, a tab) gets one name per variant.
 */
import { sql, type SQL } from "drizzle-orm";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/** A drizzle prepared query, built the first time each database handle asks for it. */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

/** Raw SQL run as the named statement `name` (with this call's parameters); returns its rows. */
export async function preparedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
  const statement = session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await statement.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * A LIMIT written into the SQL text instead of bound as a parameter. With LIMIT $n, PostgreSQL's
 * reusable (generic) plan must guess the limit (a tenth of the table), costs out far above the
 * per-execution plans, and so is never chosen: every execution is planned again, and for these
 * short pages planning takes longer than running (EXPLAIN ANALYZE: 0.17 ms planning against
 * 0.11 ms running for the doubts page; 0.001 ms planning with a literal). Only for integers the
 * code controls; a statement name must then include the value.
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`literalLimit needs a non-negative integer, got ${n}`);
  // drizzle writes an SQL object given to .limit() into the text as it is.
  return sql.raw(String(n)) as unknown as number;
}
