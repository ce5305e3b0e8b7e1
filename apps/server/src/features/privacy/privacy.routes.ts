/**
 * /api/privacy: the signed-in person's consents (docs/product.md#notice-and-consent) — what they
 * agreed to and when, agreeing to a changed notice, and giving or withdrawing an optional consent —
 * and their copies of their data (docs/product.md#download-my-data): asking, the list, the download.
 */
import { Hono } from "hono";
import { DATA_EXPORT_MESSAGES } from "@expertconnect/shared/messages/data-export";
import { consentChangeSchema, noticeAgreementSchema } from "@expertconnect/shared/schemas/privacy";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { isUuid, notFound, validate } from "../../lib/errors.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { createStorage, type Storage } from "../../lib/storage.ts";
import { attachment } from "../../lib/uploaded-files.ts";
import { downloadableExport, listExports, requestExport } from "./data-export.queries.ts";
import { changeConsent, consentState, setConsent } from "./privacy.queries.ts";

export function createPrivacyRoutes({ db, config, jobs }: Deps, options: { storage?: Storage } = {}) {
  const storage = options.storage ?? createStorage(config);
  return new Hono<AppEnv>()
    .get("/consents", requireAuth, async (c) => c.json(await consentState(db, c.get("user").id)))
    .post("/notice", requireAuth, validate("json", noticeAgreementSchema), async (c) => {
      const userId = c.get("user").id;
      await setConsent(db, userId, "notice", true);
      return c.json(await consentState(db, userId));
    })
    .put("/consents", requireAuth, validate("json", consentChangeSchema), async (c) => {
      const userId = c.get("user").id;
      const { purpose, granted } = c.req.valid("json");
      await changeConsent(db, userId, purpose, granted);
      return c.json(await consentState(db, userId));
    })
    .get("/exports", requireAuth, async (c) => c.json(await listExports(db, c.get("user").id)))
    .post("/exports", requireAuth, async (c) => {
      const result = await requestExport(db, jobs, c.get("user").id);
      if (!result.ok) return quotaRefused(c, { message: DATA_EXPORT_MESSAGES.tooSoon, retryAfterSeconds: result.retryAfterSeconds });
      return c.json(result.export, 202);
    })
    .get("/exports/:id/download", requireAuth, async (c) => {
      const id = c.req.param("id");
      // Anyone else's export, an expired one or one not ready: the same 404, so ids reveal nothing.
      const found = isUuid(id) ? await downloadableExport(db, c.get("user").id, id) : null;
      if (!found) throw notFound(DATA_EXPORT_MESSAGES.notFound);
      return c.body(await storage.read(found.storageKey), 200, {
        "content-type": "application/zip",
        "content-length": String(found.sizeBytes),
        "content-disposition": attachment(`expertconnect-data-${found.readyAt.slice(0, 10)}.zip`),
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      });
    });
}
