/**
 * The account screens' English comes from the catalogue, but some of it is also said by the server,
 * the e-mails or the statements (packages/shared): the two must not drift apart.
 */
import { describe, expect, it } from "vitest";
import { PASSWORD_MIN } from "@expertconnect/shared/constants";
import { DATA_EXPORT_INTERVAL_HOURS, DATA_EXPORT_MESSAGES, DATA_EXPORT_TTL_DAYS } from "@expertconnect/shared/messages/data-export";
import { ERASURE_CONFIRM_HOURS, ERASURE_GRACE_BUSINESS_DAYS, ERASURE_MESSAGES } from "@expertconnect/shared/messages/erasure";
import { GRIEVANCE_MESSAGES, GRIEVANCE_STATUS_LABELS, GRIEVANCE_SUBJECT_LABELS, GRIEVANCE_SUBJECTS } from "@expertconnect/shared/messages/grievances";
import { AUTH_MESSAGES } from "@expertconnect/shared/messages/auth";
import { ledgerKindWords } from "@expertconnect/shared/messages/ledger";
import { AUTO_PAYOUT_MESSAGES, PAYOUT_MIN_RUPEES, PAYOUT_STATUS_WORDS } from "@expertconnect/shared/messages/payouts";
import { PRIVACY_MESSAGES } from "@expertconnect/shared/messages/privacy";
import { RECEIPT_MESSAGES, RECEIPT_TEXTS, STATEMENT_MAX_DAYS } from "@expertconnect/shared/messages/receipts";
import { DELETION_VERIFY_BUSINESS_DAYS, SUPPORT_CONTACT } from "@expertconnect/shared/messages/support";
import { WALLET_MESSAGES } from "@expertconnect/shared/messages/wallet";
import { DELETION_FORM_OUTCOMES, DELETION_MESSAGES } from "@expertconnect/shared/schemas/account-deletion";
import { PAYOUT_MESSAGES } from "@expertconnect/shared/schemas/payouts";
import { PROFILE_MESSAGES } from "@expertconnect/shared/schemas/profile";
import { CONSULTATION_VISIT_LABELS, RECORD_MAX_BYTES, RECORD_MESSAGES } from "@expertconnect/shared/schemas/records";
import * as hindi from "@/paraglide/hi/all.js";
import { m } from "@/paraglide/messages.js";
import { addLocale, setLocale } from "@/paraglide/runtime.js";
import { PRIVACY_NOTICE } from "@/features/legal/content/privacy-notice.ts";
import { PRIVACY_POLICY } from "@/features/legal/content/privacy-policy.ts";
import { TERMS_OF_SERVICE } from "@/features/legal/content/terms-of-service.ts";
import { grievanceStatusWords, grievanceSubjectWords } from "@/components/grievance-words.ts";
import { transactionWords } from "@/features/wallet/lib/transaction-words.ts";
import { formatDateTime, formatRelativeTime } from "@/lib/i18n.tsx";

describe("the account screens' English", () => {
  it("is the shared texts' English, word for word", () => {
    setLocale("en");
    const pairs: [string, string][] = [
      [m.wallet_payments_off(), WALLET_MESSAGES.paymentsOff],
      [m.wallet_payment_failed(), WALLET_MESSAGES.paymentFailed],
      [m.wallet_statements(), RECEIPT_TEXTS.statementsHeading],
      [m.wallet_wallet_statement(), RECEIPT_TEXTS.walletStatement],
      [m.wallet_wallet_statement_hint({ days: STATEMENT_MAX_DAYS }), RECEIPT_TEXTS.walletStatementHint],
      [m.wallet_earnings_statement(), RECEIPT_TEXTS.earningsStatement],
      [m.wallet_earnings_statement_hint(), RECEIPT_TEXTS.earningsStatementHint],
      [m.wallet_from(), RECEIPT_TEXTS.from],
      [m.wallet_to(), RECEIPT_TEXTS.to],
      [m.wallet_month(), RECEIPT_TEXTS.month],
      [m.wallet_download_csv(), RECEIPT_TEXTS.csv],
      [m.wallet_download_pdf(), RECEIPT_TEXTS.pdf],
      [m.wallet_download_receipt(), RECEIPT_TEXTS.receiptLink],
      [m.wallet_download_failed(), RECEIPT_MESSAGES.downloadFailed],
      [m.wallet_auto_label(), AUTO_PAYOUT_MESSAGES.label],
      [m.wallet_auto_description({ min: PAYOUT_MIN_RUPEES }), AUTO_PAYOUT_MESSAGES.description],
      [m.wallet_auto_on(), AUTO_PAYOUT_MESSAGES.on],
      [m.wallet_auto_off(), AUTO_PAYOUT_MESSAGES.off],
      [m.wallet_account_saved(), PAYOUT_MESSAGES.saved],
      [m.wallet_payout_requested_status(), PAYOUT_STATUS_WORDS.requested],
      [m.wallet_payout_processing(), PAYOUT_STATUS_WORDS.processing],
      [m.wallet_payout_paid(), PAYOUT_STATUS_WORDS.paid],
      [m.wallet_payout_failed_status(), PAYOUT_STATUS_WORDS.failed],
      [m.wallet_payout_reversed(), PAYOUT_STATUS_WORDS.reversed],
      ...["topup", "booking_hold", "hold_release_refund", "hold_release_earning", "commission", "correction", "payout_hold", "payout_return"].map(
        (kind): [string, string] => [transactionWords(kind), ledgerKindWords(kind)],
      ),
      [m.profile_not_authenticated(), PROFILE_MESSAGES.notAuthenticated],
      [m.profile_updated(), PROFILE_MESSAGES.updated],
      [m.profile_update_failed(), PROFILE_MESSAGES.updateFailed],
      [m.profile_coming_soon(), PROFILE_MESSAGES.comingSoon],
      [m.records_type(), RECORD_MESSAGES.type],
      [m.records_too_large({ mb: RECORD_MAX_BYTES / (1024 * 1024) }), RECORD_MESSAGES.tooLarge],
      [m.records_deleted(), RECORD_MESSAGES.deleted],
      [m.records_first_visit(), CONSULTATION_VISIT_LABELS.first],
      [m.records_follow_up(), CONSULTATION_VISIT_LABELS.follow_up],
      [m.export_title(), DATA_EXPORT_MESSAGES.title],
      [m.export_card_title(), DATA_EXPORT_MESSAGES.cardTitle],
      [m.export_description(), DATA_EXPORT_MESSAGES.description],
      [m.export_once({ hours: DATA_EXPORT_INTERVAL_HOURS, days: DATA_EXPORT_TTL_DAYS }), DATA_EXPORT_MESSAGES.once],
      [m.export_request(), DATA_EXPORT_MESSAGES.request],
      [m.export_requested(), DATA_EXPORT_MESSAGES.requested],
      [m.export_preparing(), DATA_EXPORT_MESSAGES.preparing],
      [m.export_ready(), DATA_EXPORT_MESSAGES.ready],
      [m.export_download(), DATA_EXPORT_MESSAGES.download],
      [m.export_failed(), DATA_EXPORT_MESSAGES.failed],
      [m.export_expired(), DATA_EXPORT_MESSAGES.expired],
      [m.export_request_failed(), DATA_EXPORT_MESSAGES.requestFailed],
      [m.export_load_failed(), DATA_EXPORT_MESSAGES.loadFailed],
      [m.deletion_erase_title(), ERASURE_MESSAGES.title],
      [m.deletion_erase_title(), ERASURE_MESSAGES.request],
      [m.deletion_erase_intro({ days: ERASURE_GRACE_BUSINESS_DAYS }), ERASURE_MESSAGES.intro],
      [m.deletion_erase_requested(), ERASURE_MESSAGES.requested],
      [m.deletion_erase_requested_text({ hours: ERASURE_CONFIRM_HOURS }), ERASURE_MESSAGES.requestedDescription],
      [m.deletion_awaiting(), ERASURE_MESSAGES.awaiting],
      [m.deletion_scheduled({ when: "X" }), `${ERASURE_MESSAGES.scheduled} X.`],
      [m.deletion_scheduled_hint(), ERASURE_MESSAGES.scheduledHint],
      [m.deletion_cancel(), ERASURE_MESSAGES.cancel],
      [m.deletion_cancelled(), ERASURE_MESSAGES.cancelled],
      [m.deletion_confirm_title(), ERASURE_MESSAGES.confirmTitle],
      [m.deletion_confirm_text({ days: ERASURE_GRACE_BUSINESS_DAYS }), ERASURE_MESSAGES.confirmText],
      [m.deletion_confirm(), ERASURE_MESSAGES.confirm],
      [m.deletion_confirmed(), ERASURE_MESSAGES.confirmed],
      [m.deletion_bad_link(), ERASURE_MESSAGES.badLink],
      [m.deletion_sign_in_to_cancel(), ERASURE_MESSAGES.signInToCancel],
      [m.deletion_erase_failed(), ERASURE_MESSAGES.failed],
      [m.deletion_submitted(), DELETION_FORM_OUTCOMES.sent],
      [m.deletion_check_details(), DELETION_FORM_OUTCOMES.invalid],
      [m.deletion_too_many(), DELETION_FORM_OUTCOMES["too-many"]],
      [m.deletion_failed(), DELETION_FORM_OUTCOMES.failed],
      [m.deletion_submitted_text({ days: DELETION_VERIFY_BUSINESS_DAYS }), DELETION_MESSAGES.submittedDescription],
      [m.deletion_grievance_officer(), SUPPORT_CONTACT.grievanceOfficer],
      [m.privacy_notice_updated(), PRIVACY_MESSAGES.noticeUpdatedTitle],
      [m.privacy_notice_updated_text(), PRIVACY_MESSAGES.noticeUpdatedBody],
      [m.privacy_adult(), PRIVACY_MESSAGES.adultLabel],
      [m.privacy_adult_required(), PRIVACY_MESSAGES.adultRequired],
      [m.privacy_notice_accepted(), PRIVACY_MESSAGES.noticeAccepted],
      [m.privacy_save_failed(), PRIVACY_MESSAGES.saveFailed],
      [m.security_password_hint({ min: PASSWORD_MIN }), AUTH_MESSAGES.passwordHint],
      ...GRIEVANCE_SUBJECTS.map((s): [string, string] => [grievanceSubjectWords(s), GRIEVANCE_SUBJECT_LABELS[s]]),
      ...(["open", "answered", "closed"] as const).map((s): [string, string] => [grievanceStatusWords(s), GRIEVANCE_STATUS_LABELS[s]]),
    ];
    const M = GRIEVANCE_MESSAGES;
    pairs.push(
      [m.concerns_title(), M.title], [m.concerns_intro(), M.intro], [m.concerns_subject(), M.subject], [m.concerns_description(), M.description],
      [m.concerns_submit(), M.submit], [m.concerns_submitting(), M.submitting], [m.concerns_created({ reference: "GRV-2026-000001" }), M.created("GRV-2026-000001")],
      [m.concerns_created_text(), M.createdDescription], [m.concerns_failed(), M.failed], [m.concerns_sign_in(), M.signIn], [m.concerns_sign_in_text(), M.signInDescription],
      [m.concerns_list_title(), M.listTitle], [m.concerns_list_intro(), M.listIntro], [m.concerns_empty(), M.empty], [m.concerns_empty_text(), M.emptyDescription],
      [m.concerns_load_failed(), M.loadFailed], [m.concerns_reply(), M.reply], [m.concerns_send(), M.send], [m.concerns_sent(), M.sent], [m.concerns_reply_failed(), M.replyFailed],
    );
    expect(pairs.filter(([ours, shared]) => ours !== shared)).toEqual([]);
  });

  it("names the legal pages' title and headings as their English text does", () => {
    setLocale("en");
    for (const doc of [PRIVACY_NOTICE, PRIVACY_POLICY, TERMS_OF_SERVICE]) {
      expect(doc.localTitle()).toBe(doc.title);
      expect(doc.sections.map((s) => s.localHeading())).toEqual(doc.sections.map((s) => s.heading));
    }
    // The Privacy Notice is written in Hindi too: in English its catalogue text is the notice's own.
    expect(PRIVACY_NOTICE.localIntro?.()).toEqual(PRIVACY_NOTICE.intro);
    for (const s of PRIVACY_NOTICE.sections) expect(s.localBody?.(), s.id).toEqual(s.body);
  });
});

describe("dates on the account screens", () => {
  it("keep English as it was and write Hindi with Hindi months", () => {
    addLocale(hindi);
    expect(formatDateTime("2027-01-05T04:30:00Z", "en")).toBe("Jan 05, 2027, 10:00 AM");
    expect(formatDateTime("2027-01-05T04:30:00Z", "hi")).toBe("05 जन॰ 2027, 10:00 AM");
    const now = Date.parse("2026-11-27T10:00:00Z");
    expect(formatRelativeTime("2026-11-27T09:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2026-11-27T09:55:00Z", "hi", now)).toBe("5 मिनट पहले");
    setLocale("hi");
    expect(m.wallet_added({ amount: "₹500" })).toBe("आपके वॉलेट में ₹500 जुड़ गए।");
    setLocale("en");
  });
});
