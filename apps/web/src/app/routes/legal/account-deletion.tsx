import { PageHeader } from "@/components/ui/page-header.tsx";
import { DeletionContact } from "@/features/account-deletion/components/deletion-contact.tsx";
import { DeletionForm } from "@/features/account-deletion/components/deletion-form.tsx";
import {
  DeletedDataList,
  DeletionAlternatives,
  DeletionSteps,
  DeletionWarning,
} from "@/features/account-deletion/components/deletion-info.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader title="Account and Data Deletion Request" description="Ask us to delete your account and the personal data we hold about you." />
      <DeletionWarning />
      <DeletionForm />
      <DeletionSteps />
      <DeletedDataList />
      <DeletionAlternatives />
      <DeletionContact />
    </div>
  );
}
