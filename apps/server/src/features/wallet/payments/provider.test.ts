import { describe, expect, it } from "vitest";
import { WALLET_MESSAGES } from "@expertconnect/shared/messages/wallet";
import { ConfigError } from "../../../config.ts";
import { siteOf } from "../../../app.ts";
import { startTestServer, testConfig, TestClient } from "../../../test/harness.ts";
import { startFakeRazorpayX } from "../../../test/fake-razorpayx.ts";
import { createPaymentProvider } from "./provider.ts";
import { hmacHex } from "./signature.ts";

const KEYS = { RAZORPAY_KEY_ID: "rzp_test_abc123", RAZORPAY_KEY_SECRET: "secret-123456" };

describe("payment configuration", () => {
  it("uses the test provider by default and Razorpay when both keys are set", () => {
    expect(createPaymentProvider(testConfig())?.name).toBe("test");
    expect(createPaymentProvider(testConfig({ NODE_ENV: "development" }))?.name).toBe("test");
    const razorpay = createPaymentProvider(testConfig(KEYS));
    expect(razorpay).toMatchObject({ name: "razorpay", publicKey: "rzp_test_abc123", webhooksEnabled: false });
    expect(testConfig().PLATFORM_COMMISSION_PERCENT).toBe(0);
    expect(testConfig({ PLATFORM_COMMISSION_PERCENT: "12.5" }).PLATFORM_COMMISSION_PERCENT).toBe(12.5);
  });

  it("takes no test money in production unless PAYMENT_PROVIDER=test says so, and then every page says it", () => {
    const production = testConfig({ NODE_ENV: "production" });
    expect(production.PAYMENT_PROVIDER).toBe("none");
    expect(createPaymentProvider(production)).toBeNull();
    expect(siteOf(production, null)).toEqual({ testMode: false, commissionPercent: 0, strictListings: false });
    expect(createPaymentProvider(testConfig({ NODE_ENV: "production", ...KEYS }))?.name).toBe("razorpay");

    const explicit = testConfig({ NODE_ENV: "production", PAYMENT_PROVIDER: "test" });
    const provider = createPaymentProvider(explicit);
    expect(provider?.name).toBe("test");
    expect(siteOf(explicit, provider)).toEqual({ testMode: true, commissionPercent: 0, strictListings: false });
    // Outside production the test provider is the default, and no banner is needed.
    expect(siteOf(testConfig(), createPaymentProvider(testConfig()))).toEqual({ testMode: false, commissionPercent: 0, strictListings: false });
    expect(createPaymentProvider(testConfig({ PAYMENT_PROVIDER: "none" }))).toBeNull();
  });

  it("refuses a provider that cannot work, naming PAYMENT_PROVIDER", () => {
    expect(() => testConfig({ PAYMENT_PROVIDER: "razorpay" })).toThrow(/PAYMENT_PROVIDER: razorpay needs RAZORPAY_KEY_ID/);
    expect(() => testConfig({ PAYMENT_PROVIDER: "test", ...KEYS })).toThrow(/PAYMENT_PROVIDER: test with Razorpay keys set/);
    expect(() => testConfig({ PAYMENT_PROVIDER: "stripe" })).toThrow(/PAYMENT_PROVIDER must be razorpay, test or none/);
  });

  it("stops start-up on a lone key, a malformed key id or a commission out of range, naming the variable", () => {
    expect(() => testConfig({ RAZORPAY_KEY_ID: "rzp_test_abc123" })).toThrow(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET/);
    expect(() => testConfig({ RAZORPAY_KEY_ID: "key", RAZORPAY_KEY_SECRET: "secret-123456" })).toThrow(/RAZORPAY_KEY_ID/);
    for (const bad of ["-1", "101", "abc", "1.234"]) {
      expect(() => testConfig({ PLATFORM_COMMISSION_PERCENT: bad })).toThrow(ConfigError);
      expect(() => testConfig({ PLATFORM_COMMISSION_PERCENT: bad })).toThrow(/PLATFORM_COMMISSION_PERCENT/);
    }
  });
});

describe("RazorpayX from the environment", () => {
  it("pays through RAZORPAY_API_URL with the account number when RAZORPAYX_ACCOUNT_NUMBER is set; refuses payouts without it", async () => {
    const fake = await startFakeRazorpayX();
    try {
      const x = createPaymentProvider(testConfig({ ...KEYS, RAZORPAYX_ACCOUNT_NUMBER: "7878780080316316", RAZORPAY_API_URL: fake.url, RAZORPAYX_WEBHOOK_SECRET: "x-secret-123" }))!;
      const key = "53cda91c-8f81-4e77-bbb9-7388f4ac6bf4";
      expect(await x.createPayout({ idempotencyKey: key, amountPaise: 50_000, accountRef: "fa_1", method: "upi" })).toMatchObject({ status: "processing" });
      expect(fake.seen[0]).toMatchObject({ url: "/v1/payouts", idempotencyKey: key, body: { account_number: "7878780080316316", mode: "UPI", amount: 50_000 } });
      expect(x.verifyPayoutWebhook("{}", hmacHex("x-secret-123", "{}"))).toBe(true);
      const without = createPaymentProvider(testConfig({ ...KEYS, RAZORPAY_WEBHOOK_SECRET: "topups-123" }))!;
      await expect(without.createPayout({ idempotencyKey: key, amountPaise: 50_000, accountRef: "fa_1", method: "upi" })).rejects.toThrow(/RAZORPAYX_ACCOUNT_NUMBER/);
      // payout webhooks fall back to the top-ups' secret
      expect(without.verifyPayoutWebhook("{}", hmacHex("topups-123", "{}"))).toBe(true);
    } finally {
      await fake.close();
    }
    expect(() => testConfig({ RAZORPAYX_ACCOUNT_NUMBER: "7878780080316316" })).toThrow(/RAZORPAYX_ACCOUNT_NUMBER: RazorpayX payouts need the Razorpay keys/);
    expect(() => testConfig({ ...KEYS, RAZORPAY_API_URL: "http://api.example.in" })).toThrow(/RAZORPAY_API_URL must be https/);
  });
});

describe("a production server without a payment provider, over HTTP", () => {
  it("says payments are off and refuses to add money with 409, writing nothing", async () => {
    const server = await startTestServer({ config: { NODE_ENV: "production" } });
    try {
      const client = new TestClient(server.url);
      await client.register("no-provider@example.in");
      expect(await (await client.get("/api/wallet")).json()).toMatchObject({ balancePaise: 0, provider: null });
      const refused = await client.post("/api/wallet/top-ups", { amountRupees: 100_000 });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: { message: WALLET_MESSAGES.paymentsOff } });
      const confirm = await client.post("/api/wallet/top-ups/confirm", { orderId: "order_x", paymentId: "pay_x", signature: "a".repeat(64) });
      expect(confirm.status).toBe(409);
      const pay = await client.post("/api/wallet/test-checkout/pay", { orderId: "order_x", method: "upi", outcome: "success" });
      expect(pay.status).toBe(404);
      const hook = await fetch(`${server.url}/api/wallet/webhook`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
      expect(hook.status).toBe(400);
      expect(await (await client.get("/api/wallet")).json()).toMatchObject({ balancePaise: 0 });
    } finally {
      await server.close();
    }
  });
});
