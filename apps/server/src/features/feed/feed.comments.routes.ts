/**
 * Comments on posts and videos over HTTP (docs/product.md#comments): mounted by the feed's router,
 * so they sit beside the likes under /api/feed.
 */
import { Hono, type Context } from "hono";
import { COMMENTS_PAGE_SIZE } from "@expertconnect/shared/constants";
import { COMMENT_MESSAGES, commentsQuerySchema, createCommentSchema, editCommentSchema } from "@expertconnect/shared/schemas/comments";
import { FEED_MESSAGES } from "@expertconnect/shared/messages/feed";
import { MODERATION_MESSAGES } from "@expertconnect/shared/messages/moderation";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { decodeTimeCursor, encodeCursor } from "../../lib/cursor.ts";
import { badRequest, forbidden, isUuid, notFound, validate } from "../../lib/errors.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import {
  createComment,
  deleteComment,
  editComment,
  listComments,
  listReplies,
  type ChangeFailure,
  type CommentKind,
  type CommentsPage,
} from "./feed.comments.ts";

const missingItem = (kind: CommentKind) => (kind === "post" ? FEED_MESSAGES.postNotFound : FEED_MESSAGES.videoNotFound);

function cursorOf(raw: string | undefined) {
  const cursor = raw ? decodeTimeCursor(raw) : null;
  if (raw && !cursor) throw badRequest("Invalid cursor");
  return cursor;
}

const pageBody = <T>(page: CommentsPage<T>) => ({ items: page.items, nextCursor: page.next ? encodeCursor(page.next.key, page.next.id) : null });

function refuse(failure: ChangeFailure, notYours: string): never {
  if (failure === "not-found") throw notFound(COMMENT_MESSAGES.notFound);
  throw forbidden(failure === "window-over" ? COMMENT_MESSAGES.editWindowOver : notYours);
}

export function createCommentRoutes({ db, notify, now = Date.now }: Deps) {
  function itemId(c: Context, kind: CommentKind) {
    const id = c.req.param("id") ?? "";
    if (!isUuid(id)) throw notFound(missingItem(kind));
    return id;
  }

  async function list(c: Context<AppEnv>, kind: CommentKind, rawCursor: string | undefined) {
    const page = await listComments(db, kind, itemId(c, kind), c.get("user")?.id ?? null, cursorOf(rawCursor), COMMENTS_PAGE_SIZE, now());
    if (!page) throw notFound(missingItem(kind));
    return pageBody(page);
  }

  async function create(c: Context, kind: CommentKind, userId: string, input: { body: string; parentId?: string | undefined }) {
    const result = await createComment(db, notify, kind, itemId(c, kind), userId, input.body, input.parentId ?? null, now());
    if (result === "item-not-found") throw notFound(missingItem(kind));
    if (result === "parent-not-found") throw notFound(COMMENT_MESSAGES.parentNotFound);
    if (result === "blocked") throw forbidden(MODERATION_MESSAGES.blockedCommenting);
    if ("refused" in result) return quotaRefused(c, result.refused);
    return c.json(result, 201);
  }

  return new Hono<AppEnv>()
    .get("/posts/:id/comments", validate("query", commentsQuerySchema), async (c) => c.json(await list(c, "post", c.req.valid("query").cursor)))
    .get("/videos/:id/comments", validate("query", commentsQuerySchema), async (c) => c.json(await list(c, "video", c.req.valid("query").cursor)))
    .post("/posts/:id/comments", requireAuth, validate("json", createCommentSchema), (c) => create(c, "post", c.get("user").id, c.req.valid("json")))
    .post("/videos/:id/comments", requireAuth, validate("json", createCommentSchema), (c) => create(c, "video", c.get("user").id, c.req.valid("json")))
    .get("/comments/:id/replies", validate("query", commentsQuerySchema), async (c) => {
      const id = c.req.param("id");
      const page = isUuid(id)
        ? await listReplies(db, id, c.get("user")?.id ?? null, cursorOf(c.req.valid("query").cursor), COMMENTS_PAGE_SIZE, now())
        : null;
      if (!page) throw notFound(COMMENT_MESSAGES.notFound);
      return c.json(pageBody(page));
    })
    .patch("/comments/:id", requireAuth, validate("json", editCommentSchema), async (c) => {
      const id = c.req.param("id");
      const result = isUuid(id) ? await editComment(db, id, c.get("user").id, c.req.valid("json").body, now()) : "not-found";
      if (typeof result === "string") refuse(result, COMMENT_MESSAGES.notYours);
      return c.json(result, 200);
    })
    .delete("/comments/:id", requireAuth, async (c) => {
      const id = c.req.param("id");
      const result = isUuid(id) ? await deleteComment(db, id, c.get("user").id, now()) : "not-found";
      if (typeof result === "string") refuse(result, COMMENT_MESSAGES.notAllowedToDelete);
      return c.json(result, 200);
    });
}
