import { APP_VERSION } from "@expertconnect/shared/constants";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { SettingsAccordion } from "@/features/settings/components/settings-accordion.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader title="Settings" description="These settings are saved on this device." />
      <SettingsAccordion />
      <p className="text-center text-sm text-muted-foreground">Version {APP_VERSION}</p>
    </div>
  );
}
