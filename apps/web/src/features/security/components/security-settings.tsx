import { Card } from "@/components/ui/card.tsx";
import { ChangeEmailForm } from "./change-email-form.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { SessionsList } from "./sessions-list.tsx";
import { TwoFactorSettings } from "./two-factor-settings.tsx";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card className="p-4">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <section aria-labelledby={id}>{children}</section>
    </Card>
  );
}

/** E-mail, password, two-factor and devices, for the Settings screen of a signed-in user. */
export function SecuritySettings({ email }: { email: string }) {
  return (
    <div className="space-y-4">
      <Section id="security-email" title="E-mail address">
        <ChangeEmailForm currentEmail={email} />
      </Section>
      <Section id="security-password" title="Change password">
        <ChangePasswordForm />
      </Section>
      <Section id="security-two-factor" title="Two-factor authentication">
        <TwoFactorSettings />
      </Section>
      <Section id="security-sessions" title="Devices signed in">
        <SessionsList />
      </Section>
    </div>
  );
}
