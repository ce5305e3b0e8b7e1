import { Bell } from "lucide-react";
import { Link } from "react-router";
import { useLocale } from "@/lib/i18n.tsx";
import { unreadBadgeText, useUnreadCount } from "@/lib/unread-notifications.ts";
import { m } from "@/paraglide/messages.js";

/** The header's way to the notifications, with the unread count on it. */
export function NotificationsBell() {
  const unread = useUnreadCount();
  useLocale();
  return (
    <Link
      to="/profile/notifications"
      aria-label={unread > 0 ? m.shell_notifications_unread({ count: unread }) : m.shell_notifications()}
      className="relative inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
    >
      <Bell className="size-5" aria-hidden="true" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute right-1 top-1 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-5 text-white"
        >
          {unreadBadgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
