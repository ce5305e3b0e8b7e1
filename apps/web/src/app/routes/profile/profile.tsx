import { BadgeCheck, CircleHelp, Settings, ShieldCheck, Stethoscope } from "lucide-react";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { AccountMenu } from "@/features/profile/components/account-menu.tsx";
import { LogoutButton } from "@/features/profile/components/logout-button.tsx";
import { ProfileOverview } from "@/features/profile/components/profile-overview.tsx";
import { useMe } from "@/lib/use-me.ts";

const PUBLIC_MENU = [
  { to: "/profile/settings", label: "Settings", icon: Settings },
  { to: "/profile/help", label: "Help & Support", icon: CircleHelp },
];

/** The expert's way in: their desk once verified, the application otherwise; admins also get the queue. */
function ExpertMenu({ userId }: { userId: string }) {
  const { data: me } = useMe(userId);
  if (!me) return null;
  const items = [
    me.isExpert
      ? { to: "/consultation-mode", label: "Consultation mode", icon: Stethoscope }
      : { to: "/become-expert", label: "Become an expert", icon: BadgeCheck },
    ...(me.isAdmin ? [{ to: "/admin/applications", label: "Admin: expert applications", icon: ShieldCheck }] : []),
  ];
  return <AccountMenu items={items} title="Expert" />;
}

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
            <ExpertMenu userId={user.id} />
            <LogoutButton />
          </>
        )}
      </RequireUser>
    </div>
  );
}
