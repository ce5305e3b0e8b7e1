/**
 * Lets pg-boss run a statement through a Drizzle database or transaction, so a job is inserted in the
 * caller's transaction and commits or rolls back with it, on PGlite and on PostgreSQL alike.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
}

/**
 * Drizzle numbers parameters itself, so `$n` placeholders become Drizzle params in order. Each
 * placeholder must appear once (true of pg-boss's batch insert, the one statement sent this way);
 * a repeated one would be sent twice and could be inferred as two different types.
 */
export function drizzleExecutor(db: Db): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const seen = new Set<number>();
      const chunks: SQL[] = [];
      parts.forEach((part, i) => {
        if (i % 2 === 0) {
          if (part) chunks.push(sql.raw(part));
          return;
        }
        const index = Number(part) - 1;
        if (seen.has(index)) throw new Error(`drizzleExecutor: placeholder $${part} appears twice`);
        seen.add(index);
        chunks.push(sql`${sql.param(values[index] ?? null)}`);
      });
      const result = (await db.execute(sql.join(chunks))) as {
        rows: Record<string, unknown>[];
        rowCount?: number | null;
        affectedRows?: number;
      };
      return { rows: result.rows, rowCount: result.rowCount ?? result.affectedRows ?? 0 };
    },
  };
}
