/**
 * The signed-in user's profile (read and edit their own row only) and the account deletion
 * request, which anyone may send; when signed in, the request is tied to the account.
 */
import { Hono, type Context } from "hono";
import {
  DELETION_FORM_OUTCOME_PARAM,
  DELETION_MESSAGES,
  DELETION_REQUESTS_PER_HOUR,
  deletionRequestSchema,
  type DeletionFormOutcome,
  type DeletionRequest,
} from "@expertconnect/shared/schemas/account-deletion";
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

/** One limit for the request however it is sent (the API or the page's plain form). */
const deletionLimitOf = ({ db, config }: Pick<Deps, "db" | "config">) =>
  rateLimit({
    db,
    name: "deletion-request",
    max: DELETION_REQUESTS_PER_HOUR,
    windowMs: HOUR_MS,
    message: DELETION_MESSAGES.tooMany,
    enabled: config.RATE_LIMIT,
    trustProxy: config.TRUST_PROXY,
  });

/** Stores a checked deletion request; null when the database refused its text as bad input. */
async function storeDeletionRequest({ db, logger }: Pick<Deps, "db" | "logger">, userId: string | null, request: DeletionRequest) {
  try {
    const stored = await insertDeletionRequest(db, userId, request);
    // The team works from the deletion_requests table; the log line says one has arrived (no personal data in logs).
    logger.info({ deletionRequestId: stored.id, userId, signedIn: Boolean(userId) }, "account deletion request received");
    return stored;
  } catch (err) {
    if (isBadInput(err)) return null;
    throw err;
  }
}

export function createProfileRoutes({ db, config, logger }: Deps) {
  const deletionLimit = deletionLimitOf({ db, config });

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
      const stored = await storeDeletionRequest({ db, logger }, c.get("user")?.id ?? null, c.req.valid("json"));
      if (!stored) throw badRequest(DELETION_MESSAGES.failed);
      return c.json(stored, 201);
    });
}

/**
 * POST /account-deletion: the page's form as the browser sends it by itself (urlencoded), when the
 * page's script has not run or JavaScript is off (docs/product.md#account-deletion). The same
 * limit, checks and row as the API; the answer goes back to the page (303) with only the outcome in
 * the address, never what was typed. The request is not tied to an account here: a plain form
 * carries no proof that it came from this site's page, and the team verifies by the details anyway.
 */
export function createDeletionFormRoutes(deps: Deps) {
  const deletionLimit = deletionLimitOf(deps);
  const back = (c: Context<AppEnv>, outcome: DeletionFormOutcome) => c.redirect(`/account-deletion?${DELETION_FORM_OUTCOME_PARAM}=${outcome}`, 303);
  return new Hono<AppEnv>().post("/", async (c) => {
    let allowed = false;
    const refused = await deletionLimit(c, () => {
      allowed = true;
      return Promise.resolve();
    });
    if (!allowed || refused) return back(c, "too-many");
    const form = await c.req.parseBody().catch(() => null);
    const field = (name: string) => (typeof form?.[name] === "string" ? form[name] : undefined);
    const parsed = deletionRequestSchema.safeParse({ email: field("email"), phone: field("phone"), fullName: field("fullName"), reason: field("reason") });
    if (!parsed.success) return back(c, "invalid");
    return back(c, (await storeDeletionRequest(deps, null, parsed.data)) ? "sent" : "failed");
  });
}

export type ProfileRoutes = ReturnType<typeof createProfileRoutes>;
