/**
 * The one place money, dates and durations are formatted (docs/product.md#formats). Dates are shown
 * in IST. Written out rather than asked of Intl (and no date library in the lists' first load): a
 * page's first Intl formatter loads the browser's locale data, 100–200 ms of main thread on a
 * mid-range phone, in the middle of hydration. The tests check every function here against Intl.
 */

import { formatInteger, formatPaise, formatRupees, sign, two } from "@expertconnect/shared/money";

export { formatInteger, formatPaise, formatRupees };

/** India Standard Time: UTC+05:30 all year (no daylight saving since 1945). */
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The wall clock in India at `value`, read from a Date shifted by the offset. */
function inIst(value: Date | string): Date {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid time value");
  return new Date(time + IST_OFFSET_MS);
}

/** 'MMM dd, yyyy' in IST, e.g. Jan 05, 2027. */
export function formatBookingDate(value: Date | string): string {
  const d = inIst(value);
  return `${MONTHS[d.getUTCMonth()]} ${two(d.getUTCDate())}, ${d.getUTCFullYear()}`;
}

/** 'hh:mm a' in IST, e.g. 10:00 AM. */
export function formatBookingTime(value: Date | string): string {
  const d = inIst(value);
  const hours = d.getUTCHours();
  return `${two(hours % 12 || 12)}:${two(d.getUTCMinutes())} ${hours < 12 ? "AM" : "PM"}`;
}

/** The IST calendar day of `value`, yyyy-MM-dd, and its 24-hour "HH:mm": a slot as the booking form names it. */
export function istSlot(value: Date | string): { date: string; time: string } {
  const d = inIst(value);
  return { date: `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`, time: `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}` };
}

/** A slot's day and time in IST: "Today, 05:30 PM", "Tomorrow, 09:00 AM", else "Jan 09, 09:00 AM". */
export function formatSlotDay(value: Date | string, now: number = Date.now()): string {
  const day = istSlot(value).date;
  const today = istSlot(new Date(now)).date;
  const tomorrow = istSlot(new Date(now + 86_400_000)).date;
  const d = inIst(value);
  const label = day === today ? "Today" : day === tomorrow ? "Tomorrow" : `${MONTHS[d.getUTCMonth()]} ${two(d.getUTCDate())}`;
  return `${label}, ${formatBookingTime(value)}`;
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
  const { count, unit, future } = relativeParts(value, now);
  const text = `${count} ${unit}${count === 1 ? "" : "s"}`;
  return future ? `in ${text}` : `${text} ago`;
}

export type RelativeUnit = "second" | "minute" | "hour" | "day" | "month" | "year";

/** formatRelative's count and unit, for a language that words them itself. */
export function relativeParts(value: Date | string, now: number = Date.now()): { count: number; unit: RelativeUnit; future: boolean } {
  const ms = new Date(value).getTime() - now;
  const distance = Math.abs(ms);
  const minutes = distance / MINUTE;
  let count: number;
  let unit: RelativeUnit;
  const found = RELATIVE_UNITS.find(([, , under]) => minutes < under);
  if (minutes < 1) [count, unit] = [Math.round(distance / 1000), "second"];
  else if (found) [count, unit] = [Math.round(minutes / found[1]), found[0]];
  else [count, unit] = [Math.round(minutes / (60 * 24 * 365)), "year"];
  if (unit === "month" && count === 12) [count, unit] = [1, "year"];
  return { count, unit, future: ms > 0 };
}

const COMPACT_UNITS = [
  [1, ""],
  [1e3, "K"],
  [1e5, "L"],
  [1e7, "Cr"],
] as const;

/** 1.2K, 3.4L, 1.5Cr for counts: Indian compact notation, at most one decimal. */
export function formatCount(n: number): string {
  const size = Math.abs(n);
  // Thousands of crores and beyond: no count here gets there, so Intl may take its time.
  if (!Number.isFinite(size) || size >= 1e10) return new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 }).format(n);
  for (let i = 0; i < COMPACT_UNITS.length; i++) {
    const [unit, suffix] = COMPACT_UNITS[i]!;
    const next = COMPACT_UNITS[i + 1]?.[0] ?? Infinity;
    // tenths of the unit, halves away from zero (unit / 10 divides a whole count exactly)
    const tenths = unit === 1 ? Math.round(size * 10) : Math.round(size / (unit / 10));
    if (tenths * (unit / 10) >= next) continue;
    const shown = tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
    return `${sign(n)}${shown}${suffix}`;
  }
  return String(n);
}
