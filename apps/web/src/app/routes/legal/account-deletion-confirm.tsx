import { PageHeader } from "@/components/ui/page-header.tsx";
import { ErasureConfirm } from "@/features/account-deletion/components/erasure-confirm.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader title={m.deletion_confirm_title()} />
      <ErasureConfirm />
    </div>
  );
}
