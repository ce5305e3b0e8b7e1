/** The app's own rate-limit windows (lib/rate-limits.ts). */
import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The app's own rate-limit counters (lib/rate-limits.ts), kept apart from Better Auth's
 * rate_limits, whose clean-up removes every row older than Better Auth's own window.
 */
export const appRateLimits = pgTable(
  "app_rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** epoch milliseconds at which this window ends */
    resetAt: bigint("reset_at", { mode: "number" }).notNull(),
  },
  (t) => [index("app_rate_limits_reset_at_idx").on(t.resetAt)],
);
