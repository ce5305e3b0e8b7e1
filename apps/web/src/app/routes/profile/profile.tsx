import { CircleHelp, Settings } from "lucide-react";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { AccountMenu } from "@/features/profile/components/account-menu.tsx";
import { LogoutButton } from "@/features/profile/components/logout-button.tsx";
import { ProfileOverview } from "@/features/profile/components/profile-overview.tsx";

const PUBLIC_MENU = [
  { to: "/profile/settings", label: "Settings", icon: Settings },
  { to: "/profile/help", label: "Help & Support", icon: CircleHelp },
];

export function Component() {
  return (
    <div className="space-y-5">
      <PageHeader title="Profile" />
      <RequireUser
        description="Sign in to see your profile, wallet and bookings."
        signedOutExtra={<AccountMenu items={PUBLIC_MENU} title="More" />}
      >
        {(user) => (
          <>
            <ProfileOverview userId={user.id} />
            <AccountMenu />
            <LogoutButton />
          </>
        )}
      </RequireUser>
    </div>
  );
}
