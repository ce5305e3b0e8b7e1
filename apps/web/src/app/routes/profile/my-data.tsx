import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { DataExportPanel } from "@/features/data-export/components/data-export-panel.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m.export_title()} />
      <RequireUser description={m.export_sign_in()}>{(user) => <DataExportPanel userId={user.id} />}</RequireUser>
    </div>
  );
}
