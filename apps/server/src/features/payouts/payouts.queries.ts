/** The payout account's reads and its one write (replace, with the audit row, under the account's quota lock). */
import { sql } from "drizzle-orm";
import { maskAccountNumber, PAYOUT_ACCOUNT_COOLING_HOURS, payoutChangesRefused } from "@expertconnect/shared/schemas/payouts";
import { rows, utcIso, type Db } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { lockAccount, type Refusal } from "../../lib/quotas/quota.ts";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { encodeCursor, type Cursor } from "../../lib/cursor.ts";
import { payoutColumns, toPayoutView, type PayoutRow } from "./payouts.money.ts";

/** Changes of the payout account a person may make in a day (a change also restarts the wait). */
export const PAYOUT_ACCOUNT_CHANGES_PER_DAY = 5;
export const AUDIT_ACTION = "set_payout_account";

export interface PayoutAccountView {
  method: "bank" | "upi";
  holderName: string | null;
  /** masked: XXXXXX and the last four digits */
  accountNumber: string | null;
  ifsc: string | null;
  upiId: string | null;
  verifiedAt: string;
  payableFrom: string;
  payable: boolean;
  /** "Automatic weekly payouts" */
  autoPayouts: boolean;
}

interface Row {
  method: "bank" | "upi";
  holder_name: string | null;
  account_last4: string | null;
  ifsc: string | null;
  upi_id: string | null;
  verified_at: string;
  payable_from: string;
  payable: boolean;
  auto_payouts: boolean;
}

const columns = sql`method, holder_name, account_last4, ifsc, upi_id, ${utcIso("verified_at")} as verified_at,
  ${utcIso("payable_from")} as payable_from, payable_from <= now() as payable, auto_payouts`;

const toView = (r: Row): PayoutAccountView => ({
  method: r.method,
  holderName: r.holder_name,
  accountNumber: r.account_last4 ? maskAccountNumber(r.account_last4) : null,
  ifsc: r.ifsc,
  upiId: r.upi_id,
  verifiedAt: r.verified_at,
  payableFrom: r.payable_from,
  payable: r.payable === true,
  autoPayouts: r.auto_payouts === true,
});

/** Turns the expert's automatic weekly payouts on or off; false when they have no payout account to keep it on. */
export async function setAutoPayouts(db: Db, userId: string, on: boolean): Promise<boolean> {
  return (await rows(db, sql`update payout_accounts set auto_payouts = ${on} where user_id = ${userId} returning 1`)).length > 0;
}

export async function expertUserExists(db: Db, userId: string): Promise<boolean> {
  return (await rows(db, sql`select 1 from experts where user_id = ${userId}`)).length > 0;
}

export async function payoutAccountOf(db: Db, userId: string): Promise<PayoutAccountView | null> {
  const [row] = await rows<Row>(db, sql`select ${columns} from payout_accounts where user_id = ${userId}`);
  return row ? toView(row) : null;
}

export type SavedAccount =
  | { method: "bank"; holderName: string; accountNumberSealed: string; accountLast4: string; ifsc: string; providerRef: string }
  | { method: "upi"; upiId: string; providerRef: string };

/**
 * Replaces the account (the wait starts again) and writes its audit row, in one transaction under
 * the account's quota lock; refused when the day's changes are used up.
 */
export async function savePayoutAccount(
  db: Db,
  actor: { id: string; email: string },
  a: SavedAccount,
): Promise<{ ok: true; account: PayoutAccountView } | { ok: false; refusal: Refusal }> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, actor.id);
    const [recent] = await rows<{ n: number; oldest: string | null }>(
      tx,
      sql`select count(*)::int as n, extract(epoch from min(at) + interval '1 day' - now())::float8 as oldest
          from admin_audit_log where action = ${AUDIT_ACTION} and target_id = ${actor.id} and at > now() - interval '1 day'`,
    );
    if (recent!.n >= PAYOUT_ACCOUNT_CHANGES_PER_DAY) {
      const seconds = Math.max(1, Math.ceil(Number(recent!.oldest ?? 60)));
      return { ok: false as const, refusal: { message: payoutChangesRefused(PAYOUT_ACCOUNT_CHANGES_PER_DAY, seconds), retryAfterSeconds: seconds } };
    }
    const bank = a.method === "bank" ? a : null;
    const [row] = await rows<Row>(
      tx,
      sql`insert into payout_accounts (user_id, method, holder_name, account_number_sealed, account_last4, ifsc, upi_id, provider_ref, verified_at, payable_from, updated_at)
          values (${actor.id}, ${a.method}, ${bank?.holderName ?? null}, ${bank?.accountNumberSealed ?? null}, ${bank?.accountLast4 ?? null}, ${bank?.ifsc ?? null},
                  ${a.method === "upi" ? a.upiId : null}, ${a.providerRef}, now(), now() + make_interval(hours => ${PAYOUT_ACCOUNT_COOLING_HOURS}), now())
          on conflict (user_id) do update set method = excluded.method, holder_name = excluded.holder_name,
            account_number_sealed = excluded.account_number_sealed, account_last4 = excluded.account_last4, ifsc = excluded.ifsc,
            upi_id = excluded.upi_id, provider_ref = excluded.provider_ref, verified_at = excluded.verified_at,
            payable_from = excluded.payable_from, updated_at = excluded.updated_at
          returning ${columns}`,
    );
    const account = toView(row!);
    const what = a.method === "bank" ? `bank ${account.accountNumber} ${a.ifsc}` : "UPI";
    await writeAudit(tx, { actorId: actor.id, actorEmail: actor.email, action: AUDIT_ACTION, targetTable: "payout_accounts", targetId: actor.id, reason: what });
    return { ok: true as const, account };
  });
}

/** One page of the expert's payouts, newest first, by (requested_at, id). */
export async function listPayouts(db: Db, userId: string, after: Cursor | null) {
  const page = await rows<PayoutRow>(
    db,
    sql`select ${payoutColumns} from payouts where user_id = ${userId}
        ${after ? sql`and (date_trunc('milliseconds', requested_at), id) < (${after.key}::timestamptz, ${after.id}::uuid)` : sql``}
        order by date_trunc('milliseconds', requested_at) desc, id desc limit ${PAGE_SIZE + 1}`,
  );
  const items = page.slice(0, PAGE_SIZE).map(toPayoutView);
  const last = items.at(-1);
  return { payouts: items, nextCursor: page.length > PAGE_SIZE && last ? encodeCursor(last.requestedAt, last.id) : null };
}
