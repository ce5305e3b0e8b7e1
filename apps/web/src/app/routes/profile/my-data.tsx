import { DATA_EXPORT_MESSAGES } from "@expertconnect/shared/messages/data-export";
import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { DataExportPanel } from "@/features/data-export/components/data-export-panel.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={DATA_EXPORT_MESSAGES.title} />
      <RequireUser description="Sign in to get a copy of your data.">{(user) => <DataExportPanel userId={user.id} />}</RequireUser>
    </div>
  );
}
