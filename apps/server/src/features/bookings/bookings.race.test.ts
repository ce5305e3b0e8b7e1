/**
 * PostgreSQL only: booking inserts raced through two connection pools (as two instances would),
 * every user booking every expert at one slot at once, so expert and user conflicts cross. The
 * insert's advisory locks must leave no deadlock (40P01) for a retry to handle: the route has none.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, slotStart, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { openDatabase, pgErrorCode, rows, type Database } from "../../db/client.ts";
import { testDatabase, usingPostgres } from "../../test/harness.ts";
import { insertBooking } from "./bookings.queries.ts";

describe.runIf(usingPostgres)("booking inserts across two pools", () => {
  let second: Database;
  beforeAll(async () => {
    second = await openDatabase({ url: process.env.TEST_DATABASE_URL, poolMax: 20, migrate: false });
  });
  afterAll(() => second?.close());

  it("end as created or as a clash (23P01), never as a deadlock, one booking per expert and per user", async () => {
    const { db } = await testDatabase();
    const experts = await rows<{ id: string }>(db, sql`insert into experts (name, category, specialization) select 'E' || i, 'medical', 'GP' from generate_series(1, 8) i returning id`);
    const users = await rows<{ id: string }>(db, sql`insert into users (email) select 'racer' || i || '@example.in' from generate_series(1, 8) i returning id`);
    const outcomes: Record<string, number> = {};
    const rounds = 8;
    for (let r = 0; r < rounds; r++) {
      const at = slotStart(addDays(todayInIndia(), 1 + r), "10:00");
      const tries = users.flatMap((u, ui) =>
        experts.map((e, ei) =>
          insertBooking((ui + ei) % 2 ? db : second.db, { userId: u.id, expertId: e.id, scheduledAt: at, consultationType: "chat", notes: null }).then(
            () => "created",
            (err: unknown) => pgErrorCode(err) ?? String(err),
          ),
        ),
      );
      for (const outcome of await Promise.all(tries)) outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    expect(outcomes).toEqual({ created: rounds * 8, "23P01": rounds * 56 });
  }, 120_000);
});
