/**
 * The renditions' state on the video row (migration 0024_video_renditions): every move is one
 * conditional UPDATE, so a job whose video was deleted, or whose run another attempt replaced,
 * finds no row to change and stops.
 */
import { sql } from "drizzle-orm";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import { rows, type Db } from "../../db/client.ts";
import { mediaShownTo, type MediaViewer } from "./feed.media-access.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import { lockAccount } from "../../lib/quotas/quota.ts";
import { storageRefusal } from "../../lib/quotas/storage-quota.ts";

export const RENDITIONS_JOB = "video-renditions" as const;
/** One waiting transcode per video: a second enqueue while one waits is a no-op. */
export const renditionsJobKey = (videoId: string) => `video:${videoId}:renditions`;
/** Where one attempt's files are stored; a new attempt never writes over an older one's. */
export const renditionsPrefix = (ownerId: string, run: string) => `doctor-videos/${ownerId}/hls-${run}`;

/**
 * A run that has said nothing for this long is taken for dead (its instance crashed): the video
 * shows as failed and its owner may start it again. A live run reports progress every second or
 * so, and after each file it stores.
 */
export const RENDITIONS_STALE_MINUTES = 10;

/** Enqueues the transcode of a video, inside the caller's transaction. */
export async function enqueueRenditions(jobs: JobQueue, tx: Db, videoId: string): Promise<void> {
  await jobs.enqueue(RENDITIONS_JOB, { videoId }, { tx, singletonKey: renditionsJobKey(videoId) });
}

export interface Claimed {
  ownerId: string;
  videoKey: string;
  durationSeconds: number | null;
  /** the files of an earlier attempt of this video, to remove first (a crashed run's) */
  previousRun: string | null;
}

/**
 * Takes the video for this job's run: it must be waiting, or processing under this same job (a
 * retry after a crash). Null when the video is gone or belongs to another run.
 */
export async function claimRenditions(db: Db, videoId: string, jobId: string, run: string): Promise<Claimed | null> {
  const [row] = await rows<{ doctor_id: string; video_url: string; duration_seconds: number | null; previous_run: string | null }>(
    db,
    sql`update doctor_videos v
        set renditions_state = 'processing', renditions_percent = 0, renditions_job = ${jobId}::uuid,
            renditions_run = ${run}, renditions_error = null, renditions_bytes = 0, renditions_heights = '{}', renditions_updated_at = now()
        from (select id, renditions_run as previous_run from doctor_videos where id = ${videoId}::uuid for update) old
        where v.id = old.id
          and (v.renditions_state = 'waiting' or (v.renditions_state = 'processing' and v.renditions_job = ${jobId}::uuid))
        returning v.doctor_id, v.video_url, v.duration_seconds, old.previous_run`,
  );
  if (!row) return null;
  return { ownerId: row.doctor_id, videoKey: row.video_url, durationSeconds: row.duration_seconds, previousRun: row.previous_run };
}

/** Records progress (and that the run is alive); false when the video is gone or no longer this run's. */
export async function reportProgress(db: Db, videoId: string, run: string, percent: number): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    sql`update doctor_videos set renditions_percent = ${Math.max(0, Math.min(99, Math.round(percent)))}, renditions_updated_at = now()
        where id = ${videoId}::uuid and renditions_run = ${run} and renditions_state = 'processing'
        returning id`,
  );
  return found.length > 0;
}

export type ReadyOutcome = "ready" | "gone" | "no-room";

/**
 * The files are stored: the video is ready, with their bytes counted in its owner's storage. Under
 * the account's quota lock: renditions that would take the owner past a storage quota are not
 * kept (the video is marked failed with the reason), as any other file would be refused.
 */
export async function markRendered(db: Db, videoId: string, run: string, ownerId: string, made: { bytes: number; heights: number[] }): Promise<ReadyOutcome> {
  const { bytes, heights } = made;
  return db.transaction(async (tx) => {
    await lockAccount(tx, ownerId);
    const refusal = await storageRefusal(tx, ownerId, "video", bytes);
    const found = await rows<{ id: string }>(
      tx,
      refusal
        ? sql`update doctor_videos set renditions_state = 'failed', renditions_percent = 0, renditions_error = ${FEED_MESSAGES.renditionsDontFit},
                renditions_updated_at = now()
              where id = ${videoId}::uuid and renditions_run = ${run} and renditions_state = 'processing' returning id`
        : sql`update doctor_videos set renditions_state = 'ready', renditions_percent = 100, renditions_bytes = ${bytes},
                renditions_heights = string_to_array(${heights.join(",")}, ',')::smallint[],
                renditions_error = null, renditions_updated_at = now()
              where id = ${videoId}::uuid and renditions_run = ${run} and renditions_state = 'processing' returning id`,
    );
    if (found.length === 0) return "gone";
    return refusal ? "no-room" : "ready";
  });
}

/** This run ended without renditions: failed (its files removed), or back to waiting for a retry of the job. */
export async function endRun(db: Db, videoId: string, run: string, outcome: { state: "failed"; message: string } | { state: "waiting" }): Promise<boolean> {
  const found = await rows<{ id: string }>(
    db,
    sql`update doctor_videos set renditions_state = ${outcome.state}, renditions_percent = 0,
          renditions_error = ${outcome.state === "failed" ? outcome.message : null}, renditions_updated_at = now()
        where id = ${videoId}::uuid and renditions_run = ${run} and renditions_state = 'processing' returning id`,
  );
  return found.length > 0;
}

export type RetryOutcome = "started" | "not-found" | "not-yours" | "not-failed";

/**
 * The owner starts the renditions again: from failed, from a run taken for dead, or for a video
 * made before renditions existed. One conditional update, with the job in the same transaction,
 * so two taps start one job.
 */
export async function retryRenditions(db: Db, jobs: JobQueue, videoId: string, ownerId: string): Promise<RetryOutcome> {
  return db.transaction(async (tx) => {
    const moved = await rows<{ id: string }>(
      tx,
      sql`update doctor_videos set renditions_state = 'waiting', renditions_percent = 0, renditions_error = null, renditions_updated_at = now()
          where id = ${videoId}::uuid and doctor_id = ${ownerId}::uuid
            and (renditions_state in ('failed', 'none')
              or (renditions_state = 'processing' and renditions_updated_at < now() - make_interval(mins => ${RENDITIONS_STALE_MINUTES})))
          returning id`,
    );
    if (moved.length > 0) {
      await enqueueRenditions(jobs, tx, videoId);
      return "started";
    }
    const [video] = await rows<{ doctor_id: string }>(tx, sql`select doctor_id from doctor_videos where id = ${videoId}::uuid`);
    if (!video) return "not-found";
    return video.doctor_id === ownerId ? "not-failed" : "not-yours";
  });
}

export interface DeletedVideo {
  ownerId: string;
  keys: string[];
  /** the renditions' folder of the video's last run, if it had one */
  renditionsPrefix: string | null;
}

/**
 * Deletes the owner's video and cancels its waiting transcode in one transaction; the caller then
 * removes the files. A transcode already running finds the row gone at its next report and
 * removes its own files.
 */
export async function deleteVideo(db: Db, jobs: JobQueue, videoId: string, ownerId: string): Promise<DeletedVideo | "not-found" | "not-yours"> {
  return db.transaction(async (tx) => {
    const [gone] = await rows<{ doctor_id: string; video_url: string; thumbnail_url: string | null; renditions_run: string | null }>(
      tx,
      sql`delete from doctor_videos where id = ${videoId}::uuid and doctor_id = ${ownerId}::uuid
          returning doctor_id, video_url, thumbnail_url, renditions_run`,
    );
    if (!gone) {
      const [other] = await rows<{ id: string }>(tx, sql`select id from doctor_videos where id = ${videoId}::uuid`);
      return other ? "not-yours" : "not-found";
    }
    await jobs.cancel(RENDITIONS_JOB, renditionsJobKey(videoId), { tx });
    return {
      ownerId: gone.doctor_id,
      keys: [gone.video_url, ...(gone.thumbnail_url ? [gone.thumbnail_url] : [])],
      renditionsPrefix: gone.renditions_run ? renditionsPrefix(gone.doctor_id, gone.renditions_run) : null,
    };
  });
}

/** The stored folder of a ready video's renditions under this run, or null (not ready, another run, no such video). */
export async function readyRenditions(db: Db, videoId: string, run: string, viewer: MediaViewer): Promise<string | null> {
  const [row] = await rows<{ doctor_id: string; hidden_at: string | null }>(
    db,
    sql`select doctor_id, hidden_at from doctor_videos where id = ${videoId}::uuid and renditions_state = 'ready' and renditions_run = ${run}`,
  );
  return row && mediaShownTo({ doctorId: row.doctor_id, hiddenAt: row.hidden_at }, viewer) ? renditionsPrefix(row.doctor_id, run) : null;
}
