/**
 * Reports over HTTP (docs/product.md#reports): anyone signed in reports a post, video, comment,
 * doubt, answer or profile. The moderators' queue and decisions are under /api/admin/reports
 * (admin.routes.ts), blocks under /api/people/:id/block (people.routes.ts).
 */
import { Hono } from "hono";
import { createReportSchema, MODERATION_MESSAGES } from "@expertconnect/shared/schemas/moderation";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, conflict, notFound, validate } from "../../lib/errors.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { createReport } from "./moderation.queries.ts";

export function createModerationRoutes({ db, now = Date.now }: Deps) {
  return new Hono<AppEnv>().post("/reports", requireAuth, validate("json", createReportSchema), async (c) => {
    const result = await createReport(db, c.get("user").id, c.req.valid("json"), now());
    if (result === "not-found") throw notFound(MODERATION_MESSAGES.itemNotFound);
    if (result === "own") throw badRequest(MODERATION_MESSAGES.ownItem);
    if (result === "duplicate") throw conflict(MODERATION_MESSAGES.alreadyReported);
    if ("refused" in result) return quotaRefused(c, result.refused);
    return c.json(result, 201);
  });
}
