/**
 * Becoming an expert: submit an application (JSON), then upload its supporting documents one file
 * per request (the raw bytes as the body, the name in X-File-Name), and read back the latest
 * application with its status and, after a rejection, the admin's reason.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { DOCUMENT_MAX_BYTES } from "@expertconnect/shared/constants";
import { APPLICATION_MESSAGES, applicationSchema } from "@expertconnect/shared/schemas/expert-side";
import { pgConstraint, pgErrorCode } from "../../db/client.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { ApiError, badRequest, conflict, errorBody, isUuid, notFound, validate } from "../../lib/errors.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { createStorage, type Storage } from "../../lib/storage.ts";
import { isAdmin } from "../../lib/audit.ts";
import { attachment, cleanFileName } from "../../lib/uploaded-files.ts";
import { sniffDocument, storeDocument } from "./documents.ts";
import { addDocument, documentQuotaRefusal, getApplication, getDocument, insertApplication, latestApplication, removeDocument } from "./applications.queries.ts";

/** The upload path, which carries raw file bytes rather than JSON (app.ts lets it through). */
export const DOCUMENT_UPLOAD_PATH = /^\/api\/applications\/[^/]+\/documents$/;

export function createApplicationsRoutes({ db, config, logger }: Deps, options: { storage?: Storage } = {}) {
  const storage = options.storage ?? createStorage(config);
  const documentLimit = bodyLimit({
    maxSize: DOCUMENT_MAX_BYTES,
    onError: (c) => c.json(errorBody(APPLICATION_MESSAGES.documentTooLarge), 413, { connection: "close" }),
  });

  return new Hono<AppEnv>()
    .get("/mine", requireAuth, async (c) => c.json({ application: await latestApplication(db, c.get("user").id) }))
    .post("/", requireAuth, validate("json", applicationSchema), async (c) => {
      try {
        const id = await insertApplication(db, c.get("user").id, c.req.valid("json"));
        return c.json((await getApplication(db, id))!, 201);
      } catch (err) {
        if (pgErrorCode(err) === "23505" && pgConstraint(err) === "expert_applications_one_open_idx") throw conflict(APPLICATION_MESSAGES.alreadyOpen);
        throw err;
      }
    })
    // The applicant and admins may download a document; to anyone else it does not exist.
    .get("/documents/:documentId", requireAuth, async (c) => {
      const id = c.req.param("documentId");
      const user = c.get("user");
      const doc = isUuid(id) ? await getDocument(db, id) : null;
      if (!doc || (doc.ownerId !== user.id && !isAdmin(user))) throw notFound(APPLICATION_MESSAGES.documentNotFound);
      const body = await storage.read(doc.storageKey);
      return c.body(body, 200, {
        "content-type": doc.mimeType,
        "content-length": String(doc.sizeBytes),
        "content-disposition": attachment(doc.fileName),
        "cache-control": "private, no-store",
      });
    })
    .post("/:id/documents", requireAuth, documentLimit, async (c) => {
      const applicationId = c.req.param("id");
      const user = c.get("user");
      if (!isUuid(applicationId)) throw notFound(APPLICATION_MESSAGES.notFound);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length === 0) throw badRequest(APPLICATION_MESSAGES.documentEmpty);
      const sniffed = sniffDocument(bytes);
      if (!sniffed) throw new ApiError(415, APPLICATION_MESSAGES.documentType);
      const fileName = cleanFileName(c.req.header("x-file-name"), `document.${sniffed.ext}`);
      // A first look before the file is stored; the count that decides is made with the insert.
      const early = await documentQuotaRefusal(db, user.id, bytes.length);
      if (early) return quotaRefused(c, early);
      const storageKey = await storeDocument(storage, config.DATA_DIR, user.id, bytes, sniffed);
      const added = await addDocument(db, { applicationId, userId: user.id, storageKey, fileName, mimeType: sniffed.type, sizeBytes: bytes.length }).catch(
        async (err: unknown) => {
          await storage.delete(storageKey).catch(() => undefined);
          throw err;
        },
      );
      if (added.result !== "added") {
        await storage.delete(storageKey).catch((err: unknown) => logger.warn({ err, storageKey }, "could not remove a refused document"));
        if (added.result === "refused") return quotaRefused(c, added.refused);
        if (added.result === "not-found") throw notFound(APPLICATION_MESSAGES.notFound);
        throw conflict(added.result === "full" ? APPLICATION_MESSAGES.documentsMax : APPLICATION_MESSAGES.notOpen);
      }
      const { id, mimeType, sizeBytes, createdAt } = added.document;
      return c.json({ id, fileName, mimeType, sizeBytes, createdAt }, 201);
    })
    .delete("/:id/documents/:documentId", requireAuth, async (c) => {
      const { id, documentId } = c.req.param();
      if (!isUuid(id) || !isUuid(documentId)) throw notFound(APPLICATION_MESSAGES.documentNotFound);
      const removed = await removeDocument(db, id, documentId, c.get("user").id);
      if (removed.result === "not-found") throw notFound(APPLICATION_MESSAGES.documentNotFound);
      if (removed.result === "not-open") throw conflict(APPLICATION_MESSAGES.notOpen);
      await storage.delete(removed.key).catch((err: unknown) => logger.warn({ err }, "could not remove a deleted document's file"));
      return c.body(null, 204);
    });
}

export type ApplicationsRoutes = ReturnType<typeof createApplicationsRoutes>;
