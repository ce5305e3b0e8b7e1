/**
 * What to do once a top-up is paid: where to go back to and, for "Add ₹X and book", the booking to
 * make. Kept per order in sessionStorage, since the checkout is another page (and, with Razorpay,
 * may reload it).
 */
import type { CreateBookingInput } from "@expertconnect/shared/schemas/bookings";
import { safeRedirect } from "@/lib/safe-redirect.ts";

export interface AfterTopUp {
  returnTo: string;
  book?: CreateBookingInput;
}

const key = (orderId: string) => `expertconnect:top-up:${orderId}`;

export function rememberAfterTopUp(orderId: string, after: AfterTopUp) {
  try {
    sessionStorage.setItem(key(orderId), JSON.stringify(after));
  } catch {
    // storage off (private mode): the checkout falls back to the wallet
  }
}

export function readAfterTopUp(orderId: string): AfterTopUp {
  try {
    const raw = JSON.parse(sessionStorage.getItem(key(orderId)) ?? "null") as Partial<AfterTopUp> | null;
    const book = raw?.book && typeof raw.book === "object" && typeof raw.book.expertId === "string" ? raw.book : undefined;
    return { returnTo: safeRedirect(raw?.returnTo, "/profile/wallet"), book };
  } catch {
    return { returnTo: "/profile/wallet" };
  }
}

export function forgetAfterTopUp(orderId: string) {
  try {
    sessionStorage.removeItem(key(orderId));
  } catch {
    // nothing kept
  }
}
