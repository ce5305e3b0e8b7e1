import { ErrorRetry } from "@/components/error-retry.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errorMessage } from "@/lib/api-client.ts";
import { useProfile } from "../api/get-profile.ts";
import { EditProfileForm } from "./edit-profile-form.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

/** Loads the profile, then shows the form filled with it. */
export function EditProfile({ userId }: { userId: string }) {
  useLocale();
  const { data: profile, isPending, isError, error, refetch } = useProfile(userId);
  if (isPending) {
    return (
      <Card className="space-y-4 p-5" aria-busy="true" aria-label={m.profile_loading()}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
      </Card>
    );
  }
  if (isError) {
    return (
      <ErrorRetry message={errorMessage(error, m.profile_load_failed())} onRetry={refetch} />
    );
  }
  return <EditProfileForm profile={profile} />;
}
