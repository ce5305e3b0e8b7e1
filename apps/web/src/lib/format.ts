/**
 * The one place money, dates and durations are formatted (docs/product.md#formats). Dates are shown
 * in IST. The browser's Intl does the work (no date library in the lists' first load).
 */
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

const istParts = new Intl.DateTimeFormat("en-US", {
  timeZone: APP_TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
});

function partsInIst(value: Date | string) {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of istParts.formatToParts(new Date(value))) parts[part.type] = part.value;
  return parts;
}

/** 'MMM dd, yyyy' in IST, e.g. Jan 05, 2027. */
export function formatBookingDate(value: Date | string): string {
  const p = partsInIst(value);
  return `${p.month} ${p.day}, ${p.year}`;
}

/** 'hh:mm a' in IST, e.g. 10:00 AM. */
export function formatBookingTime(value: Date | string): string {
  const p = partsInIst(value);
  return `${p.hour}:${p.minute} ${p.dayPeriod?.toUpperCase()}`;
}

/** m:ss, e.g. 3:07; hours roll into minutes (75:00). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

const MINUTE = 60_000;
const RELATIVE_UNITS = [
  // [unit, length in minutes, shown while the distance is under this many minutes]
  ["minute", 1, 60],
  ["hour", 60, 60 * 24],
  ["day", 60 * 24, 60 * 24 * 30],
  ["month", 60 * 24 * 30, 60 * 24 * 365],
] as const;

/**
 * "5 minutes ago", "2 days ago", "in 3 hours": the largest whole unit, rounded, as the lists have
 * always said it (seconds under a minute; a month is 30 days, a year 365; 12 months make a year).
 */
export function formatRelative(value: Date | string, now: number = Date.now()): string {
  const ms = new Date(value).getTime() - now;
  const distance = Math.abs(ms);
  const minutes = distance / MINUTE;
  let count: number;
  let unit: string;
  const found = RELATIVE_UNITS.find(([, , under]) => minutes < under);
  if (minutes < 1) [count, unit] = [Math.round(distance / 1000), "second"];
  else if (found) [count, unit] = [Math.round(minutes / found[1]), found[0]];
  else [count, unit] = [Math.round(minutes / (60 * 24 * 365)), "year"];
  if (unit === "month" && count === 12) [count, unit] = [1, "year"];
  const text = `${count} ${unit}${count === 1 ? "" : "s"}`;
  return ms > 0 ? `in ${text}` : `${text} ago`;
}

/** 1.2K, 3.4M for counts. */
export function formatCount(n: number): string {
  return new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 }).format(n);
}
