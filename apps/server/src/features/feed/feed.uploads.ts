/**
 * Resumable video uploads (tus) under /api/feed/uploads. Incoming bytes go to DATA_DIR/uploads/tus;
 * a finished upload is checked by its first bytes, measured with ffprobe/ffmpeg, moved into storage
 * as doctor-videos/{user id}/{timestamp}.{ext}, and left as a "pending" record until its owner
 * finalizes it with a title (POST /api/feed/videos).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server, type Upload } from "@tus/server";
import { FEED_MESSAGES, UPLOAD_ID_RE, videoTooLargeMessage } from "@expertconnect/shared/schemas/feed";
import type { Db } from "../../db/client.ts";
import { ApiError, errorBody } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { detectVideoType, readHead, type MediaTools } from "../../lib/media.ts";
import { KeyExistsError, type Storage } from "../../lib/storage.ts";
import { videoKeyInUse } from "./feed.queries.ts";

export const UPLOADS_PATH = "/api/feed/uploads";
/** Unfinished uploads and finished ones nobody finalized are removed after a day. */
const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const CLEANUP_EVERY_MS = 60 * 60 * 1000;

export interface PendingVideo {
  uploadId: string;
  ownerId: string;
  key: string;
  thumbnailKey: string | null;
  mimeType: string;
  sizeBytes: number;
  durationSeconds: number | null;
  createdAt: string;
}

interface UploadsOptions {
  dataDir: string;
  /** the only origin tus's CORS answers allow */
  publicUrl: string;
  maxBytes: number;
  storage: Storage;
  media: MediaTools;
  db: Db;
  logger: Logger;
}

/** A tus error as the tus server understands it: thrown from hooks, answered with this status and body. */
class TusHookError extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
    this.name = "TusHookError";
  }
}
const tusError = (status: number, body: string) => new TusHookError(status, body);

export function createUploads({ dataDir, publicUrl, maxBytes, storage, media, db, logger }: UploadsOptions) {
  const tusDir = path.join(dataDir, "uploads", "tus");
  const workDir = path.join(dataDir, "uploads", "work");
  const pendingDir = path.join(dataDir, "uploads", "pending");
  const store = new FileStore({ directory: tusDir, expirationPeriodInMilliseconds: UPLOAD_TTL_MS });
  /** Who is making each tus request: the session is read by Hono before tus sees the request. */
  const requestOwners = new WeakMap<Request, string>();
  const processing = new Map<string, Promise<PendingVideo>>();

  const pendingFile = (uploadId: string) => path.join(pendingDir, `${uploadId}.json`);

  async function readPending(uploadId: string): Promise<PendingVideo | null> {
    try {
      return JSON.parse(await fs.readFile(pendingFile(uploadId), "utf8")) as PendingVideo;
    } catch {
      return null;
    }
  }

  async function processFinished(uploadId: string, ownerId: string): Promise<PendingVideo> {
    const source = path.join(tusDir, uploadId);
    const type = detectVideoType(await readHead(source));
    if (!type) {
      await store.remove(uploadId).catch(() => undefined);
      throw tusError(415, FEED_MESSAGES.unsupportedVideo);
    }
    const { size } = await fs.stat(source);
    const seconds = await media.probeDuration(source);
    await fs.mkdir(workDir, { recursive: true });
    const thumbnail = path.join(workDir, `${uploadId}.jpg`);
    const hasThumbnail = await media.extractThumbnail(source, thumbnail, seconds ? Math.min(1, seconds / 2) : 0);

    // The name is the server's: {user id}/{timestamp}.{ext}; a clash (same millisecond) takes the next.
    let stamp = Date.now();
    const keyAt = (ms: number) => `doctor-videos/${ownerId}/${ms}.${type.extension}`;
    for (let attempt = 0; ; attempt++) {
      try {
        await storage.putFile(keyAt(stamp), source, type.mimeType);
        break;
      } catch (err) {
        if (!(err instanceof KeyExistsError) || attempt >= 20) throw err;
        stamp += 1;
      }
    }
    const key = keyAt(stamp);
    let thumbnailKey: string | null = null;
    if (hasThumbnail) {
      thumbnailKey = `doctor-videos/${ownerId}/${stamp}.jpg`;
      try {
        await storage.putFile(thumbnailKey, thumbnail, "image/jpeg");
      } catch (err) {
        logger.warn({ err, uploadId }, "thumbnail not stored");
        thumbnailKey = null;
      }
    }
    await fs.rm(thumbnail, { force: true });

    const pending: PendingVideo = {
      uploadId,
      ownerId,
      key,
      thumbnailKey,
      mimeType: type.mimeType,
      sizeBytes: size,
      durationSeconds: seconds === null ? null : Math.round(seconds),
      createdAt: new Date().toISOString(),
    };
    await fs.mkdir(pendingDir, { recursive: true });
    const temp = `${pendingFile(uploadId)}.${Date.now()}.tmp`;
    await fs.writeFile(temp, JSON.stringify(pending));
    await fs.rename(temp, pendingFile(uploadId));
    // The bytes now live in storage; the tus record of them goes.
    await store.configstore.delete(uploadId).catch(() => undefined);
    return pending;
  }

  /** Runs the post-upload work once per upload, even if asked twice at the same time. */
  function processOnce(uploadId: string, ownerId: string): Promise<PendingVideo> {
    let running = processing.get(uploadId);
    if (!running) {
      running = processFinished(uploadId, ownerId).finally(() => processing.delete(uploadId));
      processing.set(uploadId, running);
    }
    return running;
  }

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: maxBytes,
    relativeLocation: true,
    allowedOrigins: [publicUrl],
    disableTerminationForFinishedUploads: true,
    onUploadCreate(req, upload) {
      const ownerId = requestOwners.get(req);
      if (!ownerId) return Promise.reject(tusError(401, "Not authenticated"));
      const { filename = null, filetype = null } = upload.metadata ?? {};
      // Only the server sets ownerId; whatever the client sent under that name is replaced.
      return Promise.resolve({ metadata: { filename, filetype, ownerId } });
    },
    async onUploadFinish(_req, upload) {
      const ownerId = upload.metadata?.ownerId;
      if (!ownerId) throw tusError(403, FEED_MESSAGES.uploadNotYours);
      try {
        await processOnce(upload.id, ownerId);
      } catch (err) {
        if (err && typeof err === "object" && "status_code" in err) throw err;
        logger.error({ err, uploadId: upload.id }, "processing a finished upload failed");
        throw tusError(500, FEED_MESSAGES.videoFailed);
      }
      return {};
    },
  });

  /** tus answers errors in plain text; the API answers { error: { message } } with the same status. */
  async function asJsonError(res: Response, method: string): Promise<Response> {
    if (res.status < 400) return res;
    const text = (await res.text()).trim();
    const message = res.status === 413 ? videoTooLargeMessage(maxBytes) : res.status === 404 || res.status === 410 ? FEED_MESSAGES.uploadNotFound : text;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    if (method === "HEAD") return new Response(null, { status: res.status, headers });
    headers.set("content-type", "application/json");
    return new Response(JSON.stringify(errorBody(message || "Upload failed")), { status: res.status, headers });
  }

  /**
   * Handles one tus request for a signed-in user. Only the account that created an upload may
   * look at it, continue it or end it.
   */
  async function handle(req: Request, userId: string, uploadId: string | undefined): Promise<Response> {
    if (req.method === "GET") return new Response(JSON.stringify(errorBody("Not found")), { status: 404, headers: { "content-type": "application/json" } });
    if (uploadId !== undefined && req.method !== "OPTIONS") {
      if (!UPLOAD_ID_RE.test(uploadId)) {
        return asJsonError(new Response("", { status: 404 }), req.method);
      }
      const upload = await store.getUpload(uploadId).catch(() => null);
      if (upload && upload.metadata?.ownerId !== userId) {
        return asJsonError(new Response(FEED_MESSAGES.uploadNotYours, { status: 403, headers: { "Tus-Resumable": "1.0.0" } }), req.method);
      }
    }
    requestOwners.set(req, userId);
    return asJsonError(await tus.handleWeb(req), req.method);
  }

  /**
   * The finished upload's stored video, for its owner. An upload whose last PATCH was answered
   * with an error after all bytes arrived is processed here instead.
   */
  async function finished(uploadId: string, userId: string): Promise<PendingVideo> {
    let pending = await readPending(uploadId);
    if (!pending) {
      const upload: Upload | null = await store.getUpload(uploadId).catch(() => null);
      if (!upload) throw new ApiError(404, FEED_MESSAGES.uploadNotFound);
      if (upload.metadata?.ownerId !== userId) throw new ApiError(403, FEED_MESSAGES.uploadNotYours);
      if (upload.size === undefined || upload.offset !== upload.size) throw new ApiError(409, FEED_MESSAGES.uploadIncomplete);
      try {
        pending = await processOnce(uploadId, userId);
      } catch (err) {
        if (err && typeof err === "object" && "status_code" in err && "body" in err) {
          throw new ApiError((err as { status_code: number }).status_code as 415, String((err as { body: unknown }).body));
        }
        throw err;
      }
    }
    if (pending.ownerId !== userId) throw new ApiError(403, FEED_MESSAGES.uploadNotYours);
    return pending;
  }

  async function forget(uploadId: string): Promise<void> {
    await fs.rm(pendingFile(uploadId), { force: true });
  }

  /** Removes unfinished uploads and finished ones never finalized, once they are a day old. */
  async function cleanUp(now = Date.now()): Promise<void> {
    await store.deleteExpired().catch((err: unknown) => logger.warn({ err }, "expired upload clean-up failed"));
    const names = await fs.readdir(pendingDir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith(".json")) continue;
      const pending = await readPending(name.slice(0, -".json".length));
      if (!pending || now - Date.parse(pending.createdAt) < UPLOAD_TTL_MS) continue;
      if (!(await videoKeyInUse(db, pending.ownerId, pending.key))) {
        await storage.delete(pending.key);
        if (pending.thumbnailKey) await storage.delete(pending.thumbnailKey);
      }
      await forget(pending.uploadId);
    }
  }

  // Once soon after start (a process restarted often would otherwise never get there), then hourly.
  const first = setTimeout(() => void cleanUp().catch((err: unknown) => logger.warn({ err }, "upload clean-up failed")), 60_000);
  const timer = setInterval(() => void cleanUp().catch((err: unknown) => logger.warn({ err }, "upload clean-up failed")), CLEANUP_EVERY_MS);
  first.unref();
  timer.unref();

  return { handle, finished, forget, cleanUp, tusDir, pendingDir };
}

export type Uploads = ReturnType<typeof createUploads>;
