/**
 * The privacy notice's version and the consent wording (docs/product.md#notice-and-consent), without
 * zod: the sign-up form and the notice page show them without loading the validator.
 */

/**
 * The notice a person agrees to at sign-up. Raise it whenever the notice's text changes in substance:
 * everyone who agreed to an older version is asked again on their next visit.
 */
export const PRIVACY_NOTICE_VERSION = 1;
export const PRIVACY_NOTICE_DATE = "27 November 2026";

/** Consents a person may give or withdraw at any time; none is needed to use the app. */
export const OPTIONAL_CONSENTS = ["marketing_email", "push"] as const;
export type OptionalConsent = (typeof OPTIONAL_CONSENTS)[number];

export const PRIVACY_MESSAGES = {
  adultLabel: "I am 18 or older",
  noticeLabel: "I have read the privacy notice and agree to the processing it describes",
  marketingLabel: "Send me news and offers by e-mail (optional)",
  pushLabel: "Send notifications to my devices (optional)",
  adultRequired: "Please confirm that you are 18 or older",
  noticeRequired: "Please agree to the privacy notice to continue",
  noticeOutdated: "The privacy notice has changed. Reload the page and read the new one.",
  noticeUpdatedTitle: "Our privacy notice has changed",
  noticeUpdatedBody: "Please read the new notice and agree to keep using your account.",
  noticeAccepted: "Thank you. Your agreement is recorded.",
  marketingOn: "You will get news and offers by e-mail",
  marketingOff: "Marketing e-mail withdrawn",
  pushOn: "Notifications to your devices allowed",
  pushOff: "Notifications to your devices withdrawn",
  saveFailed: "Could not save your choice",
} as const;
