import { PageHeader } from "@/components/ui/page-header.tsx";
import { DeletionContact } from "@/features/account-deletion/components/deletion-contact.tsx";
import { DeletionForm } from "@/features/account-deletion/components/deletion-form.tsx";
import { ErasurePanel } from "@/features/account-deletion/components/erasure-panel.tsx";
import { useSession } from "@/lib/session.ts";
import {
  DeletedDataList,
  DeletionAlternatives,
  DeletionSteps,
  DeletionWarning,
} from "@/features/account-deletion/components/deletion-info.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  const { data: session } = useSession();
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <PageHeader title={m.deletion_title()} description={m.deletion_description()} />
      <DeletionWarning />
      {/* Signed in: the account's own deletion, confirmed by e-mail and carried out by the app (docs/product.md#erasure). */}
      {session ? <ErasurePanel userId={session.user.id} /> : null}
      <DeletionForm />
      <DeletionSteps />
      <DeletedDataList />
      <DeletionAlternatives />
      <DeletionContact />
    </div>
  );
}
