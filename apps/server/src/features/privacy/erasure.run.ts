/**
 * The erasure job (docs/product.md#erasure): when a confirmed request's grace period is over, one
 * transaction deletes what is the person's alone, de-identifies what others or the law still need,
 * signs them out everywhere and records the files to remove; then the files go (disk or S3) and
 * the request is completed. Run twice, or killed at any point, it ends in the same state: the
 * transaction is all or nothing, and a request left `erasing` only repeats the (idempotent) deletes.
 */
import { sql } from "drizzle-orm";
import { SOCKET_CLOSE_ACCOUNT_GONE } from "@expertconnect/shared/constants";
import { ERASURE_CANCEL_REASON, ERASURE_MESSAGES as M } from "@expertconnect/shared/messages/erasure";
import { rows, type Db } from "../../db/client.ts";
import { isLocale } from "@expertconnect/shared/i18n";
import { renderMail } from "../../lib/i18n/mails.ts";
import type { JobQueue } from "../../lib/jobs/job-queue.ts";
import type { Logger } from "../../lib/logger.ts";
import { closeSocketsOfUserSql } from "../../lib/realtime/socket-registry.ts";
import type { Storage } from "../../lib/storage.ts";
import { cancelForErasure, type MoneyDeps } from "../bookings/bookings.transitions.ts";
import { ERASURE_JOB, erasureBlocker, upcomingBookingIds } from "./erasure.queries.ts";

/** A blocked erasure (earnings credited during the grace period, say) looks again after this long. */
const RETRY_BLOCKED_MS = 24 * 60 * 60 * 1000;

/** Folders that hold only this person's uploads (lib/uploaded-files.ts, feed.storage-key.ts, data-export.build.ts). */
const ownFolders = (userId: string) => ["medical-records", "expert-documents", "doctor-videos", "data-exports"].map((f) => `${f}/${userId}/`);

type Step = { state: "erasing"; files: string[] } | { state: "done" };

type ErasureDeps = { db: Db; jobs: JobQueue; logger: Logger } & Pick<MoneyDeps, "config"> & Partial<Pick<MoneyDeps, "now" | "notify">>;

async function eraseRows(deps: ErasureDeps, requestId: string): Promise<Step> {
  const { db, jobs, logger } = deps;
  return db.transaction(async (tx) => {
    const [request] = await rows<{ user_id: string; status: string; pending_files: string[] | null }>(
      tx,
      sql`select user_id, status, pending_files from deletion_requests where id = ${requestId}::uuid for update`,
    );
    if (!request) return { state: "done" };
    if (request.status === "erasing") return { state: "erasing", files: request.pending_files ?? [] };
    if (request.status !== "scheduled") return { state: "done" }; // cancelled, or already completed
    const u = request.user_id;
    const me = sql`${u}::uuid`;

    const blocker = await erasureBlocker(tx, u, { atJob: true });
    if (blocker) {
      // Something owed appeared during the grace period, or a consultation is under way: look again tomorrow.
      const later = new Date(Date.now() + RETRY_BLOCKED_MS);
      await tx.execute(sql`update deletion_requests set scheduled_for = ${later.toISOString()}::timestamptz where id = ${requestId}::uuid`);
      await jobs.enqueue(ERASURE_JOB, { requestId }, { tx, startAfter: later });
      logger.info({ deletionRequestId: requestId, blocker }, "erasure postponed: something is still owed");
      return { state: "done" };
    }

    // Bookings still to come are cancelled in the person's name under the policy, the ledger moving
    // as for any cancellation, and the other party told (bookings.transitions.ts).
    const upcoming = await upcomingBookingIds(tx, u);
    for (const bookingId of upcoming) {
      await cancelForErasure(tx, { db: tx, jobs, config: deps.config, now: deps.now, notify: deps.notify }, { bookingId, userId: u, reason: ERASURE_CANCEL_REASON });
    }

    const [account] = await rows<{ email: string; language: string | null }>(
      tx,
      sql`select email, (select language from user_preferences where user_id = ${me}) as language from users where id = ${me}`,
    );
    const email = account?.email ?? "";
    const files = await rows<{ key: string }>(
      tx,
      sql`select storage_key as key from medical_records where user_id = ${me}
          union select d.storage_key from expert_application_documents d join expert_applications a on a.id = d.application_id where a.user_id = ${me}
          union select video_url from doctor_videos where doctor_id = ${me}
          union select thumbnail_url from doctor_videos where doctor_id = ${me} and thumbnail_url is not null
          union select video_key from video_uploads where owner_id = ${me} and video_key is not null
          union select thumbnail_key from video_uploads where owner_id = ${me} and thumbnail_key is not null
          union select storage_key from data_exports where user_id = ${me} and storage_key is not null
          union select attachment_key from messages where sender_id = ${me} and attachment_key is not null`,
    );
    const pending = [...files.map((f) => f.key), ...ownFolders(u)];

    // The last e-mail to the address, queued before the address is forgotten.
    if (email) {
      // In the language the account had: after this, nothing of it is left to ask.
      const locale = isLocale(account?.language) ? account.language : "en";
      await jobs.enqueue("send-email", { to: email, ...renderMail(locale, { key: "erasure_done", params: {} }) }, { tx });
    }

    // Signed out everywhere, and no way back in: sessions, credentials and sign-in secrets go.
    await tx.execute(sql`delete from sessions where user_id = ${me}`);
    await tx.execute(sql`delete from accounts where user_id = ${me}`);
    await tx.execute(sql`delete from two_factors where user_id = ${me}`);
    await tx.execute(sql`delete from verifications where identifier = ${email} or value like ${`%${u}%`} or value like ${`%${email}%`}`);
    // Their live connections (rooms, messages) close on whichever instance holds them, once this commits.
    await tx.execute(closeSocketsOfUserSql(u, SOCKET_CLOSE_ACCOUNT_GONE, "account deleted"));
    await tx.execute(sql`delete from push_subscriptions where user_id = ${me}`);

    // What is the person's alone.
    for (const table of ["user_preferences", "user_consents", "user_consent_events", "notifications", "data_exports", "medical_records", "expert_applications", "payout_accounts", "payout_holds", "post_likes", "video_likes"]) {
      await tx.execute(sql`delete from ${sql.identifier(table)} where user_id = ${me}`);
    }
    await tx.execute(sql`delete from video_uploads where owner_id = ${me}`);
    // Concerns raised with the Grievance Officer, with the replies on them (the audit log keeps that they were answered).
    await tx.execute(sql`delete from grievances where user_id = ${me}`);
    await tx.execute(sql`update grievance_messages set author_id = null where author_id = ${me}`);
    await tx.execute(sql`delete from comments where author_id = ${me}`);
    await tx.execute(sql`delete from doubt_answers where doctor_id = ${me}`);
    await tx.execute(sql`delete from doctor_doubts where doctor_id = ${me}`);
    await tx.execute(sql`delete from doctor_posts where doctor_id = ${me}`);
    await tx.execute(sql`delete from doctor_videos where doctor_id = ${me}`);
    await tx.execute(sql`delete from video_views where viewer = ${u}`);
    await tx.execute(sql`delete from expert_days_off where expert_id in (select id from experts where user_id = ${me})`);
    await tx.execute(sql`delete from email_outbox where "to" = ${email}`);
    await tx.execute(sql`delete from rate_limits where key like ${`%${u}%`} or (${email} <> '' and key like ${`%${email}%`})`);
    await tx.execute(sql`delete from app_rate_limits where key like ${`%${u}%`} or (${email} <> '' and key like ${`%${email}%`})`);

    // Other people's notifications that name the person ("New message from …") now say "Deleted user".
    const names = (
      await rows<{ name: string }>(
        tx,
        sql`select distinct btrim(n) as name from (
              select full_name as n from profiles where id = ${me}
              union all select name from users where id = ${me}
              union all select name from experts where user_id = ${me}) x
            where char_length(btrim(coalesce(n, ''))) >= 2`,
      )
    ).map((r) => r.name);
    for (const name of names) {
      await tx.execute(
        // In the notice kept beside the text too (its facts, worded again when read), as a JSON string.
        sql`update notifications set title = replace(title, ${name}, ${M.deletedUser}), body = replace(body, ${name}, ${M.deletedUser}),
              message = replace(message::text, ${JSON.stringify(name).slice(1, -1)}, ${M.deletedUser})::jsonb
            where strpos(title, ${name}) > 0 or strpos(body, ${name}) > 0 or strpos(message::text, ${JSON.stringify(name).slice(1, -1)}) > 0`,
      );
    }

    // Kept for others, de-identified: the account row stays as "Deleted user" so the other party's
    // conversations, consultation chats and reviews still read, and the money records keep an owner.
    await tx.execute(
      sql`update users set name = ${M.deletedUser}, email = 'erased-' || gen_random_uuid() || '@erased.invalid', email_verified = false,
            image = null, two_factor_enabled = false, role = 'user', banned = true, ban_reason = 'Account deleted', ban_expires = null, updated_at = now()
          where id = ${me}`,
    );
    await tx.execute(sql`update profiles set full_name = null, phone = null, avatar_url = null, specialization = null, bio = null, education = null, updated_at = now() where id = ${me}`);
    await tx.execute(
      sql`update experts set name = ${M.deletedUser}, specialization = ${M.deletedUser}, bio = null, education = null, registration_number = null,
            registration_council = null, registration_verified_at = null, is_available = false,
            suspended_at = coalesce(suspended_at, now()), suspension_reason = 'Account deleted'
          where user_id = ${me}`,
    );
    await tx.execute(sql`update bookings set notes = null, patient = null where user_id = ${me}`);
    await tx.execute(sql`update booking_events set actor_id = null where actor_id = ${me}`);
    // A prescription stays with the booking for the doctor's records (docs/product.md#erasure), without the patient's name.
    await tx.execute(
      sql`update consultation_notes set body = jsonb_set(body, '{patientName}', to_jsonb(${M.deletedUser}::text))
          where user_id = ${me} and body ? 'patientName'`,
    );
    await tx.execute(
      sql`update messages set body = case when body = '' then '[attachment deleted]' else body end,
            attachment_key = null, attachment_name = null, attachment_type = null, attachment_size = null
          where sender_id = ${me} and attachment_key is not null`,
    );
    await tx.execute(sql`update payouts set destination = 'erased' where user_id = ${me}`);
    // Every request of this person's, the form's too, is now done; their details are no longer needed.
    await tx.execute(
      sql`update deletion_requests set status = case when id = ${requestId}::uuid then 'erasing' when status in ('submitted', 'verified') then 'completed' else status end,
            email = 'erased', phone = null, full_name = null, reason = null, token_hash = null,
            pending_files = case when id = ${requestId}::uuid then ${sql`array[${sql.join(pending.map((k) => sql`${k}`), sql`, `)}]::text[]`} else pending_files end
          where user_id = ${me} or lower(email) = lower(${email})`,
    );
    logger.info({ deletionRequestId: requestId, files: pending.length }, "account erased; removing its files");
    return { state: "erasing", files: pending };
  });
}

export async function runErasure(deps: ErasureDeps & { storage: Storage }, requestId: string): Promise<void> {
  const step = await eraseRows(deps, requestId);
  if (step.state !== "erasing") return;
  for (const file of step.files) {
    // A missing file is already gone; any other failure throws, and the retry starts here again.
    if (file.endsWith("/")) await deps.storage.deletePrefix(file.slice(0, -1));
    else await deps.storage.delete(file);
  }
  await deps.db.execute(
    sql`update deletion_requests set status = 'completed', completed_at = now(), pending_files = null where id = ${requestId}::uuid and status = 'erasing'`,
  );
}
