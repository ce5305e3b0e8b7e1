import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rows } from "../../../db/client.ts";
import { startTestServer, TestClient, type TestServer } from "../../../test/harness.ts";
import { checkLedgerInvariants } from "../../../test/ledger-invariants.ts";
import { createRazorpayProvider } from "./razorpay-provider.ts";
import { hmacHex } from "./signature.ts";
import { parseWebhookEvent } from "./webhook-event.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
const KEY_ID = "rzp_test_1DP5mmOlF5G5ag";
const KEY_SECRET = "test-key-secret-thisisnotreal";
const WEBHOOK_SECRET = "test-webhook-secret-notreal";

/** Razorpay's API replayed: answers order creation with the recorded order, for the requested amount. */
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}
let api: Server;
let apiUrl = "";
const seen: Seen[] = [];
let orderCount = 0;

/** Reads the whole request body, then answers it (no promise for node:http to drop). */
const withBody = (req: IncomingMessage, answer: (raw: string) => void) => {
  let data = "";
  req.on("data", (chunk: Buffer) => (data += chunk.toString()));
  req.on("end", () => answer(data));
};

beforeAll(async () => {
  api = createServer((req, res) =>
    withBody(req, (raw) => {
      const body = JSON.parse(raw || "{}") as Record<string, unknown>;
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      if (req.method === "POST" && req.url === "/v1/orders") {
        const recorded = JSON.parse(fixture("order-created.json")) as Record<string, unknown>;
        const order = { ...recorded, id: `order_Iluq${++orderCount}xBm9U8zJ8`, amount: body.amount, amount_due: body.amount, receipt: body.receipt };
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(order));
      } else {
        res.writeHead(400, { "content-type": "application/json" }).end(JSON.stringify({ error: { code: "BAD_REQUEST_ERROR", description: "unexpected" } }));
      }
    }),
  );
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

const provider = () => createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl });

describe("Razorpay adapter", () => {
  it("creates an order through the SDK with the key's basic auth, in paise", async () => {
    seen.length = 0;
    const { providerOrderId } = await provider().createOrder({ amountPaise: 50_000, receipt: "r-1", notes: { userId: "u" } });
    expect(providerOrderId).toMatch(/^order_/);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: "POST", url: "/v1/orders", body: { amount: 50_000, currency: "INR", receipt: "r-1" } });
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`);
    await expect(provider().createOrder({ amountPaise: 100.5, receipt: "r-2", notes: {} })).rejects.toThrow(RangeError);
  });

  it("verifies the checkout signature: HMAC-SHA256 of order_id|payment_id with the key secret", () => {
    const signature = hmacHex(KEY_SECRET, "order_IluGWxBm9U8zJ8|pay_DESlfW9H8K9uqM");
    expect(provider().verifyPayment({ orderId: "order_IluGWxBm9U8zJ8", paymentId: "pay_DESlfW9H8K9uqM", signature })).toBe(true);
    expect(provider().verifyPayment({ orderId: "order_IluGWxBm9U8zJ8", paymentId: "pay_other", signature })).toBe(false);
    expect(provider().verifyPayment({ orderId: "order_IluGWxBm9U8zJ8", paymentId: "pay_DESlfW9H8K9uqM", signature: hmacHex("wrong", "order_IluGWxBm9U8zJ8|pay_DESlfW9H8K9uqM") })).toBe(false);
  });

  it("verifies a recorded webhook body by its X-Razorpay-Signature and reads payment.captured and order.paid", () => {
    const body = fixture("payment-captured.json");
    expect(provider().verifyWebhook(body, hmacHex(WEBHOOK_SECRET, body))).toBe(true);
    expect(provider().verifyWebhook(body, hmacHex(KEY_SECRET, body))).toBe(false);
    expect(provider().verifyWebhook(`${body} `, hmacHex(WEBHOOK_SECRET, body))).toBe(false);
    expect(createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET }).verifyWebhook(body, hmacHex(WEBHOOK_SECRET, body))).toBe(false);
    expect(parseWebhookEvent(body)).toEqual({ type: "paid", orderId: "order_IluGWxBm9U8zJ8", paymentId: "pay_DESlfW9H8K9uqM", amountPaise: 50_000, method: "upi" });
    expect(parseWebhookEvent(fixture("order-paid.json"))).toEqual({ type: "paid", orderId: "order_IluGWxBm9U8zJ8", paymentId: "pay_DESlfW9H8K9uqM", amountPaise: 50_000, method: "card" });
    expect(parseWebhookEvent(JSON.stringify({ event: "refund.created", payload: {} }))).toEqual({ type: "ignored", event: "refund.created" });
    expect(parseWebhookEvent("not json")).toBeNull();
  });
});

describe("top-ups through Razorpay, over HTTP", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ payments: provider() });
  });
  afterAll(() => server.close());
  afterEach(() => checkLedgerInvariants(server.deps.db));

  const webhook = (body: string, signature = hmacHex(WEBHOOK_SECRET, body)) =>
    fetch(`${server.url}/api/wallet/webhook`, { method: "POST", headers: { "content-type": "application/json", "x-razorpay-signature": signature }, body });

  it("creates a Razorpay order, credits it once on the checkout's signature and once only when the webhook repeats it", async () => {
    const client = new TestClient(server.url);
    await client.register("razor@example.in");
    expect(await (await client.get("/api/wallet")).json()).toMatchObject({ provider: { name: "razorpay", keyId: KEY_ID } });
    const created = await client.post("/api/wallet/top-ups", { amountRupees: 500 });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { id: string; providerOrderId: string; amountPaise: number; keyId: string };
    expect(order).toMatchObject({ amountPaise: 50_000, keyId: KEY_ID });
    expect(seen.at(-1)!.body).toMatchObject({ amount: 50_000, receipt: order.id });

    const paymentId = "pay_DESlfW9H8K9uqM";
    const signature = hmacHex(KEY_SECRET, `${order.providerOrderId}|${paymentId}`);
    const confirmed = await client.post("/api/wallet/top-ups/confirm", { orderId: order.providerOrderId, paymentId, signature });
    expect(await confirmed.json()).toMatchObject({ credited: true, balancePaise: 50_000 });

    // Razorpay's recorded webhooks for this payment, five times over: nothing more is credited.
    const captured = fixture("payment-captured.json").replaceAll("order_IluGWxBm9U8zJ8", order.providerOrderId);
    const paid = fixture("order-paid.json").replaceAll("order_IluGWxBm9U8zJ8", order.providerOrderId);
    const answers = await Promise.all([captured, paid, captured, paid, captured].map((body) => webhook(body)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await (await client.get("/api/wallet")).json()).toMatchObject({ balancePaise: 50_000 });
    expect(await rows(server.deps.db, sql`select 1 from ledger_entries where kind = 'topup'`)).toHaveLength(1);

    // The test checkout does not exist when real payments are configured.
    expect((await client.post("/api/wallet/test-checkout/pay", { orderId: order.providerOrderId, method: "upi", outcome: "success" })).status).toBe(404);
  });

  it("credits on the webhook alone, refuses one signed with the wrong secret, and ignores an order it never made", async () => {
    const client = new TestClient(server.url);
    await client.register("hook@example.in");
    const order = (await (await client.post("/api/wallet/top-ups", { amountRupees: 500 })).json()) as { providerOrderId: string };
    const body = fixture("payment-captured.json").replaceAll("order_IluGWxBm9U8zJ8", order.providerOrderId);
    expect((await webhook(body, hmacHex(KEY_SECRET, body))).status).toBe(400);
    expect(await (await client.get("/api/wallet")).json()).toMatchObject({ balancePaise: 0 });
    expect(await (await webhook(body)).json()).toMatchObject({ handled: true, credited: true });
    expect(await (await client.get("/api/wallet")).json()).toMatchObject({ balancePaise: 50_000 });
    const unknown = await webhook(fixture("payment-captured.json"));
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ handled: false });
  });

  it("answers 503 and creates no order when Razorpay refuses", async () => {
    const broken = await startTestServer({ payments: createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: `${apiUrl}/broken` }) });
    try {
      const client = new TestClient(broken.url);
      await client.register("down@example.in");
      const res = await client.post("/api/wallet/top-ups", { amountRupees: 500 });
      expect(res.status).toBe(503);
      expect(await rows(broken.deps.db, sql`select 1 from payment_orders`)).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});
