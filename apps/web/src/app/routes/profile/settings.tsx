import { APP_VERSION } from "@expertconnect/shared/constants";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { ConsentChoices } from "@/features/privacy/components/consent-choices.tsx";
import { SettingsAccordion } from "@/features/settings/components/settings-accordion.tsx";
import { useLocale } from "@/lib/i18n.tsx";
import { useSession } from "@/lib/session.ts";
import { m } from "@/paraglide/messages.js";

export function Component() {
  const { data: session } = useSession();
  useLocale();
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader title={m.settings_title()} description={session ? m.settings_saved_to_account() : m.settings_saved_on_device()} />
      <SettingsAccordion />
      {session ? <ConsentChoices userId={session.user.id} /> : null}
      <p className="text-center text-sm text-muted-foreground">{m.settings_version({ version: APP_VERSION })}</p>
    </div>
  );
}
