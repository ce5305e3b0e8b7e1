/** The policy's early/late line is asked in SQL by the statements that move bookings: it must agree with the shared rule. */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isEarly } from "@expertconnect/shared/booking-policy";
import { rows } from "../../db/client.ts";
import { testDatabase } from "../../test/harness.ts";
import { earlySql } from "./bookings.transitions.ts";

const HOUR = 3_600_000;

describe("earlySql", () => {
  it("draws the line where isEarly does: exactly 24 hours before the start is early, a millisecond later is not", async () => {
    const { db } = await testDatabase();
    const startsAt = new Date("2026-12-10T04:30:00.000Z");
    for (const before of [30 * 24 * HOUR, 24 * HOUR + 1, 24 * HOUR, 24 * HOUR - 1, HOUR, 0, -HOUR]) {
      const now = new Date(startsAt.getTime() - before);
      const [row] = await rows<{ early: boolean }>(
        db,
        sql`select ${earlySql(sql`${startsAt.toISOString()}::timestamptz`, sql`${now.toISOString()}::timestamptz`)} as early`,
      );
      expect(row!.early, `${before} ms before the start`).toBe(isEarly(startsAt, now));
    }
  });
});
