/**
 * Web Push subscriptions (docs/product.md#notifications). The public key is public; saving and
 * removing a browser's subscription is the signed-in person's own business, decided by the session.
 */
import { Hono } from "hono";
import { PUSH_MESSAGES, pushSubscriptionSchema, pushUnsubscribeSchema } from "@expertconnect/shared/schemas/push";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, notFound, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { isAllowedPushEndpoint } from "./push-endpoint.ts";
import { deleteSubscription, saveSubscription } from "./push.queries.ts";

export function createPushRoutes({ db, config }: Deps) {
  const publicKey = config.VAPID_PUBLIC_KEY ?? null;
  const production = config.NODE_ENV === "production";
  return new Hono<AppEnv>()
    .get("/config", (c) => c.json({ publicKey }))
    .put("/subscription", requireAuth, validate("json", pushSubscriptionSchema), async (c) => {
      if (!publicKey) throw notFound(PUSH_MESSAGES.notConfigured);
      const subscription = c.req.valid("json");
      if (!isAllowedPushEndpoint(subscription.endpoint, production)) throw badRequest(PUSH_MESSAGES.endpointNotAllowed);
      await saveSubscription(db, c.get("user").id, subscription);
      return c.json({ subscribed: true as const });
    })
    .delete("/subscription", requireAuth, validate("json", pushUnsubscribeSchema), async (c) => {
      await deleteSubscription(db, c.get("user").id, c.req.valid("json").endpoint);
      return c.json({ subscribed: false as const });
    });
}
