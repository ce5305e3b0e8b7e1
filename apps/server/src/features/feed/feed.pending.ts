/**
 * The record of resumable uploads, in the database (table video_uploads): created with the upload
 * under the account's quotas, marked ready once its file is checked and stored, turned into a video
 * when its owner saves it, and removed by the daily clean-up. Every instance reads the same record.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { UPLOAD_STALE_MINUTES, UPLOADS_IN_PROGRESS_MAX, UPLOADS_PER_HOUR } from "@expertconnect/shared/constants";
import { rows, type Db, utcIso } from "../../db/client.ts";
import { doctorVideos, videoUploads } from "../../db/schema/index.ts";
import { lockAccount, type Refusal } from "../../lib/quotas/quota.ts";
import { storageRefusal } from "../../lib/quotas/storage-quota.ts";

const HOUR_MS = 60 * 60 * 1000;
/** Unfinished uploads and finished ones nobody saved are removed after a day (and stop counting in the user_files view then). */
export const UPLOAD_TTL_MS = 24 * HOUR_MS;

export type UploadState = (typeof videoUploads.$inferSelect)["state"];
export type UploadRecord = typeof videoUploads.$inferSelect;

const iso = (ms: number) => new Date(ms).toISOString();

export type Reservation =
  | { ok: true }
  | { ok: false; reason: "in-progress"; retryAfterSeconds: number }
  | { ok: false; reason: "per-hour"; retryAfterSeconds: number }
  | { ok: false; reason: "storage"; refusal: Refusal };

interface QuotaRow {
  in_progress: number;
  /** the longest-idle upload in progress, which stops holding a place first */
  idlest_touched: string | null;
  last_hour: number;
  oldest_in_hour: string | null;
}

const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/**
 * Records a new upload if the account is within its quotas: uploads in progress and per hour
 * (the feed's), then video storage and the account's total storage (lib/quotas/storage-quota.ts).
 * The account's quota lock is held for the transaction, so two requests at the boundary are
 * counted one after the other and only one gets the last place, on any number of instances.
 */
export async function reserveUpload(db: Db, upload: { id: string; ownerId: string; sizeBytes: number; now: number }): Promise<Reservation> {
  const { id, ownerId, sizeBytes, now } = upload;
  return db.transaction(async (tx) => {
    await lockAccount(tx, ownerId);
    const staleBefore = iso(now - UPLOAD_STALE_MINUTES * 60_000);
    const [quota] = await rows<QuotaRow>(
      tx,
      sql`
        select
          (select count(*)::int from video_uploads
            where owner_id = ${ownerId} and state = 'uploading' and touched_at > ${staleBefore}::timestamptz) as in_progress,
          (select ${utcIso("min(touched_at)")} from video_uploads
            where owner_id = ${ownerId} and state = 'uploading' and touched_at > ${staleBefore}::timestamptz) as idlest_touched,
          (select count(*)::int from video_uploads
            where owner_id = ${ownerId} and created_at > ${iso(now - HOUR_MS)}::timestamptz) as last_hour,
          (select ${utcIso("min(created_at)")} from video_uploads
            where owner_id = ${ownerId} and created_at > ${iso(now - HOUR_MS)}::timestamptz) as oldest_in_hour`,
    );
    if (quota!.in_progress >= UPLOADS_IN_PROGRESS_MAX) {
      // A place frees at the latest when the longest-idle upload goes stale (sooner if one finishes or is cancelled).
      const frees = Date.parse(quota!.idlest_touched!) + UPLOAD_STALE_MINUTES * 60_000;
      return { ok: false, reason: "in-progress", retryAfterSeconds: secondsUntil(frees, now) } as const;
    }
    if (quota!.last_hour >= UPLOADS_PER_HOUR) {
      const frees = Date.parse(quota!.oldest_in_hour!) + HOUR_MS;
      return { ok: false, reason: "per-hour", retryAfterSeconds: secondsUntil(frees, now) } as const;
    }
    const refusal = await storageRefusal(tx, ownerId, "video", sizeBytes);
    if (refusal) return { ok: false, reason: "storage", refusal } as const;
    await tx.insert(videoUploads).values({ id, ownerId, sizeBytes, createdAt: new Date(now), touchedAt: new Date(now) });
    return { ok: true } as const;
  });
}

export async function getUploadRecord(db: Db, id: string): Promise<UploadRecord | null> {
  const [row] = await db.select().from(videoUploads).where(eq(videoUploads.id, id)).limit(1);
  return row ?? null;
}

/** Bytes arrived for an upload: it stays "in progress" for the quota. */
export async function touchUpload(db: Db, id: string, now: number): Promise<void> {
  await db
    .update(videoUploads)
    .set({ touchedAt: new Date(now) })
    .where(and(eq(videoUploads.id, id), eq(videoUploads.state, "uploading")));
}

export interface StoredUpload {
  videoKey: string;
  thumbnailKey: string | null;
  /** 0 without a thumbnail */
  thumbnailBytes: number;
  mimeType: string;
  sizeBytes: number;
  durationSeconds: number | null;
}

/** The upload's file is checked and stored: it waits for its owner to save it. False if it was not uploading. */
export async function markReady(db: Db, id: string, stored: StoredUpload): Promise<boolean> {
  const updated = await db
    .update(videoUploads)
    .set({ state: "ready", ...stored })
    .where(and(eq(videoUploads.id, id), eq(videoUploads.state, "uploading")))
    .returning({ id: videoUploads.id });
  return updated.length > 0;
}

/** Cancelled or refused: it no longer holds a place or storage, but still counts toward the hour. */
export async function markRemoved(db: Db, id: string): Promise<void> {
  await db
    .update(videoUploads)
    .set({ state: "removed" })
    .where(and(eq(videoUploads.id, id), eq(videoUploads.state, "uploading")));
}

export interface VideoDetails {
  title: string;
  description: string | null;
}

/**
 * Turns a ready upload into a video, once: the upload's row is locked for the transaction, so a
 * repeated or simultaneous save answers the same video. Null when the upload is not ready or saved.
 */
export async function saveUploadAsVideo(
  db: Db,
  id: string,
  ownerId: string,
  details: VideoDetails,
  /** work that commits with the new video (its transcode's job), given the transaction and the video's id */
  withVideo?: (tx: Db, videoId: string) => Promise<void>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [upload] = await tx
      .select()
      .from(videoUploads)
      .where(and(eq(videoUploads.id, id), eq(videoUploads.ownerId, ownerId)))
      .for("update");
    if (!upload) return null;
    if (upload.state === "saved") return upload.videoId;
    if (upload.state !== "ready" || !upload.videoKey || !upload.mimeType) return null;
    const [video] = await tx
      .insert(doctorVideos)
      .values({
        doctorId: ownerId,
        title: details.title,
        description: details.description,
        videoUrl: upload.videoKey,
        thumbnailUrl: upload.thumbnailKey,
        mimeType: upload.mimeType,
        sizeBytes: upload.sizeBytes,
        thumbnailBytes: upload.thumbnailBytes,
        durationSeconds: upload.durationSeconds,
        renditionsState: withVideo ? "waiting" : "none",
      })
      .returning({ id: doctorVideos.id });
    if (withVideo) await withVideo(tx, video!.id);
    await tx.update(videoUploads).set({ state: "saved", videoId: video!.id }).where(eq(videoUploads.id, id));
    return video!.id;
  });
}

/** Uploads created before `before` (ms), oldest first: the clean-up's work list. */
export async function uploadsCreatedBefore(db: Db, before: number, limit = 500): Promise<UploadRecord[]> {
  return db
    .select()
    .from(videoUploads)
    .where(lt(videoUploads.createdAt, new Date(before)))
    .orderBy(videoUploads.createdAt)
    .limit(limit);
}

export async function deleteUploadRecord(db: Db, id: string): Promise<void> {
  await db.delete(videoUploads).where(eq(videoUploads.id, id));
}

/** Which of these ids have a record (the clean-up keeps their files to the record's own schedule). */
export async function recordedUploadIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await rows<{ id: string }>(db, sql`select id from video_uploads where id = any(string_to_array(${ids.join(",")}, ','))`);
  return new Set(found.map((r) => r.id));
}
