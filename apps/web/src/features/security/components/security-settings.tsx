import { Card } from "@/components/ui/card.tsx";
import { ChangeEmailForm } from "./change-email-form.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { SessionsList } from "./sessions-list.tsx";
import { TwoFactorSettings } from "./two-factor-settings.tsx";
import { m } from "@/paraglide/messages.js";
import { useLocale } from "@/lib/i18n.tsx";

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
  useLocale();
  return (
    <div className="space-y-4">
      <Section id="security-email" title={m.security_email_title()}>
        <ChangeEmailForm currentEmail={email} />
      </Section>
      <Section id="security-password" title={m.security_change_password()}>
        <ChangePasswordForm />
      </Section>
      <Section id="security-two-factor" title={m.security_two_factor()}>
        <TwoFactorSettings />
      </Section>
      <Section id="security-sessions" title={m.security_devices()}>
        <SessionsList />
      </Section>
    </div>
  );
}
