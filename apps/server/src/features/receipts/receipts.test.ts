/**
 * Receipts and statements over HTTP (docs/product.md#receipts, docs/product.md#statements): gapless
 * numbers under concurrency and across the financial year's boundary, the PDF's contents, the
 * statements against the ledger, the owner-only rule and the PDF rate.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PDF_RATE_MAX, RECEIPT_MESSAGES, STATEMENT_MAX_DAYS } from "@expertconnect/shared/schemas/receipts";
import { addDays, todayInIndia } from "@expertconnect/shared/schemas/bookings";
import { rows } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";
import { startTestServer, TestClient, type TestServer } from "../../test/harness.ts";
import { expertPerson, pdfText, person } from "../../test/consultations.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";
import { credit, holdFee, topUp } from "../../test/money.ts";
import { ensureWallet, insertEntry } from "../wallet/wallet.ledger.ts";
import { renderReceiptPdf } from "./receipts.pdf.ts";

const GSTIN = "29ABCDE1234F1Z5";
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: { PLATFORM_COMMISSION_PERCENT: "10", PLATFORM_LEGAL_NAME: "ExpertConnect Health Private Limited", PLATFORM_ADDRESS: "12 MG Road, Bengaluru 560001", PLATFORM_GSTIN: GSTIN },
  });
});
afterAll(() => server.close());
afterEach(() => checkLedgerInvariants(server.deps.db));

const db = () => server.deps.db;
const receiptRows = () => rows<{ number: string; seq: number; fy_start: number }>(db(), sql`select number, seq, fy_start from receipts order by fy_start, seq`);
const pdfOf = async (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return pdfText(bytes);
};
/** A CSV's rows and cells, quoted cells unquoted. */
const csvRows = (text: string) =>
  text
    .trim()
    .split("\r\n")
    .map((l) => [...l.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].filter((m, i, all) => i < all.length - 1 || m[0] !== "").map((m) => m[1]!.replace(/^"|"$/g, "").replaceAll('""', '"')));
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const orderIds = async (userId: string) => (await rows<{ id: string }>(db(), sql`select id from payment_orders where user_id = ${userId}::uuid and status = 'paid' order by paid_at`)).map((r) => r.id);

/** "2026-27" for today in India. */
function currentFy() {
  const [y, m] = todayInIndia().split("-").map(Number) as [number, number];
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

describe("receipt numbers", () => {
  it("50 simultaneous top-ups get 1 to 50 with no gap and no duplicate; a booking the wallet cannot pay takes no number", async () => {
    const payers = await Promise.all(Array.from({ length: 10 }, () => person(server, "payer")));
    await Promise.all(payers.flatMap((p) => Array.from({ length: 5 }, () => topUp(p.client, 100))));
    let found = await receiptRows();
    expect(found.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(found.map((r) => r.number)).size).toBe(50);
    expect(found[0]!.number).toBe(`EC/${currentFy()}/000001`);
    expect(found[49]!.number).toBe(`EC/${currentFy()}/000050`);

    // Three simultaneous bookings from a wallet that pays for one: one receipt, numbered 51.
    const expert = await expertPerson(server, { consultationFee: 500 });
    const client = payers[0]!; // ₹500 in the wallet
    const day = addDays(todayInIndia(), 3);
    const tries = await Promise.all(
      ["10:00", "11:00", "12:00"].map((time) => client.client.post("/api/bookings", { expertId: expert.expertId, date: day, time, consultationType: "video" })),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([201, 402, 402]);
    found = await receiptRows();
    expect(found.map((r) => r.seq)).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
  });

  it("follows the Indian financial year in IST: 31 March 23:59 is the old year, 1 April 00:00 starts at 1", async () => {
    const payer = await person(server, "payer");
    const paid = async (at: string) => {
      const [row] = await rows<{ id: string }>(
        db(),
        sql`insert into payment_orders (user_id, provider, provider_order_id, amount_paise, status, provider_payment_id, method, paid_at)
            values (${payer.id}::uuid, 'test', ${`order_${at}`}, 150050, 'paid', ${`pay_${at}`}, 'upi', ${at}::timestamptz) returning id`,
      );
      await insertEntry(db(), { walletId: await ensureWallet(db(), payer.id, "main"), kind: "topup", amountPaise: 150050, paymentOrderId: row!.id });
      return row!.id;
    };
    const march = await paid("2027-03-31T23:59:00+05:30");
    const april = await paid("2027-04-01T00:00:00+05:30");
    const secondApril = await paid("2027-04-01T00:00:01+05:30");
    const marchText = await pdfOf(await payer.client.get(`/api/receipts/top-ups/${march}/pdf`));
    expect(marchText).toContain("EC/2026-27/000001");
    expect(marchText).toContain("31 Mar 2027, 11:59 pm IST");
    const aprilText = await pdfOf(await payer.client.get(`/api/receipts/top-ups/${april}/pdf`));
    expect(aprilText).toContain("EC/2027-28/000001");
    expect(aprilText).toContain("01 Apr 2027, 12:00 am IST");
    expect(await pdfOf(await payer.client.get(`/api/receipts/top-ups/${secondApril}/pdf`))).toContain("EC/2027-28/000002");
  });
});

describe("the receipt PDF", () => {
  it("a top-up's: number, payer, amount in rupees to the paisa, method and the platform's details; only its owner reads it", async () => {
    const payer = await person(server, "payer");
    await topUp(payer.client, 12_345);
    const [orderId] = await orderIds(payer.id);
    const text = await pdfOf(await payer.client.get(`/api/receipts/top-ups/${orderId}/pdf`));
    expect(text).toContain(`EC/${currentFy()}/000001`);
    expect(text).toContain("Rs. 12,345.00");
    expect(text).toContain("UPI (test payment");
    expect(text).toContain("Money added to the ExpertConnect wallet");
    expect(text).toContain("ExpertConnect Health Private Limited");
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toMatch(/payer\d+-\d+@example\.in/);

    const stranger = await person(server);
    const res = await stranger.client.get(`/api/receipts/top-ups/${orderId}/pdf`);
    expect(res.status).toBe(404);
    expect(await message(res)).toBe(RECEIPT_MESSAGES.receiptNotFound);
    expect((await stranger.client.get(`/api/receipts/top-ups/not-an-id/pdf`)).status).toBe(404);
    expect((await new TestClient(server.url).get(`/api/receipts/top-ups/${orderId}/pdf`)).status).toBe(401);
  });

  it("a paid booking's: the consultation, its expert, category and slot; the expert of the booking gets 404", async () => {
    const expert = await expertPerson(server, { consultationFee: 1_250 });
    const client = await person(server, "client");
    await topUp(client.client, 2_000);
    const made = await client.client.post("/api/bookings", { expertId: expert.expertId, date: addDays(todayInIndia(), 2), time: "10:30", consultationType: "voice" });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: string };
    const text = await pdfOf(await client.client.get(`/api/receipts/bookings/${id}/pdf`));
    expect(text).toContain(`EC/${currentFy()}/000002`); // the top-up was 1
    expect(text).toContain("Rs. 1,250.00");
    expect(text).toContain("ExpertConnect wallet");
    expect(text).toMatch(/Consultation with Dr\. Asha Rao \d+ \(Medical\), Voice, \d\d \w{3} \d{4}, 10:30 am IST/);
    expect((await expert.client.get(`/api/receipts/bookings/${id}/pdf`)).status).toBe(404);
  });

  it("leaves out the platform's lines that are not configured", async () => {
    const pdf = await renderReceiptPdf(
      { number: "EC/2026-27/000007", issuedAt: new Date().toISOString(), amountPaise: 50_005, payerName: "Ravi", payerEmail: "ravi@example.in", topUp: { provider: "razorpay", method: "card" }, booking: null },
      { PLATFORM_LEGAL_NAME: undefined, PLATFORM_ADDRESS: undefined, PLATFORM_GSTIN: undefined },
    );
    const text = pdfText(new Uint8Array(pdf));
    expect(text).toContain("Rs. 500.05");
    expect(text).toContain("Card via Razorpay");
    expect(text).not.toContain("GSTIN");
  });

  it(`at most ${PDF_RATE_MAX} PDFs in the window, then 429 with Retry-After; CSV is not counted`, async () => {
    const payer = await person(server, "payer");
    await topUp(payer.client, 100);
    const [orderId] = await orderIds(payer.id);
    for (let i = 0; i < PDF_RATE_MAX; i++) expect((await payer.client.get(`/api/receipts/top-ups/${orderId}/pdf`)).status).toBe(200);
    const refused = await payer.client.get(`/api/receipts/top-ups/${orderId}/pdf`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await message(refused)).toMatch(/^You can download at most 10 PDFs in 10 minutes/);
    const today = todayInIndia();
    expect((await payer.client.get(`/api/receipts/statements/wallet?from=${today}&to=${today}&format=csv`)).status).toBe(200);
    // Someone else is not held back.
    const other = await person(server);
    expect((await other.client.get(`/api/receipts/statements/wallet?from=${today}&to=${today}&format=pdf`)).status).toBe(200);
  });
});

describe("statements", () => {
  it("a wallet statement: opening balance, each entry, closing balance, summing to the ledger; dates checked with clear messages", async () => {
    const client = await person(server, "client");
    const expert = await expertPerson(server, { consultationFee: 800 });
    await topUp(client.client, 1_000);
    await topUp(client.client, 2_000);
    const made = await client.client.post("/api/bookings", { expertId: expert.expertId, date: addDays(todayInIndia(), 3), time: "11:00", consultationType: "video" });
    const { id } = (await made.json()) as { id: string };
    expect((await client.client.post(`/api/bookings/${id}/cancel`, { expectedStatus: "pending" })).status).toBe(200);
    const balance = ((await (await client.client.get("/api/wallet")).json()) as { balancePaise: number }).balancePaise;
    expect(balance).toBe(300_000);

    const today = todayInIndia();
    const res = await client.client.get(`/api/receipts/statements/wallet?from=${addDays(today, -30)}&to=${today}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const table = csvRows(await res.text());
    expect(table[0]).toEqual(["Date (IST)", "Description", "Amount (INR)", "Balance (INR)"]);
    expect(table[1]).toEqual([addDays(today, -30), "Opening balance", "", "0.00"]);
    expect(table.slice(2, -1).map((r) => [r[2], r[3]])).toEqual([
      ["1000.00", "1000.00"],
      ["2000.00", "3000.00"],
      ["-800.00", "2200.00"],
      ["800.00", "3000.00"],
    ]);
    expect(table[4]![1]).toMatch(/^Paid for a booking, booking with Dr\. Asha Rao \d+ on /);
    expect(table.at(-1)).toEqual([today, "Closing balance", "", "3000.00"]);

    // A range after the entries opens and closes at the balance.
    const later = (await (await client.client.get(`/api/receipts/statements/wallet?from=${addDays(today, 1)}&to=${addDays(today, 2)}&format=csv`)).text()).trim().split("\r\n");
    expect(later).toEqual(["Date (IST),Description,Amount (INR),Balance (INR)", `${addDays(today, 1)},Opening balance,,3000.00`, `${addDays(today, 2)},Closing balance,,3000.00`]);

    const pdf = await pdfOf(await client.client.get(`/api/receipts/statements/wallet?from=${today}&to=${today}`));
    expect(pdf).toContain("Opening balance");
    expect(pdf).toContain("Rs. 3,000.00");

    const bad = async (query: string, text: string) => {
      const r = await client.client.get(`/api/receipts/statements/wallet?${query}`);
      expect(r.status).toBe(400);
      expect(await message(r)).toBe(text);
    };
    await bad(`from=${today}&to=${addDays(today, -1)}`, RECEIPT_MESSAGES.fromAfterTo);
    await bad(`from=${addDays(today, -STATEMENT_MAX_DAYS)}&to=${today}`, RECEIPT_MESSAGES.rangeTooLong);
    await bad(`from=2026-02-30&to=${today}`, RECEIPT_MESSAGES.fromInvalid);
    await bad(`from=${today}`, RECEIPT_MESSAGES.toInvalid);
    await bad(`from=${today}&to=${today}&format=xls`, RECEIPT_MESSAGES.formatInvalid);
    expect((await client.client.get(`/api/receipts/statements/wallet?from=${addDays(today, 1 - STATEMENT_MAX_DAYS)}&to=${today}&format=csv`)).status).toBe(200);
  });

  it("an expert's month: each consultation with fee, commission and net, totals equal to the ledger; others get 404", async () => {
    const expert = await expertPerson(server, { consultationFee: 800 });
    const clients = await Promise.all([person(server, "client"), person(server, "client")]);
    for (const c of clients) {
      await credit(db(), c.id, 80_000);
      const at = new Date(Date.now() - 40 * 60_000);
      const [row] = await db()
        .insert(bookings)
        .values({ expertId: expert.expertId, userId: c.id, status: "confirmed", scheduledAt: at, endsAt: new Date(at.getTime() + 30 * 60_000), consultationType: "video", amount: 800 })
        .returning({ id: bookings.id });
      await holdFee(db(), row!.id, c.id, 80_000);
      expect((await expert.client.post(`/api/bookings/${row!.id}/complete`)).status).toBe(200);
    }
    await server.deps.db.execute(sql`update profiles set full_name = '=HYPERLINK(1)' where id = ${clients[1].id}::uuid`);
    const month = todayInIndia().slice(0, 7);
    const res = await expert.client.get(`/api/receipts/statements/earnings?month=${month}&format=csv`);
    expect(res.status).toBe(200);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Consultation (IST),Client,Consultation fee (INR),Platform commission (INR),Net (INR)");
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},client\d+-\d+,800\.00,-80\.00,720\.00$/);
    expect(lines[3]).toBe("Total,,1600.00,-160.00,1440.00");
    expect(lines.join("\n")).not.toContain(",=HYPERLINK");
    const [ledger] = await rows<{ net: string; commission: string }>(
      db(),
      sql`select (select sum(e.amount_paise) from ledger_entries e join wallets w on w.id = e.wallet_id where w.user_id = ${expert.id}::uuid and e.kind = 'hold_release_earning') as net,
                 (select sum(amount_paise) from ledger_entries where kind = 'commission') as commission`,
    );
    expect(Number(ledger!.net)).toBe(144_000);
    expect(Number(ledger!.commission)).toBe(16_000);

    const pdf = await pdfOf(await expert.client.get(`/api/receipts/statements/earnings?month=${month}&format=pdf`));
    expect(pdf).toContain("Rs. 1,440.00");
    expect(pdf).toContain("Platform commission");

    const none = await clients[0].client.get(`/api/receipts/statements/earnings?month=${month}`);
    expect(none.status).toBe(404);
    expect(await message(none)).toBe(RECEIPT_MESSAGES.notExpert);
    const badMonth = await expert.client.get(`/api/receipts/statements/earnings?month=2026-13`);
    expect(badMonth.status).toBe(400);
    expect(await message(badMonth)).toBe(RECEIPT_MESSAGES.monthInvalid);
  });
});
