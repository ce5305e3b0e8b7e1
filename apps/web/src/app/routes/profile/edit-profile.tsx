import { PROFILE_MESSAGES } from "@expertconnect/shared/schemas/profile";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { EditProfile } from "@/features/profile/components/edit-profile.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Edit Profile" />
      <RequireUser title={PROFILE_MESSAGES.notAuthenticated} description="Sign in to edit your profile.">
        {(user) => <EditProfile userId={user.id} />}
      </RequireUser>
    </div>
  );
}
