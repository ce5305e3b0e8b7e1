import { RequireUser } from "@/components/require-user.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { SecuritySettings } from "@/features/security/components/security-settings.tsx";

export function Component() {
  return (
    <section>
      <PageHeader title="Security & Sign-in" description="Your e-mail address, password, two-factor authentication and the devices signed in to your account." />
      <RequireUser>{(user) => <SecuritySettings email={user.email} />}</RequireUser>
    </section>
  );
}
