/**
 * Prepared statements for the hot reads. On PostgreSQL a named statement is parsed and planned once
 * per pooled connection (the feed's union spends longer in the planner than running), and on both
 * drivers drizzle stops rebuilding the SQL text on every request. Each name must always stand for
 * the same SQL text: a query whose text varies (a cursor or not, a tab) gets one name per variant.
 */
import type { SQL } from "drizzle-orm";
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
