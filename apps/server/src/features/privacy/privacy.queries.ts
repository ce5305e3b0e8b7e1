/** A person's consents (table user_consents, docs/product.md#notice-and-consent). */
import { eq, sql } from "drizzle-orm";
import { PRIVACY_NOTICE_VERSION, type OptionalConsent } from "@expertconnect/shared/messages/privacy";
import type { SignUpConsent } from "@expertconnect/shared/schemas/privacy";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions, userConsents } from "../../db/schema/index.ts";

export type ConsentPurpose = "notice" | OptionalConsent;

/** Records one choice, replacing the earlier one, with the notice in force now and the time. */
export async function setConsent(db: Db, userId: string, purpose: ConsentPurpose, granted: boolean): Promise<void> {
  await db
    .insert(userConsents)
    .values({ userId, purpose, granted, noticeVersion: PRIVACY_NOTICE_VERSION })
    .onConflictDoUpdate({
      target: [userConsents.userId, userConsents.purpose],
      set: { granted, noticeVersion: PRIVACY_NOTICE_VERSION, updatedAt: sql`now()` },
    });
}

/** What a new account agreed to on the sign-up form (already checked against the shared schema). */
export async function recordSignUpConsents(db: Db, userId: string, choices: SignUpConsent): Promise<void> {
  await db.transaction(async (tx) => {
    await setConsent(tx, userId, "notice", true);
    await setConsent(tx, userId, "marketing_email", choices.marketingEmail === true);
    await setConsent(tx, userId, "push", choices.pushNotifications === true);
  });
}

/**
 * Gives or withdraws an optional consent. Withdrawing push forgets every browser subscription of the
 * person in the same transaction, so nothing more is pushed to any of their devices.
 */
export async function changeConsent(db: Db, userId: string, purpose: OptionalConsent, granted: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await setConsent(tx, userId, purpose, granted);
    if (purpose === "push" && !granted) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  });
}

export interface ConsentState {
  noticeVersion: number;
  /** the version the person last agreed to, and when; null if never */
  agreedVersion: number | null;
  agreedAt: string | null;
  /** the notice changed since they agreed (or they never did): ask again */
  needsNotice: boolean;
  marketingEmail: boolean;
  push: boolean;
}

export async function consentState(db: Db, userId: string): Promise<ConsentState> {
  const list = await db.select().from(userConsents).where(eq(userConsents.userId, userId));
  const of = (purpose: ConsentPurpose) => list.find((r) => r.purpose === purpose);
  const notice = of("notice");
  return {
    noticeVersion: PRIVACY_NOTICE_VERSION,
    agreedVersion: notice?.noticeVersion ?? null,
    agreedAt: notice ? notice.updatedAt.toISOString() : null,
    needsNotice: !notice || notice.noticeVersion < PRIVACY_NOTICE_VERSION,
    marketingEmail: of("marketing_email")?.granted ?? false,
    push: of("push")?.granted ?? false,
  };
}
