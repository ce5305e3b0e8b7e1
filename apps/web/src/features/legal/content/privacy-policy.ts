/** Privacy Policy, written for an Indian marketplace under the DPDP Act 2023 and the IT Act 2000. */
import { APP_NAME } from "@expertconnect/shared/constants";
import { LOCALE_COOKIE } from "@expertconnect/shared/i18n";
import { LISTING_NOTICE_COOKIE } from "@expertconnect/shared/messages/listing-rules";
import { DELETION_COMPLETE_BUSINESS_DAYS, DELETION_VERIFY_BUSINESS_DAYS, SUPPORT_CONTACT } from "@expertconnect/shared/messages/support";
import { CATEGORY_COOKIE } from "@/lib/category.tsx";
import { m } from "@/paraglide/messages.js";
import type { LegalDocumentContent } from "./types.ts";

export const PRIVACY_POLICY: LegalDocumentContent = {
  title: "Privacy Policy",
  localTitle: m.legal_policy_title,
  updated: "27 November 2026",
  date: "27 November 2026",
  intro: [
    `This policy explains what personal data ${APP_NAME} collects when you use our app to find and consult verified experts, why we collect it, who sees it, and the rights you have over it under the Digital Personal Data Protection Act, 2023 ("DPDP Act") and the Information Technology Act, 2000.`,
  ],
  sections: [
    {
      id: "collect",
      heading: "What we collect",
      localHeading: m.legal_policy_collect,
      body: [
        {
          list: [
            "Account data: your e-mail address and your password, which we store only as a secure one-way hash.",
            "Profile data you choose to add: full name, phone number, specialization, education and bio.",
            "Bookings: the expert, date and time, consultation type, amount and any notes you write for the expert.",
            "Content you post as a doctor: posts, videos, questions and answers.",
            "Account deletion requests: the e-mail, phone number, name and reason you give.",
            "Technical data: your IP address and the times of your requests, used to keep the service secure and to limit abuse.",
          ],
        },
        "Notifications about your bookings, doubts and expert application, and your settings (dark mode, appointment reminders, e-mail alerts): on your device when signed out, and with your account when signed in, so they follow you to every device.",
      ],
    },
    {
      id: "use",
      heading: "How we use it",
      localHeading: m.legal_policy_use,
      body: [
        {
          list: [
            "to create and secure your account and sign you in;",
            "to book consultations and show them to you and to the expert you booked;",
            "to process payments, refunds and your wallet balance;",
            "to answer your support requests and complaints;",
            "to detect fraud and abuse and to meet our legal obligations.",
          ],
        },
        "We do not sell your personal data and we do not use it for third-party advertising.",
      ],
    },
    {
      id: "basis",
      heading: "Consent and legitimate uses",
      localHeading: m.legal_policy_basis,
      body: [
        "We process your personal data with your consent, which you give when you create an account and when you book, and for the legitimate uses the DPDP Act allows, such as meeting a legal obligation. You may withdraw consent at any time; we will then stop processing the data concerned, although some services may no longer be available to you.",
        "When you sign up we show a short privacy notice, and record the notice's version and the time you agreed to it, with your confirmation that you are 18 or older. Marketing e-mail and notifications pushed to your devices are separate, optional consents: give or withdraw them at any time in Settings, under Your consents. When the notice changes in substance, we ask you to agree again.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share it with",
      localHeading: m.legal_policy_sharing,
      body: [
        {
          list: [
            "The expert you book sees your name, your booking and the notes you write for them.",
            "Service providers who host the app, send e-mail or process payments for us, bound by contract to use the data only for that work.",
            "Authorities, when Indian law or a valid court or government order requires it.",
          ],
        },
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      localHeading: m.legal_policy_security,
      body: [
        "Data travels over encrypted connections. Access inside our team is limited to people who need it for their work. We follow reasonable security practices as required by section 43A of the Information Technology Act, 2000 and the rules made under it, and we will inform you and the Data Protection Board of India of a personal data breach as the DPDP Act requires.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      localHeading: m.legal_policy_retention,
      body: [
        "We keep your data while your account is open. When you ask us to delete your account, we verify your identity within " +
          `${DELETION_VERIFY_BUSINESS_DAYS} business days and delete your data within ${DELETION_COMPLETE_BUSINESS_DAYS} business days. ` +
          "Records we must keep by law, such as payment and tax records, are kept only for the period the law sets and then deleted.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      localHeading: m.legal_policy_rights,
      body: [
        "Under the DPDP Act you have the right to:",
        {
          list: [
            "get a summary of the personal data we hold about you and how we use it;",
            "have inaccurate data corrected (you can edit most of it in Edit Profile);",
            "have your data erased, through the Account and Data Deletion page;",
            "have your grievances addressed by us, and then complain to the Data Protection Board of India;",
            "nominate someone to exercise these rights if you die or become unable to.",
          ],
        },
      ],
    },
    {
      id: "children",
      heading: "Children",
      localHeading: m.legal_policy_children,
      body: [
        "The app is meant for adults. Minors under 18 must use a parent's or legal guardian's account, and we process a child's data only with the verifiable consent of that parent or guardian, as section 9 of the DPDP Act requires.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and local storage",
      localHeading: m.legal_policy_cookies,
      body: [
        "We use no advertising or tracking cookies. These are the cookies we set, what each holds, why, and for how long:",
        {
          list: [
            "better-auth.session_token: a random token for your session, so you stay signed in. It lasts 7 days and is renewed while you use the app; signing out deletes it.",
            "better-auth.two_factor, only if you turn on two-step verification: it holds your sign-in for 10 minutes while you enter your code, and is deleted once you are signed in.",
            `${CATEGORY_COOKIE}: the category you chose (Doctor, Lawyer, CA or IT Expert), so that pages open in it before the app has loaded. It lasts 1 year, and changes when you choose another category.`,
            `${LOCALE_COOKIE}: the language you chose (English or Hindi), so that pages arrive in your language, also when you are signed out. It lasts 1 year, and changes when you choose another language.`,
            `${LISTING_NOTICE_COOKIE}: that you have read the notice shown before the profiles of lawyers and chartered accountants, so that this device does not show it again. It holds nothing else and lasts 1 year.`,
            "ec_visitor, only when you watch a video while signed out: a random number, so that a video counts one view per viewer a day. It says nothing about who you are and lasts 1 year.",
          ],
        },
        "Your device also stores your chosen category and a copy of your settings.",
      ],
    },
    {
      id: "contact",
      heading: "Contact and grievances",
      localHeading: m.legal_policy_contact,
      body: [
        `Write to our ${SUPPORT_CONTACT.grievanceOfficer} at ${SUPPORT_CONTACT.privacyEmail}, or call ${SUPPORT_CONTACT.phone} (available ${SUPPORT_CONTACT.hours}). We acknowledge complaints within 24 hours and resolve them within 15 days.`,
        "Signed in, you can also raise a concern in the app: it gets a reference number, we acknowledge it by e-mail, and you follow our answer and reply under My concerns.",
        { link: { to: "/profile/concerns/new", label: "Raise a concern" } },
        "If we change this policy we will tell you in the app before the change takes effect.",
      ],
    },
  ],
};
