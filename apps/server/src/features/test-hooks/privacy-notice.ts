/**
 * POST /api/test/privacy/outdated-notice (TEST_HOOKS only): the signed-in person's agreement is
 * moved back to the notice before the current one, as if the notice had changed since, so a
 * browser test can see the request to agree again (docs/product.md#notice-and-consent).
 */
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";
import { userConsents } from "../../db/schema/index.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { requireAuth } from "../../lib/require-auth.ts";

export function privacyNoticeHooks({ db }: Pick<Deps, "db">) {
  return new Hono<AppEnv>().post("/privacy/outdated-notice", requireAuth, async (c) => {
    await db
      .update(userConsents)
      .set({ noticeVersion: PRIVACY_NOTICE_VERSION - 1 })
      .where(and(eq(userConsents.userId, c.get("user").id), eq(userConsents.purpose, "notice")));
    return c.json({ noticeVersion: PRIVACY_NOTICE_VERSION - 1 });
  });
}
