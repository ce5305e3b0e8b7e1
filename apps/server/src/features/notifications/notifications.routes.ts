/**
 * A person's own notifications and switches. The owner comes from the session; someone else's
 * notification answers 404, as if it did not exist.
 */
import { Hono } from "hono";
import { z } from "zod";
import { NOTIFICATION_MESSAGES, preferencesUpdateSchema } from "@expertconnect/shared/schemas/notifications";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { badRequest, isUuid, notFound, validate } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/i18n/locale.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { getPreferences, listNotifications, markAllRead, markRead, unreadCount, updatePreferences } from "./notifications.queries.ts";

const listQuery = z.strictObject({ cursor: z.string().max(200, "Invalid page cursor").optional() });

export function createNotificationsRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .use("*", requireAuth)
    .get("/", validate("query", listQuery), async (c) => {
      const { cursor } = c.req.valid("query");
      const after = cursor ? decodeTimeCursor(cursor) : null;
      if (cursor && !after) throw badRequest("Invalid page cursor");
      return c.json(await listNotifications(db, c.get("user").id, after, await requestLocale(db, c.get("user"), c.req)));
    })
    .get("/unread-count", async (c) => c.json({ unread: await unreadCount(db, c.get("user").id) }))
    .post("/read-all", async (c) => c.json({ marked: await markAllRead(db, c.get("user").id) }))
    .post("/:id/read", async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id) || !(await markRead(db, c.get("user").id, id))) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return c.json({ id, read: true });
    });
}

export function createPreferencesRoutes({ db }: Deps) {
  return new Hono<AppEnv>()
    .use("*", requireAuth)
    .get("/", async (c) => c.json(await getPreferences(db, c.get("user").id)))
    .put("/", validate("json", preferencesUpdateSchema), async (c) => c.json(await updatePreferences(db, c.get("user").id, c.req.valid("json"))));
}

export type NotificationsRoutes = ReturnType<typeof createNotificationsRoutes>;
