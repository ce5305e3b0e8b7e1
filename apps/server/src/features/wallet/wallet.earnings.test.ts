/**
 * An expert's earnings through HTTP: a completed consultation's fee, less commission, is pending for
 * the settlement delay and then available; the commission is its own line beside the fee.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SETTLEMENT_DELAY_HOURS } from "@expertconnect/shared/booking-policy";
import { rows, type Db } from "../../db/client.ts";
import { bookingRow, expertPerson, person } from "../../test/consultations.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";
import { holdFee, topUp } from "../../test/money.ts";

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer({ config: { TEST_HOOKS: "true", PLATFORM_COMMISSION_PERCENT: "12.5" } });
  db = server.deps.db;
});
afterAll(() => server.close());
afterEach(async () => {
  await checkLedgerInvariants(db);
});

interface Wallet {
  earningsPaise: number;
  earningsPendingPaise: number;
  earningsAvailablePaise: number;
  earningsHeldPaise: number;
}
const wallet = async (client: TestClient) => (await (await client.get("/api/wallet")).json()) as Wallet;

/** A client pays `paise` for a consultation that started 40 minutes ago; its expert marks it completed. */
async function completedPaidConsultation(paise: number) {
  const expert = await expertPerson(server);
  const client = await person(server, "client");
  await topUp(client.client, Math.ceil(paise / 100));
  const bookingId = await bookingRow(server, expert.expertId, client.id, "confirmed", 40);
  await holdFee(db, bookingId, client.id, paise);
  const res = await expert.client.post(`/api/bookings/${bookingId}/complete`);
  expect(res.status).toBe(200);
  return { expert, client, bookingId };
}

/** Puts the fee's release `hours` in the past, as if that long had gone by. */
const releasedHoursAgo = (bookingId: string, hours: number) =>
  db.execute(sql`update booking_holds set settled_at = now() - make_interval(secs => ${hours * 3600}) where booking_id = ${bookingId}::uuid`);

describe("an expert's earnings", () => {
  it("are pending for the settlement delay after completion, then available, to the paisa", async () => {
    const { expert, client, bookingId } = await completedPaidConsultation(99_999);
    // 12.5% of ₹999.99 is 12,499.875 paise: the commission is rounded down, the expert keeps the fraction.
    expect(await wallet(expert.client)).toMatchObject({ earningsPaise: 87_500, earningsPendingPaise: 87_500, earningsAvailablePaise: 0, earningsHeldPaise: 0 });
    expect(await wallet(client.client)).toMatchObject({ earningsPaise: 0, earningsPendingPaise: 0, earningsAvailablePaise: 0 });

    await releasedHoursAgo(bookingId, SETTLEMENT_DELAY_HOURS - 1 / 60);
    expect(await wallet(expert.client)).toMatchObject({ earningsPendingPaise: 87_500, earningsAvailablePaise: 0 });
    await releasedHoursAgo(bookingId, SETTLEMENT_DELAY_HOURS + 1 / 60);
    expect(await wallet(expert.client)).toMatchObject({ earningsPaise: 87_500, earningsPendingPaise: 0, earningsAvailablePaise: 87_500 });
  });

  it("splits pending and available fee by fee", async () => {
    const first = await completedPaidConsultation(50_000);
    const expertId = first.expert.expertId;
    const client = await person(server, "client");
    await topUp(client.client, 300);
    const second = await bookingRow(server, expertId, client.id, "confirmed", 40);
    await holdFee(db, second, client.id, 30_000);
    expect((await first.expert.client.post(`/api/bookings/${second}/complete`)).status).toBe(200);
    await releasedHoursAgo(first.bookingId, SETTLEMENT_DELAY_HOURS + 1);
    expect(await wallet(first.expert.client)).toMatchObject({ earningsPaise: 43_750 + 26_250, earningsPendingPaise: 26_250, earningsAvailablePaise: 43_750 });
  });

  it("lists each fee earned with the client's fee, the commission and when it becomes available", async () => {
    const { expert, bookingId } = await completedPaidConsultation(50_000);
    const res = await expert.client.get("/api/wallet/transactions?account=earnings");
    const { transactions } = (await res.json()) as { transactions: Array<Record<string, unknown>> };
    expect(transactions).toHaveLength(1);
    const [hold] = await rows<{ at: string }>(
      db,
      sql`select to_char((settled_at + interval '48 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from booking_holds where booking_id = ${bookingId}::uuid`,
    );
    expect(transactions[0]).toMatchObject({
      kind: "hold_release_earning",
      amountPaise: 43_750,
      bookingId,
      earning: { feePaise: 50_000, commissionPaise: 6_250, availableAt: hold!.at, pending: true },
    });
    await releasedHoursAgo(bookingId, SETTLEMENT_DELAY_HOURS + 1);
    const later = (await (await expert.client.get("/api/wallet/transactions?account=earnings")).json()) as { transactions: Array<Record<string, unknown>> };
    expect(later.transactions[0]).toMatchObject({ earning: { feePaise: 50_000, commissionPaise: 6_250, pending: false } });
    const mainList = (await (await expert.client.get("/api/wallet/transactions")).json()) as { transactions: unknown[] };
    expect(mainList.transactions).toEqual([]);
  });

  it("a client's top-up carries no earning line", async () => {
    const client = await person(server, "client");
    await topUp(client.client, 100);
    const { transactions } = (await (await client.client.get("/api/wallet/transactions")).json()) as { transactions: Array<Record<string, unknown>> };
    expect(transactions[0]).toMatchObject({ kind: "topup", earning: null });
  });

  it("the test hook lets the delay pass for the caller's own fees only", async () => {
    const a = await completedPaidConsultation(20_000);
    const b = await completedPaidConsultation(20_000);
    expect((await new TestClient(server.url).post("/api/test/earnings/settle")).status).toBe(401);
    const res = await a.expert.client.post("/api/test/earnings/settle");
    expect(await res.json()).toEqual({ settled: 1 });
    expect(await wallet(a.expert.client)).toMatchObject({ earningsPendingPaise: 0, earningsAvailablePaise: 17_500 });
    expect(await wallet(b.expert.client)).toMatchObject({ earningsPendingPaise: 17_500, earningsAvailablePaise: 0 });
    // Asked again, nothing is left to move.
    expect(await (await a.expert.client.post("/api/test/earnings/settle")).json()).toEqual({ settled: 0 });
  });
});
