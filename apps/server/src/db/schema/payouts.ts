/**
 * Where an expert is paid: one payout account per user, a bank account (its number encrypted at
 * rest, only its last four digits in the clear) or a UPI ID, as verified by the payment provider.
 * A change replaces the row and starts the cooling period again (`payable_from`).
 */
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method").$type<"bank" | "upi">().notNull(),
    holderName: text("holder_name"),
    /** AES-256-GCM of the account number (lib/secret-box.ts), never returned by the API */
    accountNumberSealed: text("account_number_sealed"),
    accountLast4: text("account_last4"),
    ifsc: text("ifsc"),
    upiId: text("upi_id"),
    /** the provider's id of the verified account (RazorpayX's fund account) */
    providerRef: text("provider_ref").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull(),
    /** no payout before this: a new or changed account waits (PAYOUT_ACCOUNT_COOLING_HOURS) */
    payableFrom: timestamp("payable_from", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payout_accounts_method_check", sql`${t.method} in ('bank', 'upi')`),
    check(
      "payout_accounts_shape_check",
      sql`case ${t.method}
            when 'bank' then ${t.holderName} is not null and ${t.accountNumberSealed} is not null and ${t.accountLast4} ~ '^[0-9]{4}$' and ${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$' and ${t.upiId} is null
            else ${t.upiId} is not null and ${t.holderName} is null and ${t.accountNumberSealed} is null and ${t.accountLast4} is null and ${t.ifsc} is null
          end`,
    ),
  ],
);
