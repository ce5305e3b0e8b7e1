/** A person's push subscriptions (table push_subscriptions). */
import { and, eq, sql } from "drizzle-orm";
import { MAX_PUSH_SUBSCRIPTIONS, type PushSubscriptionInput } from "@expertconnect/shared/schemas/push";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";
import { setConsent } from "../privacy/privacy.queries.ts";

/**
 * Keeps the browser's subscription for this person. An endpoint seen before moves to them (the
 * browser now belongs to whoever signed in last); beyond the limit the oldest are forgotten. Turning
 * notifications on is giving consent to them (docs/product.md#notice-and-consent), recorded with it.
 */
export async function saveSubscription(db: Db, userId: string, s: PushSubscriptionInput): Promise<void> {
  await db.transaction(async (tx) => {
    await setConsent(tx, userId, "push", true);
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: s.keys.p256dh, auth: s.keys.auth, createdAt: sql`now()` },
      });
    await tx.execute(
      sql`delete from push_subscriptions where user_id = ${userId}::uuid and id not in (
            select id from push_subscriptions where user_id = ${userId}::uuid order by created_at desc, id desc limit ${MAX_PUSH_SUBSCRIPTIONS})`,
    );
  });
}

export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export function subscriptionsOf(db: Db, userId: string) {
  return db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function subscriptionById(db: Db, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row;
}

export async function forgetSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
