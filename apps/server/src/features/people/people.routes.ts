/**
 * People over HTTP (docs/product.md#profiles, #follows): a person's public profile, and following
 * or unfollowing them. Their posts and videos are the feed's (GET /api/feed/authors/:id).
 */
import { Hono, type Context } from "hono";
import { FOLLOW_MESSAGES } from "@expertconnect/shared/messages/follows";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, forbidden, isUuid, notFound } from "../../lib/errors.ts";
import { quotaRefused } from "../../lib/quotas/quota.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { MODERATION_MESSAGES } from "@expertconnect/shared/messages/moderation";
import { setBlock } from "../moderation/moderation.queries.ts";
import { getPerson, setFollow } from "./people.queries.ts";

export function createPeopleRoutes({ db, notify, now = Date.now }: Deps) {
  /** Follow or unfollow: the same answer however often it is repeated. */
  async function follow(c: Context, followerId: string, follow: boolean) {
    const id = c.req.param("id") ?? "";
    if (!isUuid(id)) throw notFound(FOLLOW_MESSAGES.personNotFound);
    if (id === followerId) throw badRequest(FOLLOW_MESSAGES.notSelf);
    const result = await setFollow(db, notify, followerId, id, follow, now());
    if (result === "not-found") throw notFound(FOLLOW_MESSAGES.personNotFound);
    if (result === "blocked") throw forbidden(MODERATION_MESSAGES.blockedFollowing);
    if ("refused" in result) return quotaRefused(c, result.refused);
    return c.json(result, 200);
  }

  /** Block or unblock (docs/product.md#blocking): the same answer however often it is repeated. */
  async function block(c: Context, blockerId: string, block: boolean) {
    const id = c.req.param("id") ?? "";
    if (!isUuid(id)) throw notFound(FOLLOW_MESSAGES.personNotFound);
    if (id === blockerId) throw badRequest(MODERATION_MESSAGES.notSelfBlock);
    const result = await setBlock(db, blockerId, id, block, now());
    if (result === "not-found") throw notFound(FOLLOW_MESSAGES.personNotFound);
    if ("refused" in result) return quotaRefused(c, result.refused);
    return c.json(result, 200);
  }

  return new Hono<AppEnv>()
    .get("/:id", async (c) => {
      const id = c.req.param("id");
      const person = isUuid(id) ? await getPerson(db, id, c.get("user")?.id ?? null) : null;
      if (!person) throw notFound(FOLLOW_MESSAGES.personNotFound);
      return c.json(person, 200);
    })
    .put("/:id/follow", requireAuth, (c) => follow(c, c.get("user").id, true))
    .delete("/:id/follow", requireAuth, (c) => follow(c, c.get("user").id, false))
    .put("/:id/block", requireAuth, (c) => block(c, c.get("user").id, true))
    .delete("/:id/block", requireAuth, (c) => block(c, c.get("user").id, false));
}
