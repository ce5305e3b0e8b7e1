/**
 * The tus protocol under /api/feed/uploads (@tus/server over a FileStore in DATA_DIR/uploads/tus):
 * who may touch an upload, the quotas at creation, JSON errors, and the hand-over of an upload whose
 * last byte has arrived (by PATCH, or in the creating POST itself: creation-with-upload).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { FEED_MESSAGES, UPLOAD_ID_RE, uploadsPerHourMessage, videoTooLargeMessage } from "@expertconnect/shared/schemas/feed";
import type { Db } from "../../db/client.ts";
import { errorBody } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { getUploadRecord, reserveUpload, touchUpload, markRemoved, type Reservation } from "./feed.pending.ts";

export const UPLOADS_PATH = "/api/feed/uploads";

export function uploadDirs(dataDir: string) {
  return { tus: path.join(dataDir, "uploads", "tus"), work: path.join(dataDir, "uploads", "work") };
}

/** Removes an upload's bytes and tus's note of it (either may already be gone). */
export async function removeTusUpload(tusDir: string, id: string): Promise<void> {
  await fs.rm(path.join(tusDir, id), { force: true });
  await fs.rm(path.join(tusDir, `${id}.json`), { force: true });
}

/** A finished upload the server will not keep; answered with this status and message. */
export class UploadRefusal extends Error {
  constructor(
    readonly status: 400 | 409 | 415 | 429,
    message: string,
  ) {
    super(message);
  }
}

export interface TusAdapterOptions {
  tusDir: string;
  /** the only origin tus's CORS answers allow */
  publicUrl: string;
  maxBytes: number;
  db: Db;
  logger: Logger;
  now: () => number;
  /** All bytes of an upload are in: check and store it. A thrown UploadRefusal is answered as is. */
  onFinished: (uploadId: string, ownerId: string) => Promise<void>;
}

/**
 * A tus error as the tus server understands it: thrown from hooks, answered with `status_code` and
 * `body` (the field names @tus/server reads from whatever a hook throws).
 */
class TusHookError extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}
const tusError = (status_code: number, body: string) => new TusHookError(status_code, body);

/** A refused reservation's words and Retry-After (seconds). */
function refusalOf(refused: Exclude<Reservation, { ok: true }>): { message: string; retryAfterSeconds: number } {
  if (refused.reason === "storage") return refused.refusal;
  const message = refused.reason === "in-progress" ? FEED_MESSAGES.uploadsInProgress : uploadsPerHourMessage(refused.retryAfterSeconds);
  return { message, retryAfterSeconds: refused.retryAfterSeconds };
}

export function createTusAdapter(options: TusAdapterOptions) {
  const { tusDir, publicUrl, maxBytes, db, logger, now, onFinished } = options;
  // No expiry inside tus: the record (feed.pending.ts) dates every upload and the clean-up removes
  // it after a day. With tus's own expiry, a creation-with-upload would also look its upload up
  // again after it was finished and handed over, and answer 404.
  const store = new FileStore({ directory: tusDir });
  /** Who is making each tus request: the session is read by Hono before tus sees the request. */
  const requestOwners = new WeakMap<Request, string>();
  /** Headers a hook wants on its error answer (Retry-After), by request. */
  const errorHeaders = new WeakMap<Request, Record<string, string>>();

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    maxSize: maxBytes,
    relativeLocation: true,
    allowedOrigins: [publicUrl],
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(req, upload) {
      const request = req as unknown as Request;
      const ownerId = requestOwners.get(request);
      if (!ownerId) throw tusError(401, "Not authenticated");
      // The quotas count bytes, so the size is needed up front.
      if (upload.size === undefined) throw tusError(400, "Send the video's size (Upload-Length) when starting the upload.");
      const reserved = await reserveUpload(db, { id: upload.id, ownerId, sizeBytes: upload.size, now: now() });
      if (!reserved.ok) {
        const { message, retryAfterSeconds } = refusalOf(reserved);
        errorHeaders.set(request, { "Retry-After": String(retryAfterSeconds) });
        throw tusError(429, message);
      }
      const { filename = null, filetype = null } = upload.metadata ?? {};
      // Only the server sets ownerId; whatever the client sent under that name is replaced.
      return { metadata: { filename, filetype, ownerId } };
    },
    async onUploadFinish(_req, upload) {
      const ownerId = upload.metadata?.ownerId;
      if (!ownerId) throw tusError(403, FEED_MESSAGES.uploadNotYours);
      try {
        await onFinished(upload.id, ownerId);
      } catch (err) {
        if (err instanceof UploadRefusal) throw tusError(err.status, err.message);
        logger.error({ err, uploadId: upload.id }, "processing a finished upload failed");
        throw tusError(500, FEED_MESSAGES.videoFailed);
      }
      return {};
    },
  });

  /** tus answers errors in plain text; the API answers { error: { message } } with the same status. */
  async function asJsonError(res: Response, req: Request): Promise<Response> {
    if (res.status < 400) return res;
    const text = (await res.text()).trim();
    const message =
      res.status === 413 ? videoTooLargeMessage(maxBytes) : res.status === 404 || res.status === 410 ? FEED_MESSAGES.uploadNotFound : text;
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    for (const [name, value] of Object.entries(errorHeaders.get(req) ?? {})) headers.set(name, value);
    if (req.method === "HEAD") return new Response(null, { status: res.status, headers });
    headers.set("content-type", "application/json");
    return new Response(JSON.stringify(errorBody(message || "Upload failed")), { status: res.status, headers });
  }

  const plain = (status: number, text = "") => new Response(text, { status, headers: { "Tus-Resumable": "1.0.0" } });

  /**
   * Handles one tus request for a signed-in user. Only the account that created an upload may
   * look at it, continue it or end it.
   */
  async function handle(req: Request, userId: string, uploadId: string | undefined): Promise<Response> {
    if (req.method === "GET") return new Response(JSON.stringify(errorBody("Not found")), { status: 404, headers: { "content-type": "application/json" } });
    if (uploadId !== undefined && req.method !== "OPTIONS") {
      if (!UPLOAD_ID_RE.test(uploadId)) return asJsonError(plain(404), req);
      const record = await getUploadRecord(db, uploadId);
      if (!record || record.state === "removed") return asJsonError(plain(404), req);
      if (record.ownerId !== userId) return asJsonError(plain(403, FEED_MESSAGES.uploadNotYours), req);
      if (record.state !== "uploading") {
        // Its bytes have moved to storage: a client that lost the last answer learns it is complete.
        if (req.method === "HEAD") {
          const size = String(record.sizeBytes);
          return new Response(null, { status: 200, headers: { "Tus-Resumable": "1.0.0", "Upload-Offset": size, "Upload-Length": size, "Cache-Control": "no-store" } });
        }
        return asJsonError(plain(req.method === "DELETE" ? 403 : 409, FEED_MESSAGES.uploadFinished), req);
      }
      if (req.method === "PATCH") await touchUpload(db, uploadId, now());
    }
    requestOwners.set(req, userId);
    const res = await tus.handleWeb(req);
    if (req.method === "DELETE" && res.status === 204 && uploadId) await markRemoved(db, uploadId);
    return asJsonError(res, req);
  }

  /** How far an upload has come, from tus's own note; null when tus holds no such upload. */
  async function progress(uploadId: string): Promise<{ offset: number; size: number | undefined } | null> {
    const upload = await store.getUpload(uploadId).catch(() => null);
    return upload ? { offset: upload.offset, size: upload.size } : null;
  }

  return { handle, progress };
}

export type TusAdapter = ReturnType<typeof createTusAdapter>;
