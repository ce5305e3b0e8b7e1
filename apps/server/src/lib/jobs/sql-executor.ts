/**
 * pg-boss's statements as Drizzle SQL, so a job is inserted by the caller's own database or
 * transaction and commits or rolls back with it, on PGlite and on PostgreSQL alike.
 */
import { sql, type SQL } from "drizzle-orm";

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
