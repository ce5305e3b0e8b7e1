/** Applications to become an expert and their documents: the applicant's reads and writes. */
import { and, asc, count, desc, eq } from "drizzle-orm";
import { DOCUMENTS_MAX } from "@expertconnect/shared/constants";
import type { ApplicationValues } from "@expertconnect/shared/schemas/expert-side";
import type { Db } from "../../db/client.ts";
import { expertApplicationDocuments, expertApplications } from "../../db/schema/index.ts";
import { lockAccount, type Refusal } from "../../lib/quotas/quota.ts";
import { storageRefusal } from "../../lib/quotas/storage-quota.ts";

export const applicationColumns = {
  id: expertApplications.id,
  userId: expertApplications.userId,
  status: expertApplications.status,
  category: expertApplications.category,
  specialization: expertApplications.specialization,
  experienceYears: expertApplications.experienceYears,
  consultationFee: expertApplications.consultationFee,
  bio: expertApplications.bio,
  education: expertApplications.education,
  languages: expertApplications.languages,
  registrationNumber: expertApplications.registrationNumber,
  registrationCouncil: expertApplications.registrationCouncil,
  enrolledOn: expertApplications.enrolledOn,
  rejectionReason: expertApplications.rejectionReason,
  createdAt: expertApplications.createdAt,
  decidedAt: expertApplications.decidedAt,
};

const documentColumns = {
  id: expertApplicationDocuments.id,
  fileName: expertApplicationDocuments.fileName,
  mimeType: expertApplicationDocuments.mimeType,
  sizeBytes: expertApplicationDocuments.sizeBytes,
  createdAt: expertApplicationDocuments.createdAt,
};

export type ApplicationRow = Awaited<ReturnType<typeof applicationsWithDocuments>>[number];

async function applicationsWithDocuments(db: Db, where: ReturnType<typeof eq>, limit = 1) {
  const found = await db.select(applicationColumns).from(expertApplications).where(where).orderBy(desc(expertApplications.createdAt)).limit(limit);
  return Promise.all(
    found.map(async (a) => ({
      ...a,
      documents: await db
        .select(documentColumns)
        .from(expertApplicationDocuments)
        .where(eq(expertApplicationDocuments.applicationId, a.id))
        .orderBy(asc(expertApplicationDocuments.createdAt), asc(expertApplicationDocuments.id)),
    })),
  );
}

/** One application with its documents, or null. */
export async function getApplication(db: Db, id: string) {
  const [found] = await applicationsWithDocuments(db, eq(expertApplications.id, id));
  return found ?? null;
}

/** The user's latest application (open or decided), or null. */
export async function latestApplication(db: Db, userId: string) {
  const [found] = await applicationsWithDocuments(db, eq(expertApplications.userId, userId));
  return found ?? null;
}

/** A second open application breaks the one-open-per-user unique index (23505). */
export async function insertApplication(db: Db, userId: string, v: ApplicationValues): Promise<string> {
  const [row] = await db
    .insert(expertApplications)
    .values({
      userId,
      category: v.category,
      specialization: v.specialization,
      experienceYears: v.experienceYears,
      consultationFee: v.consultationFee,
      bio: v.bio,
      education: v.education,
      languages: v.languages,
      registrationNumber: v.registrationNumber,
      registrationCouncil: v.registrationCouncil,
      enrolledOn: v.enrolledOn,
    })
    .returning({ id: expertApplications.id });
  return row!.id;
}

export type AddDocumentResult =
  | { result: "added"; document: typeof expertApplicationDocuments.$inferSelect }
  | { result: "not-found" | "not-open" | "full" }
  | { result: "refused"; refused: Refusal };

/** Why `userId` may not keep one more application document of `sizeBytes`, or null (docs/product.md#quotas). */
export const documentQuotaRefusal = (db: Db, userId: string, sizeBytes: number) => storageRefusal(db, userId, "document", sizeBytes);

/**
 * Adds a stored file to the applicant's own open application, within their quotas. The account's
 * quota lock and then the application row are held, so two uploads at once cannot both see room
 * for one more document.
 */
export async function addDocument(
  db: Db,
  d: { applicationId: string; userId: string; storageKey: string; fileName: string; mimeType: string; sizeBytes: number },
): Promise<AddDocumentResult> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, d.userId);
    const [application] = await tx
      .select({ status: expertApplications.status })
      .from(expertApplications)
      .where(and(eq(expertApplications.id, d.applicationId), eq(expertApplications.userId, d.userId)))
      .for("update");
    if (!application) return { result: "not-found" as const };
    if (application.status !== "submitted") return { result: "not-open" as const };
    const [held] = await tx.select({ n: count() }).from(expertApplicationDocuments).where(eq(expertApplicationDocuments.applicationId, d.applicationId));
    if ((held?.n ?? 0) >= DOCUMENTS_MAX) return { result: "full" as const };
    const refused = await documentQuotaRefusal(tx, d.userId, d.sizeBytes);
    if (refused) return { result: "refused" as const, refused };
    const [document] = await tx
      .insert(expertApplicationDocuments)
      .values({ applicationId: d.applicationId, storageKey: d.storageKey, fileName: d.fileName, mimeType: d.mimeType, sizeBytes: d.sizeBytes })
      .returning();
    return { result: "added" as const, document: document! };
  });
}

/** Removes a document from the applicant's own open application; returns its storage key. */
export async function removeDocument(db: Db, applicationId: string, documentId: string, userId: string) {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({ status: expertApplications.status })
      .from(expertApplications)
      .where(and(eq(expertApplications.id, applicationId), eq(expertApplications.userId, userId)))
      .for("update");
    if (!application) return { result: "not-found" as const };
    if (application.status !== "submitted") return { result: "not-open" as const };
    const [removed] = await tx
      .delete(expertApplicationDocuments)
      .where(and(eq(expertApplicationDocuments.id, documentId), eq(expertApplicationDocuments.applicationId, applicationId)))
      .returning({ key: expertApplicationDocuments.storageKey });
    return removed ? { result: "removed" as const, key: removed.key } : { result: "not-found" as const };
  });
}

/** A document with the id of the applicant who owns it (for the download check). */
export async function getDocument(db: Db, documentId: string) {
  const [row] = await db
    .select({
      storageKey: expertApplicationDocuments.storageKey,
      fileName: expertApplicationDocuments.fileName,
      mimeType: expertApplicationDocuments.mimeType,
      sizeBytes: expertApplicationDocuments.sizeBytes,
      ownerId: expertApplications.userId,
    })
    .from(expertApplicationDocuments)
    .innerJoin(expertApplications, eq(expertApplications.id, expertApplicationDocuments.applicationId))
    .where(eq(expertApplicationDocuments.id, documentId));
  return row ?? null;
}
