/**
 * Payouts' money (docs/product.md#payouts): a request takes the expert's whole available earnings
 * into the payout wallet (one ledger pair, one transaction, counted under the account's lock), and a
 * status move — by the provider's answer or its signed webhook — is one conditional UPDATE with its
 * ledger entries in the same transaction. The status trigger (migration 0029) refuses any other move;
 * the unique index on (payout, entry kind) refuses a second entry of a kind.
 */
import { sql } from "drizzle-orm";
import { SETTLEMENT_DELAY_HOURS } from "@expertconnect/shared/booking-policy";
import { PAYOUT_MIN_PAISE, PAYOUT_REQUESTS_PER_DAY, maskAccountNumber, payoutRequestsRefused, type PayoutStatusName } from "@expertconnect/shared/schemas/payouts";
import { notice } from "../../lib/i18n/notices.ts";
import { formatPaiseBrief } from "@expertconnect/shared/money";
import { rows, utcIso, type Db } from "../../db/client.ts";
import { notifyInApp } from "../notifications/notify.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import { lockAccount, type Refusal } from "../../lib/quotas/quota.ts";
import { ensureWallet, insertEntry } from "../wallet/wallet.ledger.ts";

/** Where an expert sees their earnings and payouts. */
export const WALLET_PATH = "/profile/wallet";

export interface PayoutView {
  id: string;
  amountPaise: number;
  status: PayoutStatusName;
  method: "bank" | "upi";
  destination: string;
  failureReason: string | null;
  requestedAt: string;
  updatedAt: string;
}

export interface PayoutRow {
  id: string;
  user_id: string;
  amount_paise: string | number;
  status: PayoutStatusName;
  method: "bank" | "upi";
  destination: string;
  account_ref: string;
  provider_payout_id: string | null;
  failure_reason: string | null;
  requested_at: string;
  updated_at: string;
}

export const payoutColumns = sql`id, user_id, amount_paise, status, method, destination, account_ref, provider_payout_id, failure_reason,
  ${utcIso("requested_at")} as requested_at, ${utcIso("updated_at")} as updated_at`;

export const toPayoutView = (r: PayoutRow): PayoutView => ({
  id: r.id,
  amountPaise: Number(r.amount_paise),
  status: r.status,
  method: r.method,
  destination: r.destination,
  failureReason: r.failure_reason,
  requestedAt: r.requested_at,
  updatedAt: r.updated_at,
});

export type RequestResult =
  | { ok: true; payout: PayoutView }
  | { ok: false; kind: "no_account" | "held" | "below_minimum" | "already_this_week" }
  | { ok: false; kind: "cooling"; retryAfterSeconds: number }
  | { ok: false; kind: "quota"; refusal: Refusal };

/**
 * A payout of everything available, or why not. Under the account's lock (so two requests of one
 * expert are counted one after the other) and the earnings wallet's row lock, available is read and
 * taken in the same transaction: of any number of simultaneous requests one takes it, and the others
 * find nothing left. The job that sends it to the provider commits with it.
 */
export async function requestPayout(db: Db, jobs: JobQueue, userId: string, options: { autoWeek?: string; push?: boolean } = {}): Promise<RequestResult> {
  const autoWeek = options.autoWeek ?? null;
  return db.transaction(async (tx): Promise<RequestResult> => {
    await lockAccount(tx, userId);
    // The weekly run's request (payouts.weekly.ts): one a week per expert, however often it runs.
    // Under the account's lock the check is exact; the unique (user, week) index backs it up.
    if (autoWeek) {
      const [done] = await rows(tx, sql`select 1 from payouts where user_id = ${userId} and auto_week = ${autoWeek}::date`);
      if (done) return { ok: false, kind: "already_this_week" };
    }
    const [account] = await rows<{ method: "bank" | "upi"; account_last4: string | null; upi_id: string | null; provider_ref: string; wait: number }>(
      tx,
      sql`select method, account_last4, upi_id, provider_ref, extract(epoch from payable_from - now())::float8 as wait
          from payout_accounts where user_id = ${userId}`,
    );
    if (!account) return { ok: false, kind: "no_account" };
    if (account.wait > 0) return { ok: false, kind: "cooling", retryAfterSeconds: Math.ceil(account.wait) };
    const [held] = await rows(tx, sql`select 1 from payout_holds where user_id = ${userId}`);
    if (held) return { ok: false, kind: "held" };
    const [recent] = await rows<{ n: number; oldest: number | null }>(
      tx,
      sql`select count(*)::int as n, extract(epoch from min(requested_at) + interval '1 day' - now())::float8 as oldest
          from payouts where user_id = ${userId} and requested_at > now() - interval '1 day'`,
    );
    if (recent!.n >= PAYOUT_REQUESTS_PER_DAY) {
      const seconds = Math.max(1, Math.ceil(Number(recent!.oldest ?? 60)));
      return { ok: false, kind: "quota", refusal: { message: payoutRequestsRefused(PAYOUT_REQUESTS_PER_DAY, seconds), retryAfterSeconds: seconds } };
    }
    const [wallet] = await rows<{ id: string; balance: string | number; pending: string | number }>(
      tx,
      sql`select w.id, w.balance_paise as balance,
                 (select coalesce(sum(e.amount_paise), 0) from ledger_entries e join booking_holds h on h.booking_id = e.booking_id
                  where e.wallet_id = w.id and e.kind = 'hold_release_earning'
                    and h.settled_at > now() - make_interval(hours => ${SETTLEMENT_DELAY_HOURS})) as pending
          from wallets w where w.user_id = ${userId} and w.kind = 'earnings' for update of w`,
    );
    const balance = Number(wallet?.balance ?? 0);
    const available = balance - Math.min(Number(wallet?.pending ?? 0), balance);
    if (!wallet || available < PAYOUT_MIN_PAISE) return { ok: false, kind: "below_minimum" };
    const destination = account.method === "bank" ? maskAccountNumber(account.account_last4!) : account.upi_id!;
    const [row] = await rows<PayoutRow>(
      tx,
      sql`insert into payouts (user_id, amount_paise, method, destination, account_ref, auto_week)
          values (${userId}, ${available}, ${account.method}, ${destination}, ${account.provider_ref}, ${autoWeek}::date)
          returning ${payoutColumns}`,
    );
    const payoutWallet = await ensureWallet(tx, userId, "payout");
    await insertEntry(tx, { walletId: wallet.id, kind: "payout_hold", amountPaise: -available, payoutId: row!.id });
    await insertEntry(tx, { walletId: payoutWallet, kind: "payout_in_flight", amountPaise: available, payoutId: row!.id });
    await jobs.enqueue("payout-send", { payoutId: row!.id }, { tx, singletonKey: `payout:${row!.id}` });
    // The weekly run's payout is one the expert did not ask for just now: they are told, with it.
    if (autoWeek) {
      const amount = formatPaiseBrief(available);
      await notifyInApp(tx, jobs, options.push ?? false, {
        userId,
        kind: "payout_made",
        ...notice("payout_made", { amount, destination }),
        link: WALLET_PATH,
      });
    }
    return { ok: true, payout: toPayoutView(row!) };
  });
}

export type PayoutOutcome = "processing" | "paid" | "failed" | "reversed";

/** The moves each outcome makes from each status, in order; a status not listed is left as it is. */
const MOVES: Record<PayoutOutcome, Partial<Record<PayoutStatusName, PayoutStatusName[]>>> = {
  processing: { requested: ["processing"] },
  // a webhook of the payment can arrive before the job has recorded the provider's first answer
  paid: { requested: ["processing", "paid"], processing: ["paid"] },
  failed: { requested: ["failed"], processing: ["failed"] },
  reversed: { processing: ["reversed"], paid: ["reversed"] },
};

export type SettleResult = { status: "moved"; payout: PayoutView } | { status: "unchanged"; payout: PayoutView } | { status: "not_found" };

/**
 * Moves a payout by the provider's word, once: the row is locked, each step is a conditional UPDATE
 * on the status it leaves, and the money follows in the same transaction — paid: it leaves the
 * payout wallet; failed or reversed: it goes back to the expert's available earnings (a reversed
 * payout that had been paid first comes back into the payout wallet). Repeats change nothing.
 */
export async function settlePayout(
  db: Db,
  payoutId: string,
  outcome: PayoutOutcome,
  detail: { providerPayoutId?: string | null; failureReason?: string | null } = {},
): Promise<SettleResult> {
  return db.transaction(async (tx): Promise<SettleResult> => {
    const [found] = await rows<PayoutRow>(tx, sql`select ${payoutColumns} from payouts where id = ${payoutId} for update`);
    if (!found) return { status: "not_found" };
    const steps = MOVES[outcome][found.status];
    if (!steps) return { status: "unchanged", payout: toPayoutView(found) };
    let current = found;
    for (const to of steps) {
      const [moved] = await rows<PayoutRow>(
        tx,
        sql`update payouts set status = ${to}, updated_at = now(),
              provider_payout_id = coalesce(provider_payout_id, ${detail.providerPayoutId ?? null}),
              failure_reason = case when ${to} in ('failed', 'reversed') then ${detail.failureReason ?? null} else failure_reason end
            where id = ${payoutId} and status = ${current.status}
            returning ${payoutColumns}`,
      );
      if (!moved) return { status: "unchanged", payout: toPayoutView(current) };
      const amount = Number(moved.amount_paise);
      const payoutWallet = await ensureWallet(tx, moved.user_id, "payout");
      if (to === "paid") await insertEntry(tx, { walletId: payoutWallet, kind: "payout_sent", amountPaise: -amount, payoutId });
      if (to === "failed" || to === "reversed") {
        if (current.status === "paid") await insertEntry(tx, { walletId: payoutWallet, kind: "payout_reversed", amountPaise: amount, payoutId });
        await insertEntry(tx, { walletId: payoutWallet, kind: "payout_release", amountPaise: -amount, payoutId });
        await insertEntry(tx, { walletId: await ensureWallet(tx, moved.user_id, "earnings"), kind: "payout_return", amountPaise: amount, payoutId });
      }
      current = moved;
    }
    return { status: "moved", payout: toPayoutView(current) };
  });
}

export async function findPayout(db: Db, payoutId: string): Promise<PayoutRow | null> {
  const [row] = await rows<PayoutRow>(db, sql`select ${payoutColumns} from payouts where id = ${payoutId}`);
  return row ?? null;
}
