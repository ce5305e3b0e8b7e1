import { Bell, ChevronRight, CircleHelp, FileArchive, FileText, Settings, UserPen, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";
import { unreadBadgeText, useUnreadCount } from "@/lib/unread-notifications.ts";

interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** shows the unread notifications count */
  unreadBadge?: boolean;
}

export const ACCOUNT_MENU: MenuItem[] = [
  { to: "/profile/edit", label: "Edit Profile", icon: UserPen },
  { to: "/profile/records", label: "Medical Records", icon: FileText },
  { to: "/profile/notifications", label: "Notifications", icon: Bell, unreadBadge: true },
  { to: "/profile/my-data", label: "Download my data", icon: FileArchive },
  { to: "/profile/settings", label: "Settings", icon: Settings },
  { to: "/profile/help", label: "Help & Support", icon: CircleHelp },
];

/** The account menu; signed-out visitors get only the screens that need no account. */
export function AccountMenu({ items = ACCOUNT_MENU, title = "Account" }: { items?: MenuItem[]; title?: string }) {
  const unread = useUnreadCount();
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold text-muted-foreground">{title}</h2>
      <Card className="divide-y overflow-hidden">
        {items.map(({ to, label, icon: Icon, unreadBadge }) => (
          <Link key={to} to={to} className="flex min-h-14 items-center gap-3 px-4 hover:bg-muted">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            <span className="flex-1 font-medium">{label}</span>
            {unreadBadge && unread > 0 ? (
              <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold leading-6 text-white">
                {unreadBadgeText(unread)}
                <span className="sr-only"> unread</span>
              </span>
            ) : null}
            <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
          </Link>
        ))}
      </Card>
    </nav>
  );
}
