import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { NotificationList } from "@/features/profile/components/notification-list.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Notifications" />
      <RequireUser description="Sign in to see your notifications.">{() => <NotificationList />}</RequireUser>
    </div>
  );
}
