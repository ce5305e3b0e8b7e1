import { PageLoader } from "@/components/layout/page-loader.tsx";
import { SignInPrompt } from "@/components/sign-in-prompt.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { NotificationList } from "@/features/profile/components/notification-list.tsx";
import { useSession } from "@/lib/auth-client.ts";

export function Component() {
  const { data: session, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Notifications" />
      {session ? <NotificationList /> : <SignInPrompt description="Sign in to see your notifications." />}
    </div>
  );
}
