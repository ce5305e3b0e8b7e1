/**
 * What a notification says, in each language: a notice is its key and the facts it is made of, kept
 * with the notification (column `message`, migration 0047) and in the jobs that push or e-mail it,
 * so it is worded in the reader's language when it is read, pushed or sent, not when it happened.
 * The English is the wording the app has always stored in `title` and `body`, to the byte.
 */
import { APP_TIME_ZONE, type CONSULTATION_TYPES } from "@expertconnect/shared/constants";
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_TTL_DAYS } from "@expertconnect/shared/messages/data-export";
import { FOLLOW_MESSAGES } from "@expertconnect/shared/messages/follows";
import { AUTO_PAYOUT_NOTICES } from "@expertconnect/shared/messages/payouts";
import { GRIEVANCE_MESSAGES } from "@expertconnect/shared/messages/grievances";
import { MODERATION_MESSAGES, type ModerationAction, type ReportKind } from "@expertconnect/shared/messages/moderation";
import { SOCIAL_NOTIFICATION_MESSAGES as SOCIAL, type SocialAction, type SocialItem } from "@expertconnect/shared/messages/social-notifications";
import type { Locale } from "@expertconnect/shared/i18n";

type ConsultationType = (typeof CONSULTATION_TYPES)[number] | (string & {});
/** A booking as its notices tell it: the mode, the expert, and when (ISO, worded per language). */
interface BookingParams {
  type: ConsultationType;
  expert: string;
  at: string;
}

/** Every notice and the facts it is made of (JSON: it is stored and queued). */
export interface NoticeParams {
  booking_created: { client: string; type: ConsultationType; at: string };
  booking_confirmed: BookingParams;
  booking_declined: BookingParams & { reason: string | null };
  booking_cancelled_by_client: { client: string; type: ConsultationType; at: string; reason: string | null };
  booking_cancelled_by_expert: BookingParams & { reason: string | null };
  booking_rescheduled: { client: string; type: ConsultationType; from: string; at: string };
  /** to the client: the expert's account was erased, the fee refunded in full */
  booking_cancelled_expert_erased: { type: ConsultationType; at: string };
  /** to the expert: the client's account was erased */
  booking_cancelled_client_erased: { type: ConsultationType; at: string; refunded: boolean };
  booking_expired: BookingParams;
  booking_reminder: BookingParams & { offset: "24h" | "15m" };
  message_received: { sender: string | null; preview: string };
  review_received: { name: string; stars: number };
  doubt_answered: { answerer: string; question: string };
  answer_accepted: { question: string };
  new_follower: { name: string | null };
  application_approved: Record<string, never>;
  application_rejected: { reason: string | null };
  data_export_ready: Record<string, never>;
  grievance_answered: { reference: string; preview: string };
  grievance_closed: { reference: string };
  report_outcome: { kind: ReportKind; action: ModerationAction };
  moderation_warning: { kind: ReportKind; note: string | null };
  content_hidden: { kind: ReportKind };
  suspension_lifted: { note: string | null };
  payout_made: { amount: string; destination: string };
  payout_skipped: { reason: "held" | "new_account" };
  /** a like, comment or reply; the title counts the people (the notification's actor_ids) */
  social: { action: SocialAction; item: SocialItem; name: string | null; excerpt: string };
}
export type NoticeKey = keyof NoticeParams;
export type Notice = { [K in NoticeKey]: { key: K; params: NoticeParams[K] } }[NoticeKey];
export interface NoticeText {
  title: string;
  body: string;
}

const formats = {
  en: new Intl.DateTimeFormat("en-IN", { timeZone: APP_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }),
  hi: new Intl.DateTimeFormat("hi-IN", { timeZone: APP_TIME_ZONE, dateStyle: "medium", timeStyle: "short" }),
} satisfies Record<Locale, Intl.DateTimeFormat>;
/** "12 Mar 2026, 10:30 am IST", "12 मार्च 2026, 10:30 am IST" */
export const formatWhen = (at: Date | string, locale: Locale = "en") => `${formats[locale].format(new Date(at))} IST`;

const TYPE_HI: Record<string, string> = { video: "वीडियो", voice: "वॉइस", chat: "चैट" };
const typeHi = (type: string) => TYPE_HI[type] ?? type;
const IN_WORDS = { "24h": "in 24 hours", "15m": "in 15 minutes" } as const;
const IN_WORDS_HI = { "24h": "24 घंटे में", "15m": "15 मिनट में" } as const;
/** What was reported, and "your" agreeing with its gender (पोस्ट, टिप्पणी and प्रोफ़ाइल are feminine). */
const REPORT_KIND_HI: Record<ReportKind, { word: string; your: string }> = {
  post: { word: "पोस्ट", your: "आपकी" },
  video: { word: "वीडियो", your: "आपका" },
  comment: { word: "टिप्पणी", your: "आपकी" },
  doubt: { word: "सवाल", your: "आपका" },
  answer: { word: "जवाब", your: "आपका" },
  profile: { word: "प्रोफ़ाइल", your: "आपकी" },
};
const reasonEn = (reason: string | null) => (reason ? ` Reason: ${reason}` : "");
const reasonHi = (reason: string | null) => (reason ? ` कारण: ${reason}` : "");
const withWhom = (p: BookingParams) => `${p.type} consultation with ${p.expert} on ${formatWhen(p.at)}`;
/** "डॉ. मेहता के साथ 12 मार्च 2026, 10:30 am IST का आपका वीडियो परामर्श" */
const withWhomHi = (p: BookingParams) => `${p.expert} के साथ ${formatWhen(p.at, "hi")} का आपका ${typeHi(p.type)} परामर्श`;
const SOMEONE_HI = "एक सहकर्मी";

function socialTitleHi(p: NoticeParams["social"], count: number): string {
  const others = Math.max(0, count - 1);
  const who = `${p.name ?? SOMEONE_HI}${others ? ` और ${others} अन्य लोगों` : ""}`;
  const item = p.item === "post" ? "पोस्ट" : "वीडियो";
  if (p.action === "like") return `${who} ने आपका ${item} पसंद किया`;
  if (p.action === "comment") return `${who} ने आपके ${item} पर टिप्पणी की`;
  return `${who} ने आपकी टिप्पणी का जवाब दिया`;
}

type Renderers = { [K in NoticeKey]: (p: NoticeParams[K], count: number) => NoticeText };

const EN: Renderers = {
  booking_created: (p) => ({
    title: "New booking request",
    body: `${p.client} asked for a ${p.type} consultation on ${formatWhen(p.at)}. Confirm or decline it.`,
  }),
  booking_confirmed: (p) => ({ title: "Booking confirmed", body: `Your ${withWhom(p)} is confirmed.` }),
  booking_declined: (p) => ({ title: "Booking declined", body: `Your ${withWhom(p)} was declined.${reasonEn(p.reason)}` }),
  booking_cancelled_by_client: (p) => ({
    title: "Booking cancelled",
    body: `${p.client} cancelled the ${p.type} consultation on ${formatWhen(p.at)}.${reasonEn(p.reason)}`,
  }),
  booking_cancelled_by_expert: (p) => ({ title: "Booking cancelled", body: `Your ${withWhom(p)} was cancelled by the expert.${reasonEn(p.reason)}` }),
  booking_cancelled_expert_erased: (p) => ({
    title: "Booking cancelled",
    body: `Your ${p.type} consultation on ${formatWhen(p.at)} was cancelled: the expert deleted their account. The full fee was refunded to your wallet.`,
  }),
  booking_cancelled_client_erased: (p) => ({
    title: "Booking cancelled",
    body: `The ${p.type} consultation on ${formatWhen(p.at)} was cancelled: the client deleted their account.${p.refunded ? "" : " The fee is released to you under the cancellation policy."}`,
  }),
  booking_rescheduled: (p) => ({
    title: "Booking rescheduled",
    body: `${p.client} moved the ${p.type} consultation of ${formatWhen(p.from)} to ${formatWhen(p.at)}.`,
  }),
  booking_expired: (p) => ({
    title: "Booking not confirmed",
    body: `Your ${withWhom(p)} was not confirmed in time, so it was cancelled and any amount paid was refunded to your wallet.`,
  }),
  booking_reminder: (p) => ({
    title: "Consultation reminder",
    body: `Your ${p.type} consultation with ${p.expert} starts ${IN_WORDS[p.offset]}, on ${formatWhen(p.at)}.`,
  }),
  message_received: (p) => ({ title: `New message from ${p.sender ?? "your consultation"}`, body: p.preview || "Sent you an attachment." }),
  review_received: (p) => ({ title: "New review", body: `${p.name} rated your consultation ${p.stars} out of 5.` }),
  doubt_answered: (p) => ({ title: "New answer to your doubt", body: `${p.answerer} answered: “${p.question}”` }),
  answer_accepted: (p) => ({ title: "Your answer was accepted", body: `Your answer to “${p.question}” was accepted.` }),
  new_follower: (p) => ({ title: FOLLOW_MESSAGES.newFollowerTitle, body: FOLLOW_MESSAGES.newFollowerBody(p.name ?? SOCIAL.someone) }),
  application_approved: () => ({ title: "You are now a verified expert", body: "Your expert application was approved. Clients can now book you." }),
  application_rejected: (p) => ({ title: "Expert application not approved", body: `Your expert application was not approved.${reasonEn(p.reason)}` }),
  data_export_ready: () => ({ title: DATA_EXPORT_MESSAGES.readyTitle, body: DATA_EXPORT_MESSAGES.readyBody }),
  grievance_answered: (p) => ({ title: GRIEVANCE_MESSAGES.repliedTitle(p.reference), body: p.preview }),
  grievance_closed: (p) => ({
    title: GRIEVANCE_MESSAGES.closedTitle(p.reference),
    body: "Our Grievance Officer closed this concern. If something is still wrong, raise a new one from Help & Support.",
  }),
  report_outcome: (p) => ({ title: MODERATION_MESSAGES.outcomeTitle, body: MODERATION_MESSAGES.outcomeBody(p.kind, p.action) }),
  moderation_warning: (p) => ({ title: MODERATION_MESSAGES.warnedTitle, body: MODERATION_MESSAGES.warnedBody(p.kind, p.note) }),
  content_hidden: (p) => ({ title: MODERATION_MESSAGES.hiddenTitle, body: MODERATION_MESSAGES.hiddenBody(p.kind) }),
  suspension_lifted: (p) => ({ title: MODERATION_MESSAGES.liftedTitle, body: MODERATION_MESSAGES.liftedBody(p.note) }),
  payout_made: (p) => ({ title: AUTO_PAYOUT_NOTICES.madeTitle(p.amount), body: AUTO_PAYOUT_NOTICES.madeBody(p.amount, p.destination) }),
  payout_skipped: (p) => ({
    title: AUTO_PAYOUT_NOTICES.skippedTitle,
    body: p.reason === "held" ? AUTO_PAYOUT_NOTICES.skippedHeld : AUTO_PAYOUT_NOTICES.skippedNewAccount,
  }),
  social: (p, count) => ({ title: SOCIAL.title(p.action, p.item, p.name ?? SOCIAL.someone, count), body: SOCIAL.body(p.excerpt) }),
};

const HI: Renderers = {
  booking_created: (p) => ({
    title: "बुकिंग का नया अनुरोध",
    body: `${p.client} ने ${formatWhen(p.at, "hi")} के लिए ${typeHi(p.type)} परामर्श का अनुरोध किया है। इसकी पुष्टि करें या मना करें।`,
  }),
  booking_confirmed: (p) => ({ title: "बुकिंग की पुष्टि हो गई", body: `${withWhomHi(p)} पक्का हो गया है।` }),
  booking_declined: (p) => ({ title: "बुकिंग अस्वीकार हुई", body: `${withWhomHi(p)} अस्वीकार कर दिया गया।${reasonHi(p.reason)}` }),
  booking_cancelled_by_client: (p) => ({
    title: "बुकिंग रद्द हुई",
    body: `${p.client} ने ${formatWhen(p.at, "hi")} का ${typeHi(p.type)} परामर्श रद्द कर दिया।${reasonHi(p.reason)}`,
  }),
  booking_cancelled_by_expert: (p) => ({ title: "बुकिंग रद्द हुई", body: `${withWhomHi(p)} विशेषज्ञ ने रद्द कर दिया।${reasonHi(p.reason)}` }),
  booking_cancelled_expert_erased: (p) => ({
    title: "बुकिंग रद्द हुई",
    body: `${formatWhen(p.at, "hi")} का आपका ${typeHi(p.type)} परामर्श रद्द हो गया है: विशेषज्ञ ने अपना खाता हटा दिया है। पूरी फ़ीस आपके वॉलेट में लौटा दी गई है।`,
  }),
  booking_cancelled_client_erased: (p) => ({
    title: "बुकिंग रद्द हुई",
    body: `${formatWhen(p.at, "hi")} का ${typeHi(p.type)} परामर्श रद्द हो गया है: क्लाइंट ने अपना खाता हटा दिया है।${p.refunded ? "" : " रद्द करने की नीति के तहत फ़ीस आपको मिलेगी।"}`,
  }),
  booking_rescheduled: (p) => ({
    title: "बुकिंग का समय बदला",
    body: `${p.client} ने ${formatWhen(p.from, "hi")} का ${typeHi(p.type)} परामर्श ${formatWhen(p.at, "hi")} पर कर दिया है।`,
  }),
  booking_expired: (p) => ({
    title: "बुकिंग की पुष्टि नहीं हुई",
    body: `${withWhomHi(p)} समय पर पक्का नहीं हुआ, इसलिए उसे रद्द कर दिया गया और चुकाई गई राशि आपके वॉलेट में वापस कर दी गई।`,
  }),
  booking_reminder: (p) => ({
    title: "परामर्श का रिमाइंडर",
    body: `${p.expert} के साथ आपका ${typeHi(p.type)} परामर्श ${IN_WORDS_HI[p.offset]}, ${formatWhen(p.at, "hi")} पर शुरू होगा।`,
  }),
  message_received: (p) => ({ title: p.sender ? `${p.sender} का नया संदेश` : "आपके परामर्श में नया संदेश", body: p.preview || "आपको एक अटैचमेंट भेजा है।" }),
  review_received: (p) => ({ title: "नया रिव्यू", body: `${p.name} ने आपके परामर्श को 5 में से ${p.stars} रेटिंग दी।` }),
  doubt_answered: (p) => ({ title: "आपके सवाल का नया जवाब", body: `${p.answerer} ने जवाब दिया: “${p.question}”` }),
  answer_accepted: (p) => ({ title: "आपका जवाब स्वीकार किया गया", body: `“${p.question}” पर आपका जवाब स्वीकार कर लिया गया।` }),
  new_follower: (p) => ({ title: "नया फ़ॉलोअर", body: `${p.name ?? SOMEONE_HI} ने आपको फ़ॉलो करना शुरू किया।` }),
  application_approved: () => ({ title: "अब आप सत्यापित विशेषज्ञ हैं", body: "विशेषज्ञ बनने का आपका आवेदन स्वीकार हो गया है। अब क्लाइंट आपको बुक कर सकते हैं।" }),
  application_rejected: (p) => ({ title: "विशेषज्ञ आवेदन स्वीकार नहीं हुआ", body: `विशेषज्ञ बनने का आपका आवेदन स्वीकार नहीं हुआ।${reasonHi(p.reason)}` }),
  data_export_ready: () => ({
    title: "आपका डेटा डाउनलोड के लिए तैयार है",
    body: `आपने अपने डेटा की जो कॉपी माँगी थी, वह तैयार है। इसे ${DATA_EXPORT_TTL_DAYS} दिनों के अंदर प्रोफ़ाइल → मेरा डेटा डाउनलोड करें से डाउनलोड करें।`,
  }),
  grievance_answered: (p) => ({ title: `आपकी शिकायत ${p.reference} का जवाब`, body: p.preview }),
  grievance_closed: (p) => ({
    title: `आपकी शिकायत ${p.reference} बंद कर दी गई है`,
    body: "हमारे शिकायत अधिकारी ने यह शिकायत बंद कर दी है। अगर अब भी कुछ गलत है, तो मदद और सहायता से नई शिकायत दर्ज करें।",
  }),
  report_outcome: (p) => ({
    title: "आपकी रिपोर्ट की समीक्षा हो गई",
    body:
      p.action === "dismiss" || p.action === "restore"
        ? `आपने जिस ${REPORT_KIND_HI[p.kind].word} की रिपोर्ट की थी, मॉडरेटरों ने उसकी समीक्षा की और नियमों का कोई उल्लंघन नहीं पाया।`
        : p.action === "hide"
          ? `आपने जिस ${REPORT_KIND_HI[p.kind].word} की रिपोर्ट की थी, मॉडरेटरों ने उसे छिपा दिया है। धन्यवाद।`
          : `आपने जिस ${REPORT_KIND_HI[p.kind].word} की रिपोर्ट की थी, मॉडरेटरों ने उस पर कार्रवाई की है। धन्यवाद।`,
  }),
  moderation_warning: (p) => ({
    title: "मॉडरेटरों की चेतावनी",
    body: `${REPORT_KIND_HI[p.kind].your} ${REPORT_KIND_HI[p.kind].word} की रिपोर्ट हुई है और इसमें समुदाय के नियमों का उल्लंघन है। आगे उल्लंघन होने पर आपका खाता निलंबित किया जा सकता है।${p.note ? ` टिप्पणी: ${p.note}` : ""}`,
  }),
  content_hidden: (p) => ({
    title: "आपकी सामग्री छिपा दी गई",
    body: `मॉडरेटरों ने ${REPORT_KIND_HI[p.kind].your} ${REPORT_KIND_HI[p.kind].word} को छिपा दिया है। अब इसे सिर्फ़ आप देख सकते हैं।`,
  }),
  suspension_lifted: (p) => ({
    title: "आपका निलंबन हटा दिया गया",
    body: `मॉडरेटरों ने आपके खाते का निलंबन हटा दिया है। आपका फिर से स्वागत है।${p.note ? ` नोट: ${p.note}` : ""}`,
  }),
  payout_made: (p) => ({
    title: `${p.amount} का साप्ताहिक पेआउट भेजा गया`,
    body: `${p.destination} पर ${p.amount} का आपका स्वचालित साप्ताहिक पेआउट भेज दिया गया है। इसकी स्थिति आपके वॉलेट में है।`,
  }),
  payout_skipped: (p) => ({
    title: "साप्ताहिक पेआउट नहीं हुआ",
    body:
      p.reason === "held"
        ? "आपके पेआउट रोके गए हैं, इसलिए इस हफ़्ते का स्वचालित पेआउट नहीं हुआ। कृपया सहायता टीम से संपर्क करें।"
        : "आपका पेआउट खाता 24 घंटे से कम समय पहले जोड़ा या बदला गया था, इसलिए इस हफ़्ते का स्वचालित पेआउट नहीं हुआ। इंतज़ार पूरा होने के बाद आप अपने वॉलेट से पेआउट का अनुरोध कर सकते हैं।",
  }),
  social: (p, count) => ({ title: socialTitleHi(p, count), body: SOCIAL.body(p.excerpt) }),
};

const RENDERERS: Record<Locale, Renderers> = { en: EN, hi: HI };

/** The notice's title and body in `locale`; `count` is how many people a grouped notice counts. */
export function renderNotice(locale: Locale, notice: Notice, count = 1): NoticeText {
  const render = RENDERERS[locale][notice.key] as (p: Notice["params"], count: number) => NoticeText;
  return render(notice.params, count);
}

/** Shorthand for writers: the notice with its English text, as stored in `title` and `body`. */
export function notice<K extends NoticeKey>(key: K, params: NoticeParams[K]): NoticeText & { message: Notice } {
  const message = { key, params } as Notice;
  return { ...renderNotice("en", message), message };
}

/** A stored or queued notice, checked before use: anything else (an older row, a hand edit) is ignored. */
export function readNotice(value: unknown): Notice | null {
  if (typeof value !== "object" || value === null) return null;
  const { key, params } = value as { key?: unknown; params?: unknown };
  if (typeof key !== "string" || !(key in EN) || typeof params !== "object" || params === null) return null;
  return value as Notice;
}
