import { BellOff, CalendarCheck, CheckCheck, MessageCircle, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { EmptyState } from "@/components/ui/empty-state.tsx";
import { cn } from "@/lib/cn.ts";
import { SAMPLE_NOTIFICATIONS, type NotificationKind } from "./sample-notifications.ts";

const ICONS: Record<NotificationKind, typeof CalendarCheck> = {
  booking: CalendarCheck,
  message: MessageCircle,
  connection: UserPlus,
};

/** The sample notifications, kept in this screen's state: marking read and dismissing last for the visit. */
export function NotificationList() {
  const [items, setItems] = useState(SAMPLE_NOTIFICATIONS);
  const unread = items.filter((n) => !n.read).length;

  const markAllRead = () => {
    setItems((list) => list.map((n) => ({ ...n, read: true })));
    toast.success("All notifications marked as read");
  };
  const dismiss = (id: string) => setItems((list) => list.filter((n) => n.id !== id));

  if (items.length === 0) return <EmptyState icon={<BellOff />} title="No notifications" description="You're all caught up!" />;

  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unread === 0 ? "No unread notifications" : `${unread} unread`}
        </p>
        <Button variant="ghost" size="sm" onClick={markAllRead} disabled={unread === 0}>
          <CheckCheck aria-hidden="true" /> Mark all read
        </Button>
      </div>
      <ul className="space-y-3" aria-label="Notifications">
        {items.map((n) => {
          const Icon = ICONS[n.kind];
          return (
            <li key={n.id} data-read={n.read}>
              <Card className={cn("flex items-start gap-3 p-4", !n.read && "border-primary bg-primary-soft/40")}>
                <span className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className={cn("flex items-center gap-2", n.read ? "font-medium" : "font-semibold")}>
                    {!n.read ? <span className="size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" /> : null}
                    {n.title}
                    {!n.read ? <span className="sr-only">(unread)</span> : null}
                  </p>
                  <p className="text-sm text-muted-foreground">{n.body}</p>
                  <p className="mt-1 text-xs text-muted-foreground">{n.time}</p>
                </div>
                <Button variant="ghost" size="icon" aria-label={`Dismiss: ${n.title}`} onClick={() => dismiss(n.id)} className="-m-2">
                  <X aria-hidden="true" />
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
