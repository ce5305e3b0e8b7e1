/**
 * What a copy of a person's data holds (docs/product.md#download-my-data): one JSON file per table
 * with the rows that are the person's, and the tables left out with the reason. The coverage test
 * (data-export.coverage.test.ts) reads the database's schema and fails when a table that names a
 * person is in neither list, so a new table cannot be forgotten.
 */
import { sql, type SQL } from "drizzle-orm";

export interface ExportSection {
  /** the file in the ZIP: data/<file>.json */
  file: string;
  /** the table whose rows these are */
  table: string;
  /** every row of the person's, each as one JSON object `row`, in a stable order (paged by the builder) */
  query: (userId: string) => SQL;
}

const me = (userId: string) => sql`${userId}::uuid`;
const myExpert = (userId: string) => sql`(select id from experts where user_id = ${me(userId)})`;
const myWallets = (userId: string) => sql`(select id from wallets where user_id = ${me(userId)})`;
/** Bookings the person made as a client or received as an expert. */
const myBookings = (userId: string) => sql`(select id from bookings where user_id = ${me(userId)} or expert_id in ${myExpert(userId)})`;
const myConversations = (userId: string) => sql`(select id from conversations where client_id = ${me(userId)} or expert_id in ${myExpert(userId)})`;

export const EXPORT_SECTIONS: ExportSection[] = [
  { file: "account", table: "users", query: (u) => sql`select to_jsonb(t) as row from users t where t.id = ${me(u)}` },
  { file: "profile", table: "profiles", query: (u) => sql`select to_jsonb(t) as row from profiles t where t.id = ${me(u)}` },
  { file: "settings", table: "user_preferences", query: (u) => sql`select to_jsonb(t) as row from user_preferences t where t.user_id = ${me(u)}` },
  { file: "consents", table: "user_consents", query: (u) => sql`select to_jsonb(t) as row from user_consents t where t.user_id = ${me(u)} order by t.purpose` },
  { file: "consent-history", table: "user_consent_events", query: (u) => sql`select to_jsonb(t) as row from user_consent_events t where t.user_id = ${me(u)} order by t.at, t.id` },
  {
    file: "sessions",
    table: "sessions",
    // The token is what signs a browser in: not part of the copy.
    query: (u) => sql`select to_jsonb(t) - 'token' as row from sessions t where t.user_id = ${me(u)} order by t.created_at, t.id`,
  },
  {
    file: "push-subscriptions",
    table: "push_subscriptions",
    // The browser's keys encrypt its messages: left out, the endpoint and date stay.
    query: (u) => sql`select to_jsonb(t) - 'p256dh' - 'auth' as row from push_subscriptions t where t.user_id = ${me(u)} order by t.created_at, t.id`,
  },
  { file: "deletion-requests", table: "deletion_requests", query: (u) => sql`select to_jsonb(t) as row from deletion_requests t where t.user_id = ${me(u)} order by t.created_at, t.id` },
  { file: "expert-profile", table: "experts", query: (u) => sql`select to_jsonb(t) as row from experts t where t.user_id = ${me(u)}` },
  { file: "expert-days-off", table: "expert_days_off", query: (u) => sql`select to_jsonb(t) as row from expert_days_off t where t.expert_id in ${myExpert(u)} order by t.day` },
  {
    file: "expert-applications",
    table: "expert_applications",
    query: (u) => sql`select to_jsonb(t) as row from expert_applications t where t.user_id = ${me(u)} order by t.created_at, t.id`,
  },
  {
    file: "expert-application-documents",
    table: "expert_application_documents",
    query: (u) =>
      sql`select to_jsonb(t) as row from expert_application_documents t
          where t.application_id in (select id from expert_applications where user_id = ${me(u)}) order by t.created_at, t.id`,
  },
  { file: "bookings", table: "bookings", query: (u) => sql`select to_jsonb(t) as row from bookings t where t.id in ${myBookings(u)} order by t.scheduled_at, t.id` },
  { file: "booking-events", table: "booking_events", query: (u) => sql`select to_jsonb(t) as row from booking_events t where t.booking_id in ${myBookings(u)} order by t.id` },
  {
    file: "consultation-chat",
    table: "booking_messages",
    query: (u) => sql`select to_jsonb(t) as row from booking_messages t where t.booking_id in ${myBookings(u)} order by t.id`,
  },
  {
    file: "consultation-notes",
    table: "consultation_notes",
    query: (u) => sql`select to_jsonb(t) as row from consultation_notes t where t.booking_id in ${myBookings(u)} order by t.created_at, t.booking_id`,
  },
  { file: "reviews", table: "expert_reviews", query: (u) => sql`select to_jsonb(t) as row from expert_reviews t where t.booking_id in ${myBookings(u)} order by t.created_at, t.id` },
  { file: "medical-records", table: "medical_records", query: (u) => sql`select to_jsonb(t) as row from medical_records t where t.user_id = ${me(u)} order by t.created_at, t.id` },
  { file: "wallets", table: "wallets", query: (u) => sql`select to_jsonb(t) as row from wallets t where t.user_id = ${me(u)} order by t.kind` },
  { file: "ledger-entries", table: "ledger_entries", query: (u) => sql`select to_jsonb(t) as row from ledger_entries t where t.wallet_id in ${myWallets(u)} order by t.id` },
  {
    file: "booking-holds",
    table: "booking_holds",
    query: (u) => sql`select to_jsonb(t) as row from booking_holds t where t.client_wallet_id in ${myWallets(u)} order by t.created_at, t.booking_id`,
  },
  { file: "payment-orders", table: "payment_orders", query: (u) => sql`select to_jsonb(t) as row from payment_orders t where t.user_id = ${me(u)} order by t.created_at, t.id` },
  { file: "receipts", table: "receipts", query: (u) => sql`select to_jsonb(t) as row from receipts t where t.user_id = ${me(u)} order by t.issued_at, t.id` },
  {
    file: "payout-account",
    table: "payout_accounts",
    // Masked: the account number only as its last four digits, the UPI ID's name part mostly hidden,
    // so a copy that goes astray cannot be used to send money elsewhere.
    query: (u) =>
      sql`select (to_jsonb(t) - 'account_number_sealed' - 'upi_id' - 'account_last4' - 'provider_ref')
            || jsonb_build_object(
                 'account_number', case when t.account_last4 is null then null else 'XXXXXXXX' || t.account_last4 end,
                 'upi_id', case when t.upi_id is null then null else left(t.upi_id, 2) || '***' || substring(t.upi_id from position('@' in t.upi_id)) end
               ) as row
          from payout_accounts t where t.user_id = ${me(u)}`,
  },
  {
    file: "payouts",
    table: "payouts",
    // The provider's reference to the account is theirs, not the person's: left out.
    query: (u) => sql`select to_jsonb(t) - 'account_ref' as row from payouts t where t.user_id = ${me(u)} order by t.requested_at, t.id`,
  },
  {
    file: "payout-events",
    table: "payout_events",
    query: (u) => sql`select to_jsonb(t) as row from payout_events t where t.payout_id in (select id from payouts where user_id = ${me(u)}) order by t.id`,
  },
  // A hold on the person's payouts, with its reason; which admin placed it is the platform's record.
  { file: "payout-holds", table: "payout_holds", query: (u) => sql`select to_jsonb(t) - 'held_by' as row from payout_holds t where t.user_id = ${me(u)}` },
  {
    file: "conversations",
    table: "conversations",
    query: (u) => sql`select to_jsonb(t) as row from conversations t where t.id in ${myConversations(u)} order by t.created_at, t.id`,
  },
  // Both sides of the person's own conversations: what they sent and what they were sent.
  { file: "messages", table: "messages", query: (u) => sql`select to_jsonb(t) as row from messages t where t.conversation_id in ${myConversations(u)} order by t.id` },
  { file: "notifications", table: "notifications", query: (u) => sql`select to_jsonb(t) as row from notifications t where t.user_id = ${me(u)} order by t.created_at, t.id` },
  { file: "posts", table: "doctor_posts", query: (u) => sql`select to_jsonb(t) as row from doctor_posts t where t.doctor_id = ${me(u)} order by t.created_at, t.id` },
  { file: "videos", table: "doctor_videos", query: (u) => sql`select to_jsonb(t) as row from doctor_videos t where t.doctor_id = ${me(u)} order by t.created_at, t.id` },
  { file: "post-likes", table: "post_likes", query: (u) => sql`select to_jsonb(t) as row from post_likes t where t.user_id = ${me(u)} order by t.created_at, t.post_id` },
  { file: "video-likes", table: "video_likes", query: (u) => sql`select to_jsonb(t) as row from video_likes t where t.user_id = ${me(u)} order by t.created_at, t.video_id` },
  { file: "comments", table: "comments", query: (u) => sql`select to_jsonb(t) as row from comments t where t.author_id = ${me(u)} order by t.created_at, t.id` },
  // Both sides of the person's follows: whom they follow and who follows them.
  {
    file: "follows",
    table: "follows",
    query: (u) => sql`select to_jsonb(t) as row from follows t where t.follower_id = ${me(u)} or t.followee_id = ${me(u)} order by t.created_at, t.follower_id, t.followee_id`,
  },
  { file: "follow-counts", table: "follow_counts", query: (u) => sql`select to_jsonb(t) as row from follow_counts t where t.user_id = ${me(u)}` },
  { file: "doubts", table: "doctor_doubts", query: (u) => sql`select to_jsonb(t) as row from doctor_doubts t where t.doctor_id = ${me(u)} order by t.created_at, t.id` },
  {
    file: "concerns",
    table: "grievances",
    query: (u) => sql`select to_jsonb(t) as row from grievances t where t.user_id = ${me(u)} order by t.created_at, t.id`,
  },
  {
    // Both sides of the person's concerns; which admin wrote an answer is the platform's record.
    file: "concern-replies",
    table: "grievance_messages",
    query: (u) =>
      sql`select to_jsonb(t) - 'author_id' as row from grievance_messages t where t.grievance_id in (select id from grievances where user_id = ${me(u)}) order by t.created_at, t.id`,
  },
  { file: "answers", table: "doubt_answers", query: (u) => sql`select to_jsonb(t) as row from doubt_answers t where t.doctor_id = ${me(u)} order by t.created_at, t.id` },
  // The reports the person sent and the people they blocked; not who reported or blocked them,
  // which the product never tells (docs/product.md#reports, #blocking).
  { file: "reports", table: "content_reports", query: (u) => sql`select to_jsonb(t) - 'author_id' as row from content_reports t where t.reporter_id = ${me(u)} order by t.created_at, t.id` },
  { file: "blocks", table: "user_blocks", query: (u) => sql`select to_jsonb(t) as row from user_blocks t where t.blocker_id = ${me(u)} order by t.created_at, t.blocked_id` },
];

/** Tables that name a person but are not in the copy, and why. */
export const EXPORT_EXCLUDED: Record<string, string> = {
  accounts: "sign-in credentials (the password's hash, a sign-in provider's tokens): secrets, shown to nobody",
  two_factors: "the two-step verification secret and backup codes: secrets, shown to nobody",
  open_sockets: "which browser tabs are connected right now: bookkeeping removed when the tab closes",
  video_uploads: "resumable uploads in progress: the saved ones are in videos.json, the unfinished ones are removed by the daily clean-up",
  data_exports: "the requests for these copies themselves: shown on the Download my data screen",
};
