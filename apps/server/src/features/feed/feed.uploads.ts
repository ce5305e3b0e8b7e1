/**
 * Video uploads, put together: the tus adapter (feed.tus.ts) receives the bytes, a finished upload
 * is probed (feed.probe.ts), stored under a key of its own (feed.storage-key.ts) and recorded as
 * ready (feed.pending.ts) until its owner saves it with a title (POST /api/feed/videos).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { FEED_MESSAGES } from "@expertconnect/shared/schemas/feed";
import type { Db } from "../../db/client.ts";
import { ApiError } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import type { MediaTools } from "../../lib/media.ts";
import type { Storage } from "../../lib/storage.ts";
import { getUploadRecord, markReady, markRemoved } from "./feed.pending.ts";
import { createVideoProber } from "./feed.probe.ts";
import { storeUnderNewKey } from "./feed.storage-key.ts";
import { createTusAdapter, removeTusUpload, uploadDirs, UploadRefusal } from "./feed.tus.ts";

export interface UploadsOptions {
  dataDir: string;
  publicUrl: string;
  maxBytes: number;
  storage: Storage;
  media: MediaTools;
  db: Db;
  logger: Logger;
  /** ffprobe/ffmpeg runs at once in this instance; more wait their turn */
  processingConcurrency: number;
  now?: () => number;
}

export function createUploads(options: UploadsOptions) {
  const { dataDir, storage, media, db, logger } = options;
  const now = options.now ?? Date.now;
  const dirs = uploadDirs(dataDir);
  const prober = createVideoProber({ media, concurrency: options.processingConcurrency, workDir: dirs.work, logger });
  const processing = new Map<string, Promise<void>>();

  async function processFinished(uploadId: string, ownerId: string): Promise<void> {
    const source = path.join(dirs.tus, uploadId);
    const probed = await prober.probe(source, uploadId);
    if (!probed.ok) {
      await markRemoved(db, uploadId);
      await removeTusUpload(dirs.tus, uploadId);
      throw new UploadRefusal(415, probed.message);
    }
    const { video } = probed;
    // The thumbnail counts in its owner's storage (lib/quotas/storage-quota.ts) once it is kept.
    const thumbnailBytes = video.thumbnailPath ? await fs.stat(video.thumbnailPath).then((st) => st.size, () => 0) : 0;
    let keys;
    try {
      keys = await storeUnderNewKey({ storage, logger }, { ownerId, source, type: video.type, thumbnailPath: video.thumbnailPath, now: now() });
    } finally {
      if (video.thumbnailPath) await fs.rm(video.thumbnailPath, { force: true });
    }
    const ready = await markReady(db, uploadId, {
      videoKey: keys.videoKey,
      thumbnailKey: keys.thumbnailKey,
      thumbnailBytes: keys.thumbnailKey ? thumbnailBytes : 0,
      mimeType: video.type.mimeType,
      sizeBytes: video.sizeBytes,
      durationSeconds: video.durationSeconds,
    }).catch((err: unknown) => {
      logger.error({ err, uploadId }, "recording a stored upload failed");
      return false;
    });
    if (!ready) {
      // Cancelled meanwhile, or not recorded: nothing will ever point at these keys.
      await storage.delete(keys.videoKey).catch(() => undefined);
      if (keys.thumbnailKey) await storage.delete(keys.thumbnailKey).catch(() => undefined);
      throw new Error(`upload ${uploadId} was stored but could not be marked ready`);
    }
    // The bytes now live in storage; tus's note of them goes.
    await removeTusUpload(dirs.tus, uploadId);
  }

  /** Runs the post-upload work once per upload, even if asked twice at the same time. */
  function processOnce(uploadId: string, ownerId: string): Promise<void> {
    let running = processing.get(uploadId);
    if (!running) {
      running = processFinished(uploadId, ownerId).finally(() => processing.delete(uploadId));
      processing.set(uploadId, running);
    }
    return running;
  }

  const tus = createTusAdapter({
    tusDir: dirs.tus,
    publicUrl: options.publicUrl,
    maxBytes: options.maxBytes,
    db,
    logger,
    now,
    onFinished: processOnce,
  });

  /**
   * Makes sure the owner's upload is ready to be saved. An upload whose last PATCH was answered
   * with an error after all bytes arrived is processed here instead.
   */
  async function prepareToSave(uploadId: string, userId: string): Promise<void> {
    const record = await getUploadRecord(db, uploadId);
    if (!record || record.state === "removed") throw new ApiError(404, FEED_MESSAGES.uploadNotFound);
    if (record.ownerId !== userId) throw new ApiError(403, FEED_MESSAGES.uploadNotYours);
    if (record.state !== "uploading") return;
    const progress = await tus.progress(uploadId);
    if (!progress) throw new ApiError(404, FEED_MESSAGES.uploadNotFound);
    if (progress.size === undefined || progress.offset !== progress.size) throw new ApiError(409, FEED_MESSAGES.uploadIncomplete);
    try {
      await processOnce(uploadId, userId);
    } catch (err) {
      if (err instanceof UploadRefusal) throw new ApiError(err.status, err.message);
      throw err;
    }
  }

  return { handle: tus.handle, prepareToSave, processingQueue: prober.queue, dirs };
}

export type Uploads = ReturnType<typeof createUploads>;
