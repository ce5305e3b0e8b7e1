import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { NotificationList } from "@/features/notifications/components/notification-list.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m.notifications_title()} />
      <RequireUser description={m.notifications_sign_in()}>{(user) => <NotificationList userId={user.id} />}</RequireUser>
    </div>
  );
}
