/**
 * "Download my data" (docs/product.md#download-my-data): one row per request for a copy of a
 * person's data. A job builds the ZIP into storage (storage_key) and it can be downloaded by its
 * owner until expires_at, when another job deletes the file.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["waiting", "building", "ready", "failed", "expired"] }).notNull().default("waiting"),
    storageKey: text("storage_key").unique(),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    check("data_exports_status_check", sql`${t.status} in ('waiting', 'building', 'ready', 'failed', 'expired')`),
    check(
      "data_exports_ready_check",
      sql`(${t.status} = 'ready') = (${t.storageKey} is not null) and (${t.status} <> 'ready' or (${t.readyAt} is not null and ${t.expiresAt} is not null and ${t.sizeBytes} is not null))`,
    ),
    // The daily limit reads a person's latest request; the list reads their newest first.
    index("data_exports_user_requested_idx").on(t.userId, t.requestedAt.desc()),
  ],
);
