import { CircleHelp, Settings } from "lucide-react";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { SignInPrompt } from "@/components/sign-in-prompt.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { AccountMenu } from "@/features/profile/components/account-menu.tsx";
import { LogoutButton } from "@/features/profile/components/logout-button.tsx";
import { ProfileOverview } from "@/features/profile/components/profile-overview.tsx";
import { useSession } from "@/lib/auth-client.ts";

const PUBLIC_MENU = [
  { to: "/profile/settings", label: "Settings", icon: Settings },
  { to: "/profile/help", label: "Help & Support", icon: CircleHelp },
];

export function Component() {
  const { data: session, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (!session) {
    return (
      <div className="space-y-5">
        <PageHeader title="Profile" />
        <SignInPrompt description="Sign in to see your profile, wallet and bookings." />
        <AccountMenu items={PUBLIC_MENU} title="More" />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <PageHeader title="Profile" />
      <ProfileOverview userId={session.user.id} />
      <AccountMenu />
      <LogoutButton />
    </div>
  );
}
