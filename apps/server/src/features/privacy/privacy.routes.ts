/**
 * /api/privacy: the signed-in person's consents (docs/product.md#notice-and-consent) — what they
 * agreed to and when, agreeing to a changed notice, and giving or withdrawing an optional consent —
 * their copies of their data (docs/product.md#download-my-data): asking, the list, the download —
 * and the erasure of their account (docs/product.md#erasure): ask, confirm from the e-mail, cancel.
 */
import { Hono } from "hono";
import { DATA_EXPORT_MESSAGES } from "@expertconnect/shared/messages/data-export";
import { ERASURE_BLOCKER_MESSAGES, ERASURE_MESSAGES } from "@expertconnect/shared/messages/erasure";
import { erasureConfirmSchema } from "@expertconnect/shared/schemas/erasure";
import { consentChangeSchema, noticeAgreementSchema } from "@expertconnect/shared/schemas/privacy";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { ApiError, badRequest, conflict, isUuid, notFound, validate } from "../../lib/errors.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { hit, tooManyRequests } from "../../lib/rate-limits.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { createStorage, type Storage } from "../../lib/storage.ts";
import { attachment } from "../../lib/uploaded-files.ts";
import { downloadableExport, listExports, requestExport } from "./data-export.queries.ts";
import { askErasure, cancelErasure, confirmErasure, erasureState, upcomingAtErasure } from "./erasure.queries.ts";
import { changeConsent, consentHistory, consentState, setConsent } from "./privacy.queries.ts";

/** Consent changes one account may make in an hour: each one is a record kept in its history. */
export const CONSENT_CHANGES_PER_HOUR = 30;
const CONSENT_TOO_MANY = "Too many consent changes. Try again later.";

export function createPrivacyRoutes({ db, config, jobs }: Deps, options: { storage?: Storage } = {}) {
  const storage = options.storage ?? createStorage(config);
  return new Hono<AppEnv>()
    .get("/consents", requireAuth, async (c) => c.json(await consentState(db, c.get("user").id)))
    .get("/consents/history", requireAuth, async (c) => c.json({ records: await consentHistory(db, c.get("user").id) }))
    .post("/notice", requireAuth, validate("json", noticeAgreementSchema), async (c) => {
      const userId = c.get("user").id;
      await setConsent(db, userId, "notice", true);
      return c.json(await consentState(db, userId));
    })
    .put("/consents", requireAuth, validate("json", consentChangeSchema), async (c) => {
      const userId = c.get("user").id;
      const { purpose, granted } = c.req.valid("json");
      const window = await hit(db, `consent-change:${userId}`, 60 * 60 * 1000);
      if (window.count > CONSENT_CHANGES_PER_HOUR) return tooManyRequests(c, CONSENT_TOO_MANY, window.resetAt);
      await changeConsent(db, userId, purpose, granted);
      return c.json(await consentState(db, userId));
    })
    .get("/exports", requireAuth, async (c) => c.json(await listExports(db, c.get("user").id)))
    .post("/exports", requireAuth, async (c) => {
      const result = await requestExport(db, jobs, c.get("user").id);
      if (!result.ok) return quotaRefused(c, { message: DATA_EXPORT_MESSAGES.tooSoon, retryAfterSeconds: result.retryAfterSeconds });
      return c.json(result.export, 202);
    })
    // With the bookings the deletion would cancel, so the page can say so before the person asks.
    .get("/erasure", requireAuth, async (c) => {
      const userId = c.get("user").id;
      const [request, upcoming] = await Promise.all([erasureState(db, userId), upcomingAtErasure(db, userId)]);
      return c.json({ request, upcoming });
    })
    .post("/erasure", requireAuth, async (c) => {
      const result = await askErasure(db, jobs, config.PUBLIC_URL, c.get("user").id);
      if (!result.ok) throw conflict(result.reason === "open" ? ERASURE_MESSAGES.alreadyOpen : ERASURE_BLOCKER_MESSAGES[result.reason]);
      return c.json({ request: result.request }, 202);
    })
    // The e-mailed link's page posts its token here; the link itself proves the address, so no session is needed.
    .post("/erasure/confirm", validate("json", erasureConfirmSchema), async (c) => {
      const result = await confirmErasure(db, jobs, c.req.valid("json").token);
      if (result.ok) return c.json({ request: result.request });
      if (result.reason === "expired") throw new ApiError(410, ERASURE_MESSAGES.expiredLink);
      throw badRequest(ERASURE_MESSAGES.badLink);
    })
    .post("/erasure/cancel", requireAuth, async (c) => {
      if (!(await cancelErasure(db, jobs, c.get("user").id))) throw conflict(ERASURE_MESSAGES.nothingToCancel);
      return c.json({ request: null });
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
