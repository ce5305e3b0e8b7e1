import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { rows, type Db } from "../../db/client.ts";
import { testDatabase } from "../../test/harness.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";
import { holdFee } from "../../test/money.ts";
import { refundHold, releaseHoldToExpert } from "./wallet.ledger.ts";
import { creditTopUp, insertOrder, walletBalances } from "./wallet.queries.ts";

let db: Db;
beforeAll(async () => {
  db = (await testDatabase()).db;
});
afterEach(async () => {
  await checkLedgerInvariants(db);
});

async function user(email: string): Promise<string> {
  const [row] = await rows<{ id: string }>(db, sql`insert into users (id, name, email, email_verified) values (gen_random_uuid(), 'U', ${email}, true) returning id`);
  return row!.id;
}

/** Money in the way it always arrives: a paid top-up order. */
async function topUp(userId: string, amountPaise: number) {
  const providerOrderId = `order_test_${Math.random().toString(36).slice(2)}`;
  await insertOrder(db, { id: crypto.randomUUID(), userId, provider: "test", providerOrderId, amountPaise });
  expect((await creditTopUp(db, { provider: "test", providerOrderId, providerPaymentId: `pay_${providerOrderId}` })).status).toBe("credited");
}

let expertId = "";
async function bookings(clientId: string, count: number): Promise<string[]> {
  if (!expertId) {
    const [e] = await rows<{ id: string }>(db, sql`insert into experts (name, category, specialization, consultation_fee) values ('Dr. E', 'medical', 'GP', 500) returning id`);
    expertId = e!.id;
  }
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    // Days apart, so neither of the double-booking constraints applies.
    const [b] = await rows<{ id: string }>(
      db,
      sql`insert into bookings (user_id, expert_id, scheduled_at, ends_at, consultation_type, amount)
          values (${clientId}, ${expertId}, now() + make_interval(days => ${i + 2}), now() + make_interval(days => ${i + 2}, mins => 30), 'video', 500)
          returning id`,
    );
    ids.push(b!.id);
  }
  return ids;
}

const balanceOf = async (userId: string) => (await walletBalances(db, userId)).balancePaise;

describe("settling a hold", () => {
  afterEach(() => {
    expertId = "";
  });

  async function held(amount = 80_000) {
    const client = await user(`c${Math.random()}@example.in`);
    const expert = await user(`e${Math.random()}@example.in`);
    await topUp(client, 100_000);
    const [bookingId] = await bookings(client, 1);
    await holdFee(db, bookingId!, client, amount);
    return { client, expert, bookingId: bookingId! };
  }

  it("refunds once, however many times and however concurrently it is asked", async () => {
    const { client, expert, bookingId } = await held();
    const results = await Promise.all(Array.from({ length: 5 }, () => db.transaction((tx) => refundHold(tx, bookingId))));
    expect(results.filter((r) => r.ok && !r.alreadyDone)).toHaveLength(1);
    expect(results.every((r) => r.ok && r.paise === 80_000)).toBe(true);
    expect(await balanceOf(client)).toBe(100_000);
    expect(await releaseHoldToExpert(db, bookingId, expert, 0)).toEqual({ ok: false, reason: "already_refunded" });
    expect((await walletBalances(db, expert)).earningsPaise).toBe(0);
  });

  it("releases to the expert's earnings less commission once, and never refunds after", async () => {
    const { client, expert, bookingId } = await held(99_999);
    const results = await Promise.all(Array.from({ length: 5 }, () => db.transaction((tx) => releaseHoldToExpert(tx, bookingId, expert, 12.5))));
    expect(results.filter((r) => r.ok && !r.alreadyDone)).toHaveLength(1);
    expect(results.every((r) => r.ok && r.paise === 87_500)).toBe(true);
    expect(await walletBalances(db, expert)).toEqual({ balancePaise: 0, earningsPaise: 87_500, earningsHeldPaise: 0, earningsPendingPaise: 87_500, earningsAvailablePaise: 0, payoutInFlightPaise: 0, paidOutPaise: 0 });
    const [platform] = await rows<{ balance: number }>(db, sql`select balance_paise::int as balance from wallets where kind = 'platform'`);
    expect(platform!.balance).toBe(12_499);
    expect(await refundHold(db, bookingId)).toEqual({ ok: false, reason: "already_released" });
    expect(await balanceOf(client)).toBe(1);
  });

  it("releases the whole fee with no commission entry at 0%", async () => {
    const { expert, bookingId } = await held(50_000);
    expect(await releaseHoldToExpert(db, bookingId, expert, 0)).toEqual({ ok: true, paise: 50_000, alreadyDone: false });
    expect((await rows(db, sql`select 1 from ledger_entries where kind = 'commission'`)).length).toBe(0);
  });

  it("says when there is no hold", async () => {
    const client = await user("nohold@example.in");
    const [id] = await bookings(client, 1);
    expect(await refundHold(db, id!)).toEqual({ ok: false, reason: "no_hold" });
    expect(await releaseHoldToExpert(db, id!, client, 0)).toEqual({ ok: false, reason: "no_hold" });
  });

  it("is backed by the database: a second release entry for a booking is refused even without the hold's status", async () => {
    const { client, bookingId } = await held(10_000);
    expect((await refundHold(db, bookingId)).ok).toBe(true);
    const [wallet] = await rows<{ id: string }>(db, sql`select id from wallets where user_id = ${client} and kind = 'main'`);
    const again = await db
      .execute(sql`insert into ledger_entries (wallet_id, kind, amount_paise, booking_id) values (${wallet!.id}, 'hold_release_earning', 10000, ${bookingId})`)
      .then(
        () => "accepted",
        () => "refused",
      );
    expect(again).toBe("refused");
  });
});
