/** A person's consents (table user_consents, docs/product.md#notice-and-consent). */
import { eq, sql } from "drizzle-orm";
import { PRIVACY_NOTICE_VERSION, type OptionalConsent } from "@expertconnect/shared/messages/privacy";
import type { SignUpConsent } from "@expertconnect/shared/schemas/privacy";
import { rows, utcIso, type Db } from "../../db/client.ts";
import { pushSubscriptions, userConsents } from "../../db/schema/index.ts";

export type ConsentPurpose = "notice" | OptionalConsent;

/**
 * Records one choice, replacing the earlier one, with the notice in force now and the time; a
 * choice that changes something (given or withdrawn, or a newer notice) is also added to the
 * person's consent history, in the same statement.
 */
export async function setConsent(db: Db, userId: string, purpose: ConsentPurpose, granted: boolean): Promise<void> {
  await db.execute(
    sql`with prev as (
          select granted, notice_version from user_consents where user_id = ${userId}::uuid and purpose = ${purpose}
        ),
        saved as (
          insert into user_consents (user_id, purpose, granted, notice_version) values (${userId}::uuid, ${purpose}, ${granted}, ${PRIVACY_NOTICE_VERSION})
          on conflict (user_id, purpose) do update set granted = excluded.granted, notice_version = excluded.notice_version, updated_at = now()
          returning 1
        )
        insert into user_consent_events (user_id, purpose, granted, notice_version)
        select ${userId}::uuid, ${purpose}, ${granted}, ${PRIVACY_NOTICE_VERSION} from saved
        where not exists (select 1 from prev where prev.granted = ${granted} and prev.notice_version = ${PRIVACY_NOTICE_VERSION})`,
  );
}

export interface ConsentRecord {
  purpose: ConsentPurpose;
  granted: boolean;
  noticeVersion: number;
  at: string;
}

/** How many consent records a page of the history holds; the newest first. */
export const CONSENT_HISTORY_LIMIT = 100;

/** The person's consent history, newest first (the latest CONSENT_HISTORY_LIMIT records). */
export async function consentHistory(db: Db, userId: string): Promise<ConsentRecord[]> {
  return rows<ConsentRecord>(
    db,
    sql`select purpose, granted, notice_version as "noticeVersion", ${utcIso("at")} as at from user_consent_events
        where user_id = ${userId}::uuid order by at desc, id desc limit ${CONSENT_HISTORY_LIMIT}`,
  );
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
