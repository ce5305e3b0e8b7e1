/** Test helpers for money: top up through the API as a payer would, or credit a wallet or hold a fee directly. */
import { sql } from "drizzle-orm";
import { rows, type Db } from "../db/client.ts";
import { ensureWallet, insertEntry } from "../features/wallet/wallet.ledger.ts";
import type { TestClient } from "./harness.ts";

/** Adds `rupees` to the signed-in user's wallet through the test provider's checkout (order, pay, webhook). */
export async function topUp(client: TestClient, rupees: number): Promise<void> {
  const res = await client.post("/api/wallet/top-ups", { amountRupees: rupees });
  if (res.status !== 201) throw new Error(`top-up order failed: ${res.status} ${await res.text()}`);
  const order = (await res.json()) as { providerOrderId: string };
  const paid = await client.post("/api/wallet/test-checkout/pay", { orderId: order.providerOrderId, method: "upi", outcome: "success" });
  if (!paid.ok) throw new Error(`test payment failed: ${paid.status} ${await paid.text()}`);
  const { paymentId, signature } = (await paid.json()) as { paymentId: string; signature: string };
  const confirmed = await client.post("/api/wallet/top-ups/confirm", { orderId: order.providerOrderId, paymentId, signature });
  if (!confirmed.ok) throw new Error(`confirm failed: ${confirmed.status} ${await confirmed.text()}`);
}

/** Credits a user's main wallet with a `correction` entry (counted as paid in by the ledger invariants). */
export async function credit(db: Db, userId: string, paise: number): Promise<void> {
  await insertEntry(db, { walletId: await ensureWallet(db, userId, "main"), kind: "correction", amountPaise: paise, note: "test funds" });
}

export async function balanceOf(client: TestClient): Promise<number> {
  const res = await client.get("/api/wallet");
  return ((await res.json()) as { balancePaise: number }).balancePaise;
}

/**
 * Holds `paise` of the client's main wallet for a booking a test inserted itself (a status or a time
 * the API cannot make), as a paid booking's statement does: the hold and its ledger entry. The
 * wallet's CHECK refuses a hold the balance cannot cover.
 */
export async function holdFee(db: Db, bookingId: string, clientId: string, paise: number): Promise<void> {
  const walletId = await ensureWallet(db, clientId, "main");
  await rows(
    db,
    sql`with held as (
          insert into booking_holds (booking_id, client_wallet_id, amount_paise) values (${bookingId}::uuid, ${walletId}::uuid, ${paise})
          returning booking_id, client_wallet_id, amount_paise
        )
        insert into ledger_entries (wallet_id, kind, amount_paise, booking_id)
        select client_wallet_id, 'booking_hold', -amount_paise, booking_id from held`,
  );
}
