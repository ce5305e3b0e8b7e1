import { APP_VERSION } from "@expertconnect/shared/constants";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { ConsentChoices } from "@/features/privacy/components/consent-choices.tsx";
import { SettingsAccordion } from "@/features/settings/components/settings-accordion.tsx";
import { SETTINGS_MESSAGES } from "@/features/settings/components/settings-messages.ts";
import { useSession } from "@/lib/session.ts";

export function Component() {
  const { data: session } = useSession();
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader title="Settings" description={session ? SETTINGS_MESSAGES.savedToAccount : SETTINGS_MESSAGES.savedOnDevice} />
      <SettingsAccordion />
      {session ? <ConsentChoices userId={session.user.id} /> : null}
      <p className="text-center text-sm text-muted-foreground">Version {APP_VERSION}</p>
    </div>
  );
}
