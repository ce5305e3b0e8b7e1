import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions } from "../../db/schema/index.ts";

export interface ActiveSession {
  id: string;
  /** what Better Auth's revoke-session takes to end this session */
  token: string;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
  current: boolean;
}

/** One user's live sessions, the most recently active first, the asking one marked `current`. */
export async function listActiveSessions(db: Db, userId: string, currentSessionId: string): Promise<ActiveSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      token: sessions.token,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
  return rows.map((row) => ({ ...row, current: row.id === currentSessionId }));
}
