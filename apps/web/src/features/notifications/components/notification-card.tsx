import { BadgeCheck, BellRing, CalendarCheck, CalendarClock, CalendarPlus, CalendarX, EyeOff, FileArchive, Flag, Heart, MessageCircle, MessageSquareReply, MessageSquareText, ShieldAlert, ShieldCheck, Star, UserPlus, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { NotificationKind } from "@expertconnect/shared/schemas/notifications";
import { cn } from "@/lib/cn.ts";
import { formatAgo } from "@/lib/i18n-dates.ts";
import type { NotificationItem } from "../api/get-notifications.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const ICONS: Record<NotificationKind, LucideIcon> = {
  booking_created: CalendarPlus,
  booking_confirmed: CalendarCheck,
  booking_declined: CalendarX,
  booking_cancelled: CalendarX,
  booking_rescheduled: CalendarClock,
  booking_expired: CalendarX,
  booking_reminder: BellRing,
  message_received: MessageCircle,
  review_received: Star,
  doubt_answered: MessageSquareReply,
  answer_accepted: BadgeCheck,
  application_approved: BadgeCheck,
  application_rejected: BadgeCheck,
  data_export_ready: FileArchive,
  new_follower: UserPlus,
  grievance_answered: MessageSquareReply,
  grievance_closed: BadgeCheck,
  report_outcome: Flag,
  moderation_warning: ShieldAlert,
  content_hidden: EyeOff,
  suspension_lifted: ShieldCheck,
  like_received: Heart,
  comment_received: MessageSquareText,
  reply_received: MessageSquareReply,
  payout_made: BadgeCheck,
  payout_skipped: ShieldAlert,
};

/** One notification: a link to what it is about; opening it marks it read. */
export function NotificationCard({ notification: n, onOpen }: { notification: NotificationItem; onOpen: (id: string) => void }) {
  const { locale } = useLocale();
  const Icon = ICONS[n.kind];
  return (
    <Link
      to={n.link}
      onClick={() => {
        if (!n.read) onOpen(n.id);
      }}
      className={cn(
        "flex items-start gap-3 rounded-xl border p-4 text-card-foreground shadow-sm hover:bg-muted",
        n.read ? "bg-card" : "border-primary bg-primary-soft/40",
      )}
    >
      <span className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className={cn("flex items-center gap-2", n.read ? "font-medium" : "font-semibold")}>
          {!n.read ? <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" /> : null}
          <span data-content>{n.title}</span>
          {!n.read ? <span className="sr-only">{m.notifications_unread_suffix()}</span> : null}
        </span>
        <span data-content className="block text-sm text-muted-foreground">{n.body}</span>
        <span className="mt-1 block text-xs text-muted-foreground">
          <time dateTime={n.createdAt}>{formatAgo(n.createdAt, locale)}</time>
        </span>
      </span>
    </Link>
  );
}
