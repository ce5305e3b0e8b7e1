import { BadgeCheck, CircleHelp, Settings, ShieldCheck, Stethoscope } from "lucide-react";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { AccountMenu } from "@/features/profile/components/account-menu.tsx";
import { LogoutButton } from "@/features/profile/components/logout-button.tsx";
import { ProfileOverview } from "@/features/profile/components/profile-overview.tsx";
import { useMe } from "@/lib/use-me.ts";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

const PUBLIC_MENU = [
  { to: "/profile/settings", label: m.profile_settings, icon: Settings },
  { to: "/profile/help", label: m.profile_help, icon: CircleHelp },
];

/** The expert's way in: their desk once verified, the application otherwise; admins also get the queue. */
function ExpertMenu({ userId }: { userId: string }) {
  const { data: me } = useMe(userId);
  if (!me) return null;
  const items = [
    me.isExpert
      ? { to: "/consultation-mode", label: m.profile_consultation_mode, icon: Stethoscope }
      : { to: "/become-expert", label: m.profile_become_expert, icon: BadgeCheck },
    ...(me.isAdmin ? [{ to: "/admin/applications", label: m.profile_admin_applications, icon: ShieldCheck }] : []),
  ];
  return <AccountMenu items={items} title={m.profile_expert()} />;
}

export function Component() {
  useLocale();
  return (
    <div className="space-y-5">
      <PageHeader title={m.profile_title()} />
      <RequireUser
        description={m.profile_sign_in()}
        signedOutExtra={<AccountMenu items={PUBLIC_MENU} title={m.profile_more()} />}
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
