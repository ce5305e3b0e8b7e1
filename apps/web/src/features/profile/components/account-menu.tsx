import { Bell, ChevronRight, CircleHelp, FileArchive, FileText, Settings, UserPen, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { unreadBadgeText, useUnreadCount } from "@/lib/unread-notifications.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

interface MenuItem {
  to: string;
  /** the item's name, read when shown (the app's language may change) */
  label: () => string;
  icon: LucideIcon;
  /** shows the unread notifications count */
  unreadBadge?: boolean;
}

export const ACCOUNT_MENU: MenuItem[] = [
  { to: "/profile/edit", label: m.profile_edit, icon: UserPen },
  { to: "/profile/records", label: m.profile_medical_records, icon: FileText },
  { to: "/profile/notifications", label: m.profile_notifications, icon: Bell, unreadBadge: true },
  { to: "/profile/my-data", label: m.profile_my_data, icon: FileArchive },
  { to: "/profile/settings", label: m.profile_settings, icon: Settings },
  { to: "/profile/help", label: m.profile_help, icon: CircleHelp },
];

/** The account menu; signed-out visitors get only the screens that need no account. */
export function AccountMenu({ items = ACCOUNT_MENU, title = m.profile_account() }: { items?: MenuItem[]; title?: string }) {
  useLocale();
  const unread = useUnreadCount();
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold text-muted-foreground">{title}</h2>
      <Card className="divide-y overflow-hidden">
        {items.map(({ to, label, icon: Icon, unreadBadge }) => (
          <Link key={to} to={to} className="flex min-h-14 items-center gap-3 px-4 hover:bg-muted">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            <span className="flex-1 font-medium">{label()}</span>
            {unreadBadge && unread > 0 ? (
              <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold leading-6 text-white">
                {unreadBadgeText(unread)}
                <span className="sr-only"> {m.profile_unread()}</span>
              </span>
            ) : null}
            <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
          </Link>
        ))}
      </Card>
    </nav>
  );
}
