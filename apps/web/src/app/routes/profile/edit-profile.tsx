import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { EditProfile } from "@/features/profile/components/edit-profile.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m.profile_edit()} />
      <RequireUser title={m.profile_not_authenticated()} description={m.profile_edit_sign_in()}>
        {(user) => <EditProfile userId={user.id} />}
      </RequireUser>
    </div>
  );
}
