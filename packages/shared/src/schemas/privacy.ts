/**
 * Consent inputs (docs/product.md#notice-and-consent): what sign-up must carry, agreeing to a new
 * notice, and giving or withdrawing an optional consent.
 */
import { z } from "zod";
import { OPTIONAL_CONSENTS, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from "../messages/privacy.ts";

export { OPTIONAL_CONSENTS, PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION };

const adult = z.literal(true, { error: PRIVACY_MESSAGES.adultRequired });
const noticeVersion = z.number({ error: PRIVACY_MESSAGES.noticeRequired }).refine((v) => v === PRIVACY_NOTICE_VERSION, PRIVACY_MESSAGES.noticeOutdated);

/** Agreeing to the notice: the version the person read, and that they are 18 or older. */
export const noticeAgreementSchema = z.object({ noticeVersion, adult });

/** The fields sign-up carries beside the e-mail and password. */
export const signUpConsentSchema = noticeAgreementSchema.extend({
  marketingEmail: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
});
export type SignUpConsent = z.infer<typeof signUpConsentSchema>;

export const consentChangeSchema = z.strictObject({
  purpose: z.enum(OPTIONAL_CONSENTS, { error: "Unknown consent" }),
  granted: z.boolean({ error: "granted must be true or false" }),
});
