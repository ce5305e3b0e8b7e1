/**
 * /api/grievances: the signed-in person's concerns (docs/product.md#grievances) — raise one, list
 * them with the replies, read one, reply. The identity comes from the session only.
 */
import { Hono } from "hono";
import { z } from "zod";
import { GRIEVANCE_MESSAGES as M } from "@expertconnect/shared/messages/grievances";
import { createGrievanceSchema, grievanceReplySchema } from "@expertconnect/shared/schemas/grievances";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { badRequest, conflict, isUuid, notFound, validate } from "../../lib/errors.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { createGrievance, getMine, listMine, replyMine } from "./grievances.queries.ts";

const cursorQuery = z.object({ cursor: z.string().max(200, "Invalid page cursor").optional() });

export function createGrievancesRoutes({ db, jobs }: Deps) {
  return new Hono<AppEnv>()
    .use("*", requireAuth)
    .post("/", validate("json", createGrievanceSchema), async (c) => {
      const result = await createGrievance(db, jobs, c.get("user").id, c.req.valid("json"));
      if (!result.ok) return quotaRefused(c, result.refusal);
      return c.json(result.grievance, 201);
    })
    .get("/", validate("query", cursorQuery), async (c) => {
      const { cursor } = c.req.valid("query");
      const before = cursor ? decodeTimeCursor(cursor) : null;
      if (cursor && !before) throw badRequest("Invalid page cursor");
      return c.json(await listMine(db, c.get("user").id, before));
    })
    .get("/:id", async (c) => {
      const id = c.req.param("id");
      const found = isUuid(id) ? await getMine(db, c.get("user").id, id) : null;
      if (!found) throw notFound(M.notFound);
      return c.json(found);
    })
    .post("/:id/replies", validate("json", grievanceReplySchema), async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(M.notFound);
      const result = await replyMine(db, c.get("user").id, id, c.req.valid("json").body);
      if (result.ok) return c.json(result.grievance, 201);
      if (result.reason === "rate") return quotaRefused(c, result.refusal);
      if (result.reason === "closed") throw conflict(M.closedAlready);
      throw notFound(M.notFound);
    });
}
