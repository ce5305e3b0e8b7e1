import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { SecuritySettings } from "@/features/security/components/security-settings.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

export function Component() {
  useLocale();
  return (
    <section>
      <PageHeader title={m.security_title()} description={m.security_description()} />
      <RequireUser>{(user) => <SecuritySettings email={user.email} />}</RequireUser>
    </section>
  );
}
