/** Terms of Service. Every policy of docs/product.md#policies is stated here in plain words; change both together. */
import { APP_NAME } from "@expertconnect/shared/constants";
import { DELETION_COMPLETE_BUSINESS_DAYS, DELETION_VERIFY_BUSINESS_DAYS, SUPPORT_CONTACT } from "@expertconnect/shared/messages/support";
import { m } from "@/paraglide/messages.js";
import type { LegalDocumentContent } from "./types.ts";

export const TERMS_OF_SERVICE: LegalDocumentContent = {
  title: "Terms of Service",
  localTitle: m.legal_terms_title,
  updated: "1 November 2026",
  date: "1 November 2026",
  intro: [
    `These Terms of Service ("Terms") govern your use of ${APP_NAME} (the "Platform"), an online marketplace in India where you can find verified doctors, lawyers, chartered accountants and IT experts ("Experts") and book video, voice or chat consultations with them, and where doctors can share posts, videos and questions with each other.`,
    "By creating an account or booking a consultation you agree to these Terms and to our Privacy Policy. If you do not agree, please do not use the Platform.",
  ],
  sections: [
    {
      id: "eligibility",
      heading: "Who may use the Platform",
      localHeading: m.legal_terms_eligibility,
      body: [
        "You must be at least 18 years old and able to enter into a binding contract under the Indian Contract Act, 1872.",
        "Minors under 18 must use a parent's or legal guardian's account. The guardian books the consultation, stays responsible for it, and should be present during it.",
        "You are responsible for keeping your password secret and for everything done through your account. Tell us at once if you suspect someone else is using it.",
      ],
    },
    {
      id: "service",
      heading: "What we provide",
      localHeading: m.legal_terms_service,
      body: [
        `${APP_NAME} connects you with independent Experts. The Experts are not our employees; each is responsible for the advice they give and for holding the registrations their profession requires. We check each Expert's credentials before showing the Verified badge, but we do not guarantee any particular outcome of a consultation.`,
        "The Platform is not for emergencies. In a medical emergency call 112 or 108, or go to the nearest hospital.",
        "Advice given in a consultation is for you alone and depends on the information you give the Expert. Give complete and accurate information.",
      ],
    },
    {
      id: "bookings",
      heading: "Bookings and payments",
      localHeading: m.legal_terms_bookings,
      body: [
        "Each Expert's fee is shown in Indian rupees (₹) on their profile and before you confirm a booking. A new booking is pending until the Expert confirms it.",
        "Consultations are paid from your wallet when you book; you add money to it with UPI, a credit or debit card, or net banking. Payment partners process card and bank details; we do not store them.",
      ],
    },
    {
      id: "cancellation",
      heading: "Cancellation, rescheduling and refunds",
      localHeading: m.legal_terms_cancellation,
      body: [
        {
          list: [
            "You may cancel or reschedule up to 24 hours before the appointment and receive a full refund to your wallet.",
            "If you cancel less than 24 hours before the appointment, no refund is given.",
            "If the Expert cancels, you receive a full refund, whenever they cancel.",
            "Refunds are credited to your wallet as soon as the booking is cancelled.",
          ],
        },
      ],
    },
    {
      id: "attendance",
      heading: "No-shows and late arrival",
      localHeading: m.legal_terms_attendance,
      body: [
        {
          list: [
            "If you join a consultation 15 or more minutes late, the Expert may cancel it without a refund.",
            "If you miss 3 or more booked consultations without cancelling (no-shows), your account may be temporarily restricted from making new bookings.",
          ],
        },
      ],
    },
    {
      id: "wallet",
      heading: "Your wallet",
      localHeading: m.legal_terms_wallet,
      body: [
        "Your wallet holds refunds and money you add, and can be used to pay for consultations on the Platform.",
        "Wallet funds are not transferable: they cannot be moved to another user's account or sold.",
      ],
    },
    {
      id: "conduct",
      heading: "Acceptable use",
      localHeading: m.legal_terms_conduct,
      body: [
        "You agree not to:",
        {
          list: [
            "give false information about yourself or impersonate anyone;",
            "harass, threaten or abuse Experts or other users;",
            "record a consultation without the other person's consent;",
            "contact an Expert to arrange paid consultations outside the Platform to avoid its fees;",
            "upload anything unlawful, including content that breaks the Information Technology Act, 2000 or infringes someone else's rights;",
            "interfere with the Platform's security or try to access data that is not yours.",
          ],
        },
        "Doctors sharing posts, videos or doubts must not include anything that identifies a patient without that patient's consent.",
      ],
    },
    {
      id: "content",
      heading: "Content you post",
      localHeading: m.legal_terms_content,
      body: [
        "You keep ownership of what you post. You give us a licence to host and display it on the Platform for as long as it stays there. We may remove content that breaks these Terms or the law, including on a valid order or notice under the Information Technology Act, 2000 and the rules made under it.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      localHeading: m.legal_terms_liability,
      body: [
        "To the extent the law allows, our total liability to you for any claim arising from the Platform is limited to the amounts you paid us in the 12 months before the claim arose. We are not liable for indirect or consequential losses, or for the professional advice given by an Expert.",
      ],
    },
    {
      id: "deletion",
      heading: "Closing your account",
      localHeading: m.legal_terms_deletion,
      body: [
        `You can ask us to delete your account and data at any time from Settings → Delete Account, or on the Account and Data Deletion page. We verify your identity within ${DELETION_VERIFY_BUSINESS_DAYS} business days and delete your data within ${DELETION_COMPLETE_BUSINESS_DAYS} business days, except records the law requires us to keep.`,
        "We may suspend or close an account that seriously or repeatedly breaks these Terms.",
      ],
    },
    {
      id: "support",
      heading: "Support and grievances",
      localHeading: m.legal_terms_support,
      body: [
        `Support is available ${SUPPORT_CONTACT.hours} at ${SUPPORT_CONTACT.email} or ${SUPPORT_CONTACT.phone}.`,
        `Complaints may be sent to our ${SUPPORT_CONTACT.grievanceOfficer} at ${SUPPORT_CONTACT.privacyEmail}. As the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 require, we acknowledge a complaint within 24 hours and resolve it within 15 days.`,
      ],
    },
    {
      id: "law",
      heading: "Governing law and changes",
      localHeading: m.legal_terms_law,
      body: [
        "These Terms are governed by the laws of India, and the courts of India have jurisdiction over any dispute.",
        "We may update these Terms. We will tell you of important changes in the app before they take effect; continuing to use the Platform after that means you accept them.",
      ],
    },
  ],
};
