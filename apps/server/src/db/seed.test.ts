/** Demo data is deterministic and idempotent: seeding twice leaves exactly what seeding once left. */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CATEGORIES } from "@expertconnect/shared/categories";
import { testDatabase } from "../test/harness.ts";
import { rows, type Db } from "./client.ts";
import { seedDemoData, seedIfEmpty } from "./seed.ts";

let db: Db;
beforeEach(async () => {
  db = (await testDatabase()).db;
});

/** Every seeded table's rows, ids and the fields people read, in a stable order. */
async function snapshot() {
  const experts = await rows<{ id: string; name: string; category: string; fee: number; rating: number; available: boolean; verified: boolean }>(
    db,
    sql`select id, name, category, consultation_fee as fee, rating, is_available as available, is_verified as verified from experts order by id`,
  );
  const counts = await rows<{ t: string; n: number }>(
    db,
    sql`select 'users' as t, count(*)::int as n from users union all select 'posts', count(*)::int from doctor_posts
        union all select 'doubts', count(*)::int from doctor_doubts union all select 'answers', count(*)::int from doubt_answers`,
  );
  const doubts = await rows<{ id: string; answers: number }>(db, sql`select id, answers_count as answers from doctor_doubts order by id`);
  return { experts, counts, doubts };
}

describe("demo data", () => {
  it("gives every category at least 12 verified experts, and seeding again changes nothing", async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    const first = await snapshot();
    for (const c of CATEGORIES) {
      const verified = first.experts.filter((e) => e.category === c && e.verified);
      expect(verified.length, c).toBeGreaterThanOrEqual(12);
    }
    expect(first.experts.some((e) => !e.available)).toBe(true);

    expect(await seedIfEmpty(db)).toBe(false);
    await seedDemoData(db); // what `npm run seed` does on a database that already has it
    expect(await snapshot()).toEqual(first);
  });
});
