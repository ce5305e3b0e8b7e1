/**
 * The signed-in user's profile (read and edit their own row only) and the account deletion
 * request, which anyone may send; when signed in, the request is tied to the account.
 */
import { Hono } from "hono";
import { DELETION_MESSAGES, DELETION_REQUESTS_PER_HOUR, deletionRequestSchema } from "@expertconnect/shared/schemas/account-deletion";
import { PROFILE_MESSAGES, profileUpdateSchema } from "@expertconnect/shared/schemas/profile";
import { pgErrorCode } from "../../db/client.ts";
import type { AppEnv, Deps } from "../../lib/context.ts";
import { badRequest, validate } from "../../lib/errors.ts";
import { requireAuth } from "../../lib/require-auth.ts";
import { countCompletedConsultations, getOrCreateProfile, insertDeletionRequest, updateProfile, type ProfileRecord } from "./profile.queries.ts";
import { rateLimit } from "../../lib/rate-limits.ts";

const HOUR_MS = 60 * 60 * 1000;

/** A check constraint (23514) or bytes PostgreSQL refuses in text (22021, 22P05) is the caller's input, not a server fault. */
const isBadInput = (err: unknown) => ["23514", "22021", "22P05"].includes(pgErrorCode(err) ?? "");

export function createProfileRoutes({ db, config, logger }: Deps) {
  const deletionLimit = rateLimit({
    db,
    name: "deletion-request",
    max: DELETION_REQUESTS_PER_HOUR,
    windowMs: HOUR_MS,
    message: DELETION_MESSAGES.tooMany,
    enabled: config.RATE_LIMIT,
    trustProxy: config.TRUST_PROXY,
  });

  const shape = async (email: string, profile: ProfileRecord) => ({
    ...profile,
    email,
    consultations_count: await countCompletedConsultations(db, profile.id),
  });

  return new Hono<AppEnv>()
    .get("/", requireAuth, async (c) => {
      const user = c.get("user");
      return c.json(await shape(user.email, await getOrCreateProfile(db, user.id)));
    })
    .patch("/", requireAuth, validate("json", profileUpdateSchema), async (c) => {
      const user = c.get("user");
      try {
        // The row is always the session's user; an id in the body was dropped by the schema.
        const profile = await updateProfile(db, user.id, c.req.valid("json"));
        return c.json(await shape(user.email, profile));
      } catch (err) {
        if (isBadInput(err)) throw badRequest(PROFILE_MESSAGES.updateFailed);
        throw err;
      }
    })
    .post("/deletion-requests", deletionLimit, validate("json", deletionRequestSchema), async (c) => {
      const userId = c.get("user")?.id ?? null;
      try {
        const request = await insertDeletionRequest(db, userId, c.req.valid("json"));
        // The team works from the deletion_requests table; the log line says one has arrived (no personal data in logs).
        logger.info({ deletionRequestId: request.id, userId, signedIn: Boolean(userId) }, "account deletion request received");
        return c.json(request, 201);
      } catch (err) {
        if (isBadInput(err)) throw badRequest(DELETION_MESSAGES.failed);
        throw err;
      }
    });
}

export type ProfileRoutes = ReturnType<typeof createProfileRoutes>;
