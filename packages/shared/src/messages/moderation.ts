/**
 * The words of reports, moderation and blocking (docs/product.md#reports, #moderation, #blocking),
 * without zod: the screens show them and the server answers with them.
 */
import { MODERATION_NOTE_MAX, REPORT_DETAILS_MAX } from "../constants.ts";
import { inTime } from "./quotas.ts";

/** What can be reported. */
export const REPORT_KINDS = ["post", "video", "comment", "doubt", "answer", "profile"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Why, from a fixed list; the labels are what the report dialog and the admin queue show. */
export const REPORT_REASONS = ["spam", "misinformation", "harassment", "inappropriate", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  misinformation: "Medical misinformation",
  harassment: "Harassment or abuse",
  inappropriate: "Inappropriate content",
  other: "Something else",
};

/** What an admin may decide on a reported item; `hide` and `restore` are not offered for a profile. */
export const MODERATION_ACTIONS = ["hide", "restore", "warn", "suspend", "dismiss"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const KIND_WORDS: Record<ReportKind, string> = {
  post: "post",
  video: "video",
  comment: "comment",
  doubt: "question",
  answer: "answer",
  profile: "profile",
};

export const MODERATION_MESSAGES = {
  report: "Report",
  reportTitle: (kind: ReportKind) => `Report this ${KIND_WORDS[kind]}`,
  reportDescription: "Tell the moderators what is wrong. The author is not told who reported it.",
  reasonLabel: "Reason",
  reasonRequired: "Choose a reason",
  detailsLabel: "Details (optional)",
  detailsTooLong: `Details can be at most ${REPORT_DETAILS_MAX} characters`,
  send: "Send report",
  sent: "Thank you. The moderators will look at your report.",
  failed: "Could not send your report",
  alreadyReported: "You have already reported this. The moderators will look at it.",
  ownItem: "You cannot report your own content",
  itemNotFound: "This content no longer exists",
  hiddenLabel: "Hidden by moderators",
  noteTooLong: `A note can be at most ${MODERATION_NOTE_MAX} characters`,
  // The admin queue (/admin/reports).
  queueTitle: "Reports",
  queueEmpty: "No open reports",
  decided: {
    hide: "Content hidden",
    restore: "Content restored",
    warn: "Author warned",
    suspend: "Author suspended",
    dismiss: "Reports dismissed",
  } satisfies Record<ModerationAction, string>,
  actionLabels: {
    hide: "Hide",
    restore: "Restore",
    warn: "Warn author",
    suspend: "Suspend author",
    dismiss: "Dismiss",
  } satisfies Record<ModerationAction, string>,
  noOpenReports: "There are no open reports on this item.",
  alreadyHidden: "This content is already hidden.",
  notHidden: "This content is not hidden.",
  cannotHideProfile: "A profile cannot be hidden. Warn or suspend the person instead.",
  decisionFailed: "Could not save the decision",
  // People suspended from the queue, and lifting a suspension.
  suspendedTitle: "Suspended people",
  liftSuspension: "Lift suspension",
  liftTitle: (name: string) => `Lift ${name}'s suspension?`,
  liftDescription: "They can sign in again. They get a notification that the suspension was lifted.",
  lifting: "Lifting...",
  lifted: "Suspension lifted",
  liftFailed: "Could not lift the suspension",
  notSuspended: "This person is not suspended.",
  personNotFound: "This person does not exist",
  liftedTitle: "Your suspension was lifted",
  liftedBody: (note: string | null) => `The moderators lifted your account's suspension. Welcome back.${note ? ` Note: ${note}` : ""}`,
  // Notifications.
  outcomeTitle: "Your report was reviewed",
  outcomeBody: (kind: ReportKind, action: ModerationAction) =>
    action === "dismiss" || action === "restore"
      ? `The moderators reviewed the ${KIND_WORDS[kind]} you reported and found no breach of the rules.`
      : action === "hide"
        ? `The moderators hid the ${KIND_WORDS[kind]} you reported. Thank you.`
        : `The moderators acted on the ${KIND_WORDS[kind]} you reported. Thank you.`,
  warnedTitle: "A warning from the moderators",
  warnedBody: (kind: ReportKind, note: string | null) =>
    `Your ${KIND_WORDS[kind]} was reported and breaks the community rules. Further breaches may suspend your account.${note ? ` Note: ${note}` : ""}`,
  hiddenTitle: "Your content was hidden",
  hiddenBody: (kind: ReportKind) => `The moderators hid your ${KIND_WORDS[kind]}. Only you can still see it.`,
  // Blocking (on /u/:id).
  block: "Block",
  unblock: "Unblock",
  blockTitle: (name: string) => `Block ${name}?`,
  blockDescription: "They will no longer be able to comment on your posts and videos, follow you or message you, and you will stop seeing what they share.",
  blockConfirm: "Yes, block",
  unblockTitle: (name: string) => `Unblock ${name}?`,
  unblockDescription: "They will be able to comment, follow and message you again.",
  unblockConfirm: "Yes, unblock",
  cancel: "Cancel",
  blocked: (name: string) => `You blocked ${name}`,
  unblocked: (name: string) => `You unblocked ${name}`,
  blockFailed: "Could not update the block",
  notSelfBlock: "You cannot block yourself",
  blockedCommenting: "You cannot comment here: its author has blocked you.",
  blockedFollowing: "You cannot follow this person: they have blocked you.",
  blockedMessaging: "You cannot message this person: they have blocked you.",
} as const;

/** Reports, one count: `max` an hour or a day, free again after `retryAfterSeconds`. */
export const reportRateMessage = (window: "hour" | "day", max: number, retryAfterSeconds: number) =>
  `You can send at most ${max} reports ${window === "hour" ? "an hour" : "a day"}. Please try again ${inTime(retryAfterSeconds)}.`;

/** Blocks and unblocks, one count: `max` a day, free again after `retryAfterSeconds`. */
export const blockRateMessage = (max: number, retryAfterSeconds: number) =>
  `You can block or unblock at most ${max} times a day. Please try again ${inTime(retryAfterSeconds)}.`;
