/**
 * GET /api/me: who the signed-in user is to the app — admin or not, expert or not (and whether
 * suspended), and where their latest application to become an expert stands.
 */
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../../db/client.ts";
import { expertApplications } from "../../db/schema/index.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { isAdmin } from "../../lib/audit.ts";
import { expertOfUser } from "../expert-desk/expert-desk.queries.ts";

async function latestApplicationStatus(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: expertApplications.id,
      status: expertApplications.status,
      rejectionReason: expertApplications.rejectionReason,
      createdAt: expertApplications.createdAt,
      decidedAt: expertApplications.decidedAt,
    })
    .from(expertApplications)
    .where(eq(expertApplications.userId, userId))
    .orderBy(desc(expertApplications.createdAt))
    .limit(1);
  return row ?? null;
}

export function createMeRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/", requireAuth, async (c) => {
    const user = c.get("user");
    const [expert, application] = await Promise.all([expertOfUser(db, user.id), latestApplicationStatus(db, user.id)]);
    return c.json({
      user: { id: user.id, email: user.email, name: user.name, role: user.role === "admin" ? ("admin" as const) : ("user" as const) },
      isAdmin: isAdmin(user),
      isExpert: expert !== null,
      expert: expert
        ? {
            id: expert.id,
            name: expert.name,
            category: expert.category,
            specialization: expert.specialization,
            isVerified: expert.isVerified,
            isAvailable: expert.isAvailable,
            suspended: expert.suspendedAt !== null,
          }
        : null,
      application,
    });
  });
}

export type MeRoutes = ReturnType<typeof createMeRoutes>;
