/**
 * The privacy notice shown at sign-up (section 5 of the DPDP Act, 2023): short and standalone, so a
 * person can read it before agreeing. Its version is PRIVACY_NOTICE_VERSION; a change of substance
 * raises it, and everyone is asked again (docs/product.md#notice-and-consent).
 */
import { APP_NAME } from "@expertconnect/shared/constants";
import { PRIVACY_NOTICE_DATE, PRIVACY_NOTICE_VERSION } from "@expertconnect/shared/messages/privacy";
import { SUPPORT_CONTACT } from "@expertconnect/shared/messages/support";
import { m } from "@/paraglide/messages.js";
import type { LegalDocumentContent } from "./types.ts";

export const PRIVACY_NOTICE: LegalDocumentContent = {
  title: "Privacy Notice",
  localTitle: m.legal_notice_title,
  updated: `${PRIVACY_NOTICE_DATE} (version ${PRIVACY_NOTICE_VERSION})`,
  date: PRIVACY_NOTICE_DATE,
  version: PRIVACY_NOTICE_VERSION,
  intro: [
    `Before you create an account, here is what ${APP_NAME} does with your personal data, in short. The Privacy Policy says it in full.`,
  ],
  localIntro: () => [m.legal_notice_intro({ app: APP_NAME })],
  sections: [
    {
      id: "data",
      heading: "The data we process",
      localHeading: m.legal_notice_data,
      body: [
        {
          list: [
            "your e-mail address and password (kept only as a one-way hash);",
            "what you add to your profile: name, phone number, professional details;",
            "your bookings, payments and wallet, messages, notes, prescriptions and medical records you upload;",
            "what you post as a doctor: posts, videos, questions and answers;",
            "technical data: your IP address and the times of your requests.",
          ],
        },
      ],
      localBody: () => [{ list: [m.legal_notice_data_1(), m.legal_notice_data_2(), m.legal_notice_data_3(), m.legal_notice_data_4(), m.legal_notice_data_5()] }],
    },
    {
      id: "purposes",
      heading: "What we use it for",
      localHeading: m.legal_notice_purposes,
      body: [
        {
          list: [
            "to run your account and sign you in;",
            "to book and hold consultations with the expert you choose, and to show them your booking and notes;",
            "to take payments, make refunds and keep the records the law requires;",
            "to keep the service secure and answer your requests and complaints.",
          ],
        },
        "Only if you allow it, separately: news and offers by e-mail, and notifications pushed to your devices.",
      ],
      localBody: () => [
        { list: [m.legal_notice_purposes_1(), m.legal_notice_purposes_2(), m.legal_notice_purposes_3(), m.legal_notice_purposes_4()] },
        m.legal_notice_purposes_optional(),
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      localHeading: m.legal_notice_rights,
      body: [
        "You may ask for a summary of your data, have it corrected, have it erased (Account and Data Deletion), have a grievance addressed, and nominate someone to act for you.",
      ],
      localBody: () => [m.legal_notice_rights_text()],
    },
    {
      id: "withdraw",
      heading: "Withdrawing consent",
      localHeading: m.legal_notice_withdraw,
      body: [
        "Withdraw marketing e-mail or push notifications at any time in Settings, under Your consents, as easily as you gave them. To withdraw consent to everything, delete your account from Settings. Withdrawing does not undo what was lawfully done before.",
      ],
      localBody: () => [m.legal_notice_withdraw_text()],
    },
    {
      id: "complain",
      heading: "Complaints",
      localHeading: m.legal_notice_complain,
      body: [
        `Write to our ${SUPPORT_CONTACT.grievanceOfficer} at ${SUPPORT_CONTACT.privacyEmail}. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
      ],
      localBody: () => [m.legal_notice_complain_text({ officer: SUPPORT_CONTACT.grievanceOfficer, email: SUPPORT_CONTACT.privacyEmail })],
    },
    {
      id: "age",
      heading: "Who may sign up",
      localHeading: m.legal_notice_age,
      body: ["You must be 18 or older to create an account. A minor uses a parent's or legal guardian's account, with their consent."],
      localBody: () => [m.legal_notice_age_text()],
    },
  ],
};
