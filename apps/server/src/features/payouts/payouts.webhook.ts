/** Reads a (verified) payout webhook in RazorpayX's shape: which payout, and what became of it. */
import type { PayoutOutcome } from "./payouts.money.ts";

export type PayoutEvent =
  | { type: "payout"; outcome: PayoutOutcome; referenceId: string | null; providerPayoutId: string; amountPaise: number; failureReason: string | null }
  | { type: "ignored"; event: string };

const OUTCOMES: Record<string, PayoutOutcome> = {
  "payout.queued": "processing",
  "payout.pending": "processing",
  "payout.initiated": "processing",
  "payout.processed": "paid",
  "payout.failed": "failed",
  "payout.rejected": "failed",
  "payout.reversed": "reversed",
};

/** null when the body is not a payout event this code can read; other events are `ignored`. */
export function parsePayoutEvent(rawBody: string): PayoutEvent | null {
  let body: { event?: unknown; payload?: { payout?: { entity?: Record<string, unknown> } } };
  try {
    body = JSON.parse(rawBody) as typeof body;
  } catch {
    return null;
  }
  if (typeof body?.event !== "string") return null;
  const outcome = OUTCOMES[body.event];
  if (!outcome) return { type: "ignored", event: body.event };
  const entity = body.payload?.payout?.entity;
  const amount = entity?.amount;
  if (typeof entity?.id !== "string" || typeof amount !== "number" || !Number.isSafeInteger(amount) || entity.currency !== "INR") return null;
  return {
    type: "payout",
    outcome,
    referenceId: typeof entity.reference_id === "string" ? entity.reference_id : null,
    providerPayoutId: entity.id,
    amountPaise: amount,
    failureReason: typeof entity.failure_reason === "string" ? entity.failure_reason.slice(0, 200) : null,
  };
}
