/** Support contacts and the account-deletion timescale, without zod: the legal and help pages show them without loading the validator. */

/** Identity verified within 2 business days, data deleted within 7 (docs/product.md#account-deletion). */
export const DELETION_VERIFY_BUSINESS_DAYS = 2;
export const DELETION_COMPLETE_BUSINESS_DAYS = 7;

/**
 * Support contact details. Placeholders for this build: set the real addresses and number before
 * launch (one place, used by Help & Support, the legal pages and the deletion request page).
 */
export const SUPPORT_CONTACT = {
  email: "support@expertconnect.in",
  privacyEmail: "privacy@expertconnect.in",
  grievanceOfficer: "Grievance Officer, ExpertConnect",
  /** shown as written; dialled through tel: with the digits only */
  phone: "+91 1800 120 3456",
  phoneHref: "tel:+9118001203456",
  hours: "24/7",
} as const;
