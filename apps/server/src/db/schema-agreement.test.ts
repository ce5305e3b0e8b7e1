/**
 * The migrations are hand-checked SQL (some of it beyond what Drizzle can say: triggers, checks,
 * exclusion constraints), and the Drizzle schema is what the code queries through: after migrating,
 * every table, column (with its nullability) and index the schema declares must be in the database.
 * scripts/check-migrations.mjs checks the other side, that no schema change lacks its migration.
 */
import { sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { rows } from "./client.ts";
import * as schema from "./schema/index.ts";
import { testDatabase } from "../test/harness.ts";

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => value instanceof PgTable);

describe("the migrated database and the Drizzle schema", () => {
  it("agree on every table, column, nullability and index the schema declares", async () => {
    const { db } = await testDatabase();
    expect(tables.length).toBeGreaterThan(30);
    const columns = await rows<{ table_name: string; column_name: string; is_nullable: "YES" | "NO" }>(
      db,
      sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
    );
    const indexes = await rows<{ tablename: string; indexname: string }>(db, sql`select tablename, indexname from pg_indexes where schemaname = 'public'`);
    const found = new Map(columns.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable === "YES"]));
    const indexNames = new Set(indexes.map((i) => `${i.tablename}.${i.indexname}`));
    const problems: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        if (!found.has(key)) problems.push(`column ${key} is in the schema, not in the database`);
        else if (found.get(key) === column.notNull) problems.push(`column ${key} is ${column.notNull ? "not null" : "nullable"} in the schema only`);
      }
      for (const index of config.indexes) {
        const name = index.config.name;
        if (name && !indexNames.has(`${config.name}.${name}`)) problems.push(`index ${name} on ${config.name} is in the schema, not in the database`);
      }
    }
    expect(problems).toEqual([]);
  });
});
