/**
 * The app's running instances and the browser sockets each holds (migration 0022_quotas): what the
 * per-person socket limits count across instances (lib/realtime/socket-registry.ts).
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const realtimeInstances = pgTable(
  "realtime_instances",
  {
    id: uuid("id").primaryKey(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** renewed by the instance's heartbeat; an instance not seen for a while is dead */
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("realtime_instances_seen_idx").on(t.seenAt)],
);

export const openSockets = pgTable(
  "open_sockets",
  {
    /** grows with each socket: a person's oldest socket has the smallest */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["room", "messages", "feed"] }).notNull(),
    instanceId: uuid("instance_id")
      .notNull()
      .references(() => realtimeInstances.id, { onDelete: "cascade" }),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("open_sockets_kind_check", sql`${t.kind} in ('room', 'messages', 'feed')`),
    index("open_sockets_user_kind_idx").on(t.userId, t.kind, t.id),
    index("open_sockets_instance_idx").on(t.instanceId),
  ],
);
