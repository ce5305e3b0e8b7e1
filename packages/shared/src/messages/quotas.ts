/**
 * The words of the per-account quotas (docs/product.md#quotas), as the server answers them with a
 * 429 and the screens show them. Without zod: the server writes them, the web app only shows them.
 */
import {
  APPLICATION_DOCUMENT_BYTES_PER_USER,
  APPLICATION_DOCUMENTS_PER_USER,
  MESSAGE_ATTACHMENT_BYTES_PER_USER,
  MESSAGE_ATTACHMENTS_PER_USER,
  RECORD_BYTES_PER_USER,
  RECORDS_PER_USER,
  STORAGE_BYTES_PER_USER,
} from "../constants.ts";
import { formatBytes } from "./feed.ts";

/** 1000 → "1,000" (Indian grouping, the same below a lakh). */
const count = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** "in 1 second", "in 60 seconds", "in 3 minutes", "in 60 minutes", "in 5 hours": when a window frees, rounded up. */
export function inTime(seconds: number): string {
  const unit = (n: number, word: string) => `in ${n} ${word}${n === 1 ? "" : "s"}`;
  const s = Math.max(1, Math.ceil(seconds));
  if (s <= 60) return unit(s, "second");
  if (s <= 60 * 60) return unit(Math.ceil(s / 60), "minute");
  return unit(Math.ceil(s / 3600), "hour");
}

/** A send rate: `max` in a minute or a day, free again after `retryAfterSeconds`. */
export const sendRateMessage = (what: "messages" | "chat", window: "minute" | "day", max: number, retryAfterSeconds: number) =>
  `You can send at most ${count(max)} ${what === "chat" ? "chat messages" : "messages"} a ${window}. Please try again ${inTime(retryAfterSeconds)}.`;

/** Likes and unlikes, one count: `max` in a minute or a day, free again after `retryAfterSeconds`. */
export const likeRateMessage = (window: "minute" | "day", max: number, retryAfterSeconds: number) =>
  `You can like or unlike at most ${count(max)} times a ${window}. Please try again ${inTime(retryAfterSeconds)}.`;

const used = (bytes: number) => `${formatBytes(bytes)} used`;

export const QUOTA_MESSAGES = {
  recordsFull: `You have ${count(RECORDS_PER_USER)} records, the most one account can keep. Delete some to upload more.`,
  recordBytesFull: (usedBytes: number) =>
    `This file does not fit in the ${formatBytes(RECORD_BYTES_PER_USER)} your records can take (${used(usedBytes)}). Delete some records to upload more.`,
  attachmentsFull: `You have sent ${count(MESSAGE_ATTACHMENTS_PER_USER)} attachments, the most one account can send. Please contact support to send more.`,
  attachmentBytesFull: (usedBytes: number) =>
    `This file does not fit in the ${formatBytes(MESSAGE_ATTACHMENT_BYTES_PER_USER)} of attachments one account can send (${used(usedBytes)}). Please contact support to send more.`,
  documentsFull: `You have uploaded ${count(APPLICATION_DOCUMENTS_PER_USER)} application documents, the most one account can keep. Remove one from your application to add another.`,
  documentBytesFull: (usedBytes: number) =>
    `This file does not fit in the ${formatBytes(APPLICATION_DOCUMENT_BYTES_PER_USER)} your application documents can take (${used(usedBytes)}). Remove one from your application to add another.`,
  storageFull: (usedBytes: number) =>
    `This file does not fit in your ${formatBytes(STORAGE_BYTES_PER_USER)} of storage (${used(usedBytes)}). Delete records or videos to make room.`,
} as const;
