import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { bookings, deletionRequests, profiles } from "../../db/schema/index.ts";
import type { DeletionRequest } from "@expertconnect/shared/schemas/account-deletion";
import type { ProfileUpdate } from "@expertconnect/shared/schemas/profile";

export interface ProfileRecord {
  id: string;
  full_name: string | null;
  phone: string | null;
  wallet_balance_paise: number;
  avatar_url: string | null;
  specialization: string | null;
  bio: string | null;
  education: string | null;
}

const profileColumns = {
  id: profiles.id,
  full_name: profiles.fullName,
  phone: profiles.phone,
  // The balance is the ledger's (the user's main wallet); no wallet yet means nothing added yet.
  // Qualified by hand: drizzle writes a one-table select's columns unqualified, which the subquery would misread.
  wallet_balance_paise: sql<number>`coalesce((select w.balance_paise from wallets w where w.user_id = "profiles"."id" and w.kind = 'main'), 0)::int8`.mapWith(Number),
  avatar_url: profiles.avatarUrl,
  specialization: profiles.specialization,
  bio: profiles.bio,
  education: profiles.education,
};

/**
 * The user's profile row. A trigger creates it with the user; should it be missing (a user made
 * before that trigger existed) an empty one is created here, so the screens always have a profile.
 */
export async function getOrCreateProfile(db: Db, userId: string): Promise<ProfileRecord> {
  const [row] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, userId));
  if (row) return row;
  await db.insert(profiles).values({ id: userId }).onConflictDoNothing();
  const [created] = await db.select(profileColumns).from(profiles).where(eq(profiles.id, userId));
  return created!;
}

/** Consultations the user has had: their own bookings that reached 'completed'. */
export async function countCompletedConsultations(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.status, "completed")));
  return row?.n ?? 0;
}

/** Updates only the signed-in user's own row; fields left undefined keep their stored value. */
export async function updateProfile(db: Db, userId: string, changes: ProfileUpdate): Promise<ProfileRecord> {
  const set = {
    fullName: changes.full_name,
    phone: changes.phone,
    specialization: changes.specialization,
    education: changes.education,
    bio: changes.bio,
    updatedAt: sql`now()`,
  };
  const [row] = await db.update(profiles).set(set).where(eq(profiles.id, userId)).returning(profileColumns);
  if (row) return row;
  await getOrCreateProfile(db, userId);
  const [retried] = await db.update(profiles).set(set).where(eq(profiles.id, userId)).returning(profileColumns);
  return retried!;
}

export async function insertDeletionRequest(db: Db, userId: string | null, request: DeletionRequest) {
  const [row] = await db
    .insert(deletionRequests)
    .values({ userId, email: request.email, phone: request.phone, fullName: request.fullName, reason: request.reason })
    .returning({ id: deletionRequests.id, status: deletionRequests.status, createdAt: deletionRequests.createdAt });
  return row!;
}
