/** Follows between people and the counts shown on their profiles (migration 0034_follows, docs/product.md#follows). */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** `followerId` sees `followeeId`'s posts and videos on their Following tab. One row per pair. */
export const follows = pgTable(
  "follows",
  {
    followerId: uuid("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followeeId: uuid("followee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: "follows_pkey", columns: [t.followerId, t.followeeId] }),
    check("follows_not_self_check", sql`${t.followerId} <> ${t.followeeId}`),
    // A person's followers, newest first (and the account's deletion finds its rows both ways).
    index("follows_followee_idx").on(t.followeeId, t.createdAt.desc()),
  ],
);

/**
 * How many people follow `userId` and how many it follows: rows of `follows`, kept by a row trigger
 * in the transaction that follows or unfollows (migration 0034). No row means zero and zero.
 */
export const followCounts = pgTable(
  "follow_counts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    followersCount: integer("followers_count").notNull().default(0),
    followingCount: integer("following_count").notNull().default(0),
  },
  (t) => [
    check("follow_counts_followers_check", sql`${t.followersCount} >= 0`),
    check("follow_counts_following_check", sql`${t.followingCount} >= 0`),
  ],
);
