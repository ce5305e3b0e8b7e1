import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { RecordsList } from "@/features/medical-records/components/records-list.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m.records_title()} />
      <RequireUser description={m.records_sign_in()}>{(user) => <RecordsList userId={user.id} />}</RequireUser>
    </div>
  );
}
