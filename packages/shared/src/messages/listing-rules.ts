/**
 * Each profession's listing rules in India (docs/product.md#listing-rules), without zod: Explore and
 * an expert's page show them without loading the validator. Advocates may not advertise or solicit
 * work (Bar Council of India Rules, Part VI, Rule 36), and chartered accountants are held likewise
 * by ICAI: the legal and financial categories' listings are information a person asked for.
 */
import type { Category } from "../categories.ts";

/** Categories whose listings come after the notice, and whose ratings strict mode hides. */
export const LISTING_RULES_CATEGORIES = ["legal", "financial"] as const satisfies readonly Category[];

export const hasListingRules = (category: string): boolean => (LISTING_RULES_CATEGORIES as readonly string[]).includes(category);

/** LISTING_RULES: `standard` shows ratings everywhere; `strict` hides them for lawyers and CAs. */
export const LISTING_RULES_MODES = ["standard", "strict"] as const;
export type ListingRulesMode = (typeof LISTING_RULES_MODES)[number];

/** The device's record of the acknowledgement, read when the server renders a page. */
export const LISTING_NOTICE_COOKIE = "ec.listing-notice";

export const LISTING_MESSAGES = {
  noticeTitle: "Before you see lawyers and CAs",
  noticeBody:
    "The Bar Council of India and the Institute of Chartered Accountants of India do not allow advocates and chartered accountants to advertise or solicit work. The profiles here are not advertising or solicitation: they are information you are seeking at your own request, to choose a professional yourself.",
  noticeConfirm: "By continuing you confirm that you are seeking this information of your own accord, and that no one from ExpertConnect or these professionals has invited you to do so.",
  noticeButton: "I understand, show profiles",
  noticeFailed: "Could not save your choice",
  enrolmentTitle: "Bar Council enrolment",
  enrolmentNumber: "Enrolment No.",
  barCouncil: "State Bar Council",
  enrolmentDate: "Date of enrolment",
  ratingsHidden: "Ratings are not shown for lawyers and CAs, so they cannot be sorted or filtered by rating.",
} as const;
