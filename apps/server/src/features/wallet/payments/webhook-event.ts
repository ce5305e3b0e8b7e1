/** Reads the events that matter out of a (verified) webhook body in Razorpay's shape. */

export type WebhookEvent =
  | { type: "paid"; orderId: string; paymentId: string; amountPaise: number; method: string | null }
  | { type: "failed"; orderId: string; paymentId: string }
  | { type: "ignored"; event: string };

interface PaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  method?: unknown;
}

/** null when the body is not an event this code can read. */
export function parseWebhookEvent(rawBody: string): WebhookEvent | null {
  let body: { event?: unknown; payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: unknown } } } };
  try {
    body = JSON.parse(rawBody) as typeof body;
  } catch {
    return null;
  }
  if (typeof body?.event !== "string") return null;
  const payment = body.payload?.payment?.entity;
  const orderId = typeof payment?.order_id === "string" ? payment.order_id : typeof body.payload?.order?.entity?.id === "string" ? body.payload.order.entity.id : null;
  const paymentId = typeof payment?.id === "string" ? payment.id : null;
  switch (body.event) {
    case "payment.captured":
    case "order.paid": {
      const amount = payment?.amount;
      if (!orderId || !paymentId || typeof amount !== "number" || !Number.isSafeInteger(amount) || payment?.currency !== "INR") return null;
      return { type: "paid", orderId, paymentId, amountPaise: amount, method: typeof payment.method === "string" ? payment.method : null };
    }
    case "payment.failed":
      if (!orderId || !paymentId) return null;
      return { type: "failed", orderId, paymentId };
    default:
      return { type: "ignored", event: body.event };
  }
}
