/**
 * Test helper: RazorpayX's payout API replayed from recorded payloads on a local HTTP server. It
 * keeps what RazorpayX promises about idempotency — a payout request with a key it has seen gets
 * the payout already made, never a second one — and records every request, so a test can count the
 * payouts made per key and read what was sent.
 */
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { PaymentProvider } from "../lib/payment-provider.ts";
import { createRazorpayXPayouts, type RazorpayXOptions } from "../features/wallet/payments/razorpayx.ts";
import { signatureMatches } from "../features/wallet/payments/signature.ts";
import { createTestProvider } from "../features/wallet/payments/test-provider.ts";
import { testConfig } from "./harness.ts";

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../features/wallet/payments/fixtures/${name}`, import.meta.url), "utf8")) as Record<string, unknown>;

export interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

export interface FakePayout {
  id: string;
  key: string;
  body: Record<string, unknown>;
  status: string;
}

export interface FakeRazorpayX {
  url: string;
  seen: SeenRequest[];
  /** payouts made, by idempotency key: one each, however often asked */
  payouts: Map<string, FakePayout>;
  /** how a new payout is first answered, and what a later look-up says */
  behaviour: { created: string; later: string; delayMs: number; validation: "active" | "invalid" };
  close(): Promise<void>;
}

const withBody = (req: IncomingMessage, answer: (raw: string) => void) => {
  let data = "";
  req.on("data", (chunk: Buffer) => (data += chunk.toString()));
  req.on("end", () => answer(data));
};

export async function startFakeRazorpayX(port = 0): Promise<FakeRazorpayX> {
  const seen: SeenRequest[] = [];
  const payouts = new Map<string, FakePayout>();
  const byId = new Map<string, FakePayout>();
  const behaviour: FakeRazorpayX["behaviour"] = { created: "queued", later: "processed", delayMs: 0, validation: "active" };
  let n = 0;
  const nextId = (prefix: string) => `${prefix}_${String(++n).padStart(14, "0")}`;

  const server: Server = createServer((req, res) =>
    withBody(req, (raw) => {
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      const key = req.headers["x-payout-idempotency"];
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, idempotencyKey: typeof key === "string" ? key : undefined, body });
      const send = (status: number, json: unknown) => setTimeout(() => res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(json)), behaviour.delayMs);
      const payoutJson = (p: FakePayout) => ({ ...fixture("x-payout-created.json"), ...p.body, id: p.id, status: p.status, failure_reason: p.status === "failed" ? "Beneficiary bank is offline" : null });
      const url = req.url!;
      if (req.method === "POST" && url === "/v1/contacts") return send(200, { ...fixture("x-contact-created.json"), id: nextId("cont"), name: body.name });
      if (req.method === "POST" && url === "/v1/fund_accounts") return send(200, { ...fixture("x-fund-account-created.json"), id: nextId("fa"), contact_id: body.contact_id, account_type: body.account_type });
      if (req.method === "POST" && url === "/v1/fund_accounts/validations") {
        const fa = (body.fund_account as { id: string }).id;
        return send(200, { ...fixture("x-validation-created.json"), id: `fav_${fa.slice(3)}`, fund_account: { id: fa } });
      }
      if (req.method === "GET" && url.startsWith("/v1/fund_accounts/validations/")) {
        const done = fixture("x-validation-completed.json");
        return send(200, { ...done, id: url.split("/").at(-1), results: { ...(done.results as object), account_status: behaviour.validation } });
      }
      if (req.method === "POST" && url === "/v1/payouts") {
        if (typeof key !== "string" || key.length < 4 || key.length > 36) {
          return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "Idempotency key is missing. Include idempotency header and key in the request.", field: "X-Payout-Idempotency" } });
        }
        const known = payouts.get(key);
        if (known) {
          if (JSON.stringify(known.body) !== JSON.stringify(body)) return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "Different request body sent for the same Idempotency Header" } });
          return send(200, payoutJson(known));
        }
        const made: FakePayout = { id: nextId("pout"), key, body, status: behaviour.created };
        payouts.set(key, made);
        byId.set(made.id, made);
        return send(200, payoutJson(made));
      }
      if (req.method === "GET" && url.startsWith("/v1/payouts/")) {
        const made = byId.get(decodeURIComponent(url.slice("/v1/payouts/".length)));
        if (!made) return send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
        // a payout still as first answered moves on; one a test set (failed, reversed) stays
        if (made.status === behaviour.created) made.status = behaviour.later;
        return send(200, payoutJson(made));
      }
      send(400, { error: { code: "BAD_REQUEST_ERROR", description: `unexpected ${req.method} ${url}` } });
    }),
  );
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    payouts,
    behaviour,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const FAKE_KEY_ID = "rzp_test_1DP5mmOlF5G5ag";
export const FAKE_KEY_SECRET = "test-key-secret-thisisnotreal";
export const FAKE_ACCOUNT_NUMBER = "7878780080316316";

/**
 * Top-ups by the built-in test provider (its checkout makes the experts' earnings), payouts through
 * RazorpayX at `apiUrl`: the adapter under test, beside what the test helpers need.
 */
export function testProviderWithRazorpayX(apiUrl: string, options: Partial<RazorpayXOptions> & { webhookSecret: string }): PaymentProvider {
  const { webhookSecret, ...x } = options;
  return {
    ...createTestProvider(testConfig().BETTER_AUTH_SECRET),
    ...createRazorpayXPayouts({ keyId: FAKE_KEY_ID, keySecret: FAKE_KEY_SECRET, accountNumber: FAKE_ACCOUNT_NUMBER, apiUrl, ...x }),
    verifyPayoutWebhook: (rawBody, signature) => signatureMatches(webhookSecret, rawBody, signature),
  };
}
