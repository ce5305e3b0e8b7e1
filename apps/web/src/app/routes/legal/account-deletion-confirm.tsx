import { ERASURE_MESSAGES } from "@expertconnect/shared/messages/erasure";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { ErasureConfirm } from "@/features/account-deletion/components/erasure-confirm.tsx";

export function Component() {
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader title={ERASURE_MESSAGES.confirmTitle} />
      <ErasureConfirm />
    </div>
  );
}
