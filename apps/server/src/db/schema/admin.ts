/** The admin audit log. */
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every admin action; append-only (a trigger refuses UPDATE and DELETE, migration 0009). */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** null when the action came from configuration (ADMIN_EMAILS) or the command line */
    actorId: uuid("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetTable: text("target_table").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("admin_audit_log_at_idx").on(t.at.desc(), t.id.desc())],
);
