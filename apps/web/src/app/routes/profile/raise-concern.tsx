import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { GrievanceForm } from "@/features/grievances/components/grievance-form.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={m.concerns_title()} description={m.concerns_intro()} />
      <RequireUser title={m.concerns_sign_in()} description={m.concerns_sign_in_text()}>
        {() => <GrievanceForm />}
      </RequireUser>
    </div>
  );
}
