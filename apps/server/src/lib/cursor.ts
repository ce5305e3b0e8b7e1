/**
 * Keyset cursors, one format for every paginated list: the sort key of the last row sent (a UTC
 * time or a number) and its uuid as the tie-breaker, base64url-encoded. Decoding is strict, so a
 * cursor the server did not make is refused (the route answers 400) before it can reach SQL: the
 * time must be a real calendar instant (it is rebuilt and compared field by field: no 30 February,
 * no year 0), numbers must be in their range, and the id a uuid.
 */
import { isUuid } from "./errors.ts";

export interface Cursor<K extends string | number = string> {
  key: K;
  id: string;
}

/** UTC with milliseconds or microseconds, as the queries format created_at/scheduled_at. */
const TIME_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{3}|\d{6})Z$/;
const NUMBER_RE = /^\d{1,6}(\.\d{1,6})?$/;

export function encodeCursor(key: string | number, id: string): string {
  return Buffer.from(`${key}|${id}`, "utf8").toString("base64url");
}

/** The two parts of a cursor; "_" was the separator of older bookings and experts cursors. */
function split(raw: string | null | undefined): [string, string] | null {
  if (!raw || raw.length > 200 || !/^[A-Za-z0-9_-]+={0,2}$/.test(raw)) return null;
  const parts = Buffer.from(raw, "base64url").toString("utf8").split(/[|_]/);
  if (parts.length !== 2 || !parts[0] || !parts[1] || !isUuid(parts[1])) return null;
  return [parts[0], parts[1].toLowerCase()];
}

/** True when `text` (see TIME_RE) names an instant that exists. */
export function isRealTime(text: string): boolean {
  const m = TIME_RE.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (year < 1 || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A cursor over (time, id), or null when it is not one this server made. */
export function decodeTimeCursor(raw: string | null | undefined): Cursor | null {
  const parts = split(raw);
  return parts && isRealTime(parts[0]) ? { key: parts[0], id: parts[1] } : null;
}

/** A cursor over (number, id) with the number in [min, max], or null. */
export function decodeNumberCursor(raw: string | null | undefined, range: { min: number; max: number }): Cursor<number> | null {
  const parts = split(raw);
  if (!parts || !NUMBER_RE.test(parts[0])) return null;
  const key = Number(parts[0]);
  return key >= range.min && key <= range.max ? { key, id: parts[1] } : null;
}

/**
 * Orders two positions by key, then id (ascending; a newest-first list negates it). Times in
 * TIME_RE's fixed width compare as text, once both have the same precision.
 */
export function compareCursors<K extends string | number>(a: Cursor<K>, b: Cursor<K>): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
