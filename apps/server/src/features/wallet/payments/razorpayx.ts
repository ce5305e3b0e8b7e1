/**
 * RazorpayX, for payouts: the expert's account becomes a contact and a fund account, checked by a
 * fund-account validation (a ₹1 penny drop whose result names the account active or invalid), and a
 * payout is POST /v1/payouts from the platform's RazorpayX account with the payout's own id as the
 * `X-Payout-Idempotency` key. Plain REST with basic auth (the top-ups' SDK has no payouts); `fetch`
 * is injected so tests replay recorded answers without the network.
 */
import type { PayoutAccountDetails, PayoutAnswer, PaymentProvider } from "../../../lib/payment-provider.ts";

export interface RazorpayXOptions {
  keyId: string;
  keySecret: string;
  /** the platform's RazorpayX account number, which payouts are made from */
  accountNumber: string;
  apiUrl?: string;
  /** false with test-mode keys: RazorpayX validates accounts only in live mode */
  validateAccounts?: boolean;
  fetch?: typeof fetch;
  /** how long an account's validation is waited for, and how often it is asked about */
  validationWaitMs?: number;
  validationPollMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export type RazorpayXPayouts = Pick<PaymentProvider, "verifyPayoutAccount" | "createPayout" | "getPayout">;

/** IMPS carries up to ₹5 lakh; above that a bank payout goes by NEFT. */
const IMPS_LIMIT_PAISE = 5_00_000_00;

/** RazorpayX's payout statuses, as the app's: on its way, paid, refused, or returned after paying. */
const STATUSES: Record<string, PayoutAnswer["status"]> = {
  queued: "processing",
  pending: "processing",
  scheduled: "processing",
  processing: "processing",
  processed: "processed",
  failed: "failed",
  rejected: "failed",
  cancelled: "failed",
  reversed: "reversed",
};

export class RazorpayXError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = "RazorpayXError";
  }
}

export function createRazorpayXPayouts(options: RazorpayXOptions): RazorpayXPayouts {
  const apiUrl = (options.apiUrl ?? "https://api.razorpay.com").replace(/\/$/, "");
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString("base64")}`;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const waitMs = options.validationWaitMs ?? 20_000;
  const pollMs = options.validationPollMs ?? 1_000;

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await doFetch(`${apiUrl}${path}`, {
      method,
      headers: { authorization, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // an answer that is not JSON is reported by its status below
    }
    if (!res.ok) {
      // Only RazorpayX's code and description: the request (an account number) never reaches the log.
      const error = (json as { error?: { code?: unknown; description?: unknown } } | null)?.error;
      const code = typeof error?.code === "string" ? error.code : null;
      const description = typeof error?.description === "string" ? error.description.slice(0, 200) : `HTTP ${res.status}`;
      throw new RazorpayXError(res.status, code, `RazorpayX ${method} ${path.replace(/\/[a-z]+_[A-Za-z0-9]+$/, "/…")}: ${description}`);
    }
    if (!json || typeof json !== "object") throw new RazorpayXError(res.status, null, `RazorpayX ${method} ${path}: an answer that is not JSON`);
    return json as T;
  }

  const payoutAnswer = (p: { id?: unknown; status?: unknown; failure_reason?: unknown; status_details?: { description?: unknown } | null }): PayoutAnswer => {
    const status = typeof p.status === "string" ? STATUSES[p.status] : undefined;
    if (typeof p.id !== "string" || !status) throw new Error(`RazorpayX answered with a payout it cannot read (status ${String(p.status)})`);
    const reason = typeof p.failure_reason === "string" ? p.failure_reason : typeof p.status_details?.description === "string" ? p.status_details.description : null;
    return { providerPayoutId: p.id, status, failureReason: status === "failed" || status === "reversed" ? (reason?.slice(0, 200) ?? null) : null };
  };

  async function createFundAccount(account: PayoutAccountDetails): Promise<string> {
    const name = account.method === "bank" ? account.holderName : account.upiId;
    const contact = await call<{ id: string }>("POST", "/v1/contacts", { name: name.slice(0, 50), type: "vendor" });
    const fundAccount = await call<{ id: string }>(
      "POST",
      "/v1/fund_accounts",
      account.method === "bank"
        ? { contact_id: contact.id, account_type: "bank_account", bank_account: { name: account.holderName, ifsc: account.ifsc, account_number: account.accountNumber } }
        : { contact_id: contact.id, account_type: "vpa", vpa: { address: account.upiId } },
    );
    if (typeof fundAccount.id !== "string") throw new Error("RazorpayX answered the fund account request without an id");
    return fundAccount.id;
  }

  type Validation = { id: string; status: string; results?: { account_status?: string | null } | null };

  return {
    async verifyPayoutAccount(account) {
      const ref = await createFundAccount(account);
      if (options.validateAccounts === false) return { ok: true, ref };
      let validation = await call<Validation>("POST", "/v1/fund_accounts/validations", {
        account_number: options.accountNumber,
        fund_account: { id: ref },
        amount: 100,
        currency: "INR",
      });
      // A validation finishes in seconds: asked about until it does, within the wait.
      for (const deadline = Date.now() + waitMs; validation.status === "created" && Date.now() < deadline; ) {
        await sleep(pollMs);
        validation = await call<Validation>("GET", `/v1/fund_accounts/validations/${encodeURIComponent(validation.id)}`);
      }
      if (validation.status !== "completed") throw new Error(`RazorpayX validation ${validation.status === "created" ? "did not finish in time" : "failed"}`);
      return validation.results?.account_status === "active" ? { ok: true, ref } : { ok: false };
    },
    async createPayout({ idempotencyKey, amountPaise, accountRef, method }) {
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 100) throw new RangeError("amountPaise must be a whole number of paise, at least 100");
      // Every field follows from the payout's row, so a retry sends the same body with the same key,
      // which RazorpayX answers with the payout it already made.
      const payout = await call<Record<string, unknown>>(
        "POST",
        "/v1/payouts",
        {
          account_number: options.accountNumber,
          fund_account_id: accountRef,
          amount: amountPaise,
          currency: "INR",
          mode: method === "upi" ? "UPI" : amountPaise > IMPS_LIMIT_PAISE ? "NEFT" : "IMPS",
          purpose: "payout",
          queue_if_low_balance: true,
          reference_id: idempotencyKey,
          narration: "ExpertConnect payout",
        },
        { "X-Payout-Idempotency": idempotencyKey },
      );
      if (payout.amount !== amountPaise) throw new Error("RazorpayX answered the payout request with another amount");
      return payoutAnswer(payout);
    },
    async getPayout({ providerPayoutId }) {
      return payoutAnswer(await call<Record<string, unknown>>("GET", `/v1/payouts/${encodeURIComponent(providerPayoutId)}`));
    },
  };
}
