import { createMiddleware } from "hono/factory";
import { errorBody } from "./errors.ts";
import type { AppEnv, AuthedEnv } from "./context.ts";

/** The one guard for protected endpoints: 401 JSON when signed out; narrows `user` to non-null. */
export const requireAuth = createMiddleware<AuthedEnv & AppEnv>(async (c, next) => {
  if (!c.get("user")) return c.json(errorBody("Not authenticated"), 401);
  await next();
});
