/** HMAC-SHA256 signatures as Razorpay makes them (hex), compared in constant time. */
import { createHmac, timingSafeEqual } from "node:crypto";

export const hmacHex = (secret: string, message: string) => createHmac("sha256", secret).update(message).digest("hex");

/** Whether `signature` (hex) is the HMAC-SHA256 of `message` under `secret`. */
export function signatureMatches(secret: string, message: string, signature: string | undefined | null): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(hmacHex(secret, message), "hex");
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

/** Checkout's proof of payment: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentMessage = (orderId: string, paymentId: string) => `${orderId}|${paymentId}`;
