import { PROFILE_MESSAGES } from "@expertconnect/shared/schemas/profile";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { SignInPrompt } from "@/components/sign-in-prompt.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { EditProfile } from "@/features/profile/components/edit-profile.tsx";
import { useSession } from "@/lib/auth-client.ts";

export function Component() {
  const { data: session, isPending } = useSession();
  if (isPending) return <PageLoader />;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Edit Profile" />
      {session ? (
        <EditProfile userId={session.user.id} />
      ) : (
        <SignInPrompt title={PROFILE_MESSAGES.notAuthenticated} description="Sign in to edit your profile." />
      )}
    </div>
  );
}
