/**
 * Keyset cursor over (created_at, id), newest first. created_at keeps PostgreSQL's microseconds so
 * two rows in the same millisecond are neither skipped nor repeated.
 */
import { isUuid } from "../../lib/errors.ts";

export interface FeedCursor {
  /** UTC timestamp with microseconds, e.g. 2026-01-05T04:30:00.123456Z */
  createdAt: string;
  id: string;
}

const TIMESTAMP_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, "utf8").toString("base64url");
}

/** The cursor, or null when it is not one this server made. */
export function decodeCursor(value: string): FeedCursor | null {
  let text: string;
  try {
    text = Buffer.from(value, "base64url").toString("utf8");
  } catch {
    return null;
  }
  const [createdAt, id, ...rest] = text.split("|");
  if (rest.length || !createdAt || !id || !TIMESTAMP_RE.test(createdAt) || !isUuid(id)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  return { createdAt, id };
}
