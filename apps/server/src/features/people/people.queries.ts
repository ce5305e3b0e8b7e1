/**
 * Profiles and follows (docs/product.md#profiles, #follows): one statement reads a person's public
 * profile with their counts; following and unfollowing are one transaction each that counts the
 * person's rate, writes or removes the pair (the table's trigger keeps follow_counts, migration
 * 0034) and tells the followed person, so nothing is half-written.
 */
import { sql } from "drizzle-orm";
import { FOLLOWS_PER_DAY, FOLLOWS_PER_MINUTE } from "@expertconnect/shared/constants";
import { followRateMessage } from "@expertconnect/shared/messages/follows";
import { rows, type Db, utcIso } from "../../db/client.ts";
import type { Notifier } from "../../lib/notifier.ts";
import type { Refusal } from "../../lib/quotas/quota.ts";
import { hit } from "../../lib/rate-limits.ts";
import { isBlocked, visibleTo } from "../../lib/visibility.ts";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How many of a person's latest doubts their profile shows. */
export const PROFILE_DOUBTS = 5;

export interface PersonDoubt {
  id: string;
  question: string;
  answersCount: number;
  isResolved: boolean;
  createdAt: string;
}

export interface Person {
  id: string;
  fullName: string | null;
  avatarUrl: string | null;
  specialization: string | null;
  bio: string | null;
  /** set for an expert: their listing, and whether their credentials were checked */
  expert: { id: string; category: string; isVerified: boolean } | null;
  followersCount: number;
  followingCount: number;
  /** their posts and videos */
  postsCount: number;
  doubtsCount: number;
  answersCount: number;
  recentDoubts: PersonDoubt[];
  /** the signed-in viewer follows them (false for a visitor) */
  followedByMe: boolean;
  /** the viewer is this person */
  isMe: boolean;
  /** the signed-in viewer blocked them (docs/product.md#blocking) */
  blockedByMe: boolean;
}

interface PersonRow {
  id: string;
  full_name: string | null;
  avatar_url: string | null;
  specialization: string | null;
  bio: string | null;
  expert_id: string | null;
  category: string | null;
  is_verified: boolean | null;
  followers_count: number;
  following_count: number;
  posts_count: number;
  doubts_count: number;
  answers_count: number;
  followed_by_me: boolean;
  blocked_by_me: boolean;
  recent_doubts: string | PersonDoubt[] | null;
}

/** A person's public profile as `viewerId` (null: a visitor) sees it; null when there is no such person. */
export async function getPerson(db: Db, id: string, viewerId: string | null): Promise<Person | null> {
  const [row] = await rows<PersonRow>(
    db,
    sql`select u.id, coalesce(nullif(btrim(p.full_name), ''), nullif(btrim(u.name), '')) as full_name,
          p.avatar_url, coalesce(e.specialization, p.specialization) as specialization, p.bio,
          e.id as expert_id, e.category, e.is_verified,
          coalesce(fc.followers_count, 0) as followers_count, coalesce(fc.following_count, 0) as following_count,
          (select count(*) from doctor_posts x where x.doctor_id = u.id) + (select count(*) from doctor_videos x where x.doctor_id = u.id) as posts_count,
          (select count(*) from doctor_doubts x where x.doctor_id = u.id) as doubts_count,
          (select count(*) from doubt_answers x where x.doctor_id = u.id) as answers_count,
          exists (select 1 from follows f where f.follower_id = nullif(${viewerId ?? ""}, '')::uuid and f.followee_id = u.id) as followed_by_me,
          exists (select 1 from user_blocks b where b.blocker_id = nullif(${viewerId ?? ""}, '')::uuid and b.blocked_id = u.id) as blocked_by_me,
          (select json_agg(json_build_object('id', d.id, 'question', d.question, 'answersCount', d.answers_count,
                  'isResolved', d.is_resolved, 'createdAt', ${utcIso("d.created_at")}) order by d.created_at desc, d.id desc)
             from (select * from doctor_doubts x where x.doctor_id = u.id and ${visibleTo("x", "doctor_id", viewerId)} order by x.created_at desc, x.id desc limit ${PROFILE_DOUBTS}) d) as recent_doubts
        from users u
        left join profiles p on p.id = u.id
        left join experts e on e.user_id = u.id and e.suspended_at is null
        left join follow_counts fc on fc.user_id = u.id
        where u.id = ${id}`,
  );
  if (!row) return null;
  const doubts = typeof row.recent_doubts === "string" ? (JSON.parse(row.recent_doubts) as PersonDoubt[]) : (row.recent_doubts ?? []);
  return {
    id: row.id,
    fullName: row.full_name,
    avatarUrl: row.avatar_url,
    specialization: row.specialization,
    bio: row.bio,
    expert: row.expert_id ? { id: row.expert_id, category: row.category!, isVerified: row.is_verified === true } : null,
    followersCount: Number(row.followers_count),
    followingCount: Number(row.following_count),
    postsCount: Number(row.posts_count),
    doubtsCount: Number(row.doubts_count),
    answersCount: Number(row.answers_count),
    recentDoubts: doubts.map((d) => ({ ...d, answersCount: Number(d.answersCount) })),
    followedByMe: row.followed_by_me === true,
    isMe: viewerId === row.id,
    blockedByMe: row.blocked_by_me === true,
  };
}

export interface FollowState {
  following: boolean;
  /** the followed person's followers, as committed */
  followersCount: number;
}

export type FollowResult = FollowState | { refused: Refusal } | "not-found" | "blocked";

/** Thrown inside the transaction to undo its writes (the rate's hits included). */
class Undo extends Error {
  constructor(readonly result: { refused: Refusal } | "not-found" | "blocked") {
    super("undo");
  }
}

/**
 * Follows (`follow`) or unfollows `followeeId` for `followerId`; repeating either changes nothing.
 * The change counts against the person's rate only when it is allowed. Following yourself is
 * refused by the caller, and by the table's CHECK beneath it.
 */
export async function setFollow(
  db: Db,
  notify: Notifier,
  followerId: string,
  followeeId: string,
  follow: boolean,
  now: number,
): Promise<FollowResult> {
  try {
    return await db.transaction(async (tx) => {
      // Each window's row is locked by its upsert until commit, so one person's follows are counted in turn.
      for (const [window, max, ms] of [["minute", FOLLOWS_PER_MINUTE, MINUTE_MS], ["day", FOLLOWS_PER_DAY, DAY_MS]] as const) {
        const counted = await hit(tx, `follows-${window}:${followerId}`, ms, now);
        if (counted.count > max) {
          const retryAfterSeconds = Math.max(1, Math.ceil((counted.resetAt - now) / 1000));
          throw new Undo({ refused: { message: followRateMessage(window, max, retryAfterSeconds), retryAfterSeconds } });
        }
      }
      // The person's row is held (key share) so their account cannot go while the pair is written;
      // the primary key makes two simultaneous follows of one pair one row, and the trigger counts
      // only rows written.
      const [exists] = await rows<{ one: number }>(tx, sql`select 1 as one from users where id = ${followeeId} for key share`);
      if (!exists) throw new Undo("not-found");
      // Someone who blocked the follower cannot be followed by them (docs/product.md#blocking).
      if (follow && (await isBlocked(tx, followeeId, followerId))) throw new Undo("blocked");
      if (follow) {
        const [inserted] = await rows<{ one: number }>(
          tx,
          sql`insert into follows (follower_id, followee_id, created_at) values (${followerId}, ${followeeId}, ${new Date(now).toISOString()}::timestamptz)
              on conflict do nothing returning 1 as one`,
        );
        if (inserted) await notify.newFollower(tx, { followerId, followeeId });
      } else {
        await tx.execute(sql`delete from follows where follower_id = ${followerId} and followee_id = ${followeeId}`);
      }
      // Read after the trigger's update, which holds the counter's row until commit: exact as committed.
      const [counts] = await rows<{ n: number }>(tx, sql`select followers_count as n from follow_counts where user_id = ${followeeId}`);
      return { following: follow, followersCount: Number(counts?.n ?? 0) };
    });
  } catch (error) {
    if (error instanceof Undo) return error.result;
    throw error;
  }
}
