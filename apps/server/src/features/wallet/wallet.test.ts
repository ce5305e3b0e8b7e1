import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { WALLET_MESSAGES } from "@expertconnect/shared/schemas/wallet";
import { pgErrorCode, rows, type Db } from "../../db/client.ts";
import { startTestServer, TestClient, testConfig, type TestServer } from "../../test/harness.ts";
import { checkLedgerInvariants } from "../../test/ledger-invariants.ts";
import { hmacHex } from "./payments/signature.ts";

let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer();
  db = server.deps.db;
});
afterAll(() => server.close());
afterEach(async () => {
  await checkLedgerInvariants(db);
});

interface Order {
  id: string;
  provider: string;
  providerOrderId: string;
  amountPaise: number;
  status: string;
}
interface Payment {
  orderId: string;
  paymentId: string;
  signature: string | null;
  status: string;
}

async function signedIn(email: string) {
  const client = new TestClient(server.url);
  const id = await client.register(email);
  return { client, id };
}

async function createOrder(client: TestClient, amountRupees: number): Promise<Order> {
  const res = await client.post("/api/wallet/top-ups", { amountRupees });
  expect(res.status).toBe(201);
  return (await res.json()) as Order;
}

async function pay(client: TestClient, order: Order, outcome: "success" | "failure" = "success"): Promise<Payment> {
  const res = await client.post("/api/wallet/test-checkout/pay", { orderId: order.providerOrderId, method: "upi", outcome });
  expect(res.status).toBe(200);
  return (await res.json()) as Payment;
}

async function balance(client: TestClient): Promise<number> {
  const res = await client.get("/api/wallet");
  expect(res.status).toBe(200);
  return ((await res.json()) as { balancePaise: number }).balancePaise;
}

/** The test checkout's signature of `order_id|payment_id`, as the test provider makes it. */
const checkoutSignature = (order: Order, paymentId: string) =>
  hmacHex(hmacHex(testConfig().BETTER_AUTH_SECRET, "test-payments:key-secret"), `${order.providerOrderId}|${paymentId}`);
const webhookSecret = () => hmacHex(testConfig().BETTER_AUTH_SECRET, "test-payments:webhook-secret");
const webhook = (body: string, signature = hmacHex(webhookSecret(), body)) =>
  fetch(`${server.url}/api/wallet/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-razorpay-signature": signature }, body });
const capturedEvent = (order: Order, paymentId: string, amount = order.amountPaise) =>
  JSON.stringify({
    event: "payment.captured",
    payload: { payment: { entity: { id: paymentId, entity: "payment", amount, currency: "INR", status: "captured", order_id: order.providerOrderId, method: "card" } } },
  });
const topupEntries = async () => Number((await rows<{ n: number }>(db, sql`select count(*)::int as n from ledger_entries where kind = 'topup'`))[0]!.n);

describe("wallet", () => {
  it("shows ₹0 and the top-up limits to a new account, and nothing to a signed-out visitor", async () => {
    const { client } = await signedIn("new@example.in");
    const res = await client.get("/api/wallet");
    expect(await res.json()).toEqual({
      balancePaise: 0,
      earningsPaise: 0,
      earningsHeldPaise: 0,
      earningsPendingPaise: 0,
      earningsAvailablePaise: 0,
      payoutInFlightPaise: 0,
      paidOutPaise: 0,
      currency: "INR",
      topUp: { minRupees: 100, maxRupees: 100_000 },
      provider: { name: "test", keyId: null },
    });
    expect(await (await client.get("/api/wallet/transactions")).json()).toEqual({ transactions: [], nextCursor: null });
    const visitor = new TestClient(server.url);
    for (const path of ["/api/wallet", "/api/wallet/transactions"]) expect((await visitor.get(path)).status).toBe(401);
    expect((await visitor.post("/api/wallet/top-ups", { amountRupees: 500 })).status).toBe(401);
  });

  it("adds money through the test checkout: order, payment, confirmation, one credit of the order's amount", async () => {
    const { client } = await signedIn("adds@example.in");
    const order = await createOrder(client, 500);
    expect(order).toMatchObject({ provider: "test", amountPaise: 50_000, status: "created" });
    const payment = await pay(client, order);
    expect(payment).toMatchObject({ status: "captured", orderId: order.providerOrderId });
    // The provider's webhook has already credited it; the browser's confirmation finds it done.
    const confirmed = await client.post("/api/wallet/top-ups/confirm", { orderId: order.providerOrderId, paymentId: payment.paymentId, signature: payment.signature });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ credited: false, balancePaise: 50_000, order: { status: "paid" } });
    expect(await balance(client)).toBe(50_000);
    expect(((await (await client.get("/api/profile")).json()) as { wallet_balance_paise: number }).wallet_balance_paise).toBe(50_000);
    const list = (await (await client.get("/api/wallet/transactions")).json()) as { transactions: Array<Record<string, unknown>> };
    expect(list.transactions).toHaveLength(1);
    const { id: entryId, createdAt, ...entry } = list.transactions[0]!;
    expect(entry).toEqual({ kind: "topup", amountPaise: 50_000, bookingId: null, booking: null, paymentOrderId: order.id, earning: null });
    expect(entryId).toEqual(expect.any(String));
    expect(createdAt).toEqual(expect.stringMatching(/Z$/));
    expect(await (await client.get(`/api/wallet/top-ups/${order.id}`)).json()).toMatchObject({ status: "paid", amountPaise: 50_000 });
  });

  it("credits by the confirmation alone when the webhook never comes", async () => {
    const { client } = await signedIn("nohook@example.in");
    const order = await createOrder(client, 100);
    // The checkout's signature as the test provider makes it, without its webhook.
    const paymentId = "pay_test_direct";
    const signature = checkoutSignature(order, paymentId);
    const res = await client.post("/api/wallet/top-ups/confirm", { orderId: order.providerOrderId, paymentId, signature });
    expect(await res.json()).toMatchObject({ credited: true, balancePaise: 10_000 });
    const again = await client.post("/api/wallet/top-ups/confirm", { orderId: order.providerOrderId, paymentId, signature });
    expect(await again.json()).toMatchObject({ credited: false, balancePaise: 10_000 });
  });

  it("refuses amounts out of bounds, negative, fractional or not a number, and creates no order", async () => {
    const { client } = await signedIn("bounds@example.in");
    const cases: Array<[unknown, string]> = [
      [99, WALLET_MESSAGES.amountMin],
      [100_001, WALLET_MESSAGES.amountMax],
      [-500, WALLET_MESSAGES.amountMin],
      [0, WALLET_MESSAGES.amountMin],
      [150.5, WALLET_MESSAGES.amountWhole],
      ["500", WALLET_MESSAGES.amountRequired],
      [null, WALLET_MESSAGES.amountRequired],
    ];
    for (const [amountRupees, message] of cases) {
      const res = await client.post("/api/wallet/top-ups", { amountRupees });
      expect(res.status, String(amountRupees)).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await client.post("/api/wallet/top-ups", { amountRupees: 500, amountPaise: 1 })).status).toBe(400);
    expect((await rows(db, sql`select 1 from payment_orders`)).length).toBe(0);
    expect((await createOrder(client, 100_000)).amountPaise).toBe(10_000_000);
  });

  it("refuses a bad signature and a tampered amount, crediting nothing", async () => {
    const { client } = await signedIn("tamper@example.in");
    const order = await createOrder(client, 1000);
    const res = await client.post("/api/wallet/top-ups/confirm", { orderId: order.providerOrderId, paymentId: "pay_test_x", signature: "0".repeat(64) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(WALLET_MESSAGES.badSignature);
    const signature = checkoutSignature(order, "pay_test_x");
    // An amount in the confirmation is refused outright (the order's amount is the one credited).
    const tampered = await client.post("/api/wallet/top-ups/confirm", { orderId: order.providerOrderId, paymentId: "pay_test_x", signature, amountPaise: 10_000_000 });
    expect(tampered.status).toBe(400);
    // A webhook with a bad signature, and a webhook whose body was changed after signing.
    const body = capturedEvent(order, "pay_test_y");
    expect((await webhook(body, "f".repeat(64))).status).toBe(400);
    expect((await webhook(body.replace("100000", "9900000"), hmacHex(webhookSecret(), body))).status).toBe(400);
    const noHeader = await fetch(`${server.url}/api/wallet/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body });
    expect(noHeader.status).toBe(400);
    // Properly signed, but for another amount than the order's: refused.
    expect((await webhook(capturedEvent(order, "pay_test_z", 9_900_000))).status).toBe(422);
    expect(await topupEntries()).toBe(0);
    expect(await balance(client)).toBe(0);
  });

  it("credits the same webhook delivered five times at once exactly once", async () => {
    const { client } = await signedIn("five@example.in");
    const order = await createOrder(client, 2500);
    const body = capturedEvent(order, "pay_test_five");
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(body)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const credited = (await Promise.all(answers.map((r) => r.json() as Promise<{ credited: boolean }>))).filter((a) => a.credited);
    expect(credited).toHaveLength(1);
    expect(await balance(client)).toBe(250_000);
    expect(await topupEntries()).toBe(1);
  });

  it("credits a payment reported by the webhook and the confirmation at the same moment once", async () => {
    const { client } = await signedIn("both@example.in");
    const order = await createOrder(client, 300);
    const paymentId = "pay_test_both";
    const signature = checkoutSignature(order, paymentId);
    const confirm = () => client.post("/api/wallet/top-ups/confirm", { orderId: order.providerOrderId, paymentId, signature });
    const answers = await Promise.all([confirm(), webhook(capturedEvent(order, paymentId)), confirm(), webhook(capturedEvent(order, paymentId))]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await balance(client)).toBe(30_000);
    expect(await topupEntries()).toBe(1);
  });

  it("leaves a failed payment uncredited and lets a later attempt pay the order", async () => {
    const { client } = await signedIn("fails@example.in");
    const order = await createOrder(client, 700);
    const failed = await pay(client, order, "failure");
    expect(failed).toMatchObject({ status: "failed", signature: null });
    expect(await (await client.get(`/api/wallet/top-ups/${order.id}`)).json()).toMatchObject({ status: "failed" });
    expect(await balance(client)).toBe(0);
    await pay(client, order, "success");
    expect(await balance(client)).toBe(70_000);
    expect((await client.post("/api/wallet/test-checkout/pay", { orderId: order.providerOrderId, method: "card", outcome: "success" })).status).toBe(409);
    expect(await balance(client)).toBe(70_000);
  });

  it("keeps each wallet to its owner: B cannot see, pay or confirm A's order, and sees only their own balance", async () => {
    const a = await signedIn("owner.a@example.in");
    const b = await signedIn("owner.b@example.in");
    const order = await createOrder(a.client, 400);
    expect((await b.client.get(`/api/wallet/top-ups/${order.id}`)).status).toBe(404);
    expect((await b.client.post("/api/wallet/test-checkout/pay", { orderId: order.providerOrderId, method: "upi", outcome: "success" })).status).toBe(404);
    const payment = await pay(a.client, order);
    const stolen = await b.client.post("/api/wallet/top-ups/confirm", { orderId: order.providerOrderId, paymentId: payment.paymentId, signature: payment.signature });
    expect(stolen.status).toBe(404);
    expect(await balance(a.client)).toBe(40_000);
    expect(await balance(b.client)).toBe(0);
    expect(((await (await b.client.get("/api/wallet/transactions")).json()) as { transactions: unknown[] }).transactions).toEqual([]);
    expect((await b.client.get("/api/wallet/top-ups/not-a-uuid")).status).toBe(404);
  });

  it("pages transactions newest first with a cursor", async () => {
    const { client, id } = await signedIn("pages@example.in");
    const [wallet] = await rows<{ id: string }>(db, sql`insert into wallets (user_id, kind) values (${id}, 'main') returning id`);
    for (let i = 1; i <= 25; i++) {
      await db.execute(sql`insert into ledger_entries (wallet_id, kind, amount_paise, note) values (${wallet!.id}, 'correction', ${i}, 'seed')`);
    }
    type Page = { transactions: Array<{ amountPaise: number }>; nextCursor: string | null };
    const first = (await (await client.get("/api/wallet/transactions")).json()) as Page;
    expect(first.transactions.map((t) => t.amountPaise)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const second = (await (await client.get(`/api/wallet/transactions?cursor=${first.nextCursor}`)).json()) as Page;
    expect(second.transactions.map((t) => t.amountPaise)).toEqual([5, 4, 3, 2, 1]);
    expect(second.nextCursor).toBeNull();
    expect((await client.get("/api/wallet/transactions?cursor=abc")).status).toBe(400);
    expect((await client.get("/api/wallet/transactions?account=platform")).status).toBe(400);
  });
});

describe("the ledger in the database", () => {
  async function walletWithEntry() {
    const [user] = await rows<{ id: string }>(db, sql`insert into users (id, name, email, email_verified) values (gen_random_uuid(), 'L', 'ledger@example.in', true) returning id`);
    const [wallet] = await rows<{ id: string }>(db, sql`insert into wallets (user_id, kind) values (${user!.id}, 'main') returning id`);
    await db.execute(sql`insert into ledger_entries (wallet_id, kind, amount_paise, note) values (${wallet!.id}, 'correction', 5000, 'opening')`);
    return wallet!.id;
  }
  const refused = async (query: ReturnType<typeof sql>) => {
    const code = await db.execute(query).then(
      () => "accepted",
      (err: unknown) => pgErrorCode(err),
    );
    expect(code).not.toBe("accepted");
    return code;
  };

  it("refuses to update or delete an entry", async () => {
    const walletId = await walletWithEntry();
    expect(await refused(sql`update ledger_entries set amount_paise = 999999 where wallet_id = ${walletId}`)).toBe("23001");
    expect(await refused(sql`delete from ledger_entries where wallet_id = ${walletId}`)).toBe("23001");
    expect((await rows(db, sql`select 1 from ledger_entries`)).length).toBe(1);
  });

  it("refuses a balance set by hand, a wallet that starts with money, and an overdraft", async () => {
    const walletId = await walletWithEntry();
    expect(await refused(sql`update wallets set balance_paise = 10000000 where id = ${walletId}`)).toBe("23001");
    expect(await refused(sql`delete from wallets where id = ${walletId}`)).toBe("23001");
    expect(await refused(sql`insert into wallets (user_id, kind, balance_paise) select user_id, 'earnings', 100 from wallets where id = ${walletId}`)).toBe("23001");
    expect(await refused(sql`insert into ledger_entries (wallet_id, kind, amount_paise, note) values (${walletId}, 'correction', -5001, 'too much')`)).toBe("23514");
    expect(await refused(sql`insert into ledger_entries (wallet_id, kind, amount_paise) values (${walletId}, 'correction', 1)`)).toBe("23514");
    const [w] = await rows<{ balance_paise: number }>(db, sql`select balance_paise::int from wallets where id = ${walletId}`);
    expect(w!.balance_paise).toBe(5000);
  });
});
