/** The one place money, dates and durations are formatted (docs/product.md#formats). Dates are shown in IST. */
import { TZDate } from "@date-fns/tz";
import { format, formatDistanceToNowStrict } from "date-fns";
import { APP_TIME_ZONE } from "@expertconnect/shared/constants";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const rupeesPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** ₹1,500 — whole rupees with Indian digit grouping. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** ₹0.00 — a balance held in paise. */
export function formatPaise(paise: number): string {
  return rupeesPaise.format(paise / 100);
}

const inIst = (value: Date | string) => new TZDate(new Date(value).getTime(), APP_TIME_ZONE);

/** 'MMM dd, yyyy' in IST, e.g. Jan 05, 2027. */
export function formatBookingDate(value: Date | string): string {
  return format(inIst(value), "MMM dd, yyyy");
}

/** 'hh:mm a' in IST, e.g. 10:00 AM. */
export function formatBookingTime(value: Date | string): string {
  return format(inIst(value), "hh:mm a");
}

/** m:ss, e.g. 3:07; hours roll into minutes (75:00). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** "5 minutes ago", "2 days ago". */
export function formatRelative(value: Date | string): string {
  return formatDistanceToNowStrict(new Date(value), { addSuffix: true });
}

/** 1.2K, 3.4M for counts. */
export function formatCount(n: number): string {
  return new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 }).format(n);
}
