/**
 * Demo data: experts in every category and a few doctors with posts, doubts and answers.
 * Deterministic ids (derived from names) make it idempotent: running it twice changes nothing.
 * The demo doctors have no password, so nobody can sign in as them.
 */
import { createHash } from "node:crypto";
import { count, sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { doctorDoubts, doctorPosts, doubtAnswers, experts, profiles, users } from "./schema/index.ts";
import { seedDoctors, seedDoubts, seedExperts, seedLegalEnrolments, seedMedicalRegistrations, seedPosts } from "./seed-data.ts";

/** A stable UUID (version 5 layout) from a name, so the seed is the same on every machine. */
export function stableUuid(name: string): string {
  const hex = createHash("sha1").update(`expertconnect:${name}`).digest("hex");
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

const hoursAgo = (now: number, hours: number) => new Date(now - hours * 3_600_000);

export async function seedDemoData(db: Db, now = Date.now()): Promise<{ experts: number }> {
  await db.transaction(async (tx) => {
    await tx
      .insert(experts)
      .values(
        seedExperts.map((e) => ({
          id: stableUuid(`expert:${e.name}`),
          name: e.name,
          category: e.category,
          specialization: e.specialization,
          rating: e.rating,
          reviewsCount: e.reviewsCount,
          experienceYears: e.experienceYears,
          consultationFee: e.consultationFee,
          isVerified: e.isVerified,
          isAvailable: e.isAvailable,
          bio: e.bio,
          education: e.education,
          languages: e.languages,
        })),
      )
      .onConflictDoNothing();
    // The doctors' checked registrations, also on a database seeded before they were kept (docs/product.md#doctors-registration).
    for (const [name, r] of Object.entries(seedMedicalRegistrations)) {
      await tx
        .update(experts)
        .set({ registrationNumber: r.number, registrationCouncil: r.council, registrationVerifiedAt: sql`now()` })
        .where(sql`${experts.id} = ${stableUuid(`expert:${name}`)} and ${experts.registrationNumber} is null`);
    }
    // The lawyers' enrolments likewise (docs/product.md#lawyers-enrolment).
    for (const [name, r] of Object.entries(seedLegalEnrolments)) {
      await tx
        .update(experts)
        .set({ registrationNumber: r.number, registrationCouncil: r.council, enrolledOn: r.enrolledOn, registrationVerifiedAt: sql`now()` })
        .where(sql`${experts.id} = ${stableUuid(`expert:${name}`)} and ${experts.registrationNumber} is null`);
    }

    const doctorId = new Map(seedDoctors.map((d) => [d.key, stableUuid(`doctor:${d.email}`)]));
    const idOf = (key: string) => {
      const id = doctorId.get(key);
      if (!id) throw new Error(`seed: unknown doctor key ${key}`);
      return id;
    };
    await tx
      .insert(users)
      .values(seedDoctors.map((d) => ({ id: idOf(d.key), name: d.name, email: d.email, emailVerified: true })))
      .onConflictDoNothing();
    for (const d of seedDoctors) {
      // The users trigger made the profile; fill in what a doctor shows.
      await tx
        .update(profiles)
        .set({ fullName: d.name, specialization: d.specialization, education: d.education, bio: d.bio })
        .where(sql`${profiles.id} = ${idOf(d.key)} and ${profiles.specialization} is null`);
    }

    await tx
      .insert(doctorPosts)
      .values(
        seedPosts.map((p, i) => ({
          id: stableUuid(`post:${i}`),
          doctorId: idOf(p.authorKey),
          content: p.content,
          createdAt: hoursAgo(now, p.hoursAgo),
        })),
      )
      .onConflictDoNothing();

    for (const [i, d] of seedDoubts.entries()) {
      const doubtId = stableUuid(`doubt:${i}`);
      const inserted = await tx
        .insert(doctorDoubts)
        .values({
          id: doubtId,
          doctorId: idOf(d.authorKey),
          question: d.question,
          category: d.category,
          isResolved: d.answers.some((a) => a.accepted),
          answersCount: d.answers.length,
          createdAt: hoursAgo(now, d.hoursAgo),
        })
        .onConflictDoNothing()
        .returning({ id: doctorDoubts.id });
      if (inserted.length === 0 || d.answers.length === 0) continue;
      await tx.insert(doubtAnswers).values(
        d.answers.map((a, j) => ({
          id: stableUuid(`answer:${i}:${j}`),
          doubtId,
          doctorId: idOf(a.authorKey),
          answer: a.answer,
          isAccepted: a.accepted ?? false,
          createdAt: hoursAgo(now, a.hoursAgo),
        })),
      );
    }
  });
  const [row] = await db.select({ n: count() }).from(experts);
  return { experts: row?.n ?? 0 };
}

/** Seeds only a database that has no experts yet (a fresh install). */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(experts);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db);
  return true;
}
