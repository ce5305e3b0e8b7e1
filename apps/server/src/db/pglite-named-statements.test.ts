import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useNamedStatements, type NamedStatements } from "./pglite-named-statements.ts";

const SCHEMA = `
  drop table if exists items;
  create table items (id int primary key, label text not null, at timestamptz not null, meta jsonb, tags text[]);
  insert into items values (1, 'one', '2026-01-02 03:04:05+00', '{"a": 1}', '{x,y}'), (2, 'two', '2026-02-03 04:05:06+00', null, null);
`;

// One client as PGlite comes and one with named statements, for the file; each test starts them on
// the same fresh table. (Starting a PGlite takes a second or two.)
let plain: PGlite;
let named: PGlite;
let stats: NamedStatements;
const extra: PGlite[] = [];

beforeAll(async () => {
  [plain, named] = await Promise.all([PGlite.create(), PGlite.create()]);
  stats = useNamedStatements(named);
});
beforeEach(async () => {
  await Promise.all([plain.exec(SCHEMA), named.exec(SCHEMA)]);
});
afterAll(async () => {
  for (const client of [plain, named, ...extra]) await client.close();
});

describe("PGlite with named statements", () => {
  it("answers every statement as PGlite's own query does: rows, types, row modes, parsers, counts", async () => {
    const parsedBefore = stats.parsed;
    const asString = { parsers: { 1184: (value: string) => value } };
    const cases: [string, unknown[], object?][] = [
      ["select * from items where id = $1", [1]],
      ["select * from items order by id", []],
      ["select id, label from items where label = any($1::text[]) order by id", [["one", "two"]]],
      ["select at from items where id = $1", [2], asString],
      ["select id, meta from items where meta @> $1", [{ a: 1 }], { rowMode: "array" }],
      ["with x as (select $1::int as n) select n + 1 as m from x", [41]],
      ["update items set label = $1 where id > $2", ["changed", 0]],
      ["insert into items (id, label, at) values ($1, $2, $3) returning id", [3, "three", new Date("2026-03-04T05:06:07Z")]],
      ["delete from items where id = $1", [3]],
      ["select * from items where id = $1", [1]],
    ];
    for (const [text, params, options] of cases) {
      const mine = await named.query(text, params, options);
      const theirs = await plain.query(text, params, options);
      expect({ rows: mine.rows, fields: mine.fields, affectedRows: mine.affectedRows }, text).toEqual({
        rows: theirs.rows,
        fields: theirs.fields,
        affectedRows: theirs.affectedRows,
      });
    }
    // Each distinct text parsed once: the repeated select was not parsed again.
    expect(stats.parsed - parsedBefore).toBe(cases.length - 1);
  });

  it("reports an error as PGlite does and keeps working after it", async () => {
    await expect(named.query("insert into items (id, label, at) values ($1, $2, now())", [1, "again"])).rejects.toMatchObject({ code: "23505" });
    await expect(named.query("select * from nowhere where id = $1", [1])).rejects.toMatchObject({ code: "42P01" });
    await expect(named.query("select id from items where id = $1", ["not a number"])).rejects.toMatchObject({ code: "22P02" });
    expect((await named.query<{ id: number }>("select id from items where id = $1", [2])).rows).toEqual([{ id: 2 }]);
  });

  it("keeps at most `max` statements, closing the least recently used, and parses it again when needed", async () => {
    const small = await PGlite.create();
    extra.push(small);
    const stats = useNamedStatements(small, { max: 2 });
    const read = async (n: number) => (await small.query<{ n: number }>(`select $1::int + ${n} as n`, [1])).rows[0]!.n;
    expect(await read(1)).toBe(2);
    expect(await read(2)).toBe(3);
    expect(await read(1)).toBe(2); // used again: now the most recent
    expect(await read(3)).toBe(4); // closes the statement of read(2)
    expect(stats.kept).toBe(2);
    const prepared = (await small.query<{ name: string }>("select name from pg_prepared_statements where $1 order by name", [true])).rows.map((r) => r.name);
    expect(prepared).toHaveLength(2);
    expect(await read(2)).toBe(3);
    expect(stats.parsed).toBe(5);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let read!: Promise<{ rows: Array<{ label: string }> }>;
    let readDone = false;
    await named.transaction(async (tx) => {
      await tx.query("update items set label = 'in the transaction' where id = 1");
      // Sent while the transaction is open: must not see (or join) its uncommitted change.
      read = named.query<{ label: string }>("select label from items where id = $1", [1]).finally(() => (readDone = true));
      // The transaction's own statements after it: a read that took only the statement lock would
      // have had its turn between them, inside the transaction.
      for (let i = 0; i < 3; i++) await tx.query("select 1");
      expect(readDone).toBe(false);
      await tx.rollback();
    });
    expect((await read).rows).toEqual([{ label: "one" }]);
  });

  it("sends utility statements through PGlite's own query", async () => {
    const parsedBefore = stats.parsed;
    await named.query("set application_name = 'named-test'");
    expect((await named.query<{ application_name: string }>("show application_name")).rows).toEqual([{ application_name: "named-test" }]);
    expect(stats.parsed).toBe(parsedBefore);
  });
});
