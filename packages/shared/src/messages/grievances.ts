/**
 * Concerns raised with the Grievance Officer (docs/product.md#grievances): subjects, limits, the
 * 90-day answer limit and the texts the app, the API and the e-mails share. Without zod, so the
 * pages that only show concerns load no validator.
 */
import { inTime } from "./quotas.ts";

export const GRIEVANCE_SUBJECTS = ["privacy", "payment", "consultation", "account", "other"] as const;
export type GrievanceSubject = (typeof GRIEVANCE_SUBJECTS)[number];
export const GRIEVANCE_SUBJECT_LABELS: Record<GrievanceSubject, string> = {
  privacy: "Privacy and my data",
  payment: "Payment or refund",
  consultation: "A consultation or an expert",
  account: "My account",
  other: "Something else",
};

export type GrievanceStatus = "open" | "answered" | "closed";
export const GRIEVANCE_STATUS_LABELS: Record<GrievanceStatus, string> = {
  open: "Waiting for us",
  answered: "Answered",
  closed: "Closed",
};

/** The description: at least enough to act on, at most what a reader takes in at once. */
export const GRIEVANCE_DESCRIPTION_MIN = 20;
export const GRIEVANCE_DESCRIPTION_MAX = 2000;
/** A reply, the person's or the team's. */
export const GRIEVANCE_REPLY_MAX = 2000;
/** A concern is answered and closed within this many days of being raised (DPDP Rules, 2025): the legal outer limit. */
export const GRIEVANCE_RESOLVE_DAYS = 90;
/**
 * What the Privacy Policy and the Terms promise: a complaint resolved within 15 days. The admin
 * queue warns once a concern is older than this, and marks it overdue at GRIEVANCE_RESOLVE_DAYS.
 */
export const GRIEVANCE_PROMISE_DAYS = 15;
/** Concerns one account may raise in any 24 hours, and keep open (not closed) at once. */
export const GRIEVANCES_PER_DAY = 3;
export const GRIEVANCES_OPEN_MAX = 5;
/** Replies one account (the person's side) may write in any hour, over all their concerns. */
export const GRIEVANCE_REPLIES_PER_HOUR = 10;
/** A full open quota frees only when a concern is closed; a program retrying by itself waits this long. */
export const GRIEVANCE_OPEN_RETRY_SECONDS = 24 * 60 * 60;

/** "GRV-2026-000123": the year (India time) the concern was raised and its number in that year. */
export const grievanceReference = (year: number, number: number) => `GRV-${year}-${String(number).padStart(6, "0")}`;

export const GRIEVANCE_MESSAGES = {
  title: "Raise a concern",
  intro: "Tell our Grievance Officer what went wrong. We acknowledge every concern by e-mail at once; you can follow our answer and reply under My concerns.",
  subject: "What is it about?",
  subjectRequired: "Choose what your concern is about.",
  description: "Describe your concern",
  descriptionMin: `Please describe your concern in at least ${GRIEVANCE_DESCRIPTION_MIN} characters.`,
  descriptionMax: `Please keep your description within ${GRIEVANCE_DESCRIPTION_MAX.toLocaleString("en-IN")} characters.`,
  submit: "Send concern",
  submitting: "Sending...",
  created: (reference: string) => `Concern ${reference} received`,
  createdDescription: "We e-mailed you an acknowledgement. Our answer will appear under My concerns.",
  failed: "Could not send your concern",
  signIn: "Sign in to raise a concern",
  signInDescription: "We answer concerns on your account, so we know it is you.",
  listTitle: "My concerns",
  listIntro: "Concerns you raised with our Grievance Officer, and our answers.",
  empty: "No concerns raised",
  emptyDescription: "If something went wrong, tell us and we will look into it.",
  loadFailed: "Could not load your concerns",
  reply: "Your reply",
  replyRequired: "Write a reply first.",
  replyMax: `Please keep your reply within ${GRIEVANCE_REPLY_MAX.toLocaleString("en-IN")} characters.`,
  send: "Send reply",
  sent: "Reply sent",
  replyFailed: "Could not send your reply",
  notFound: "Concern not found",
  closedAlready: "This concern is closed. Raise a new one if something is still wrong.",
  perDay: (retryAfterSeconds: number) =>
    `You can raise at most ${GRIEVANCES_PER_DAY} concerns a day. Please try again ${inTime(retryAfterSeconds)}.`,
  openFull: `You have ${GRIEVANCES_OPEN_MAX} concerns still open. Please wait for our answer to one of them, or add to it with a reply.`,
  repliesPerHour: (retryAfterSeconds: number) =>
    `You can reply at most ${GRIEVANCE_REPLIES_PER_HOUR} times an hour. Please try again ${inTime(retryAfterSeconds)}.`,
  ackSubject: (reference: string) => `We received your concern ${reference}`,
  repliedTitle: (reference: string) => `Answer to your concern ${reference}`,
  closedTitle: (reference: string) => `Your concern ${reference} is closed`,
  adminClosedAlready: "This concern is already closed.",
} as const;
