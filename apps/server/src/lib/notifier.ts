/**
 * What the features call to tell people about events (in-app notifications, e-mail, push), as an
 * interface: the composition root builds the one implementation (features/notifications/notify.ts)
 * and hands it to every feature through Deps, so nothing here depends on a feature.
 */
import type { Notice } from "./i18n/notices.ts";
import type { SQL } from "drizzle-orm";
import type { NotificationKind } from "@expertconnect/shared/schemas/notifications";
import type { BookingAction } from "@expertconnect/shared/schemas/expert-side";
import type { SocialAction, SocialItem } from "@expertconnect/shared/messages/social-notifications";
import type { Db } from "../db/client.ts";
import type { PlannedJob } from "./jobs/job-queue.ts";

/** One in-app notification to write. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An in-app path, e.g. /bookings or /doubts/<id>. */
  link: string;
  /** The same as a notice, worded in the reader's language when read (lib/i18n/notices.ts). */
  message?: Notice | null;
}

export interface BookingFacts {
  id: string;
  status: string;
  clientId: string;
  clientName: string;
  expertUserId: string | null;
  expertName: string;
  scheduledAt: string;
  consultationType: string;
  cancelledBy: "client" | "expert" | null;
  cancellationReason: string | null;
}

/** What an event writes for people: in-app notifications and jobs (e-mail, push, reminders). */
export interface Writes {
  notifications: NewNotification[];
  jobs: PlannedJob[];
}

/** Writes made part of the event's own statement (Notifier.inStatement). */
export interface StatementWrites {
  /** data-modifying CTEs, `name as (…)`, to put in the statement's WITH */
  ctes: SQL[];
  /** after the statement: jobs due now run without waiting for a poll */
  written: () => void;
}

export interface Notifier {
  /**
   * A booking changed status (moveBooking): the other side hears of it; reminders follow the status.
   * A confirm's writes come with its own statement instead (bookingConfirmedWrites).
   */
  bookingMoved(tx: Db, p: { bookingId: string; action: Exclude<BookingAction, "confirm">; actorId: string }): Promise<void>;
  /**
   * A client booked: what the booking's statement writes so the expert hears of the request (the
   * notification, its e-mail and push); nothing is written here (bookings.create.ts).
   */
  bookingCreatedWrites(b: BookingFacts): Writes;
  /**
   * What confirming this booking writes (the client's notification, its e-mail and push, the
   * reminders), from the booking's facts as they will be once confirmed; nothing is written here.
   */
  bookingConfirmedWrites(b: BookingFacts, actorId: string): Writes;
  /** Writes as CTEs of a caller's statement, each row written only where `when` holds. */
  inStatement(writes: Writes, when: SQL): Promise<StatementWrites>;
  /** The client moved a booking to another slot: the expert hears of it; reminders follow the new time. */
  bookingRescheduled(tx: Db, p: { bookingId: string; previousScheduledAt: string }): Promise<void>;
  /** Nobody confirmed a pending booking by its start: the client hears it was cancelled and refunded. */
  bookingExpired(tx: Db, p: { bookingId: string }): Promise<void>;
  /**
   * A booking was cancelled because one of its two people had their account erased: the other one
   * hears of it, with what happened to the money, and without the erased person's name.
   */
  bookingCancelledByErasure(tx: Db, p: { bookingId: string; erased: "client" | "expert"; refunded: boolean }): Promise<void>;
  /**
   * A message arrived: the recipient hears of it, once per conversation until they open that
   * notification (a conversation of many messages is one unread notification, not many).
   */
  messageReceived(tx: Db, p: { conversationId: string; senderId: string; recipientId: string; preview: string }): Promise<void>;
  /** A client reviewed a completed consultation: the expert hears of it. */
  reviewReceived(tx: Db, p: { bookingId: string }): Promise<void>;
  /** Someone answered a doubt: its asker hears of it (and is e-mailed, with Expert Responses on). */
  answerPosted(tx: Db, p: { doubtId: string; answererId: string }): Promise<void>;
  /** The asker accepted an answer: its author hears of it. */
  answerAccepted(tx: Db, p: { doubtId: string; answerId: string; acceptorId: string }): Promise<void>;
  /**
   * Someone started following a person: the person hears of it, once per follower until they open
   * that notification (following, unfollowing and following again is not three notifications).
   */
  newFollower(tx: Db, p: { followerId: string; followeeId: string }): Promise<void>;
  /**
   * A moderator decided on reported content (docs/product.md#moderation): its reporters hear the
   * outcome, and its author of a warning or of the item being hidden.
   */
  moderated(tx: Db, notes: Array<NewNotification & { message: Notice }>): Promise<void>;
  /**
   * Someone liked or commented on a post or video (its author hears of it), or replied to a comment
   * (that comment's author hears of it). Grouped: while the person has an unread notification of the
   * same kind about the same item, it is updated (latest person, count of distinct people) instead
   * of adding one. `text` is the comment or reply; `repliedToId` the comment replied to.
   */
  socialAction(
    tx: Db,
    p: { action: SocialAction; item: SocialItem; itemId: string; actorId: string; text?: string; repliedToId?: string },
  ): Promise<void>;
  /** An admin decided an expert application. */
  applicationDecided(tx: Db, p: { userId: string; approved: boolean; reason: string | null }): Promise<void>;
  /** The team answered a person's concern: they read the answer in the app and by e-mail. */
  grievanceAnswered(tx: Db, p: { userId: string; reference: string; body: string }): Promise<void>;
  /** The team closed a person's concern. */
  grievanceClosed(tx: Db, p: { userId: string; reference: string }): Promise<void>;
}
