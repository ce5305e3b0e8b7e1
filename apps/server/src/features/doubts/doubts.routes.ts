/** The doctors' doubts board: questions, their answers, and the asker accepting one (spec §2, §7). */
import { Hono } from "hono";
import { z } from "zod";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { createAnswerSchema, createDoubtSchema } from "@expertconnect/shared/schemas/doubts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { acceptAnswer, createAnswer, createDoubt, getDoubt, listAnswers, listDoubts } from "./doubts.queries.ts";

const MAX_LIMIT = 50;

const pageQuery = z.object({
  cursor: z.string().max(200, "Invalid cursor").optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
});

export function createDoubtsRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .get("/", validate("query", pageQuery), async (c) => {
      const { cursor, limit } = c.req.valid("query");
      return c.json(await listDoubts(db, { cursor, limit: limit ?? PAGE_SIZE }));
    })
    .post("/", requireAuth, validate("json", createDoubtSchema), async (c) => {
      return c.json(await createDoubt(db, c.get("user").id, c.req.valid("json")), 201);
    })
    .get("/:id", async (c) => {
      return c.json(await getDoubt(db, c.req.param("id")));
    })
    .get("/:id/answers", validate("query", pageQuery), async (c) => {
      const { cursor, limit } = c.req.valid("query");
      return c.json(await listAnswers(db, c.req.param("id"), { cursor, limit: limit ?? PAGE_SIZE }));
    })
    .post("/:id/answers", requireAuth, validate("json", createAnswerSchema), async (c) => {
      return c.json(await createAnswer(db, c.req.param("id"), c.get("user").id, c.req.valid("json").answer), 201);
    })
    .post("/:id/answers/:answerId/accept", requireAuth, async (c) => {
      return c.json(await acceptAnswer(db, c.req.param("id"), c.req.param("answerId"), c.get("user").id));
    });
}

export type DoubtsRoutes = ReturnType<typeof createDoubtsRoutes>;
