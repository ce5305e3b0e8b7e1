import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, doctorPosts, doctorVideos, experts } from "../../db/schema/index.ts";

export interface DashboardStats {
  consultationsGiven: number;
  postsShared: number;
  videosUploaded: number;
}

/** Home's three figures for one user: completed consultations as an expert, posts and videos as a doctor. */
export async function getDashboardStats(db: Db, userId: string): Promise<DashboardStats> {
  const [posts, videos, consultations] = await Promise.all([
    db.select({ n: count() }).from(doctorPosts).where(eq(doctorPosts.doctorId, userId)),
    db.select({ n: count() }).from(doctorVideos).where(eq(doctorVideos.doctorId, userId)),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(experts, eq(experts.id, bookings.expertId))
      .where(and(eq(experts.userId, userId), eq(bookings.status, "completed"))),
  ]);
  return {
    postsShared: posts[0]?.n ?? 0,
    videosUploaded: videos[0]?.n ?? 0,
    consultationsGiven: consultations[0]?.n ?? 0,
  };
}
