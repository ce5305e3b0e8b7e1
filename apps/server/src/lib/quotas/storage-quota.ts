/**
 * What a person stores (docs/product.md#quotas), counted in one place: the `user_files` view
 * (migration 0022_quotas) lists every kind of file with its owner and size. Each kind has its own
 * quota, in number and bytes, and all of them share one total. Run under lockAccount, in the
 * transaction that records the new file; a file's bytes may be stored before, and are removed if
 * it is refused.
 */
import { sql } from "drizzle-orm";
import {
  APPLICATION_DOCUMENT_BYTES_PER_USER,
  APPLICATION_DOCUMENTS_PER_USER,
  MESSAGE_ATTACHMENT_BYTES_PER_USER,
  MESSAGE_ATTACHMENTS_PER_USER,
  RECORD_BYTES_PER_USER,
  RECORDS_PER_USER,
  STORAGE_BYTES_PER_USER,
  STORAGE_FULL_RETRY_AFTER_SECONDS,
  VIDEO_STORAGE_BYTES_PER_USER,
} from "@expertconnect/shared/constants";
import { videoStorageFullMessage } from "@expertconnect/shared/messages/feed";
import { QUOTA_MESSAGES } from "@expertconnect/shared/messages/quotas";
import { rows, type Db } from "../../db/client.ts";
import type { Refusal } from "./quota.ts";

export const FILE_KINDS = ["record", "attachment", "document", "video"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

interface KindQuota {
  /** files of the kind one account may keep; none for videos, whose uploads the feed limits */
  files?: { max: number; message: string };
  bytes: { max: number; message: (usedBytes: number) => string };
}

const QUOTAS: Record<FileKind, KindQuota> = {
  record: {
    files: { max: RECORDS_PER_USER, message: QUOTA_MESSAGES.recordsFull },
    bytes: { max: RECORD_BYTES_PER_USER, message: QUOTA_MESSAGES.recordBytesFull },
  },
  attachment: {
    files: { max: MESSAGE_ATTACHMENTS_PER_USER, message: QUOTA_MESSAGES.attachmentsFull },
    bytes: { max: MESSAGE_ATTACHMENT_BYTES_PER_USER, message: QUOTA_MESSAGES.attachmentBytesFull },
  },
  document: {
    files: { max: APPLICATION_DOCUMENTS_PER_USER, message: QUOTA_MESSAGES.documentsFull },
    bytes: { max: APPLICATION_DOCUMENT_BYTES_PER_USER, message: QUOTA_MESSAGES.documentBytesFull },
  },
  video: { bytes: { max: VIDEO_STORAGE_BYTES_PER_USER, message: videoStorageFullMessage } },
};

export interface StorageUsage {
  kinds: Record<FileKind, { files: number; bytes: number }>;
  totalBytes: number;
}

/** Everything `userId` stores, by kind and in all. */
export async function storageUsage(db: Db, userId: string): Promise<StorageUsage> {
  const found = await rows<{ kind: FileKind; files: number; bytes: string | number }>(
    db,
    sql`select kind, count(*)::int as files, coalesce(sum(bytes), 0)::text as bytes
        from user_files where user_id = ${userId}::uuid group by kind`,
  );
  const kinds = Object.fromEntries(FILE_KINDS.map((k) => [k, { files: 0, bytes: 0 }])) as StorageUsage["kinds"];
  let totalBytes = 0;
  for (const row of found) {
    kinds[row.kind] = { files: Number(row.files), bytes: Number(row.bytes) };
    totalBytes += Number(row.bytes);
  }
  return { kinds, totalBytes };
}

/**
 * Null when one more file of `kind` and `bytes` fits in `userId`'s quotas: the kind's number and
 * bytes, then the total. Waiting frees none of them, so Retry-After is a long, fixed time
 * (STORAGE_FULL_RETRY_AFTER_SECONDS) and the message says what does free them.
 */
export async function storageRefusal(db: Db, userId: string, kind: FileKind, bytes: number): Promise<Refusal | null> {
  const usage = await storageUsage(db, userId);
  const held = usage.kinds[kind];
  const quota = QUOTAS[kind];
  const full = (message: string): Refusal => ({ message, retryAfterSeconds: STORAGE_FULL_RETRY_AFTER_SECONDS });
  if (quota.files && held.files >= quota.files.max) return full(quota.files.message);
  if (held.bytes + bytes > quota.bytes.max) return full(quota.bytes.message(held.bytes));
  if (usage.totalBytes + bytes > STORAGE_BYTES_PER_USER) return full(QUOTA_MESSAGES.storageFull(usage.totalBytes));
  return null;
}
