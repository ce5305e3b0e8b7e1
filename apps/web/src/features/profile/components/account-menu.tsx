import { Bell, ChevronRight, CircleHelp, FileText, Settings, UserPen, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Card } from "@/components/ui/card.tsx";

interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

export const ACCOUNT_MENU: MenuItem[] = [
  { to: "/profile/edit", label: "Edit Profile", icon: UserPen },
  { to: "/profile/records", label: "Medical Records", icon: FileText },
  { to: "/profile/notifications", label: "Notifications", icon: Bell },
  { to: "/profile/settings", label: "Settings", icon: Settings },
  { to: "/profile/help", label: "Help & Support", icon: CircleHelp },
];

/** The account menu; signed-out visitors get only the screens that need no account. */
export function AccountMenu({ items = ACCOUNT_MENU, title = "Account" }: { items?: MenuItem[]; title?: string }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold text-muted-foreground">{title}</h2>
      <Card className="divide-y overflow-hidden">
        {items.map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} className="flex min-h-14 items-center gap-3 px-4 hover:bg-muted">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            <span className="flex-1 font-medium">{label}</span>
            <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
          </Link>
        ))}
      </Card>
    </nav>
  );
}
