/**
 * What admins do: the verification queue (oldest first), approving (which creates or updates the
 * applicant's experts row) or rejecting an application, and suspending experts. Each change and
 * its audit row commit together, and each is conditional on the state it leaves, so two admins
 * acting at once cannot both decide one application.
 */
import { and, asc, eq, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { expertApplicationDocuments, expertApplications, experts, profiles, users } from "../../db/schema/index.ts";
import { applicationColumns } from "../applications/applications.queries.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { Notifier } from "../../lib/notifier.ts";

export const QUEUE_PAGE_SIZE = 20;

export interface Actor {
  id: string;
  email: string;
}

export interface QueueCursor {
  createdAt: string;
  id: string;
}

export const encodeQueueCursor = (c: QueueCursor) => Buffer.from(`${c.createdAt}_${c.id}`).toString("base64url");
export function decodeQueueCursor(raw: string, isId: (v: string) => boolean): QueueCursor | null {
  const [at, id, ...rest] = Buffer.from(raw, "base64url").toString("utf8").split("_");
  if (rest.length || !at || !id || !isId(id) || Number.isNaN(Date.parse(at))) return null;
  return { createdAt: at, id };
}

const applicantName = sql<string>`coalesce(nullif(btrim(${profiles.fullName}), ''), nullif(btrim(${users.name}), ''), split_part(${users.email}, '@', 1))`;

/** Submitted applications, oldest first, with who applied and how many documents they sent. */
export async function listQueue(db: Db, cursor: QueueCursor | null) {
  const page = await db
    .select({
      ...applicationColumns,
      applicant: { name: applicantName, email: users.email },
      documentsCount: sql<number>`(select count(*) from ${expertApplicationDocuments} where ${expertApplicationDocuments.applicationId} = ${expertApplications.id})`.mapWith(Number),
    })
    .from(expertApplications)
    .innerJoin(users, eq(users.id, expertApplications.userId))
    .leftJoin(profiles, eq(profiles.id, expertApplications.userId))
    .where(
      and(
        eq(expertApplications.status, "submitted"),
        cursor
          ? or(
              gt(expertApplications.createdAt, new Date(cursor.createdAt)),
              and(eq(expertApplications.createdAt, new Date(cursor.createdAt)), gt(expertApplications.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(expertApplications.createdAt), asc(expertApplications.id))
    .limit(QUEUE_PAGE_SIZE + 1);
  const hasMore = page.length > QUEUE_PAGE_SIZE;
  const applications = hasMore ? page.slice(0, QUEUE_PAGE_SIZE) : page;
  const last = applications.at(-1);
  return {
    applications,
    nextCursor: hasMore && last ? encodeQueueCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : null,
  };
}

export async function getApplicant(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: applicantName, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export type DecideResult = { result: "done"; expertId?: string } | { result: "not-found" | "not-open" | "registration-unchecked" };

/**
 * Approves a submitted application: the applicant's experts row is created, or updated from the
 * application when they already have one, and verified. One transaction with the audit row. A
 * doctor's application is approved only with `registrationChecked` (the admin checked the number
 * with the council's register, docs/product.md#doctors-registration); the check's time is kept.
 */
export async function approveApplication(
  db: Db,
  id: string,
  actor: Actor,
  decision: { reason: string | null; registrationChecked?: boolean },
  notify: Notifier,
): Promise<DecideResult> {
  const { reason } = decision;
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(expertApplications)
      .set({ status: "approved", decidedBy: actor.id, decidedAt: sql`now()` })
      .where(
        and(
          eq(expertApplications.id, id),
          eq(expertApplications.status, "submitted"),
          decision.registrationChecked === true ? undefined : sql`${expertApplications.category} <> 'medical'`,
        ),
      )
      .returning();
    if (!decided) return decisionMiss(tx, id);
    const [applicant] = await tx
      .select({ name: applicantName })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, decided.userId));
    const fields = {
      name: applicant?.name || "Expert",
      category: decided.category,
      specialization: decided.specialization,
      experienceYears: decided.experienceYears,
      consultationFee: decided.consultationFee,
      bio: decided.bio,
      education: decided.education,
      languages: decided.languages,
      isVerified: true,
      registrationNumber: decided.registrationNumber,
      registrationCouncil: decided.registrationCouncil,
      enrolledOn: decided.enrolledOn,
      registrationVerifiedAt: decided.registrationNumber ? sql`now()` : null,
    };
    const [expert] = await tx
      .insert(experts)
      .values({ userId: decided.userId, ...fields })
      .onConflictDoUpdate({ target: experts.userId, set: fields })
      .returning({ id: experts.id });
    await writeAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "approve_application",
      targetTable: "expert_applications",
      targetId: id,
      reason,
    });
    await notify.applicationDecided(tx, { userId: decided.userId, approved: true, reason });
    return { result: "done" as const, expertId: expert!.id };
  });
}

export async function rejectApplication(db: Db, id: string, actor: Actor, reason: string, notify: Notifier): Promise<DecideResult> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(expertApplications)
      .set({ status: "rejected", decidedBy: actor.id, decidedAt: sql`now()`, rejectionReason: reason })
      .where(and(eq(expertApplications.id, id), eq(expertApplications.status, "submitted")))
      .returning({ id: expertApplications.id, userId: expertApplications.userId });
    if (!decided) return decisionMiss(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: "reject_application",
      targetTable: "expert_applications",
      targetId: id,
      reason,
    });
    await notify.applicationDecided(tx, { userId: decided.userId, approved: false, reason });
    return { result: "done" as const };
  });
}

async function decisionMiss(db: Db, id: string): Promise<DecideResult> {
  const [row] = await db.select({ status: expertApplications.status }).from(expertApplications).where(eq(expertApplications.id, id));
  if (!row) return { result: "not-found" };
  return { result: row.status === "submitted" ? "registration-unchecked" : "not-open" };
}

export const adminExpertColumns = {
  id: experts.id,
  userId: experts.userId,
  name: experts.name,
  category: experts.category,
  specialization: experts.specialization,
  isVerified: experts.isVerified,
  isAvailable: experts.isAvailable,
  suspendedAt: experts.suspendedAt,
  suspensionReason: experts.suspensionReason,
};

/** Suspends (or lifts the suspension of) an expert; "unchanged" when it already was so. */
export async function setSuspended(db: Db, expertId: string, suspend: boolean, actor: Actor, reason: string | null) {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(experts)
      .set(suspend ? { suspendedAt: sql`now()`, suspensionReason: reason } : { suspendedAt: null, suspensionReason: null })
      .where(and(eq(experts.id, expertId), suspend ? isNull(experts.suspendedAt) : isNotNull(experts.suspendedAt)))
      .returning(adminExpertColumns);
    if (!changed) {
      const [row] = await tx.select({ id: experts.id }).from(experts).where(eq(experts.id, expertId));
      return { result: row ? ("unchanged" as const) : ("not-found" as const) };
    }
    await writeAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: suspend ? "suspend_expert" : "unsuspend_expert",
      targetTable: "experts",
      targetId: expertId,
      reason,
    });
    return { result: "done" as const, expert: changed };
  });
}
