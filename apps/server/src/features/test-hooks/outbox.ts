/**
 * GET /api/test/outbox?to= (TEST_HOOKS only): the e-mail kept for an address when no SMTP server is
 * configured, so the browser tests can follow verification and password-reset links. It hands out
 * those links, hence never with SMTP and never in production (config.ts refuses TEST_HOOKS there).
 */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { emailOutbox } from "../../db/schema/index.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { notFound, validate } from "../../lib/errors.ts";

export function outboxRoutes({ db, mailer }: Deps) {
  return new Hono<AppEnv>().get("/outbox", validate("query", z.object({ to: z.email() })), async (c) => {
    if (mailer.delivers) throw notFound("Not found");
    const { to } = c.req.valid("query");
    const mail = await db
      .select({ subject: emailOutbox.subject, text: emailOutbox.text, createdAt: emailOutbox.createdAt })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, to.toLowerCase()))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(20);
    return c.json({ mail });
  });
}
