import { Hono } from "hono";
import { EXPERT_MESSAGES, expertListQuerySchema } from "@expertconnect/shared/schemas/experts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, isUuid, notFound, validate } from "../../lib/errors.ts";
import { decodeExpertCursor, getExpert, listExperts } from "./experts.queries.ts";

/** Public reads: anyone may browse experts (spec §6). */
export function createExpertsRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", validate("query", expertListQuerySchema), async (c) => {
      const { category, q, cursor } = c.req.valid("query");
      const after = cursor ? decodeExpertCursor(cursor, isUuid) : null;
      if (cursor && !after) throw badRequest(EXPERT_MESSAGES.invalidCursor);
      return c.json(await listExperts(db, { category, q, cursor: after }));
    })
    .get("/:id", async (c) => {
      const id = c.req.param("id");
      const expert = isUuid(id) ? await getExpert(db, id) : null;
      if (!expert) throw notFound(EXPERT_MESSAGES.notFound);
      return c.json(expert);
    });
}

export type ExpertsRoutes = ReturnType<typeof createExpertsRoutes>;
