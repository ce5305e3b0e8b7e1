/**
 * Notifications and the settings kept on the server (docs/product.md#notifications, #settings): the
 * kinds, the preferences body of PUT /api/preferences with its defaults, and the screen's texts.
 */
import { z } from "zod";
import { LOCALES, type Locale } from "../i18n.ts";

export const NOTIFICATION_KINDS = [
  "booking_created",
  "booking_confirmed",
  "booking_declined",
  "booking_cancelled",
  "booking_rescheduled",
  "booking_expired",
  "booking_reminder",
  "message_received",
  "review_received",
  "doubt_answered",
  "answer_accepted",
  "application_approved",
  "application_rejected",
  "data_export_ready",
  "new_follower",
  "grievance_answered",
  "grievance_closed",
  "report_outcome",
  "moderation_warning",
  "content_hidden",
  "suspension_lifted",
  "like_received",
  "comment_received",
  "reply_received",
  "payout_made",
  "payout_skipped",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Reminders go out this long before a confirmed consultation starts. */
export const REMINDER_OFFSETS = [
  { key: "24h", minutes: 24 * 60 },
  { key: "15m", minutes: 15 },
] as const;
export type ReminderOffset = (typeof REMINDER_OFFSETS)[number]["key"];

export const NOTIFICATION_MESSAGES = {
  signIn: "Sign in to see your notifications.",
  emptyTitle: "No notifications",
  emptyDescription: "You're all caught up!",
  allRead: "All notifications marked as read",
  markAllFailed: "Could not mark your notifications as read",
  loadFailed: "Could not load your notifications",
  notFound: "Notification not found",
} as const;

export const PREFERENCE_DEFAULTS = {
  darkMode: false,
  appointmentReminders: true,
  expertResponsesEmail: true,
  /** videos play at DATA_SAVER_MAX_HEIGHT or lower (docs/product.md#settings) */
  dataSaver: false,
  /** the app's language (docs/i18n.md): none until the person chooses, and then the browser's holds */
  language: null as Locale | null,
} as const;
export type Preferences = {
  darkMode: boolean;
  appointmentReminders: boolean;
  expertResponsesEmail: boolean;
  dataSaver: boolean;
  language: Locale | null;
};

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/** PUT /api/preferences: any of the switches; the others keep their values. */
export const preferencesUpdateSchema = z
  .strictObject({
    darkMode: flag("darkMode").optional(),
    appointmentReminders: flag("appointmentReminders").optional(),
    expertResponsesEmail: flag("expertResponsesEmail").optional(),
    dataSaver: flag("dataSaver").optional(),
    language: z.enum(LOCALES, { error: `language must be one of: ${LOCALES.join(", ")}` }).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Send at least one setting");
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;
