/**
 * /api/medical-records: the signed-in user's medical records — the notes of their completed consultations
 * and the files they upload (PDF or image by its bytes, 5 MB each, one file per request: the raw
 * bytes as the body, the name in X-File-Name), within the account's quotas (docs/product.md#quotas).
 * Private: another user's record does not exist (404).
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { pageQuerySchema, RECORD_MAX_BYTES, RECORD_MESSAGES, RECORD_TYPES } from "@expertconnect/shared/schemas/records";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { ApiError, badRequest, errorBody, isUuid, notFound, validate } from "../../lib/errors.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { createStorage, type Storage } from "../../lib/storage.ts";
import { attachment, cleanFileName, sniffFile, storeUpload } from "../../lib/uploaded-files.ts";
import { deleteRecord, insertRecord, listRecords, ownRecord, recordQuotaRefusal } from "./medical-records.queries.ts";

/** The upload path, which carries raw file bytes rather than JSON (app.ts lets it through). */
export const RECORD_UPLOAD_PATH = /^\/api\/medical-records\/uploads$/;

export function createMedicalRecordsRoutes({ db, config, logger }: Deps, options: { storage?: Storage } = {}) {
  const storage = options.storage ?? createStorage(config);
  const recordLimit = bodyLimit({
    maxSize: RECORD_MAX_BYTES,
    onError: (c) => c.json(errorBody(RECORD_MESSAGES.tooLarge), 413, { connection: "close" }),
  });

  return new Hono<AppEnv>()
    .get("/", requireAuth, validate("query", pageQuerySchema), async (c) => {
      const raw = c.req.valid("query").cursor;
      const cursor = raw ? decodeTimeCursor(raw) : null;
      if (raw && !cursor) throw badRequest("Invalid page cursor");
      return c.json(await listRecords(db, c.get("user").id, cursor));
    })
    .post("/uploads", requireAuth, recordLimit, async (c) => {
      const user = c.get("user");
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length === 0) throw badRequest(RECORD_MESSAGES.empty);
      const sniffed = sniffFile(bytes, RECORD_TYPES);
      if (!sniffed) throw new ApiError(415, RECORD_MESSAGES.type);
      const fileName = cleanFileName(c.req.header("x-file-name"), `record.${sniffed.ext}`);
      // A first look before the file is stored; the count that decides is made with the insert.
      const early = await recordQuotaRefusal(db, user.id, bytes.length);
      if (early) return quotaRefused(c, early);
      const storageKey = await storeUpload(storage, config.DATA_DIR, "medical-records", user.id, bytes, sniffed);
      const removeFile = () => storage.delete(storageKey).catch((err: unknown) => logger.warn({ err, storageKey }, "could not remove a refused record"));
      const result = await insertRecord(db, { userId: user.id, storageKey, fileName, mimeType: sniffed.type, sizeBytes: bytes.length }).catch(
        async (err: unknown) => {
          await removeFile();
          throw err;
        },
      );
      if ("refused" in result) {
        await removeFile();
        return quotaRefused(c, result.refused);
      }
      return c.json(result.record, 201);
    })
    .get("/uploads/:id", requireAuth, async (c) => {
      const id = c.req.param("id");
      const record = isUuid(id) ? await ownRecord(db, id, c.get("user").id) : null;
      if (!record) throw notFound(RECORD_MESSAGES.notFound);
      return c.body(await storage.read(record.storageKey), 200, {
        "content-type": record.mimeType,
        "content-length": String(record.sizeBytes),
        "content-disposition": attachment(record.fileName),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    })
    .delete("/uploads/:id", requireAuth, async (c) => {
      const id = c.req.param("id");
      const key = isUuid(id) ? await deleteRecord(db, id, c.get("user").id) : null;
      if (!key) throw notFound(RECORD_MESSAGES.notFound);
      await storage.delete(key).catch((err: unknown) => logger.warn({ err }, "could not remove a deleted record's file"));
      return c.body(null, 204);
    });
}
