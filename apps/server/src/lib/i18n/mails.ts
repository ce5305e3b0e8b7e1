/**
 * The e-mails that are not a notification's (sign-up, password, erasure, a concern's
 * acknowledgement), in each language. A notification's e-mail is its
 * notice (notices.ts) with the link under it. The English is the wording sent before Hindi, to the byte.
 */
import { APP_NAME } from "@expertconnect/shared/constants";
import {
  ERASURE_CONFIRM_HOURS,
  ERASURE_GRACE_BUSINESS_DAYS,
  ERASURE_MESSAGES,
  FINANCIAL_RETENTION_YEARS,
  type UpcomingAtErasure,
  upcomingAtErasureText,
} from "@expertconnect/shared/messages/erasure";
import { GRIEVANCE_MESSAGES, GRIEVANCE_SUBJECT_LABELS, type GrievanceSubject } from "@expertconnect/shared/messages/grievances";
import type { Locale } from "@expertconnect/shared/i18n";
import { readNotice, renderNotice, type Notice } from "./notices.ts";

export interface MailParams {
  existing_account: Record<string, never>;
  reset_password: { url: string };
  verify_email: { url: string };
  confirm_new_email: { url: string };
  erasure_confirm: { link: string; upcoming?: UpcomingAtErasure };
  erasure_done: Record<string, never>;
  grievance_ack: { reference: string; subject: GrievanceSubject; description: string; path: string };
}
export type MailKey = keyof MailParams;
export type MailMessage = { [K in MailKey]: { key: K; params: MailParams[K] } }[MailKey];
export interface MailText {
  subject: string;
  text: string;
}

const GRIEVANCE_SUBJECT_HI: Record<GrievanceSubject, string> = {
  privacy: "निजता और मेरा डेटा",
  payment: "भुगतान या रिफ़ंड",
  consultation: "कोई परामर्श या विशेषज्ञ",
  account: "मेरा खाता",
  other: "कुछ और",
};

type Renderers = { [K in MailKey]: (p: MailParams[K]) => MailText };

const EN: Renderers = {
  existing_account: () => ({
    subject: `You already have an ${APP_NAME} account`,
    text: `Someone tried to create an ${APP_NAME} account with this e-mail address, which already has one.\n\nIf it was you, sign in instead, or reset your password from the sign-in screen. If it was not, you can ignore this message.`,
  }),
  reset_password: ({ url }) => ({
    subject: `Reset your ${APP_NAME} password`,
    text: `Someone asked to reset the password of your ${APP_NAME} account.\n\nSet a new password with this link (valid for one hour, once):\n${url}\n\nIf it was not you, ignore this message: your password stays as it is.`,
  }),
  confirm_new_email: ({ url }) => ({
    subject: `Confirm your new e-mail address for ${APP_NAME}`,
    text: `You asked to use this address for your ${APP_NAME} account.\n\nConfirm it by opening this link (valid for one hour):\n${url}\n\nUntil you do, the account keeps its current address. If you did not ask for this, ignore this message.`,
  }),
  verify_email: ({ url }) => ({
    subject: `Verify your e-mail for ${APP_NAME}`,
    text: `Welcome to ${APP_NAME}.\n\nConfirm your e-mail address by opening this link:\n${url}\n\nIf you did not sign up, ignore this message.`,
  }),
  erasure_confirm: ({ link, upcoming }) => {
    const bookings = upcoming ? upcomingAtErasureText(upcoming) : null;
    return {
      subject: ERASURE_MESSAGES.mailSubject,
      text: `You asked to delete your ExpertConnect account.\n\nConfirm within ${ERASURE_CONFIRM_HOURS} hours by opening this link:\n${link}\n\nOnce you confirm, your account and personal data are deleted after ${ERASURE_GRACE_BUSINESS_DAYS} business days, and you can cancel until then from Settings → Delete Account.${bookings ? `\n\n${bookings}` : ""}\n\nIf you did not ask for this, ignore this e-mail: nothing happens without the confirmation.`,
    };
  },
  erasure_done: () => ({
    subject: ERASURE_MESSAGES.doneSubject,
    text: `Your ExpertConnect account and the personal data we held about you have been deleted, as you asked.\n\nPayment records are kept without your name or contact details for ${FINANCIAL_RETENTION_YEARS} years, as the law requires.`,
  }),
  grievance_ack: (p) => ({
    subject: GRIEVANCE_MESSAGES.ackSubject(p.reference),
    text:
      `We received your concern ${p.reference} (${GRIEVANCE_SUBJECT_LABELS[p.subject]}).\n\n` +
      `"${p.description}"\n\n` +
      `Our Grievance Officer will answer you in the app and by e-mail. You can follow it and reply under Help & Support → My concerns (${p.path}).`,
  }),
};

/** The Hindi of upcomingAtErasureText: what the deletion does to the person's upcoming bookings. */
function upcomingHi(upcoming: UpcomingAtErasure | undefined): string {
  if (!upcoming) return "";
  const parts: string[] = [];
  if (upcoming.asClient > 0) {
    parts.push(
      `आपकी ${upcoming.asClient} आने वाली बुकिंग ${upcoming.asClient === 1 ? "है। खाता हटते ही वह ऐसे रद्द होगी जैसे आपने ख़ुद रद्द की हो" : "हैं। खाता हटते ही वे ऐसे रद्द होंगी जैसे आपने ख़ुद रद्द की हों"}: 24 घंटे या उससे बाद शुरू होने वाली बुकिंग का पूरा पैसा आपके वॉलेट में लौटेगा, बाकी का नहीं। खाता हटने के बाद वॉलेट में बचा पैसा वापस नहीं मिलता।`,
    );
  }
  if (upcoming.asExpert > 0) {
    parts.push(`आपके क्लाइंट्स की आपके साथ ${upcoming.asExpert} आने वाली बुकिंग ${upcoming.asExpert === 1 ? "है। खाता हटते ही वह रद्द होगी" : "हैं। खाता हटते ही वे रद्द होंगी"}, और क्लाइंट्स को पूरा पैसा लौटाया जाएगा और सूचना दी जाएगी।`);
  }
  return parts.length ? `\n\n${parts.join(" ")}` : "";
}

const HI: Renderers = {
  existing_account: () => ({
    subject: `आपका ${APP_NAME} खाता पहले से है`,
    text: `किसी ने इस ईमेल पते से ${APP_NAME} खाता बनाने की कोशिश की, जबकि इस पते पर पहले से एक खाता है।\n\nअगर यह आप थे, तो साइन इन करें, या साइन-इन स्क्रीन से अपना पासवर्ड रीसेट करें। अगर यह आप नहीं थे, तो इस संदेश को अनदेखा कर दें।`,
  }),
  reset_password: ({ url }) => ({
    subject: `अपना ${APP_NAME} पासवर्ड रीसेट करें`,
    text: `किसी ने आपके ${APP_NAME} खाते का पासवर्ड रीसेट करने का अनुरोध किया है।\n\nइस लिंक से नया पासवर्ड सेट करें (एक घंटे तक, सिर्फ़ एक बार मान्य):\n${url}\n\nअगर यह आप नहीं थे, तो इस संदेश को अनदेखा कर दें: आपका पासवर्ड जैसा है वैसा ही रहेगा।`,
  }),
  confirm_new_email: ({ url }) => ({
    subject: `${APP_NAME} के लिए अपने नए ईमेल पते की पुष्टि करें`,
    text: `आपने अपने ${APP_NAME} खाते के लिए यह पता इस्तेमाल करने का अनुरोध किया है।\n\nयह लिंक खोलकर पुष्टि करें (एक घंटे तक मान्य):\n${url}\n\nजब तक आप पुष्टि नहीं करते, खाते पर मौजूदा पता ही रहेगा। अगर यह अनुरोध आपने नहीं किया है, तो इस संदेश को अनदेखा कर दें।`,
  }),
  verify_email: ({ url }) => ({
    subject: `${APP_NAME} के लिए अपना ईमेल सत्यापित करें`,
    text: `${APP_NAME} में आपका स्वागत है।\n\nयह लिंक खोलकर अपने ईमेल पते की पुष्टि करें:\n${url}\n\nअगर आपने साइन अप नहीं किया है, तो इस संदेश को अनदेखा कर दें।`,
  }),
  erasure_confirm: ({ link, upcoming }) => ({
    subject: "अपना ExpertConnect खाता हटाने की पुष्टि करें",
    text: `आपने अपना ExpertConnect खाता हटाने का अनुरोध किया है।\n\n${ERASURE_CONFIRM_HOURS} घंटे के अंदर यह लिंक खोलकर पुष्टि करें:\n${link}\n\nपुष्टि करने के ${ERASURE_GRACE_BUSINESS_DAYS} कामकाजी दिन बाद आपका खाता और निजी डेटा हटा दिया जाएगा। तब तक आप सेटिंग्स → खाता हटाएँ से इसे रद्द कर सकते हैं।${upcomingHi(upcoming)}\n\nअगर आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा कर दें: पुष्टि के बिना कुछ नहीं होगा।`,
  }),
  erasure_done: () => ({
    subject: "आपका ExpertConnect खाता हटा दिया गया है",
    text: `आपके अनुरोध के अनुसार आपका ExpertConnect खाता और आपके बारे में हमारे पास रखा निजी डेटा हटा दिया गया है।\n\nकानून के अनुसार भुगतान के रिकॉर्ड ${FINANCIAL_RETENTION_YEARS} साल तक आपके नाम या संपर्क विवरण के बिना रखे जाते हैं।`,
  }),
  grievance_ack: (p) => ({
    subject: `हमें आपकी शिकायत ${p.reference} मिल गई है`,
    text:
      `हमें आपकी शिकायत ${p.reference} (${GRIEVANCE_SUBJECT_HI[p.subject]}) मिल गई है।\n\n` +
      `"${p.description}"\n\n` +
      `हमारे शिकायत अधिकारी आपको ऐप में और ईमेल से जवाब देंगे। आप इसे मदद और सहायता → मेरी शिकायतें (${p.path}) में देख सकते हैं और वहीं जवाब दे सकते हैं।`,
  }),
};

const RENDERERS: Record<Locale, Renderers> = { en: EN, hi: HI };

export function renderMail(locale: Locale, mail: MailMessage): MailText {
  const render = RENDERERS[locale][mail.key] as (p: MailMessage["params"]) => MailText;
  return render(mail.params);
}

/** A notification's e-mail: its title, and its body with the link under it. */
export function renderNoticeMail(locale: Locale, notice: { message: Notice; url: string }): MailText {
  const { title, body } = renderNotice(locale, notice.message);
  return { subject: title, text: `${body}\n\n${notice.url}` };
}

/**
 * What a queued e-mail says in `locale`: worded from its mail or notice when it carries one and the
 * language is not English; otherwise (English, or a job queued before) its own subject and text.
 */
export function localizedMail(
  locale: Locale,
  queued: { subject: string; text: string; mail?: MailMessage; notice?: { message: Notice; url: string } },
): MailText {
  if (locale !== "en") {
    if (queued.mail && queued.mail.key in EN) return renderMail(locale, queued.mail);
    const message = queued.notice && readNotice(queued.notice.message);
    if (message && queued.notice) return renderNoticeMail(locale, { message, url: queued.notice.url });
  }
  return { subject: queued.subject, text: queued.text };
}
