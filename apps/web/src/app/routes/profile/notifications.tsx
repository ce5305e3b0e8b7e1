import { NOTIFICATION_MESSAGES } from "@expertconnect/shared/schemas/notifications";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { NotificationList } from "@/features/notifications/components/notification-list.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Notifications" />
      <RequireUser description={NOTIFICATION_MESSAGES.signIn}>{(user) => <NotificationList userId={user.id} />}</RequireUser>
    </div>
  );
}
