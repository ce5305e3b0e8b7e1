/**
 * Admin endpoints under /api/admin: the verification queue, decisions, suspensions, payouts,
 * concerns (grievances), pending erasures and the audit log. To anyone who is not an admin (signed out included) they answer 404, as if absent.
 */
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { APPLICATION_MESSAGES, approveApplicationSchema, optionalReasonSchema, requiredReasonSchema } from "@expertconnect/shared/schemas/expert-side";
import { EXPERT_MESSAGES } from "@expertconnect/shared/schemas/experts";
import type { AppEnv, AuthedEnv, Deps } from "../../lib/context.ts";
import { badRequest, conflict, errorBody, isUuid, notFound, validate } from "../../lib/errors.ts";
import { getApplication } from "../applications/applications.queries.ts";
import { approveApplication, decodeQueueCursor, getApplicant, listQueue, rejectApplication, setSuspended, type Actor } from "./admin.queries.ts";
import { isAdmin, listAudit } from "../../lib/audit.ts";
import { decodeTimeCursor } from "../../lib/cursor.ts";
import { payoutQueue, setPayoutHold } from "./admin.payouts.ts";
import { GRIEVANCE_MESSAGES } from "@expertconnect/shared/messages/grievances";
import { grievanceReplySchema } from "@expertconnect/shared/schemas/grievances";
import { closeGrievance, grievanceQueue, replyToGrievance, type GrievanceDecision } from "./admin.grievances.ts";
import { pendingErasures } from "./admin.erasures.ts";
import { liftSuspensionSchema, MODERATION_MESSAGES, moderationDecisionSchema, REPORT_KINDS, type ReportKind } from "@expertconnect/shared/schemas/moderation";
import { decide, liftSuspension, listQueue as listReportQueue, listSuspended } from "../moderation/moderation.queries.ts";

export const ADMIN_MESSAGES = {
  alreadySuspended: "This expert is already suspended.",
  notSuspended: "This expert is not suspended.",
  alreadyHeld: "This expert's payouts are already on hold.",
  notHeld: "This expert's payouts are not on hold.",
} as const;

const payoutQueueQuery = z.object({
  cursor: z.string().max(200, "Invalid page cursor").optional(),
  status: z.enum(["requested", "processing", "paid", "failed", "reversed"]).optional(),
});

/** Admins only; everyone else is told the endpoint does not exist. */
export const requireAdmin = createMiddleware<AuthedEnv & AppEnv>(async (c, next) => {
  if (!isAdmin(c.get("user"))) return c.json(errorBody("Not found"), 404);
  await next();
});

const cursorQuery = z.object({ cursor: z.string().max(200, "Invalid page cursor").optional() });

const actorOf = (user: { id: string; email: string }): Actor => ({ id: user.id, email: user.email });

export function createAdminRoutes({ db, notify, now = Date.now }: Deps) {
  const decision = async (id: string, decided: Awaited<ReturnType<typeof approveApplication>>) => {
    if (decided.result === "not-found") throw notFound(APPLICATION_MESSAGES.notFound);
    if (decided.result === "not-open") throw conflict(APPLICATION_MESSAGES.notOpen);
    if (decided.result === "registration-unchecked")
      throw badRequest(APPLICATION_MESSAGES.registrationUnchecked, [{ path: "registrationChecked", message: APPLICATION_MESSAGES.registrationUnchecked }]);
    return { application: (await getApplication(db, id))!, expertId: "expertId" in decided ? (decided.expertId ?? null) : null };
  };

  return new Hono<AppEnv>()
    .use("*", requireAdmin)
    .get("/applications", validate("query", cursorQuery), async (c) => {
      const { cursor } = c.req.valid("query");
      const after = cursor ? decodeQueueCursor(cursor, isUuid) : null;
      if (cursor && !after) throw badRequest("Invalid page cursor");
      return c.json(await listQueue(db, after));
    })
    .get("/applications/:id", async (c) => {
      const id = c.req.param("id");
      const application = isUuid(id) ? await getApplication(db, id) : null;
      if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
      return c.json({ ...application, applicant: await getApplicant(db, application.userId) });
    })
    .post("/applications/:id/approve", validate("json", approveApplicationSchema), async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(APPLICATION_MESSAGES.notFound);
      const decided = await approveApplication(db, id, actorOf(c.get("user")), c.req.valid("json"), notify);
      return c.json(await decision(id, decided));
    })
    .post("/applications/:id/reject", validate("json", requiredReasonSchema), async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(APPLICATION_MESSAGES.notFound);
      const decided = await rejectApplication(db, id, actorOf(c.get("user")), c.req.valid("json").reason, notify);
      return c.json(await decision(id, decided));
    })
    .post("/experts/:id/suspend", validate("json", requiredReasonSchema), async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(EXPERT_MESSAGES.notFound);
      const done = await setSuspended(db, id, true, actorOf(c.get("user")), c.req.valid("json").reason);
      if (done.result === "not-found") throw notFound(EXPERT_MESSAGES.notFound);
      if (done.result === "unchanged") throw conflict(ADMIN_MESSAGES.alreadySuspended);
      return c.json(done.expert);
    })
    .post("/experts/:id/unsuspend", validate("json", optionalReasonSchema), async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(EXPERT_MESSAGES.notFound);
      const done = await setSuspended(db, id, false, actorOf(c.get("user")), c.req.valid("json").reason);
      if (done.result === "not-found") throw notFound(EXPERT_MESSAGES.notFound);
      if (done.result === "unchanged") throw conflict(ADMIN_MESSAGES.notSuspended);
      return c.json(done.expert);
    })
    // Money out (docs/product.md#payouts-queue): totals by state, the payouts, and holds.
    .get("/payouts", validate("query", payoutQueueQuery), async (c) => {
      const { cursor, status } = c.req.valid("query");
      const after = cursor ? decodeTimeCursor(cursor) : null;
      if (cursor && !after) throw badRequest("Invalid page cursor");
      return c.json(await payoutQueue(db, status, after));
    })
    .post("/experts/:id/payouts/hold", validate("json", requiredReasonSchema), async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(EXPERT_MESSAGES.notFound);
      const done = await setPayoutHold(db, id, true, actorOf(c.get("user")), c.req.valid("json").reason);
      if (done.result === "not-found") throw notFound(EXPERT_MESSAGES.notFound);
      if (done.result === "unchanged") throw conflict(ADMIN_MESSAGES.alreadyHeld);
      return c.json({ expertId: id, held: true });
    })
    .post("/experts/:id/payouts/unhold", validate("json", optionalReasonSchema), async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(EXPERT_MESSAGES.notFound);
      const done = await setPayoutHold(db, id, false, actorOf(c.get("user")), c.req.valid("json").reason);
      if (done.result === "not-found") throw notFound(EXPERT_MESSAGES.notFound);
      if (done.result === "unchanged") throw conflict(ADMIN_MESSAGES.notHeld);
      return c.json({ expertId: id, held: false });
    })
    // Concerns raised with the Grievance Officer (docs/product.md#grievances): the queue, replies, closing.
    .get("/grievances", validate("query", cursorQuery), async (c) => {
      const { cursor } = c.req.valid("query");
      const after = cursor ? decodeTimeCursor(cursor) : null;
      if (cursor && !after) throw badRequest("Invalid page cursor");
      return c.json(await grievanceQueue(db, after));
    })
    .post("/grievances/:id/reply", validate("json", grievanceReplySchema), async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(GRIEVANCE_MESSAGES.notFound);
      return c.json(grievanceDecision(await replyToGrievance(db, notify, id, actorOf(c.get("user")), c.req.valid("json").body)));
    })
    .post("/grievances/:id/close", async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id)) throw notFound(GRIEVANCE_MESSAGES.notFound);
      return c.json(grievanceDecision(await closeGrievance(db, notify, id, actorOf(c.get("user")))));
    })
    // Confirmed erasures waiting for their date (docs/product.md#erasure).
    .get("/erasures", async (c) => c.json({ erasures: await pendingErasures(db) }))
    // Reported content (docs/product.md#moderation): the queue, and a decision on one item.
    .get("/reports", async (c) => c.json({ items: await listReportQueue(db), suspended: await listSuspended(db) }))
    // Lifting a suspension made from the queue (or anywhere else Better Auth's ban was set).
    .post("/people/:id/lift-suspension", validate("json", liftSuspensionSchema), async (c) => {
      const id = c.req.param("id");
      const result = isUuid(id) ? await liftSuspension(db, notify, actorOf(c.get("user")), id, c.req.valid("json").note || null) : "not-found";
      if (result === "not-found") throw notFound(MODERATION_MESSAGES.personNotFound);
      if (result === "not-suspended") throw conflict(MODERATION_MESSAGES.notSuspended);
      return c.json(result);
    })
    .post("/reports/:kind/:id/decision", validate("json", moderationDecisionSchema), async (c) => {
      const { kind, id } = c.req.param();
      if (!(REPORT_KINDS as readonly string[]).includes(kind) || !isUuid(id)) throw notFound(MODERATION_MESSAGES.itemNotFound);
      const { action, note } = c.req.valid("json");
      const result = await decide(db, notify, actorOf(c.get("user")), kind as ReportKind, id, action, note || null, now());
      if (result === "not-found") throw notFound(MODERATION_MESSAGES.itemNotFound);
      if (result === "not-hideable") throw badRequest(MODERATION_MESSAGES.cannotHideProfile);
      if (result === "no-open-reports") throw conflict(MODERATION_MESSAGES.noOpenReports);
      if (result === "unchanged") throw conflict(action === "hide" ? MODERATION_MESSAGES.alreadyHidden : MODERATION_MESSAGES.notHidden);
      return c.json(result);
    })
    .get("/audit", validate("query", cursorQuery), async (c) => {
      const { cursor } = c.req.valid("query");
      const before = cursor ? Number(cursor) : null;
      if (cursor && !(Number.isSafeInteger(before) && before! > 0)) throw badRequest("Invalid page cursor");
      return c.json(await listAudit(db, before));
    });
}

function grievanceDecision(decided: GrievanceDecision) {
  if (decided.result === "not-found") throw notFound(GRIEVANCE_MESSAGES.notFound);
  if (decided.result === "closed") throw conflict(GRIEVANCE_MESSAGES.adminClosedAlready);
  return decided.grievance;
}

export type AdminRoutes = ReturnType<typeof createAdminRoutes>;
