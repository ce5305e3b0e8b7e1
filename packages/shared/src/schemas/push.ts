/**
 * Web Push (docs/product.md#notifications): the subscription a browser hands over, as
 * `PushSubscription.toJSON()` gives it, and the texts of the Settings switch.
 */
import { z } from "zod";

/** A person's browsers kept at once; subscribing an eleventh forgets the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
export const PUSH_ENDPOINT_MAX = 1000;

export const PUSH_MESSAGES = {
  notConfigured: "Notifications on this device are not set up on this server",
  invalidSubscription: "That is not a push subscription this app can use",
  endpointNotAllowed: "Notifications can only be sent through a browser's push service",
  enabled: "Notifications on this device enabled",
  disabled: "Notifications on this device disabled",
  blocked: "Notifications are blocked for this site. Allow them in your browser's site settings.",
  failed: "Could not change notifications on this device",
} as const;

const base64url = (min: number, max: number) =>
  z.string({ error: PUSH_MESSAGES.invalidSubscription }).regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`), PUSH_MESSAGES.invalidSubscription);

export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ error: PUSH_MESSAGES.invalidSubscription }).max(PUSH_ENDPOINT_MAX, PUSH_MESSAGES.invalidSubscription),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url(80, 100), auth: base64url(16, 32) }, { error: PUSH_MESSAGES.invalidSubscription }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.strictObject({ endpoint: pushSubscriptionSchema.shape.endpoint });
