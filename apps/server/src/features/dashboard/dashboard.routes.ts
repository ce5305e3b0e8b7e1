import { Hono } from "hono";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { getDashboardStats } from "./dashboard.queries.ts";

export function createDashboardRoutes({ db }: Deps) {
  return new Hono<AppEnv>().get("/stats", requireAuth, async (c) => {
    return c.json(await getDashboardStats(db, c.get("user").id));
  });
}

export type DashboardRoutes = ReturnType<typeof createDashboardRoutes>;
