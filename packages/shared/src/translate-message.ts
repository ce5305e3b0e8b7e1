/**
 * The API's error messages and the forms' validation messages in Hindi, keyed by their English
 * (the app's words, kept exactly as they are): the server answers a Hindi request with these
 * (apps/server/src/lib/i18n/error-language.ts), and a form in Hindi can show a zod message through
 * the same `translateMessage`. A message with no Hindi here stays English. No imports, so a page
 * that uses it carries only this table.
 */
import type { Locale } from "./i18n.ts";

/** Messages word for word. */
const EXACT: Record<string, string> = {
  // Every API
  "Not authenticated": "पहले साइन इन करें",
  "You do not have permission to do that.": "आपको यह करने की अनुमति नहीं है।",
  "Not found": "नहीं मिला",
  "Invalid request": "अनुरोध सही नहीं है",
  "Something went wrong. Please try again.": "कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।",
  // Sign-in and sign-up
  "Please fill in all fields": "कृपया सभी जानकारी भरें",
  "Please enter a valid email address": "कृपया सही ईमेल पता डालें",
  "This email is already registered. Please sign in.": "यह ईमेल पहले से रजिस्टर है। कृपया साइन इन करें।",
  "Failed to sign up": "साइन अप नहीं हो सका",
  "Failed to sign in": "साइन इन नहीं हो सका",
  "Invalid email or password": "ईमेल या पासवर्ड गलत है",
  // Booking
  "Please select a date": "कृपया तारीख चुनें",
  "Please select a valid date": "कृपया सही तारीख चुनें",
  "Please select a time": "कृपया समय चुनें",
  "Please select one of the available time slots": "कृपया उपलब्ध स्लॉट में से कोई एक चुनें",
  "Please select consultation type": "कृपया परामर्श का प्रकार चुनें",
  "Please choose a time in the future.": "कृपया आगे का कोई समय चुनें।",
  "Please login to book an appointment": "अपॉइंटमेंट बुक करने के लिए साइन इन करें",
  "Failed to book appointment": "अपॉइंटमेंट बुक नहीं हो सका",
  "This slot was just booked. Please choose another time.": "यह स्लॉट अभी-अभी बुक हो गया। कृपया कोई और समय चुनें।",
  "You already have a booking at this time.": "इस समय आपकी पहले से एक बुकिंग है।",
  "Please say who the patient is": "कृपया बताएँ कि मरीज़ कौन है",
  "Please choose the patient's gender": "कृपया मरीज़ का लिंग चुनें",
  // Concerns
  "Choose what your concern is about.": "चुनें कि आपकी शिकायत किस बारे में है।",
  "Write a reply first.": "पहले जवाब लिखें।",
  "Concern not found": "शिकायत नहीं मिली",
  "This concern is closed. Raise a new one if something is still wrong.": "यह शिकायत बंद हो चुकी है। अगर अब भी कुछ गलत है, तो नई शिकायत दर्ज करें।",
  // Notifications
  "Notification not found": "सूचना नहीं मिली",
};

/** "in 5 minutes" → "5 मिनट बाद" (quotas.ts inTime). */
function inTimeHi(words: string): string {
  const m = /^in (\d+) (second|minute|hour)s?$/.exec(words);
  if (!m) return words;
  const unit = { second: "सेकंड", minute: "मिनट", hour: "घंटे" }[m[2] as "second" | "minute" | "hour"];
  return `${m[1]} ${unit} बाद`;
}

/** Messages with a number or a wait in them: the English as a pattern, the Hindi from its parts. */
const PATTERNS: Array<[RegExp, (...parts: string[]) => string]> = [
  [/^Password must be at least (\d+) characters$/, (n) => `पासवर्ड में कम से कम ${n} अक्षर होने चाहिए`],
  [/^Password must be at most (\d+) characters$/, (n) => `पासवर्ड में ज़्यादा से ज़्यादा ${n} अक्षर हो सकते हैं`],
  [/^Too many attempts\. Try again in (\d+) seconds\.$/, (n) => `बहुत ज़्यादा कोशिशें हो गईं। ${n} सेकंड बाद फिर कोशिश करें।`],
  [/^Notes must be less than ([\d,]+) characters$/, (n) => `नोट ${n} अक्षरों से कम होने चाहिए`],
  [/^Enter the patient's name \(2 to (\d+) characters\)$/, (n) => `मरीज़ का नाम लिखें (2 से ${n} अक्षर)`],
  [/^Enter the patient's age in whole years \(0 to (\d+)\)$/, (n) => `मरीज़ की उम्र पूरे वर्षों में लिखें (0 से ${n})`],
  [/^Please describe your concern in at least (\d+) characters\.$/, (n) => `कृपया अपनी शिकायत कम से कम ${n} अक्षरों में बताएँ।`],
  [/^Please keep your description within ([\d,]+) characters\.$/, (n) => `कृपया अपना विवरण ${n} अक्षरों के अंदर रखें।`],
  [/^Please keep your reply within ([\d,]+) characters\.$/, (n) => `कृपया अपना जवाब ${n} अक्षरों के अंदर रखें।`],
  [
    /^You can raise at most (\d+) concerns a day\. Please try again (in \d+ \w+)\.$/,
    (n, wait) => `आप एक दिन में ज़्यादा से ज़्यादा ${n} शिकायतें दर्ज कर सकते हैं। कृपया ${inTimeHi(wait)} फिर कोशिश करें।`,
  ],
  [
    /^You can reply at most (\d+) times an hour\. Please try again (in \d+ \w+)\.$/,
    (n, wait) => `आप एक घंटे में ज़्यादा से ज़्यादा ${n} बार जवाब दे सकते हैं। कृपया ${inTimeHi(wait)} फिर कोशिश करें।`,
  ],
];

/** `en` in `locale`: the Hindi when there is one, else the English as it is. */
export function translateMessage(en: string, locale: Locale): string {
  if (locale !== "hi") return en;
  const exact = EXACT[en];
  if (exact) return exact;
  for (const [pattern, hindi] of PATTERNS) {
    const m = pattern.exec(en);
    if (m) return hindi(...m.slice(1));
  }
  return en;
}

/** For tests: the English messages translated word for word. */
export const TRANSLATED_MESSAGES: readonly string[] = Object.keys(EXACT);
