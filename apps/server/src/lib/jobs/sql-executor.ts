/**
 * Lets pg-boss run a statement through a Drizzle database or transaction, so a job is inserted in the
 * caller's transaction and commits or rolls back with it, on PGlite and on PostgreSQL alike.
 */
import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { PgDialect, PgSession } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
}

/**
 * pg-boss's statement text with `$n` placeholders as a Drizzle SQL, each value a Drizzle param, or
 * the fragment `replace` gives for that index (0-based). Drizzle numbers parameters itself, so each
 * placeholder must appear once (true of pg-boss's batch insert, the one statement sent this way); a
 * repeated one would be sent twice and could be inferred as two different types.
 */
export function placeholdersToSql(text: string, values: unknown[], replace: Map<number, SQL> = new Map()): SQL {
  const parts = text.split(/\$(\d+)/);
  const seen = new Set<number>();
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
      return;
    }
    const index = Number(part) - 1;
    if (seen.has(index)) throw new Error(`placeholdersToSql: placeholder $${part} appears twice`);
    seen.add(index);
    chunks.push(replace.get(index) ?? sql`${sql.param(values[index] ?? null)}`);
  });
  return sql.join(chunks);
}

export function drizzleExecutor(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      // A named statement per distinct text (pg-boss sends the same few), parsed and planned once
      // per connection rather than for every job.
      const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession };
      const name = `jobs_${createHash("sha1").update(text).digest("hex").slice(0, 16)}`;
      const result = (await session.prepareQuery(dialect.sqlToQuery(placeholdersToSql(text, values)), undefined, name, false).execute()) as {
        rows: Record<string, unknown>[];
        rowCount?: number | null;
        affectedRows?: number;
      };
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? 0 };
    },
  };
}
