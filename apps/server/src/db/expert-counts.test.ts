/** expert_counts follows every kind of change to experts, so Explore's heading can read it instead of counting. */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabase } from "../test/harness.ts";
import { rows, type Db } from "./client.ts";

let db: Db;

beforeEach(async () => {
  db = (await testDatabase()).db;
});

/** What expert_counts says, next to what a count over experts says. */
async function countsBoth() {
  const kept = await rows<{ category: string; total: number; available: number }>(
    db,
    sql`select category, total, available from expert_counts where total > 0 order by category`,
  );
  const counted = await rows<{ category: string; total: number; available: number }>(
    db,
    sql`select category, count(*)::int as total, (count(*) filter (where is_available))::int as available
        from experts group by category order by category`,
  );
  return { kept, counted };
}

async function expectInStep(expected: Record<string, [number, number]>) {
  const { kept, counted } = await countsBoth();
  const asMap = (list: { category: string; total: number; available: number }[]) =>
    Object.fromEntries(list.map((r) => [r.category, [Number(r.total), Number(r.available)]]));
  expect(asMap(counted)).toEqual(expected);
  expect(asMap(kept)).toEqual(expected);
}

const insertExperts = (values: ReturnType<typeof sql>) =>
  db.execute(sql`insert into experts (name, category, specialization, is_available) values ${values}`);

describe("expert_counts", () => {
  it("counts inserts of many rows at once, per category and availability", async () => {
    await insertExperts(sql`('A', 'medical', 'GP', true), ('B', 'medical', 'GP', false), ('C', 'tech', 'Dev', true)`);
    await insertExperts(sql`('D', 'medical', 'GP', true)`);
    await expectInStep({ medical: [3, 2], tech: [1, 1] });
  });

  it("moves counts when availability or category changes, and ignores other updates", async () => {
    await insertExperts(sql`('A', 'medical', 'GP', true), ('B', 'medical', 'GP', true), ('C', 'legal', 'Law', true)`);
    await db.execute(sql`update experts set is_available = false where name = 'A'`);
    await expectInStep({ medical: [2, 1], legal: [1, 1] });
    await db.execute(sql`update experts set category = 'financial' where name = 'B'`);
    await expectInStep({ medical: [1, 0], legal: [1, 1], financial: [1, 1] });
    await db.execute(sql`update experts set rating = 4.5 where true`);
    await expectInStep({ medical: [1, 0], legal: [1, 1], financial: [1, 1] });
  });

  it("subtracts deleted experts and starts again from zero after a truncate", async () => {
    await insertExperts(sql`('A', 'medical', 'GP', true), ('B', 'medical', 'GP', false), ('C', 'legal', 'Law', true)`);
    await db.execute(sql`delete from experts where name in ('A', 'C')`);
    await expectInStep({ medical: [1, 0] });
    await db.execute(sql`truncate experts cascade`);
    await expectInStep({});
    await insertExperts(sql`('E', 'tech', 'Dev', false)`);
    await expectInStep({ tech: [1, 0] });
  });

  it("stays exact under simultaneous inserts", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => insertExperts(sql`(${`N${i}`}, 'medical', 'GP', ${i % 2 === 0})`)),
    );
    await expectInStep({ medical: [20, 10] });
  });
});
