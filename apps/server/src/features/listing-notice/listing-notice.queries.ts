/** The account's record of the lawyers' and CAs' listing notice (docs/product.md#listing-rules), in user_preferences. */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userPreferences } from "../../db/schema/index.ts";

export async function hasAcknowledged(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: userPreferences.listingNoticeAt }).from(userPreferences).where(eq(userPreferences.userId, userId));
  return Boolean(row?.at);
}

/** Keeps the first acknowledgement's time: asking again changes nothing. */
export async function acknowledge(db: Db, userId: string): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ userId, listingNoticeAt: sql`now()` })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { listingNoticeAt: sql`coalesce(${userPreferences.listingNoticeAt}, now())` },
    });
}
