/** The doctors' doubts board: questions, their answers, and the asker accepting one (docs/product.md#doubts). */
import { Hono, type TypedResponse } from "hono";
import { z } from "zod";
import { PAGE_SIZE } from "@expertconnect/shared/constants";
import { createAnswerSchema, createDoubtSchema } from "@expertconnect/shared/schemas/doubts";
import { createListCache } from "../../db/read-cache.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { badRequest, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { seesOwnLists } from "../../lib/visibility.ts";
import { acceptAnswer, createAnswer, createDoubt, getDoubt, listAnswers, listDoubts } from "./doubts.queries.ts";

const MAX_LIMIT = 50;

const pageQuery = z.object({
  cursor: z.string().max(200, "Invalid cursor").optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).optional(),
});

/** The position a page starts after; a cursor the server did not make is a 400. */
function after(raw: string | undefined) {
  const cursor = raw ? decodeTimeCursor(raw) : null;
  if (raw && !cursor) throw badRequest("Invalid cursor");
  return cursor;
}

type DoubtsPage = Awaited<ReturnType<typeof listDoubts>>;

export function createDoubtsRoutes({ db, notify }: Deps) {
  // The board's pages are cached under the board's version (db/read-cache.ts, migration 0006).
  const pages = createListCache(db);
  return new Hono<AppEnv>()
    .get("/", validate("query", pageQuery), async (c) => {
      const { cursor, limit } = c.req.valid("query");
      const size = limit ?? PAGE_SIZE;
      const start = after(cursor);
      const viewerId = c.get("user")?.id ?? null;
      // Someone who blocked a person, or whose own doubt is hidden, sees a board of their own (docs/product.md#moderation).
      if (await seesOwnLists(db, viewerId, ["doctor_doubts"])) return c.json(await listDoubts(db, { cursor: start, limit: size, viewerId }), 200);
      const json = await pages.get("doubts", `${size}\n${cursor ?? ""}`, () => listDoubts(db, { cursor: start, limit: size }));
      // Sent as kept; typed as what listDoubts returns, for the web app's typed client.
      return c.body(json, 200, { "content-type": "application/json" }) as unknown as TypedResponse<DoubtsPage, 200, "json">;
    })
    .post("/", requireAuth, validate("json", createDoubtSchema), async (c) => {
      return c.json(await createDoubt(db, c.get("user").id, c.req.valid("json")), 201);
    })
    .get("/:id", async (c) => {
      return c.json(await getDoubt(db, c.req.param("id"), c.get("user")?.id ?? null));
    })
    .get("/:id/answers", validate("query", pageQuery), async (c) => {
      const { cursor, limit } = c.req.valid("query");
      return c.json(await listAnswers(db, c.req.param("id"), { cursor: after(cursor), limit: limit ?? PAGE_SIZE, viewerId: c.get("user")?.id ?? null }));
    })
    .post("/:id/answers", requireAuth, validate("json", createAnswerSchema), async (c) => {
      return c.json(await createAnswer(db, c.req.param("id"), c.get("user").id, c.req.valid("json").answer, notify), 201);
    })
    .post("/:id/answers/:answerId/accept", requireAuth, async (c) => {
      return c.json(await acceptAnswer(db, c.req.param("id"), c.req.param("answerId"), c.get("user").id, notify));
    });
}

export type DoubtsRoutes = ReturnType<typeof createDoubtsRoutes>;
