/**
 * Every table that names a person is in the copy of their data or listed as left out with a reason
 * (docs/product.md#download-my-data). The tables are read from the migrated database's catalogue,
 * not from a list kept by hand: a new table with a user id (a foreign key to users or experts, or a
 * user_id column) fails here until data-export.sections.ts says what happens to it.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rows } from "../../db/client.ts";
import { testDatabase } from "../../test/harness.ts";
import { EXPORT_EXCLUDED, EXPORT_SECTIONS } from "./data-export.sections.ts";

async function tablesNamingAPerson(): Promise<string[]> {
  const { db } = await testDatabase();
  const found = await rows<{ table_name: string }>(
    db,
    sql`select distinct c.conrelid::regclass::text as table_name
          from pg_constraint c
         where c.contype = 'f' and c.confrelid in ('public.users'::regclass, 'public.experts'::regclass)
           and c.connamespace = 'public'::regnamespace
        union
        select c.table_name from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
         where c.table_schema = 'public' and c.column_name = 'user_id'
        union
        select 'users'`,
  );
  return found.map((r) => r.table_name.replace(/^public\./, "").replaceAll('"', "")).sort();
}

describe("the data export's coverage", () => {
  it("covers or explains every table that names a person", async () => {
    const covered = new Set(EXPORT_SECTIONS.map((s) => s.table));
    const unexplained = (await tablesNamingAPerson()).filter((t) => !covered.has(t) && !(t in EXPORT_EXCLUDED));
    expect(unexplained, "add these tables to EXPORT_SECTIONS or EXPORT_EXCLUDED (with the reason) in data-export.sections.ts").toEqual([]);
  });

  it("names only real tables, each once, and never both exported and left out", async () => {
    const { db } = await testDatabase();
    const all = (await rows<{ table_name: string }>(db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)).map((r) => r.table_name);
    // A table reached through another (a booking's events, a wallet's entries) is exported without naming a person itself.
    for (const s of EXPORT_SECTIONS) expect(all, s.table).toContain(s.table);
    const naming = await tablesNamingAPerson();
    for (const t of Object.keys(EXPORT_EXCLUDED)) expect(naming, t).toContain(t);
    const files = EXPORT_SECTIONS.map((s) => s.file);
    expect(new Set(files).size).toBe(files.length);
    for (const s of EXPORT_SECTIONS) expect(EXPORT_EXCLUDED, s.table).not.toHaveProperty(s.table);
  });

  it("each section's query runs", async () => {
    const { db } = await testDatabase();
    for (const s of EXPORT_SECTIONS) {
      await expect(rows(db, sql`${s.query("00000000-0000-4000-8000-000000000000")} limit 1`), s.file).resolves.toEqual([]);
    }
  });
});
