import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { RecordsList } from "@/features/medical-records/components/records-list.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Medical Records" />
      <RequireUser description="Sign in to see your medical records.">{(user) => <RecordsList userId={user.id} />}</RequireUser>
    </div>
  );
}
